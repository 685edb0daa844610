// Scene pieces shared by the activity, about and banner pictures: people in
// silhouette, candlestick series, screens, and the Hong Kong skyline.
import { f, pts } from "./core.mjs";

/** A standing person in silhouette, feet at (x, y), height h. */
export function person(x, y, h, { fill = "#0c0c0c", pose = 0 } = {}) {
  const head = h * 0.075;
  const sh = h * 0.13; // half shoulder width
  const neck = y - h + head * 2.1;
  const hip = y - h * 0.48;
  const lean = pose * h * 0.03;
  const legGap = h * 0.035;
  const d =
    `M${f(x - sh)},${f(neck + h * 0.05)} Q${f(x - sh)},${f(neck)} ${f(x - sh * 0.4)},${f(neck - h * 0.005)} L${f(x + sh * 0.4)},${f(neck - h * 0.005)} Q${f(x + sh)},${f(neck)} ${f(x + sh)},${f(neck + h * 0.05)} ` +
    `L${f(x + sh * 1.02 + lean)},${f(hip)} L${f(x + sh * 0.75)},${f(hip + h * 0.02)} L${f(x + legGap * 2.2)},${f(y)} L${f(x + legGap * 0.3)},${f(y)} L${f(x)},${f(hip + h * 0.1)} ` +
    `L${f(x - legGap * 0.3)},${f(y)} L${f(x - legGap * 2.2)},${f(y)} L${f(x - sh * 0.75)},${f(hip + h * 0.02)} L${f(x - sh * 1.02)},${f(hip)} Z`;
  return `<g fill="${fill}"><circle cx="${f(x + lean * 0.3)}" cy="${f(y - h + head)}" r="${f(head)}"/><path d="${d}"/></g>`;
}

/** Head and shoulders from behind (audiences, desks). */
export function bust(x, y, w, { fill = "#0b0b0b", hair = null } = {}) {
  const head = w * 0.2;
  const d = `M${f(x - w / 2)},${f(y)} C${f(x - w / 2)},${f(y - w * 0.32)} ${f(x - w * 0.3)},${f(y - w * 0.42)} ${f(x - w * 0.12)},${f(y - w * 0.44)} L${f(x + w * 0.12)},${f(y - w * 0.44)} C${f(x + w * 0.3)},${f(y - w * 0.42)} ${f(x + w / 2)},${f(y - w * 0.32)} ${f(x + w / 2)},${f(y)} Z`;
  return `<g fill="${fill}"><path d="${d}"/><rect x="${f(x - head * 0.45)}" y="${f(y - w * 0.56)}" width="${f(head * 0.9)}" height="${f(w * 0.16)}"/><ellipse cx="${f(x)}" cy="${f(y - w * 0.7)}" rx="${f(head)}" ry="${f(head * 1.15)}" fill="${hair || fill}"/></g>`;
}

/**
 * A made-up random-walk price series (shape only: never labelled with real
 * values). Returns [{o, h, l, c}] in arbitrary units.
 */
export function series(rand, n, { start = 100, drift = 0.15, vol = 1.6 } = {}) {
  const out = [];
  let p = start;
  for (let i = 0; i < n; i++) {
    const o = p;
    const c = o + rand.gauss(drift, vol);
    const hi = Math.max(o, c) + Math.abs(rand.gauss(0, vol * 0.6));
    const lo = Math.min(o, c) - Math.abs(rand.gauss(0, vol * 0.6));
    out.push({ o, h: hi, l: lo, c });
    p = c;
  }
  return out;
}

/** Candlesticks fitted into a box. */
export function candles(data, { x, y, w, h, up = "#e9c05f", down = "#6b6358", wick = 1.2, gap = 0.35, opacity = 1 }) {
  const lo = Math.min(...data.map((d) => d.l));
  const hi = Math.max(...data.map((d) => d.h));
  const sy = (v) => y + h - ((v - lo) / (hi - lo || 1)) * h;
  const cw = w / data.length;
  const out = [];
  data.forEach((d, i) => {
    const cx = x + cw * (i + 0.5);
    const col = d.c >= d.o ? up : down;
    const top = sy(Math.max(d.o, d.c));
    const bot = sy(Math.min(d.o, d.c));
    out.push(
      `<line x1="${f(cx)}" y1="${f(sy(d.h))}" x2="${f(cx)}" y2="${f(sy(d.l))}" stroke="${col}" stroke-width="${f(wick)}"/>` +
        `<rect x="${f(cx - (cw * (1 - gap)) / 2)}" y="${f(top)}" width="${f(cw * (1 - gap))}" height="${f(Math.max(1, bot - top))}" fill="${col}"/>`,
    );
  });
  return `<g opacity="${f(opacity)}">${out.join("")}</g>`;
}

/** Moving-average style line over a series, fitted to the same box. */
export function trendLine(data, { x, y, w, h, span = 6 }) {
  const lo = Math.min(...data.map((d) => d.l));
  const hi = Math.max(...data.map((d) => d.h));
  const sy = (v) => y + h - ((v - lo) / (hi - lo || 1)) * h;
  const cw = w / data.length;
  const p = data.map((d, i) => {
    const win = data.slice(Math.max(0, i - span), i + 1);
    const avg = win.reduce((s, q) => s + q.c, 0) / win.length;
    return [x + cw * (i + 0.5), sy(avg)];
  });
  return "M" + p.map(([a, b]) => `${f(a)},${f(b)}`).join(" L");
}

