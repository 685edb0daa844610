// Product shots: each bar alone on a dark studio sweep with a warm key light,
// a soft contact shadow and a faint reflection, as in a catalogue.
import { Doc, rng, f, text, vignette, bokeh, FONT_SERIF, FONT_SANS } from "../lib/core.mjs";
import { camera, solid } from "../lib/solid.mjs";
import { castBar, mintedBar, emblem } from "../lib/gold.mjs";

/** Dark studio sweep: charcoal wall falling into a slightly lighter floor. */
export function studio(doc, { horizon, glowX, glowY, warm = "#3a2a14", floor = "#262220" }) {
  const { width: w, height: h } = doc;
  const wall = doc.linear(
    [
      [0, "#141414"],
      [1, "#1f1d1b"],
    ],
    { x1: 0, y1: 0, x2: 0, y2: 1 },
  );
  const floorFill = doc.linear(
    [
      [0, "#1b1a19"],
      [0.35, floor],
      [1, "#121212"],
    ],
    { x1: 0, y1: 0, x2: 0, y2: 1 },
  );
  const glow = doc.radialXY(glowX, glowY, w * 0.55, [
    [0, warm, 0.95],
    [0.45, warm, 0.35],
    [1, warm, 0],
  ]);
  // The sweep's curve: a soft band rather than a hard horizon line.
  const band = doc.linear(
    [
      [0, "#000", 0],
      [0.5, "#000", 0.25],
      [1, "#000", 0],
    ],
    { x1: 0, y1: 0, x2: 0, y2: 1 },
  );
  return (
    `<rect width="${w}" height="${h}" fill="${wall}"/>` +
    `<rect y="${f(horizon)}" width="${w}" height="${f(h - horizon)}" fill="${floorFill}"/>` +
    `<rect y="${f(horizon - 40)}" width="${w}" height="80" fill="${band}"/>` +
    `<rect width="${w}" height="${h}" fill="${glow}"/>`
  );
}

export function castProduct({ weight, serial, L, W, H, yaw, seed }) {
  const doc = new Doc(1200, 900);
  const rand = rng(seed);
  const cam = camera({ yaw, pitch: 0.62, scale: 6.4, ox: 600, oy: 560 });
  const body = [
    studio(doc, { horizon: 430, glowX: 560, glowY: 330 }),
    bokeh(doc, rand, {
      count: 14,
      x0: 40,
      y0: 40,
      x1: 1160,
      y1: 330,
      rMin: 10,
      rMax: 44,
      colors: ["#e9c05f", "#ba8023", "#f6dc94"],
      opacity: [0.04, 0.14],
      blur: 5,
    }),
    castBar(doc, cam, { L, W, H, weight, serial, seed }),
    vignette(doc, 0.55),
  ];
  return doc.toString(body.join(""));
}

/** The brand mark (the minted bar seen from above, as in the site header) at (x, y), size s. */
export function brandMark(doc, x, y, s, { fill, ink = "#1e1e1e" } = {}) {
  const g =
    fill ||
    doc.linear(
      [
        [0, "#f8e1a0"],
        [0.45, "#e9c05f"],
        [1, "#ba8023"],
      ],
      { x1: 0, y1: 0, x2: 1, y2: 1 },
    );
  const k = s / 48;
  return (
    `<g transform="translate(${f(x)} ${f(y)}) scale(${f(k)})">` +
    `<path d="M11 9h26l7 30H4z" fill="${g}"/>` +
    `<path d="M15 14h18l4.5 20h-27z" fill="none" stroke="${ink}" stroke-opacity=".35" stroke-width="1.4"/>` +
    `<path d="M18 20v9M30 20v9M18 24.5h12" stroke="${ink}" stroke-width="2.6" stroke-linecap="round" fill="none"/>` +
    `</g>`
  );
}

