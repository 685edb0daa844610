// Gold: the colour ramps, the bar shapes (cast and minted), the stamped marks
// every bar carries, and coins. Marks follow how the house's bars are really
// struck: weight, "FINE GOLD", fineness 999.9, the assayer emblem, and a serial
// on the cast sizes.
import { ramp, f, text, esc, FONT_SERIF, FONT_SANS, pts } from "./core.mjs";
import { solid, footprint } from "./solid.mjs";

export const GOLD = "#e9c05f";
export const DEEP_GOLD = "#ba8023";
export const CHARCOAL = "#1e1e1e";

/** Polished yellow gold, from deep shadow to specular white-gold. */
export const goldRamp = ramp([
  [0, "#1f1304"],
  [0.16, "#4a2e09"],
  [0.32, "#80541a"],
  [0.46, "#ba8023"],
  [0.6, "#d9a445"],
  [0.72, "#e9c05f"],
  [0.84, "#f5d98c"],
  [0.94, "#fff0c2"],
  [1, "#fffbea"],
]);

/** Slightly redder, softer ramp for cast (as-poured) surfaces. */
export const castRamp = ramp([
  [0, "#1c1104"],
  [0.18, "#4d2f0a"],
  [0.34, "#87571a"],
  [0.5, "#bd8227"],
  [0.64, "#dba646"],
  [0.77, "#ecc565"],
  [0.9, "#f7df9c"],
  [1, "#fff6d8"],
]);

/** Cast bar: tapered sides, rounded corners, a soft rolled top edge. */
export function castRings(L, W, H, taper = H * 0.42) {
  const t = taper; // how far each mould wall leans in
  return [
    { L: L - 1.2, W: W - 1.2, r: 4, z: 0 },
    { L, W, r: 4.5, z: H * 0.08 },
    { L: L - 2 * t * 0.82, W: W - 2 * t * 0.82, r: 4, z: H * 0.8 },
    { L: L - 2 * t * 0.95 - 0.6, W: W - 2 * t * 0.95 - 0.6, r: 3.6, z: H * 0.93 },
    { L: L - 2 * t - 1.8, W: W - 2 * t - 1.8, r: 3, z: H },
  ];
}

/** Minted bar: a thin, crisp-edged blank with a narrow bevel. */
export function mintedRings(L, W, H) {
  return [
    { L, W, r: 1.2, z: 0, segs: 3 },
    { L, W, r: 1.2, z: H * 0.7, segs: 3 },
    { L: L - 0.5, W: W - 0.5, r: 1, z: H, segs: 3 },
  ];
}

/**
 * Marks struck into (sunk) or raised from (relief) a surface. The markup is
 * drawn three times: a dark wall, a lit wall and the floor, offset a little,
 * which is what makes it read as pressed metal. Markup must leave colours to
 * `currentColor` so each pass can recolour it.
 */
export function struck(doc, markup, { depth = 0.32, sunk = true, strength = 1 } = {}) {
  const id = doc.id("mk");
  doc.def(`<g id="${id}">${markup}</g>`);
  const d = sunk ? depth : -depth;
  const use = (dx, dy, color, opacity) =>
    `<use href="#${id}" x="${f(dx)}" y="${f(dy)}" color="${color}" fill="${color}" opacity="${f(opacity * strength)}"/>`;
  return use(-d, -d, "#2b1904", 0.7) + use(d, d, "#fff4cc", 0.75) + use(0, 0, sunk ? "#6e4510" : "#f3cf78", sunk ? 0.45 : 0.55);
}

// Rough advance widths (in ems) of bold caps, enough to space letters round an arc.
const ADVANCE = { " ": 0.32, I: 0.3, M: 0.86, W: 0.95, O: 0.78, G: 0.76, "·": 0.3 };
const adv = (ch) => ADVANCE[ch] ?? 0.68;

/** Letters set round a circle, one <text> each (no textPath support in librsvg). */
export function arcText(str, cx, cy, radius, size, upper, { family = FONT_SANS, weight = 700, spacing = 0.1 } = {}) {
  const chars = [...str];
  const widths = chars.map((c) => (adv(c) + spacing) * size);
  const total = widths.reduce((a, b) => a + b, 0) - spacing * size;
  let s = -total / 2;
  return chars
    .map((ch, i) => {
      const mid = s + widths[i] / 2 - (spacing * size) / 2;
      s += widths[i];
      if (ch === " ") return "";
      const ang = mid / radius; // radians along the arc
      // Upper text reads clockwise over the top; lower text reads left to right under the bottom.
      const theta = upper ? -Math.PI / 2 + ang : Math.PI / 2 - ang;
      const x = cx + radius * Math.cos(theta);
      const y = cy + radius * Math.sin(theta);
      const deg = upper ? (ang * 180) / Math.PI : (-ang * 180) / Math.PI;
      return `<text x="${f(x)}" y="${f(y)}" font-family="${esc(family)}" font-weight="${weight}" font-size="${f(size)}" text-anchor="middle" dominant-baseline="central" transform="rotate(${f(deg)} ${f(x)} ${f(y)})">${esc(ch)}</text>`;
    })
    .join("");
}

