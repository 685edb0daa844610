// Fine gold jewelry on black velvet: a cable chain with a small bar pendant,
// a bangle and two rings, caught by one warm spotlight.
import { Doc, rng, f, vignette, glint, text, FONT_SANS, FONT_SERIF } from "../lib/core.mjs";
import { camera } from "../lib/solid.mjs";
import { mintedBar, emblem } from "../lib/gold.mjs";

/** Black velvet: a deep pile texture with a warm pool of light. */
export function velvet(doc, { cx, cy, r, tint = "#2a1d1a", base = "#0f0d0d" }) {
  const { width: w, height: h } = doc;
  const pool = doc.radialXY(cx, cy, r, [
    [0, tint],
    [0.6, "#17110f"],
    [1, base],
  ]);
  const pile = doc.noise(0.9, 3, 11, 0.55);
  const folds = doc.filter(
    `<feTurbulence type="fractalNoise" baseFrequency="0.003 0.006" numOctaves="2" seed="4" result="n"/>` +
      `<feColorMatrix in="n" type="matrix" values="0 0 0 0 0  0 0 0 0 0  0 0 0 0 0  0 0 0 -1.6 0.9"/>` +
      `<feComposite in2="SourceGraphic" operator="in"/>`,
    { x: 0, y: 0, width: "100%", height: "100%" },
  );
  return (
    `<rect width="${w}" height="${h}" fill="${pool}"/>` +
    `<rect width="${w}" height="${h}" fill="#000" filter="${folds}" opacity="0.55"/>` +
    `<rect width="${w}" height="${h}" fill="#fff" filter="${pile}" opacity="0.09"/>`
  );
}

/** Gold gradient for strokes and small shapes, light from the top-left. */
function metal(doc, angle = 0, bright = 1) {
  const a = (angle * Math.PI) / 180;
  const x = Math.cos(a) / 2;
  const y = Math.sin(a) / 2;
  return doc.linear(
    [
      [0, "#5a380c"],
      [0.25, bright > 0.9 ? "#fff1c2" : "#f1d07c"],
      [0.45, "#e2b04d"],
      [0.7, "#9c6a1e"],
      [0.88, "#e9c05f"],
      [1, "#6b430e"],
    ],
    { x1: 0.5 - x, y1: 0.5 - y, x2: 0.5 + x, y2: 0.5 + y },
  );
}

/** A cable chain following a sampled curve. */
export function chain(doc, points, { link = 22, thick = 4.2 }) {
  const flat = metal(doc, -60);
  const edge = metal(doc, 90);
  const out = [];
  const shadows = [];
  // Resample the curve at even spacing so links butt together.
  const even = [points[0]];
  let acc = 0;
  const step = link * 0.62;
  for (let i = 1; i < points.length; i++) {
    const [x0, y0] = points[i - 1];
    const [x1, y1] = points[i];
    const d = Math.hypot(x1 - x0, y1 - y0);
    acc += d;
    while (acc >= step) {
      acc -= step;
      const t = 1 - acc / d;
      even.push([x0 + (x1 - x0) * t, y0 + (y1 - y0) * t]);
    }
  }
  for (let i = 1; i < even.length - 1; i++) {
    const [x, y] = even[i];
    const ang = (Math.atan2(even[i + 1][1] - even[i - 1][1], even[i + 1][0] - even[i - 1][0]) * 180) / Math.PI;
    shadows.push(
      `<ellipse cx="${f(x + 5)}" cy="${f(y + 7)}" rx="${f(link / 2)}" ry="${f(link / 3.2)}" transform="rotate(${f(ang)} ${f(x + 5)} ${f(y + 7)})"/>`,
    );
    if (i % 2) {
      out.push(
        `<g transform="translate(${f(x)} ${f(y)}) rotate(${f(ang)})">` +
          `<ellipse rx="${f(link / 2)}" ry="${f(link / 3.3)}" fill="none" stroke="${flat}" stroke-width="${f(thick)}"/>` +
          `<path d="M${f(-link / 2.6)},${f(-link / 6)} A${f(link / 2)},${f(link / 3.3)} 0 0 1 ${f(link / 5)},${f(-link / 3.4)}" fill="none" stroke="#fff7dc" stroke-opacity="0.8" stroke-width="${f(thick * 0.3)}" stroke-linecap="round"/>` +
          `</g>`,
      );
    } else {
      out.push(
        `<g transform="translate(${f(x)} ${f(y)}) rotate(${f(ang)})">` +
          `<rect x="${f(-link / 2)}" y="${f(-thick * 0.75)}" width="${f(link)}" height="${f(thick * 1.5)}" rx="${f(thick * 0.75)}" fill="${edge}"/>` +
          `<path d="M${f(-link / 2.6)},${f(-thick * 0.3)} H${f(link / 2.6)}" stroke="#fff4d0" stroke-opacity="0.75" stroke-width="${f(thick * 0.28)}" stroke-linecap="round"/>` +
          `</g>`,
      );
    }
  }
  return { links: out.join(""), shadow: `<g fill="#000" opacity="0.55" filter="${doc.blur(4)}">${shadows.join("")}</g>`, ends: even };
}