/** The 1 g minted bar sealed in its certificate card. */
export function certificateProduct({ seed }) {
  const doc = new Doc(1200, 900);
  const rand = rng(seed);
  const cam = camera({ yaw: -0.38, pitch: 1.02, scale: 8.2, ox: 610, oy: 470 });
  const CL = 56;
  const CW = 88;
  const CT = 0.8;
  const ink = "#2a2218";
  const foil = doc.linear(
    [
      [0, "#8a5d12"],
      [0.3, "#d7a443"],
      [0.5, "#f2d584"],
      [0.7, "#c88f2e"],
      [1, "#8a5d12"],
    ],
    { x1: 0, y1: 0, x2: 1, y2: 0.3 },
  );
  const paper = (t) => {
    // Ivory card stock: lit, but never as bright as the metal.
    const c0 = [70, 64, 56];
    const c1 = [246, 240, 226];
    const k = Math.min(1, 0.25 + t * 1.1);
    return (
      "#" +
      c0
        .map((v, i) =>
          Math.round(v + (c1[i] - v) * k)
            .toString(16)
            .padStart(2, "0"),
        )
        .join("")
    );
  };
  const win = { w: 22, h: 30, y: -3 };
  const cardFace = ({ L, W }) => {
    const rows = [
      ["WEIGHT", "1 g"],
      ["FINENESS", "999.9"],
      ["METAL", "Fine gold"],
      ["SERIAL", "HG 100427"],
    ];
    const guilloche = [];
    for (let i = 0; i < 22; i++) {
      const r = 6 + i * 1.9;
      guilloche.push(
        `<ellipse cx="0" cy="${f(win.y)}" rx="${f(r * 1.1)}" ry="${f(r)}" fill="none" stroke="#c9a860" stroke-opacity="0.16" stroke-width="0.12"/>`,
      );
    }
    return (
      `<rect x="${f(-L / 2)}" y="${f(-W / 2)}" width="${f(L)}" height="${f(W)}" fill="#f6efdd" opacity="0.0"/>` +
      guilloche.join("") +
      `<rect x="${f(-L / 2 + 2.2)}" y="${f(-W / 2 + 2.2)}" width="${f(L - 4.4)}" height="${f(W - 4.4)}" rx="1.2" fill="none" stroke="${foil}" stroke-width="0.45"/>` +
      `<rect x="${f(-L / 2 + 3.2)}" y="${f(-W / 2 + 3.2)}" width="${f(L - 6.4)}" height="${f(W - 6.4)}" rx="0.9" fill="none" stroke="${foil}" stroke-width="0.15"/>` +
      brandMark(doc, -13.6, -W / 2 + 5.6, 6.4, { fill: foil, ink: "#3a2a10" }) +
      text(-6.2, -W / 2 + 8.9, "HARBOUR", { size: 3.1, family: FONT_SERIF, weight: 700, fill: ink }) +
      text(-6.1, -W / 2 + 11.2, "GOLD BULLION", { size: 1.45, family: FONT_SANS, weight: 600, spacing: 0.35, fill: "#8a5d12" }) +
      text(0, -W / 2 + 16.2, "CERTIFICATE OF AUTHENTICITY", {
        size: 2.05,
        family: FONT_SERIF,
        weight: 700,
        anchor: "middle",
        spacing: 0.12,
        fill: ink,
      }) +
      `<path d="M-14 ${f(-W / 2 + 17.8)} h28" stroke="${foil}" stroke-width="0.25"/>` +
      // The blister window the bar sits in.
      `<rect x="${f(-win.w / 2)}" y="${f(win.y - win.h / 2)}" width="${f(win.w)}" height="${f(win.h)}" rx="2.2" fill="#d9cfb8"/>` +
      `<rect x="${f(-win.w / 2)}" y="${f(win.y - win.h / 2)}" width="${f(win.w)}" height="${f(win.h)}" rx="2.2" fill="none" stroke="#a89a7c" stroke-width="0.3"/>` +
      `<rect x="${f(-win.w / 2 + 0.6)}" y="${f(win.y - win.h / 2 + 0.6)}" width="${f(win.w - 1.2)}" height="${f(win.h - 1.2)}" rx="1.8" fill="none" stroke="#fff" stroke-opacity="0.7" stroke-width="0.35"/>` +
      rows
        .map(
          ([k, v], i) =>
            text(-17, W / 2 - 24.5 + i * 3.7, k, { size: 1.55, family: FONT_SANS, weight: 600, spacing: 0.25, fill: "#8a5d12" }) +
            text(17, W / 2 - 24.5 + i * 3.7, v, { size: 2.1, family: FONT_SERIF, weight: 700, anchor: "end", fill: ink }) +
            `<path d="M-17 ${f(W / 2 - 23.5 + i * 3.7)} h34" stroke="#b8a27a" stroke-opacity="0.5" stroke-width="0.12"/>`,
        )
        .join("") +
      `<path d="M-17 ${f(W / 2 - 7.4)} c3 -1.6 4.6 1.2 7 -0.4 s3.2 -1.8 5 0.2" fill="none" stroke="#3a3a5a" stroke-width="0.3"/>` +
      `<path d="M-17 ${f(W / 2 - 6.4)} h16" stroke="${ink}" stroke-opacity="0.5" stroke-width="0.12"/>` +
      text(-17, W / 2 - 4.7, "ASSAYER, HONG KONG", { size: 1.2, family: FONT_SANS, weight: 600, spacing: 0.2, fill: "#6b6050" }) +
      `<g>${emblemSeal(doc, 11.5, W / 2 - 8.6, 4.6, foil)}</g>`
    );
  };
  const barL = 12;
  const barW = 20;
  const barLines = ({ L, W }) =>
    emblem(doc, 0, -W * 0.27, L * 0.27) +
    text(0, W * 0.02, "FINE GOLD", { size: 1.25, family: FONT_SANS, weight: 700, anchor: "middle", spacing: 0.12, fill: "currentColor" }) +
    text(0, W * 0.2, "1 GRAM", { size: 2.2, family: FONT_SERIF, weight: 700, anchor: "middle", fill: "currentColor" }) +
    text(0, W * 0.35, "999.9", { size: 1.7, family: FONT_SANS, weight: 700, anchor: "middle", spacing: 0.1, fill: "currentColor" });
  const cardRings = [
    { L: CL, W: CW, r: 3, z: 0, segs: 4 },
    { L: CL, W: CW, r: 3, z: CT, segs: 4 },
  ];
  const paperLights = {
    key: [-0.3, 0.4, 0.87],
    fill: [-0.8, -0.5, 0.3],
    rim: [0.7, 0.6, 0.4],
    ambient: 0.5,
    diffuse: 0.45,
    keySpec: 0.05,
    fillSpec: 0,
    rimSpec: 0,
  };
  // Where the card face sits in world space: the window centre is at (0, -win.y).
  const fp = [
    [-CL / 2, -CW / 2],
    [CL / 2, -CW / 2],
    [CL / 2, CW / 2],
    [-CL / 2, CW / 2],
  ].map(([x, y]) => cam.project([x, y, 0]));
  const body = [
    studio(doc, { horizon: 120, glowX: 620, glowY: 380, warm: "#3b2b15", floor: "#24201c" }),
    bokeh(doc, rand, {
      count: 10,
      x0: 30,
      y0: 20,
      x1: 1170,
      y1: 200,
      rMin: 12,
      rMax: 40,
      colors: ["#e9c05f", "#ba8023"],
      opacity: [0.04, 0.12],
      blur: 6,
    }),
    `<polygon points="${fp.map(([x, y]) => `${f(x + 22)},${f(y + 30)}`).join(" ")}" fill="#000" opacity="0.75" filter="${doc.blur(26)}"/>`,
    `<polygon points="${fp.map(([x, y]) => `${f(x + 4)},${f(y + 6)}`).join(" ")}" fill="#000" opacity="0.6" filter="${doc.blur(5)}"/>`,
    solid(doc, cam, { rings: cardRings, palette: paper, lights: paperLights, curve: 0.15, topCurve: 0.25, top: cardFace, edge: 0.35 }),
    mintedBar(doc, cam, { L: barL, W: barW, H: 1.1, at: [0, -win.y, CT], lines: barLines, shadow: 0.5 }),
    // The clear blister over the bar catches one soft highlight.
    blister(doc, cam, win, CT),
    vignette(doc, 0.6),
  ];
  return doc.toString(body.join(""));
}