/** The assayer's emblem: a ring, the house name round it, the bar mark inside. */
export function emblem(doc, cx, cy, r, { top = "HARBOUR GOLD", bottom = "HONG KONG" } = {}) {
  const rt = r * 0.78;
  const rb = r * 0.78;
  const fs = r * 0.2;
  const s = r * 0.42; // bar mark half-size
  const mark =
    `<path d="M${f(cx - s * 0.55)},${f(cy - s * 0.6)} h${f(s * 1.1)} l${f(s * 0.35)},${f(s * 1.2)} h${f(-s * 1.8)} z" fill="none" stroke="currentColor" stroke-width="${f(r * 0.06)}" stroke-linejoin="round"/>` +
    `<path d="M${f(cx - s * 0.3)},${f(cy - s * 0.3)} v${f(s * 0.6)} M${f(cx + s * 0.3)},${f(cy - s * 0.3)} v${f(s * 0.6)} M${f(cx - s * 0.3)},${f(cy)} h${f(s * 0.6)}" stroke="currentColor" stroke-width="${f(r * 0.08)}" stroke-linecap="round"/>`;
  return (
    `<circle cx="${f(cx)}" cy="${f(cy)}" r="${f(r)}" fill="none" stroke="currentColor" stroke-width="${f(r * 0.07)}"/>` +
    `<circle cx="${f(cx)}" cy="${f(cy)}" r="${f(r * 0.56)}" fill="none" stroke="currentColor" stroke-width="${f(r * 0.04)}"/>` +
    arcText(top, cx, cy, rt, fs, true) +
    arcText(bottom, cx, cy, rb, fs, false) +
    `<circle cx="${f(cx - r * 0.78)}" cy="${f(cy)}" r="${f(r * 0.05)}"/><circle cx="${f(cx + r * 0.78)}" cy="${f(cy)}" r="${f(r * 0.05)}"/>` +
    mark
  );
}

/** Stamps for a cast bar's top face (flat coordinates in mm, origin at the centre). */
export function castMarks(doc, { L, W, weight, serial, strength = 1 }) {
  const er = Math.min(W * 0.3, 14);
  const ex = -L / 2 + er + 5;
  const cx = ex + er + (L / 2 - (ex + er)) / 2 - 1;
  const big = Math.min(W * 0.24, 11);
  const markup =
    emblem(doc, ex, 0, er) +
    text(cx, -W * 0.22, "FINE GOLD", {
      size: big * 0.46,
      family: FONT_SANS,
      weight: 700,
      anchor: "middle",
      spacing: big * 0.1,
      fill: "currentColor",
    }) +
    (weight
      ? text(cx, big * 0.38, weight, {
          size: big,
          family: FONT_SERIF,
          weight: 700,
          anchor: "middle",
          spacing: big * 0.03,
          fill: "currentColor",
        })
      : text(cx, big * 0.3, "HONG KONG", {
          size: big * 0.62,
          family: FONT_SERIF,
          weight: 700,
          anchor: "middle",
          spacing: big * 0.05,
          fill: "currentColor",
        })) +
    text(cx, W * 0.35, "999.9", {
      size: big * 0.72,
      family: FONT_SANS,
      weight: 700,
      anchor: "middle",
      spacing: big * 0.08,
      fill: "currentColor",
    }) +
    (serial
      ? text(L / 2 - 4.5, 0, serial, {
          size: big * 0.34,
          family: FONT_SANS,
          weight: 600,
          anchor: "middle",
          spacing: big * 0.06,
          fill: "currentColor",
          transform: `rotate(-90 ${f(L / 2 - 4.5)} 0)`,
          "dominant-baseline": "middle",
        })
      : "");
  return struck(doc, markup, { depth: 0.28, sunk: true, strength });
}

