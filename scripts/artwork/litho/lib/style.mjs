// The demo area's illustration style in one place: palettes that sit next to
// the theme (gold #e9c05f, charcoal #1e1e1e, deep gold #ba8023) while giving a
// multipurpose template the colour range it needs, plus small shading helpers.
// Every subject picks a palette from its seed, so a grid of the same family
// does not repeat one colour scheme.
import { Doc, mix, f } from "../../lib/core.mjs";

export const GOLD = "#e9c05f";
export const DEEP_GOLD = "#ba8023";
export const CHARCOAL = "#1e1e1e";

// light: wall/backdrop, base: large shapes, deep: strong shapes, accent: a
// contrasting note, ink: darkest line colour. Gold stays available everywhere.
export const PALETTES = [
  { name: "gold", light: "#f7efdf", base: "#e9c05f", deep: "#ba8023", accent: "#2e4a4f", ink: "#1e1e1e" },
  { name: "sage", light: "#eef0e6", base: "#a9b99b", deep: "#56705a", accent: "#e9c05f", ink: "#22291f" },
  { name: "terracotta", light: "#f6e9df", base: "#dc8f70", deep: "#9c4c36", accent: "#2f5d62", ink: "#2a1a14" },
  { name: "teal", light: "#e4f1ee", base: "#5fa8a0", deep: "#1f5f63", accent: "#e9c05f", ink: "#132729" },
  { name: "blush", light: "#fbefeb", base: "#efbcb2", deep: "#b76e6e", accent: "#3b4a6b", ink: "#2b1d1f" },
  { name: "navy", light: "#e8edf4", base: "#6f8fbf", deep: "#2b3a55", accent: "#e9c05f", ink: "#141b29" },
  { name: "plum", light: "#f3e8ef", base: "#b98aab", deep: "#5e3456", accent: "#e9c05f", ink: "#24131f" },
  { name: "sky", light: "#eaf4fb", base: "#8ec5e8", deep: "#2f6ea5", accent: "#f0a24a", ink: "#13243a" },
  { name: "mustard", light: "#fbf3dc", base: "#e0b040", deep: "#7a5a14", accent: "#3d6b57", ink: "#261d08" },
  { name: "charcoal", light: "#3a3733", base: "#2a2826", deep: "#1e1e1e", accent: "#e9c05f", ink: "#0f0f0f" },
  { name: "coral", light: "#fdebe4", base: "#f08a6c", deep: "#b3482f", accent: "#29506b", ink: "#2a1510" },
  { name: "olive", light: "#f0efe2", base: "#9c9a5b", deep: "#55542a", accent: "#d77c4f", ink: "#1f1f10" },
];

export const palette = (name) => PALETTES.find((p) => p.name === name) || PALETTES[0];

// Skin and hair ranges for people, wide on purpose.
export const SKINS = ["#f5d3b8", "#eebf9a", "#d9a27a", "#c58a5c", "#a86b43", "#8a5332", "#6b3e24", "#f1c9a5"];
export const HAIRS = ["#1b1411", "#2e1f17", "#4a2f1f", "#6e4a2e", "#a9744a", "#d6b27a", "#8c8c8c", "#3b2a22", "#b5523a"];
export const CLOTHES = [
  "#1e1e1e",
  "#2b3a55",
  "#e9c05f",
  "#ba8023",
  "#5fa8a0",
  "#dc8f70",
  "#f4f1ea",
  "#56705a",
  "#b76e6e",
  "#6f8fbf",
  "#5e3456",
  "#d9d4c7",
  "#9c4c36",
  "#3d6b57",
];

export const tint = (c, t) => mix(c, "#ffffff", t);
export const dark = (c, t) => mix(c, "#000000", t);

/** A document with a body list; `done()` returns the SVG string. */
export function canvas(w, h) {
  const doc = new Doc(w, h);
  const body = [];
  return { doc, body, w, h, add: (...s) => body.push(...s), done: () => doc.toString(body.join("")) };
}

/** Gradient that lights a flat shape from the upper left. */
export function lit(doc, c, k = 0.14, angle = "diag") {
  const dir =
    angle === "v" ? { x1: 0, y1: 0, x2: 0, y2: 1 } : angle === "h" ? { x1: 0, y1: 0, x2: 1, y2: 0 } : { x1: 0, y1: 0, x2: 1, y2: 1 };
  return doc.linear(
    [
      [0, tint(c, k)],
      [1, dark(c, k)],
    ],
    dir,
  );
}

/** Vertical gradient between two colours. */
export const vgrad = (doc, a, b) =>
  doc.linear(
    [
      [0, a],
      [1, b],
    ],
    { x1: 0, y1: 0, x2: 0, y2: 1 },
  );

/** A soft contact shadow under an object. */
export function shadow(doc, cx, cy, rx, ry, opacity = 0.28, blur = 8, color = "#000") {
  return `<ellipse cx="${f(cx)}" cy="${f(cy)}" rx="${f(rx)}" ry="${f(ry)}" fill="${color}" opacity="${f(opacity)}" filter="${doc.blur(blur)}"/>`;
}