/** A torus seen at an angle: an elliptical band with its far inner wall visible. */
export function band(doc, { cx, cy, rx, ry, t, tilt = 0 }) {
  const outer = doc.linearXY(cx - rx, cy - ry, cx + rx * 0.6, cy + ry, [
    [0, "#fff0c0"],
    [0.18, "#e9c05f"],
    [0.4, "#8a5a17"],
    [0.58, "#d9a445"],
    [0.74, "#fbe3a0"],
    [1, "#7a4c10"],
  ]);
  const inner = doc.linearXY(cx, cy - ry, cx, cy + ry, [
    [0, "#3a2406"],
    [0.5, "#a87424"],
    [1, "#f3d688"],
  ]);
  const ringPath = (a, b, dy = 0) =>
    `M${f(cx - a)},${f(cy + dy)} a${f(a)},${f(b)} 0 1 0 ${f(2 * a)},0 a${f(a)},${f(b)} 0 1 0 ${f(-2 * a)},0 Z`;
  const k = ry / rx;
  return (
    `<g transform="rotate(${f(tilt)} ${f(cx)} ${f(cy)})">` +
    `<ellipse cx="${f(cx + 8)}" cy="${f(cy + t * 0.9 + 8)}" rx="${f(rx + 4)}" ry="${f(ry + 4)}" fill="none" stroke="#000" stroke-opacity="0.7" stroke-width="${f(t * 1.1)}" filter="${doc.blur(9)}"/>` +
    // Inner wall at the back, seen through the opening.
    `<path d="${ringPath(rx - t * 0.5, ry - t * 0.5 * k)} ${ringPath(rx - t * 0.5, ry - t * 0.5 * k, t * 0.9)}" fill="${inner}" fill-rule="evenodd"/>` +
    `<path d="${ringPath(rx, ry)} ${ringPath(rx - t, ry - t * k, t * 0.25)}" fill="${outer}" fill-rule="evenodd"/>` +
    `<path d="M${f(cx - rx * 0.92)},${f(cy - ry * 0.3)} A${f(rx * 0.97)},${f(ry * 0.97)} 0 0 1 ${f(cx + rx * 0.2)},${f(cy - ry * 0.97)}" fill="none" stroke="#fffaf0" stroke-opacity="0.75" stroke-width="${f(t * 0.12)}" stroke-linecap="round"/>` +
    `<path d="M${f(cx - rx * 0.5)},${f(cy + ry * 0.82)} A${f(rx * 0.96)},${f(ry * 0.96)} 0 0 0 ${f(cx + rx * 0.75)},${f(cy + ry * 0.62)}" fill="none" stroke="#fff2c8" stroke-opacity="0.6" stroke-width="${f(t * 0.1)}" stroke-linecap="round"/>` +
    `</g>`
  );
}