/** Cast-metal texture for a top face: fine mottling from the mould. */
export function castTexture(doc, L, W, seed = 3) {
  const flt = doc.filter(
    `<feTurbulence type="fractalNoise" baseFrequency="0.55" numOctaves="3" seed="${seed}" result="n"/>` +
      `<feDiffuseLighting in="n" surfaceScale="1.6" lighting-color="#fff" result="l"><feDistantLight azimuth="225" elevation="55"/></feDiffuseLighting>` +
      `<feColorMatrix in="l" type="matrix" values="0 0 0 0 1  0 0 0 0 0.92  0 0 0 0 0.7  -0.9 0 0 0 0.72" result="m"/>` +
      `<feComposite in="m" in2="SourceGraphic" operator="in"/>`,
    { x: 0, y: 0, width: "100%", height: "100%", filterUnits: "objectBoundingBox" },
  );
  return `<rect x="${f(-L / 2)}" y="${f(-W / 2)}" width="${f(L)}" height="${f(W)}" fill="#000" filter="${flt}" opacity="0.28"/>`;
}

/** A soft diagonal reflection of the key light across a top face. */
export function sheen(doc, L, W, opacity = 0.3) {
  if (opacity <= 0) return "";
  const g = doc.linearXY(-L * 0.2, -W, L * 0.05, W, [
    [0, "#fff8e0", 0],
    [0.42, "#fff8e0", opacity * 0.5],
    [0.5, "#fffbef", opacity],
    [0.58, "#fff8e0", opacity * 0.5],
    [1, "#fff8e0", 0],
  ]);
  const dark = doc.linearXY(-L / 2, 0, L / 2, 0, [
    [0, "#2a1804", 0.25],
    [0.3, "#2a1804", 0],
    [0.75, "#2a1804", 0],
    [1, "#2a1804", 0.3],
  ]);
  return `<rect x="${f(-L / 2)}" y="${f(-W / 2)}" width="${f(L)}" height="${f(W)}" fill="${g}"/><rect x="${f(-L / 2)}" y="${f(-W / 2)}" width="${f(L)}" height="${f(W)}" fill="${dark}"/>`;
}

/**
 * A complete cast bar: contact shadow, floor reflection, the body and its marks.
 * Returns SVG in screen space.
 */
export function castBar(doc, cam, o) {
  const {
    L,
    W,
    H,
    taper,
    at = [0, 0, 0],
    rot = 0,
    weight,
    serial,
    reflect = 0.22,
    shadow = 0.7,
    marks = true,
    strength = 1,
    lights,
    seed = 3,
    palette = castRamp,
    edge = 0.5,
  } = o;
  const rings = castRings(L, W, H, taper);
  const parts = [];
  if (shadow > 0) {
    const fp = footprint(cam, { L: L + 3, W: W + 3, r: 6, at, rot });
    parts.push(`<polygon points="${pts(fp)}" fill="#000" opacity="${f(shadow)}" filter="${doc.blur(cam.scale * 2.2)}"/>`);
    const tight = footprint(cam, { L: L - 1, W: W - 1, r: 4, at, rot });
    parts.push(`<polygon points="${pts(tight)}" fill="#000" opacity="${f(shadow)}" filter="${doc.blur(Math.max(1, cam.scale * 0.5))}"/>`);
  }
  if (reflect > 0) {
    parts.push(`<g opacity="${f(reflect)}">${solid(doc, cam, { rings, at, rot, palette, mirror: true, lights, edge: 0 })}</g>`);
  }
  const top =
    marks || o.texture !== false
      ? ({ L: tl, W: tw }) =>
          (o.texture === false ? "" : castTexture(doc, tl, tw, seed)) +
          sheen(doc, tl, tw, o.sheen ?? 0.32) +
          (marks ? castMarks(doc, { L: tl, W: tw, weight, serial, strength }) : "")
      : null;
  parts.push(solid(doc, cam, { rings, at, rot, palette, top, lights, curve: 0.45, topCurve: 0.5, edge }));
  return parts.join("");
}

/** A minted bar with a raised frame and relief marks. */
export function mintedBar(doc, cam, o) {
  const { L, W, H, at = [0, 0, 0], rot = 0, lines, lights, shadow = 0.6, reflect = 0 } = o;
  const rings = mintedRings(L, W, H);
  const parts = [];
  if (shadow > 0) {
    const fp = footprint(cam, { L: L + 1, W: W + 1, r: 2, at, rot });
    parts.push(`<polygon points="${pts(fp)}" fill="#000" opacity="${f(shadow)}" filter="${doc.blur(cam.scale * 1.2)}"/>`);
  }
  if (reflect > 0)
    parts.push(`<g opacity="${f(reflect)}">${solid(doc, cam, { rings, at, rot, palette: goldRamp, mirror: true, lights, edge: 0 })}</g>`);
  const top = ({ L: tl, W: tw }) => {
    const inset = Math.min(tl, tw) * 0.07;
    const frame = `<rect x="${f(-tl / 2 + inset)}" y="${f(-tw / 2 + inset)}" width="${f(tl - 2 * inset)}" height="${f(tw - 2 * inset)}" rx="${f(inset * 0.6)}" fill="none" stroke="currentColor" stroke-width="${f(inset * 0.35)}"/>`;
    return struck(doc, frame + (lines ? lines({ L: tl, W: tw }) : ""), { depth: Math.min(tl, tw) * 0.008, sunk: false });
  };
  parts.push(solid(doc, cam, { rings, at, rot, palette: goldRamp, top, lights, curve: 0.3, topCurve: 0.55, edge: 0.6 }));
  return parts.join("");
}