/** Rounded rectangle. */
export const rr = (x, y, w, h, r, fill, extra = "") =>
  `<rect x="${f(x)}" y="${f(y)}" width="${f(w)}" height="${f(h)}" rx="${f(r)}" fill="${fill}"${extra ? " " + extra : ""}/>`;

export const circle = (cx, cy, r, fill, extra = "") =>
  `<circle cx="${f(cx)}" cy="${f(cy)}" r="${f(r)}" fill="${fill}"${extra ? " " + extra : ""}/>`;

export const ellipse = (cx, cy, rx, ry, fill, extra = "") =>
  `<ellipse cx="${f(cx)}" cy="${f(cy)}" rx="${f(rx)}" ry="${f(ry)}" fill="${fill}"${extra ? " " + extra : ""}/>`;

export const path = (d, fill, extra = "") => `<path d="${d}" fill="${fill}"${extra ? " " + extra : ""}/>`;

export const line = (x1, y1, x2, y2, stroke, w, extra = "") =>
  `<line x1="${f(x1)}" y1="${f(y1)}" x2="${f(x2)}" y2="${f(y2)}" stroke="${stroke}" stroke-width="${f(w)}" stroke-linecap="round"${extra ? " " + extra : ""}/>`;

export const g = (inner, extra = "") => `<g${extra ? " " + extra : ""}>${inner}</g>`;

/** A smooth closed blob through n points around (cx, cy). */
export function blob(rand, cx, cy, r, n = 7, wobble = 0.25) {
  const p = [];
  for (let i = 0; i < n; i++) {
    const a = (i / n) * Math.PI * 2;
    const rr2 = r * (1 + rand.range(-wobble, wobble));
    p.push([cx + Math.cos(a) * rr2, cy + Math.sin(a) * rr2]);
  }
  return smoothClosed(p);
}

/** Catmull-Rom through closed points, as cubic Béziers. */
export function smoothClosed(p) {
  const n = p.length;
  let d = `M${f(p[0][0])},${f(p[0][1])}`;
  for (let i = 0; i < n; i++) {
    const p0 = p[(i - 1 + n) % n];
    const p1 = p[i];
    const p2 = p[(i + 1) % n];
    const p3 = p[(i + 2) % n];
    d += ` C${f(p1[0] + (p2[0] - p0[0]) / 6)},${f(p1[1] + (p2[1] - p0[1]) / 6)} ${f(p2[0] - (p3[0] - p1[0]) / 6)},${f(p2[1] - (p3[1] - p1[1]) / 6)} ${f(p2[0])},${f(p2[1])}`;
  }
  return d + " Z";
}

/** Catmull-Rom through open points. */
export function smoothOpen(p) {
  const n = p.length;
  let d = `M${f(p[0][0])},${f(p[0][1])}`;
  for (let i = 0; i < n - 1; i++) {
    const p0 = p[Math.max(0, i - 1)];
    const p1 = p[i];
    const p2 = p[i + 1];
    const p3 = p[Math.min(n - 1, i + 2)];
    d += ` C${f(p1[0] + (p2[0] - p0[0]) / 6)},${f(p1[1] + (p2[1] - p0[1]) / 6)} ${f(p2[0] - (p3[0] - p1[0]) / 6)},${f(p2[1] - (p3[1] - p1[1]) / 6)} ${f(p2[0])},${f(p2[1])}`;
  }
  return d;
}

/** A leaf shape from base (x, y) pointing at angle a (radians), length l. */
export function leaf(x, y, a, l, wid = 0.32) {
  const ca = Math.cos(a);
  const sa = Math.sin(a);
  const P = (u, v) => [x + ca * u - sa * v, y + sa * u + ca * v];
  const tip = P(l, 0);
  const c1 = P(l * 0.3, l * wid);
  const c2 = P(l * 0.8, l * wid * 0.7);
  const c3 = P(l * 0.8, -l * wid * 0.7);
  const c4 = P(l * 0.3, -l * wid);
  return `M${f(x)},${f(y)} C${f(c1[0])},${f(c1[1])} ${f(c2[0])},${f(c2[1])} ${f(tip[0])},${f(tip[1])} C${f(c3[0])},${f(c3[1])} ${f(c4[0])},${f(c4[1])} ${f(x)},${f(y)} Z`;
}

/** Wavy ridge line across the width: sum of seeded sines. */
export function ridge(rand, w, base, amp, { step = 12, waves = 4, rough = 0.15 } = {}) {
  const comps = [];
  for (let i = 0; i < waves; i++) comps.push({ k: rand.range(0.5, 2.2) * (i + 1), ph: rand.range(0, 6.3), a: amp / (i + 1.2) });
  const p = [];
  for (let x = -step; x <= w + step; x += step) {
    let y = base;
    for (const c of comps) y -= c.a * Math.sin((x / w) * Math.PI * c.k + c.ph);
    y += rand.gauss(0, amp * rough * 0.1);
    p.push([x, y]);
  }
  return p;
}