/** Grid lines for a chart box. */
export function grid(x, y, w, h, nx, ny, stroke = "#ffffff", opacity = 0.07) {
  const out = [];
  for (let i = 0; i <= nx; i++) out.push(`<line x1="${f(x + (w * i) / nx)}" y1="${f(y)}" x2="${f(x + (w * i) / nx)}" y2="${f(y + h)}"/>`);
  for (let j = 0; j <= ny; j++) out.push(`<line x1="${f(x)}" y1="${f(y + (h * j) / ny)}" x2="${f(x + w)}" y2="${f(y + (h * j) / ny)}"/>`);
  return `<g stroke="${stroke}" stroke-opacity="${f(opacity)}" stroke-width="1">${out.join("")}</g>`;
}

/** Maps a flat w x h drawing onto a screen-space parallelogram (three corners). */
export function onQuad([p0, p1, p3], w, h, inner) {
  const a = (p1[0] - p0[0]) / w;
  const b = (p1[1] - p0[1]) / w;
  const c = (p3[0] - p0[0]) / h;
  const d = (p3[1] - p0[1]) / h;
  return `<g transform="matrix(${[a, b, c, d, p0[0], p0[1]].map(f).join(" ")})">${inner}</g>`;
}

/**
 * Hong Kong Island skyline in silhouette along a baseline: the ridge of the
 * Peak behind, then towers of varied height and crown (a tall stepped tower,
 * a faceted triangular one, a spired one), with optional lit windows.
 */
export function skyline(
  doc,
  rand,
  { base, width, scale = 1, fill = "#0b0b10", ridge = "#17161f", windows = 0, windowColor = "#f3cf7a", x0 = 0 },
) {
  const out = [];
  // The Peak's ridge.
  const rp = [[x0, base]];
  for (let x = x0; x <= x0 + width; x += 20) {
    const t = (x - x0) / width;
    const hgt = 150 * scale * (0.55 + 0.45 * Math.sin(t * Math.PI * 1.3 + 0.4)) + 30 * Math.sin(t * 17) * scale + rand.gauss(0, 3);
    rp.push([x, base - hgt - 60 * scale]);
  }
  rp.push([x0 + width, base]);
  out.push(`<polygon points="${pts(rp)}" fill="${ridge}"/>`);

  const towers = [];
  let x = x0 - 10;
  while (x < x0 + width) {
    const w = rand.range(28, 70) * scale;
    const h = rand.range(60, 190) * scale;
    towers.push({ x, w, h, kind: "box" });
    x += w + rand.range(-6, 10) * scale;
  }
  // Landmark-like crowns at set places, so the skyline reads as Hong Kong.
  const land = (fx, w, h, kind) => towers.push({ x: x0 + width * fx, w: w * scale, h: h * scale, kind });
  land(0.3, 64, 360, "stepped");
  land(0.47, 70, 300, "faceted");
  land(0.6, 56, 270, "spire");
  land(0.74, 50, 230, "box");
  land(0.18, 46, 220, "box");
  for (const t of towers) {
    const top = base - t.h;
    let d;
    if (t.kind === "stepped") {
      const s = t.w * 0.12;
      d = `M${f(t.x)},${f(base)} V${f(top + 40 * scale)} H${f(t.x + s)} V${f(top + 18 * scale)} H${f(t.x + 2 * s)} V${f(top)} H${f(t.x + t.w - 2 * s)} V${f(top + 18 * scale)} H${f(t.x + t.w - s)} V${f(top + 40 * scale)} H${f(t.x + t.w)} V${f(base)} Z`;
    } else if (t.kind === "faceted") {
      d =
        `M${f(t.x)},${f(base)} V${f(top + 90 * scale)} L${f(t.x + t.w * 0.5)},${f(top + 30 * scale)} L${f(t.x + t.w * 0.62)},${f(top)} L${f(t.x + t.w)},${f(top + 60 * scale)} V${f(base)} Z` +
        `M${f(t.x + t.w * 0.59)},${f(top)} V${f(top - 40 * scale)} h${f(2 * scale)} V${f(top)} Z`;
    } else if (t.kind === "spire") {
      d = `M${f(t.x)},${f(base)} V${f(top + 20 * scale)} L${f(t.x + t.w / 2)},${f(top - 10 * scale)} L${f(t.x + t.w)},${f(top + 20 * scale)} V${f(base)} Z M${f(t.x + t.w / 2 - 1.5 * scale)},${f(top - 10 * scale)} V${f(top - 70 * scale)} h${f(3 * scale)} V${f(top - 10 * scale)} Z`;
    } else {
      d = `M${f(t.x)},${f(base)} V${f(top)} H${f(t.x + t.w)} V${f(base)} Z`;
    }
    out.push(`<path d="${d}" fill="${fill}"/>`);
    if (windows > 0) {
      const cols = Math.max(2, Math.floor(t.w / (7 * scale)));
      const rows = Math.floor((t.h - 20 * scale) / (9 * scale));
      const wins = [];
      for (let r = 2; r < rows; r++) {
        for (let c = 0; c < cols; c++) {
          if (rand() < windows) {
            const wx = t.x + (c + 0.3) * (t.w / cols);
            const wy = base - r * 9 * scale;
            wins.push(
              `<rect x="${f(wx)}" y="${f(wy)}" width="${f(2.6 * scale)}" height="${f(3.6 * scale)}" opacity="${f(rand.range(0.35, 1))}"/>`,
            );
          }
        }
      }
      out.push(`<g fill="${windowColor}">${wins.join("")}</g>`);
    }
  }
  return out.join("");
}
