// Home hero: a stepped stack of cast kilo bars with minted bars in front, lit
// from behind so every edge carries a warm rim. The left of the frame is kept
// dark and quiet because the headline and buttons sit there.
import { Doc, rng, bokeh, vignette, glint, text, FONT_SANS, FONT_SERIF } from "../lib/core.mjs";
import { camera } from "../lib/solid.mjs";
import { castBar, mintedBar, emblem } from "../lib/gold.mjs";

const HERO_LIGHTS = {
  key: [-0.2, 0.6, 1],
  fill: [-0.5, -1, 0.35],
  rim: [0.9, 1, 0.25],
  ambient: 0.2,
  diffuse: 0.3,
  keySpec: 0.6,
  fillSpec: 0.34,
  rimSpec: 0.75,
};

export const mintedLines =
  (doc, weight) =>
  ({ L, W }) =>
    emblem(doc, 0, -W * 0.22, Math.min(L, W) * 0.2) +
    text(0, W * 0.08, "FINE GOLD", {
      size: W * 0.075,
      family: FONT_SANS,
      weight: 700,
      anchor: "middle",
      spacing: W * 0.008,
      fill: "currentColor",
    }) +
    text(0, W * 0.25, weight, { size: W * 0.13, family: FONT_SERIF, weight: 700, anchor: "middle", fill: "currentColor" }) +
    text(0, W * 0.38, "999.9", {
      size: W * 0.085,
      family: FONT_SANS,
      weight: 700,
      anchor: "middle",
      spacing: W * 0.01,
      fill: "currentColor",
    });

export function hero({ seed }) {
  const doc = new Doc(1600, 1000);
  const rand = rng(seed);
  const { width: w, height: h } = doc;
  const cam = camera({ yaw: -0.55, pitch: 0.4, scale: 1.75, ox: 1150, oy: 760 });
  // Large cast bars read as "gold bars" at hero size; kilo bars would be slivers.
  const L = 250;
  const W = 76;
  const H = 36;
  const taper = 9;
  const bg = doc.linear(
    [
      [0, "#121212"],
      [0.6, "#191816"],
      [1, "#1e1e1e"],
    ],
    { x1: 0, y1: 0, x2: 1, y2: 1 },
  );
  const glow = doc.radialXY(1160, 520, 700, [
    [0, "#6b4a1c", 0.85],
    [0.35, "#3e2a12", 0.6],
    [1, "#121212", 0],
  ]);
  const floor = doc.linear(
    [
      [0, "#000", 0],
      [1, "#000", 0.55],
    ],
    { x1: 0, y1: 0, x2: 0, y2: 1 },
  );
  const body = [`<rect width="${w}" height="${h}" fill="${bg}"/>`, `<rect width="${w}" height="${h}" fill="${glow}"/>`];
  // Out-of-focus lights of a showroom far behind.
  body.push(
    bokeh(doc, rand, {
      count: 34,
      x0: 720,
      y0: 40,
      x1: 1600,
      y1: 560,
      rMin: 14,
      rMax: 62,
      colors: ["#e9c05f", "#f6dc94", "#ba8023", "#ffd98a"],
      opacity: [0.06, 0.26],
      blur: 4,
    }),
  );
  body.push(
    bokeh(doc, rand, {
      count: 10,
      x0: 0,
      y0: 40,
      x1: 700,
      y1: 520,
      rMin: 10,
      rMax: 40,
      colors: ["#ba8023", "#e9c05f"],
      opacity: [0.03, 0.08],
      blur: 6,
    }),
  );
  body.push(`<rect y="560" width="${w}" height="${h - 560}" fill="${floor}"/>`);

  // The stack: layers of bars stepping back, long sides together.
  const bars = [];
  const layers = [
    { n: 4, cols: [-0.5, 0.5] },
    { n: 3, cols: [-0.5, 0.5] },
    { n: 2, cols: [-0.5, 0.5] },
    { n: 1, cols: [0] },
  ];
  const pitchY = W + 1;
  const serial = (i) => `HG ${String(4100 + i * 37).padStart(6, "0")}`;
  layers.forEach((layer, li) => {
    for (let i = 0; i < layer.n; i++) {
      for (const c of layer.cols) {
        const y = (i - (layer.n - 1) / 2) * pitchY;
        const x = c * (L + 3) + rand.gauss(0, 1.5) + (li % 2 ? 0 : 0);
        bars.push({ x, y, z: li * (H - 0.5), rot: rand.gauss(0, 0.01), li });
      }
    }
  });
  bars.sort((a, b) => a.li - b.li || cam.depth([b.x, b.y, b.z]) - cam.depth([a.x, a.y, a.z]));
  bars.forEach((b, i) => {
    body.push(
      castBar(doc, cam, {
        L,
        W,
        H,
        at: [b.x, b.y, b.z],
        rot: b.rot,
        taper,
        serial: serial(i),
        lights: HERO_LIGHTS,
        reflect: b.li === 0 ? 0.18 : 0,
        shadow: b.li === 0 ? 0.6 : 0.35,
        seed: 3 + i,
        strength: 0.9,
      }),
    );
  });

  // Minted bars scattered in front of the stack.
  const mint = cam;
  const minted = [
    { at: [-105, -245, 0], rot: 0.25, L: 62, W: 104, H: 4, weight: "100 g" },
    { at: [35, -270, 0], rot: -0.3, L: 42, W: 70, H: 3.2, weight: "50 g" },
  ];
  for (const m of minted) {
    body.push(mintedBar(doc, mint, { ...m, lines: mintedLines(doc, m.weight), lights: HERO_LIGHTS, reflect: 0.16, shadow: 0.7 }));
  }

  // Glints where the rim light catches the top corners of the upper bars.
  const upper = bars.filter((b) => b.li >= 2);
  upper.forEach((b, i) => {
    const sx = i % 2 ? 1 : -1;
    const p = cam.project([b.x + sx * (L / 2 - taper - 2), b.y + W / 2 - taper - 2, b.z + H]);
    body.push(glint(p[0], p[1], rand.range(12, 24), rand.range(0.5, 0.85), rand.range(0, 40)));
  });
  // A soft bloom over the stack, as the warm light flares in the lens.
  body.push(`<ellipse cx="1120" cy="470" rx="330" ry="150" fill="#ffd98a" opacity="0.12" filter="${doc.blur(50)}"/>`);

  // Keep the copy side calm: a dark wash over the left 45%, feathered.
  const calm = doc.linear(
    [
      [0, "#121212", 0.94],
      [0.34, "#121212", 0.82],
      [0.5, "#121212", 0.35],
      [0.62, "#121212", 0],
    ],
    { x1: 0, y1: 0, x2: 1, y2: 0 },
  );
  body.push(`<rect width="${w}" height="${h}" fill="${calm}"/>`);
  body.push(vignette(doc, 0.5, "#000", 0.62, 0.5));
  return doc.toString(body.join(""));
}