/**
 * A stack of coins seen from a camera pitched at `pitch`: each coin is an
 * elliptical face over a reeded edge.
 */
export function coinStack(doc, { cx, baseY, r, count, thickness, pitch, jitter = 0, rand }) {
  const ry = r * Math.sin(pitch);
  const h = thickness * Math.cos(pitch);
  const out = [];
  const edge = doc.linearXY(cx - r, 0, cx + r, 0, [
    [0, "#3a2406"],
    [0.12, "#8a5a17"],
    [0.3, "#e3b456"],
    [0.42, "#fbe6a6"],
    [0.55, "#d39d3e"],
    [0.8, "#7c5014"],
    [1, "#2a1904"],
  ]);
  const reedId = doc.id("reed");
  doc.def(
    `<pattern id="${reedId}" patternUnits="userSpaceOnUse" width="${f(r * 0.035)}" height="10"><rect width="${f(r * 0.017)}" height="10" fill="#000" opacity="0.28"/></pattern>`,
  );
  const faceFill = doc.radialXY(cx - r * 0.3, baseY - r * 0.2, r * 1.4, [
    [0, "#fff1c6"],
    [0.35, "#f0cb6e"],
    [0.7, "#c58c2c"],
    [1, "#6b430e"],
  ]);
  for (let i = 0; i < count; i++) {
    const dx = jitter && rand ? rand.gauss(0, jitter) : 0;
    const y = baseY - i * h;
    const x = cx + dx;
    const side = `M${f(x - r)},${f(y)} A${f(r)},${f(ry)} 0 0 0 ${f(x + r)},${f(y)} L${f(x + r)},${f(y - h)} A${f(r)},${f(ry)} 0 0 1 ${f(x - r)},${f(y - h)} Z`;
    out.push(`<path d="${side}" fill="${edge}"/>`);
    out.push(`<path d="${side}" fill="url(#${reedId})"/>`);
    out.push(
      `<path d="M${f(x - r)},${f(y - h)} A${f(r)},${f(ry)} 0 0 0 ${f(x + r)},${f(y - h)}" fill="none" stroke="#2a1804" stroke-opacity="0.5" stroke-width="0.8"/>`,
    );
  }
  const topY = baseY - (count - 1) * h - h;
  const lastDx = 0;
  out.push(coinFace(doc, cx + lastDx, topY, r, ry, faceFill));
  return out.join("");
}

export function coinFace(doc, x, y, r, ry, fill) {
  const k = ry / r;
  return (
    `<ellipse cx="${f(x)}" cy="${f(y)}" rx="${f(r)}" ry="${f(ry)}" fill="${fill}"/>` +
    `<ellipse cx="${f(x)}" cy="${f(y)}" rx="${f(r * 0.9)}" ry="${f(ry * 0.9)}" fill="none" stroke="#7a4d10" stroke-opacity="0.55" stroke-width="${f(r * 0.025)}"/>` +
    `<ellipse cx="${f(x)}" cy="${f(y + ry * 0.02)}" rx="${f(r * 0.9)}" ry="${f(ry * 0.9)}" fill="none" stroke="#fff3c8" stroke-opacity="0.5" stroke-width="${f(r * 0.012)}"/>` +
    `<g transform="translate(${f(x)} ${f(y)}) scale(1 ${f(k)})">` +
    `<path d="M${f(-r * 0.28)},${f(-r * 0.3)} h${f(r * 0.56)} l${f(r * 0.16)},${f(r * 0.6)} h${f(-r * 0.88)} z" fill="none" stroke="#6e4510" stroke-opacity="0.6" stroke-width="${f(r * 0.035)}" stroke-linejoin="round"/>` +
    `<text x="0" y="${f(r * 0.62)}" font-family="${esc(FONT_SANS)}" font-weight="700" font-size="${f(r * 0.13)}" letter-spacing="${f(r * 0.02)}" text-anchor="middle" fill="#6e4510" fill-opacity="0.6">999.9</text>` +
    `</g>` +
    `<ellipse cx="${f(x)}" cy="${f(y)}" rx="${f(r)}" ry="${f(ry)}" fill="none" stroke="#fff0c0" stroke-opacity="0.6" stroke-width="1"/>`
  );
}