function emblemSeal(doc, cx, cy, r, foil) {
  const teeth = [];
  const n = 28;
  for (let i = 0; i < n * 2; i++) {
    const a = (i / (n * 2)) * Math.PI * 2;
    const rr = i % 2 ? r : r * 0.9;
    teeth.push(`${f(cx + rr * Math.cos(a))},${f(cy + rr * Math.sin(a))}`);
  }
  return (
    `<polygon points="${teeth.join(" ")}" fill="${foil}"/>` +
    `<g color="#5a3c0c" fill="#5a3c0c" opacity="0.8">${emblem(doc, cx, cy, r * 0.74)}</g>`
  );
}

function blister(doc, cam, win, z) {
  const m = cam.planeMatrix(0, 0, z + 1.6, 0);
  const g = doc.linear(
    [
      [0, "#fff", 0],
      [0.45, "#fff", 0.22],
      [0.55, "#fff", 0.05],
      [1, "#fff", 0],
    ],
    { x1: 0, y1: 0, x2: 1, y2: 1 },
  );
  return (
    `<g transform="matrix(${m.map(f).join(" ")})">` +
    `<rect x="${f(-win.w / 2 + 0.4)}" y="${f(win.y - win.h / 2 + 0.4)}" width="${f(win.w - 0.8)}" height="${f(win.h - 0.8)}" rx="2" fill="${g}" stroke="#fff" stroke-opacity="0.35" stroke-width="0.25"/>` +
    `</g>`
  );
}
