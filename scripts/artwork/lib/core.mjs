// Shared building blocks for the artwork: a seeded random source (outputs must
// be byte-for-byte repeatable so re-running the script gives a clean diff), an
// SVG document that hands out unique ids for its <defs>, and small helpers.

/** Seeded PRNG (mulberry32). Returns a function giving floats in [0, 1). */
export function rng(seed) {
  let a = seed >>> 0;
  const next = () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  next.range = (lo, hi) => lo + (hi - lo) * next();
  next.int = (lo, hi) => Math.floor(lo + (hi - lo + 1) * next());
  next.pick = (list) => list[Math.floor(next() * list.length)];
  // Roughly normal, for natural-looking scatter.
  next.gauss = (mu = 0, sigma = 1) => {
    const u = next() || 1e-9;
    const v = next();
    return mu + sigma * Math.sqrt(-2 * Math.log(u)) * Math.cos(2 * Math.PI * v);
  };
  return next;
}

export const esc = (s) => String(s).replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");

export const f = (n) => (Math.round(n * 100) / 100).toString();

export const pts = (list) => list.map(([x, y]) => `${f(x)},${f(y)}`).join(" ");

export const clamp = (v, lo = 0, hi = 1) => Math.min(hi, Math.max(lo, v));
export const lerp = (a, b, t) => a + (b - a) * t;

export function hexToRgb(hex) {
  const h = hex.replace("#", "");
  return [0, 2, 4].map((i) => parseInt(h.slice(i, i + 2), 16));
}
export function rgbToHex([r, g, b]) {
  return (
    "#" +
    [r, g, b]
      .map((v) =>
        Math.round(clamp(v, 0, 255))
          .toString(16)
          .padStart(2, "0"),
      )
      .join("")
  );
}
export function mix(a, b, t) {
  const A = hexToRgb(a);
  const B = hexToRgb(b);
  return rgbToHex(A.map((v, i) => lerp(v, B[i], t)));
}

/** Piecewise-linear colour ramp: stops are [position, '#rrggbb']. */
export function ramp(stops) {
  return (t) => {
    t = clamp(t);
    for (let i = 1; i < stops.length; i++) {
      if (t <= stops[i][0]) {
        const [p0, c0] = stops[i - 1];
        const [p1, c1] = stops[i];
        return mix(c0, c1, (t - p0) / (p1 - p0 || 1));
      }
    }
    return stops[stops.length - 1][1];
  };
}

const attrs = (o = {}) =>
  Object.entries(o)
    .filter(([, v]) => v !== undefined && v !== null)
    .map(([k, v]) => ` ${k}="${typeof v === "number" ? f(v) : esc(v)}"`)
    .join("");
export { attrs };

const stopTags = (stops) =>
  stops.map(([o, c, a]) => `<stop offset="${f(o)}" stop-color="${c}"${a === undefined ? "" : ` stop-opacity="${f(a)}"`}/>`).join("");