/** A solitaire: round brilliant in a four-prong head, drawn face-on. */
function solitaire(doc, x, y, r) {
  const stone = doc.radialXY(x - r * 0.3, y - r * 0.3, r * 1.4, [
    [0, "#ffffff"],
    [0.4, "#dfe8f0"],
    [0.75, "#8fa3b5"],
    [1, "#3d4b5a"],
  ]);
  const facets = [];
  for (let i = 0; i < 8; i++) {
    const a0 = (i / 8) * Math.PI * 2;
    const a1 = ((i + 1) / 8) * Math.PI * 2;
    const c = i % 2 ? "#ffffff" : "#9fb3c6";
    facets.push(
      `<polygon points="${f(x)},${f(y)} ${f(x + r * 0.92 * Math.cos(a0))},${f(y + r * 0.92 * Math.sin(a0))} ${f(x + r * 0.92 * Math.cos(a1))},${f(y + r * 0.92 * Math.sin(a1))}" fill="${c}" opacity="${i % 3 ? 0.28 : 0.5}"/>`,
    );
  }
  const prongs = [45, 135, 225, 315]
    .map((d) => {
      const a = (d * Math.PI) / 180;
      return `<circle cx="${f(x + r * 0.95 * Math.cos(a))}" cy="${f(y + r * 0.95 * Math.sin(a))}" r="${f(r * 0.17)}" fill="${metal(doc, -45)}"/>`;
    })
    .join("");
  return (
    `<circle cx="${f(x)}" cy="${f(y + r * 0.25)}" r="${f(r * 1.1)}" fill="#000" opacity="0.5" filter="${doc.blur(5)}"/>` +
    `<circle cx="${f(x)}" cy="${f(y)}" r="${f(r)}" fill="${stone}"/>` +
    facets.join("") +
    `<polygon points="${[0, 1, 2, 3, 4, 5, 6, 7].map((i) => `${f(x + r * 0.45 * Math.cos((i / 8) * Math.PI * 2 + 0.39))},${f(y + r * 0.45 * Math.sin((i / 8) * Math.PI * 2 + 0.39))}`).join(" ")}" fill="#fff" opacity="0.35" stroke="#c8d6e2" stroke-width="1"/>` +
    prongs
  );
}

export function jewelry({ seed }) {
  const doc = new Doc(1200, 900);
  const rand = rng(seed);
  const body = [velvet(doc, { cx: 560, cy: 430, r: 760 })];

  // Necklace: drapes in from the top edge and falls in a soft U.
  const curve = [];
  for (let i = 0; i <= 200; i++) {
    const t = i / 200;
    const x = 150 + t * 760 + Math.sin(t * Math.PI * 2) * 18;
    const sag = Math.sin(t * Math.PI);
    const y = -20 + sag * 560 - Math.pow(sag, 6) * 90 + (t > 0.5 ? (t - 0.5) * 60 : 0);
    curve.push([x, y]);
  }
  const ch = chain(doc, curve, { link: 21, thick: 4 });
  // Pendant: a little minted bar hanging from the lowest link.
  const low = ch.ends.reduce((a, b) => (b[1] > a[1] ? b : a));
  const pcam = camera({ yaw: 0.12, pitch: 1.25, scale: 4.3, ox: low[0] + 4, oy: low[1] + 112 });
  const pendantLines = ({ L, W }) =>
    emblem(doc, 0, -W * 0.24, L * 0.25) +
    text(0, W * 0.1, "FINE GOLD", { size: W * 0.075, family: FONT_SANS, weight: 700, anchor: "middle", fill: "currentColor" }) +
    text(0, W * 0.27, "999.9", { size: W * 0.1, family: FONT_SERIF, weight: 700, anchor: "middle", fill: "currentColor" });
  const bail =
    `<ellipse cx="${f(low[0])}" cy="${f(low[1] + 18)}" rx="9" ry="13" fill="none" stroke="${metal(doc, -50)}" stroke-width="5"/>` +
    `<rect x="${f(low[0] - 7)}" y="${f(low[1] + 28)}" width="14" height="16" rx="4" fill="${metal(doc, 0)}"/>`;

  body.push(ch.shadow);
  body.push(bail);
  body.push(mintedBar(doc, pcam, { L: 26, W: 42, H: 2.6, lines: pendantLines, shadow: 0.8 }));
  body.push(ch.links);

  // Bangle lying on the velvet, lower left.
  body.push(band(doc, { cx: 300, cy: 700, rx: 225, ry: 92, t: 30, tilt: -6 }));
  // Plain band ring, lower right, lying flat.
  body.push(band(doc, { cx: 900, cy: 735, rx: 88, ry: 38, t: 17, tilt: 8 }));
  // Solitaire ring standing up on its shank.
  body.push(band(doc, { cx: 985, cy: 530, rx: 78, ry: 84, t: 13, tilt: -4 }));
  body.push(solitaire(doc, 980, 438, 30));

  // Sparkles where the spotlight hits.
  const spots = [
    [226, 622],
    [458, 640],
    [936, 456],
    [968, 424],
    [838, 708],
    [low[0] - 20, low[1] + 60],
    ch.ends[Math.floor(ch.ends.length * 0.22)],
    ch.ends[Math.floor(ch.ends.length * 0.8)],
  ];
  for (const [x, y] of spots)
    body.push(glint(x + rand.gauss(0, 3), y + rand.gauss(0, 3), rand.range(12, 30), rand.range(0.55, 0.95), rand.range(0, 45)));
  body.push(vignette(doc, 0.65));
  return doc.toString(body.join(""));
}