/** An SVG document under construction. Ids are unique per document. */
export class Doc {
  constructor(width, height) {
    this.width = width;
    this.height = height;
    this.defs = [];
    this.count = 0;
    this.cache = new Map();
  }
  id(prefix = "d") {
    this.count += 1;
    return `${prefix}${this.count}`;
  }
  def(markup) {
    this.defs.push(markup);
  }
  linear(stops, a = {}) {
    const id = this.id("lg");
    this.def(`<linearGradient id="${id}"${attrs(a)}>${stopTags(stops)}</linearGradient>`);
    return `url(#${id})`;
  }
  /** Linear gradient in user space between two points. */
  linearXY(x1, y1, x2, y2, stops, a = {}) {
    return this.linear(stops, { gradientUnits: "userSpaceOnUse", x1, y1, x2, y2, ...a });
  }
  radial(stops, a = {}) {
    const id = this.id("rg");
    this.def(`<radialGradient id="${id}"${attrs(a)}>${stopTags(stops)}</radialGradient>`);
    return `url(#${id})`;
  }
  radialXY(cx, cy, r, stops, a = {}) {
    return this.radial(stops, { gradientUnits: "userSpaceOnUse", cx, cy, r, ...a });
  }
  filter(content, a = {}) {
    const id = this.id("fl");
    this.def(
      `<filter id="${id}" color-interpolation-filters="sRGB"${attrs({ x: "-50%", y: "-50%", width: "200%", height: "200%", ...a })}>${content}</filter>`,
    );
    return `url(#${id})`;
  }
  blur(std) {
    const key = `blur${std}`;
    if (!this.cache.has(key)) this.cache.set(key, this.filter(`<feGaussianBlur stdDeviation="${f(std)}"/>`));
    return this.cache.get(key);
  }
  clip(markup) {
    const id = this.id("cp");
    this.def(`<clipPath id="${id}">${markup}</clipPath>`);
    return `url(#${id})`;
  }
  mask(markup, a = {}) {
    const id = this.id("mk");
    this.def(
      `<mask id="${id}" maskUnits="userSpaceOnUse" x="0" y="0" width="${this.width}" height="${this.height}"${attrs(a)}>${markup}</mask>`,
    );
    return `url(#${id})`;
  }
  /** Fine surface noise (brushed/cast metal, paper, velvet), as a filter. */
  noise(freq, octaves = 2, seed = 1, alpha = 0.5, stitch = true) {
    return this.filter(
      `<feTurbulence type="fractalNoise" baseFrequency="${freq}" numOctaves="${octaves}" seed="${seed}"${stitch ? ' stitchTiles="stitch"' : ""} result="n"/>` +
        `<feColorMatrix in="n" type="matrix" values="0 0 0 0 0.5  0 0 0 0 0.5  0 0 0 0 0.5  ${alpha * 3} 0 0 0 ${-alpha}"/>` +
        `<feComposite in2="SourceGraphic" operator="in"/>`,
      { x: 0, y: 0, width: "100%", height: "100%" },
    );
  }
  toString(body) {
    return `<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink" width="${this.width}" height="${this.height}" viewBox="0 0 ${this.width} ${this.height}"><defs>${this.defs.join("")}</defs>${body}</svg>`;
  }
}

export const FONT_SERIF = "'Playfair Display', 'DejaVu Serif', serif";
export const FONT_SANS = "Inter, 'DejaVu Sans', sans-serif";

/** A line of text; options map to SVG attributes (camelCase allowed for a few). */
export function text(x, y, content, o = {}) {
  const { size = 16, family = FONT_SANS, weight, fill = "#fff", anchor, spacing, opacity, style, ...rest } = o;
  return `<text${attrs({
    x,
    y,
    "font-family": family,
    "font-size": size,
    "font-weight": weight,
    "font-style": style,
    fill,
    "text-anchor": anchor,
    "letter-spacing": spacing,
    opacity,
    ...rest,
  })}>${esc(content)}</text>`;
}

/** Bokeh: soft out-of-focus discs of light. */
export function bokeh(doc, rand, { count, x0, y0, x1, y1, rMin, rMax, colors, opacity = [0.08, 0.35], blur = 2 }) {
  const out = [];
  for (let i = 0; i < count; i++) {
    const r = rand.range(rMin, rMax);
    const cx = rand.range(x0, x1);
    const cy = rand.range(y0, y1);
    const c = rand.pick(colors);
    const o = rand.range(opacity[0], opacity[1]);
    const fill = doc.radialXY(cx, cy, r, [
      [0, c, o * 0.55],
      [0.82, c, o],
      [1, c, o * 0.2],
    ]);
    out.push(`<circle cx="${f(cx)}" cy="${f(cy)}" r="${f(r)}" fill="${fill}" filter="${doc.blur(blur)}"/>`);
  }
  return out.join("");
}

/** A dark-edged vignette over the whole frame. */
export function vignette(doc, strength = 0.6, color = "#000", cx = 0.5, cy = 0.5) {
  const fill = doc.radial(
    [
      [0, color, 0],
      [0.55, color, 0],
      [1, color, strength],
    ],
    { cx, cy, r: 0.75 },
  );
  return `<rect width="${doc.width}" height="${doc.height}" fill="${fill}"/>`;
}

/** Four-pointed glint used for sparkles on metal. */
export function glint(x, y, r, opacity = 1, rot = 0) {
  const w = r * 0.12;
  const d = `M${f(x)},${f(y - r)} L${f(x + w)},${f(y - w)} L${f(x + r)},${f(y)} L${f(x + w)},${f(y + w)} L${f(x)},${f(y + r)} L${f(x - w)},${f(y + w)} L${f(x - r)},${f(y)} L${f(x - w)},${f(y - w)} Z`;
  return `<g opacity="${f(opacity)}" transform="rotate(${f(rot)} ${f(x)} ${f(y)})"><circle cx="${f(x)}" cy="${f(y)}" r="${f(r * 0.35)}" fill="#fff8e0" opacity="0.35"/><path d="${d}" fill="#fffdf4"/></g>`;
}
