// Interiors in one-point perspective: a back wall seen straight on, side
// walls, floor and ceiling converging on it, and furniture drawn as flat
// elevations standing on the back wall's baseline (or nearer, scaled up).
// That is the classic flat-illustration room: quick to read, easy to vary.
import { f, pts } from "../../lib/core.mjs";
import { tint, dark, lit, vgrad, shadow, circle, ellipse, path, line, leaf, ridge } from "./style.mjs";

/**
 * Sets up the room shell. Returns geometry: back wall box {x0, y0, x1, y1}
 * and a scale for objects on the back wall's baseline.
 */
export function shell(c, rand, { wall, floor, side, ceiling, floorKind = "planks", depth = 0.13, backTop = 0.1, backBottom = 0.74 }) {
  const { doc, w, h } = c;
  const x0 = w * depth;
  const x1 = w * (1 - depth);
  const y0 = h * backTop;
  const y1 = h * backBottom;
  c.add(`<rect width="${w}" height="${h}" fill="${ceiling}"/>`);
  // Floor.
  c.add(
    `<polygon points="${pts([
      [x0, y1],
      [x1, y1],
      [w + w * 0.3, h],
      [-w * 0.3, h],
    ])}" fill="${vgrad(doc, dark(floor, 0.08), tint(floor, 0.05))}"/>`,
  );
  if (floorKind === "planks") {
    const n = 14;
    for (let i = 0; i <= n; i++) {
      const t = i / n;
      c.add(line(x0 + (x1 - x0) * t, y1, -w * 0.3 + w * 1.6 * t, h, dark(floor, 0.15), 1.2, 'opacity="0.5"'));
    }
  } else if (floorKind === "tiles") {
    const n = 10;
    for (let i = 0; i <= n; i++) {
      const t = i / n;
      c.add(line(x0 + (x1 - x0) * t, y1, -w * 0.3 + w * 1.6 * t, h, dark(floor, 0.12), 1, 'opacity="0.45"'));
    }
    for (let j = 1; j < 6; j++) {
      const t = Math.pow(j / 6, 1.6);
      const yy = y1 + (h - y1) * t;
      c.add(line(0, yy, w, yy, dark(floor, 0.12), 1, 'opacity="0.45"'));
    }
  }
  // Side walls.
  c.add(
    `<polygon points="${pts([
      [0, -h * 0.05],
      [x0, y0],
      [x0, y1],
      [0, h * 1.02],
    ])}" fill="${doc.linear(
      [
        [0, dark(side, 0.08)],
        [1, side],
      ],
      { x1: 0, y1: 0, x2: 1, y2: 0 },
    )}"/>`,
  );
  c.add(
    `<polygon points="${pts([
      [w, -h * 0.05],
      [x1, y0],
      [x1, y1],
      [w, h * 1.02],
    ])}" fill="${doc.linear(
      [
        [0, side],
        [1, dark(side, 0.1)],
      ],
      { x1: 0, y1: 0, x2: 1, y2: 0 },
    )}"/>`,
  );
  // Back wall with a soft light falloff.
  c.add(`<rect x="${f(x0)}" y="${f(y0)}" width="${f(x1 - x0)}" height="${f(y1 - y0)}" fill="${wall}"/>`);
  c.add(
    `<rect x="${f(x0)}" y="${f(y0)}" width="${f(x1 - x0)}" height="${f(y1 - y0)}" fill="${doc.radialXY(
      (x0 + x1) / 2,
      y0 + (y1 - y0) * 0.3,
      (x1 - x0) * 0.7,
      [
        [0, "#ffffff", 0.22],
        [1, "#ffffff", 0],
      ],
    )}"/>`,
  );
  c.add(
    `<rect x="${f(x0)}" y="${f(y1 - (y1 - y0) * 0.025)}" width="${f(x1 - x0)}" height="${f((y1 - y0) * 0.025)}" fill="${dark(wall, 0.12)}"/>`,
  );
  // Ceiling edge shadow.
  c.add(line(x0, y0, x1, y0, dark(ceiling, 0.12), 2));
  return { x0, y0, x1, y1, W: x1 - x0, H: y1 - y0, s: (y1 - y0) / 100 };
}

/** A window in the back wall with a view: 'city', 'hills', 'sea' or 'garden'. */
export function windowView(
  c,
  rand,
  x,
  y,
  ww,
  wh,
  { view = "city", frame = "#f4f1ea", sky = ["#bcdcf0", "#f3e6cf"], panes = 2, arch = false } = {},
) {
  const { doc } = c;
  const clipD = arch
    ? `M${f(x)},${f(y + wh)} V${f(y + ww / 2)} A${f(ww / 2)},${f(ww / 2)} 0 0 1 ${f(x + ww)},${f(y + ww / 2)} V${f(y + wh)} Z`
    : `M${f(x)},${f(y)} h${f(ww)} v${f(wh)} h${f(-ww)} Z`;
  const cp = doc.clip(`<path d="${clipD}"/>`);
  const inner = [];
  inner.push(`<rect x="${f(x)}" y="${f(y)}" width="${f(ww)}" height="${f(wh)}" fill="${vgrad(doc, sky[0], sky[1])}"/>`);
  if (view === "city") {
    let bx = x - 5;
    while (bx < x + ww) {
      const bw = rand.range(0.08, 0.18) * ww;
      const bh = rand.range(0.25, 0.75) * wh;
      const col = rand.pick(["#9fb3c4", "#8aa1b6", "#b4c3cf", "#7d93a8"]);
      inner.push(`<rect x="${f(bx)}" y="${f(y + wh - bh)}" width="${f(bw)}" height="${f(bh)}" fill="${col}"/>`);
      for (let r = y + wh - bh + 6; r < y + wh - 4; r += 9)
        inner.push(`<rect x="${f(bx + 3)}" y="${f(r)}" width="${f(bw - 6)}" height="2" fill="#ffffff" opacity="0.35"/>`);
      bx += bw + rand.range(1, 6);
    }
  } else if (view === "hills" || view === "garden") {
    const p = ridge(rand, ww, y + wh * 0.62, wh * 0.12, { step: ww / 20 }).map(([a, b]) => [x + a, b]);
    inner.push(`<polygon points="${pts([...p, [x + ww, y + wh], [x, y + wh]])}" fill="#a9c29a"/>`);
    const p2 = ridge(rand, ww, y + wh * 0.8, wh * 0.08, { step: ww / 20 }).map(([a, b]) => [x + a, b]);
    inner.push(`<polygon points="${pts([...p2, [x + ww, y + wh], [x, y + wh]])}" fill="#6f9a6a"/>`);
    if (view === "garden")
      for (let i = 0; i < 4; i++)
        inner.push(
          circle(
            x + rand.range(0.1, 0.9) * ww,
            y + wh * rand.range(0.7, 0.85),
            ww * rand.range(0.08, 0.14),
            rand.pick(["#5e8c5a", "#4f7a4c", "#7aa56f"]),
          ),
        );
  } else if (view === "sea") {
    inner.push(
      `<rect x="${f(x)}" y="${f(y + wh * 0.6)}" width="${f(ww)}" height="${f(wh * 0.4)}" fill="${vgrad(doc, "#5fa8c8", "#2f7ea0")}"/>`,
    );
    inner.push(circle(x + ww * 0.7, y + wh * 0.45, ww * 0.07, "#fff3d0", 'opacity="0.9"'));
  }
  c.add(`<g clip-path="${cp}">${inner.join("")}</g>`);
  const fw = Math.max(3, ww * 0.025);
  c.add(`<path d="${clipD}" fill="none" stroke="${frame}" stroke-width="${f(fw * 2)}"/>`);
  for (let i = 1; i < panes; i++) c.add(line(x + (ww * i) / panes, y + (arch ? ww * 0.2 : 0), x + (ww * i) / panes, y + wh, frame, fw));
  c.add(`<rect x="${f(x - fw * 2)}" y="${f(y + wh)}" width="${f(ww + fw * 4)}" height="${f(fw * 1.6)}" fill="${dark(frame, 0.08)}"/>`);
}

/** A framed abstract print. */
export function artFrame(c, rand, x, y, fw, fh, colors, frame = "#1e1e1e") {
  const { doc } = c;
  const out = [];
  out.push(shadow(doc, x + fw / 2 + 4, y + fh / 2 + 6, fw / 2, fh / 2, 0.18, 6));
  out.push(`<rect x="${f(x)}" y="${f(y)}" width="${f(fw)}" height="${f(fh)}" fill="${frame}"/>`);
  const m = Math.min(fw, fh) * 0.08;
  out.push(`<rect x="${f(x + m)}" y="${f(y + m)}" width="${f(fw - 2 * m)}" height="${f(fh - 2 * m)}" fill="#fbf8f1"/>`);
  const ix = x + m * 2.2;
  const iy = y + m * 2.2;
  const iw = fw - m * 4.4;
  const ih = fh - m * 4.4;
  const cp = doc.clip(`<rect x="${f(ix)}" y="${f(iy)}" width="${f(iw)}" height="${f(ih)}"/>`);
  const kind = rand.int(0, 3);
  const a = [];
  a.push(`<rect x="${f(ix)}" y="${f(iy)}" width="${f(iw)}" height="${f(ih)}" fill="${tint(colors[0], 0.7)}"/>`);
  if (kind === 0) {
    a.push(circle(ix + iw * 0.5, iy + ih * 0.45, Math.min(iw, ih) * 0.3, colors[1]));
    a.push(`<rect x="${f(ix)}" y="${f(iy + ih * 0.65)}" width="${f(iw)}" height="${f(ih * 0.35)}" fill="${colors[2]}"/>`);
  } else if (kind === 1) {
    a.push(
      path(
        `M${f(ix)},${f(iy + ih)} L${f(ix + iw * 0.45)},${f(iy + ih * 0.35)} L${f(ix + iw * 0.7)},${f(iy + ih * 0.65)} L${f(ix + iw)},${f(iy + ih * 0.3)} V${f(iy + ih)} Z`,
        colors[1],
      ),
    );
    a.push(circle(ix + iw * 0.75, iy + ih * 0.2, Math.min(iw, ih) * 0.1, colors[2]));
  } else if (kind === 2) {
    for (let i = 0; i < 3; i++)
      a.push(
        `<rect x="${f(ix + iw * (0.15 + i * 0.25))}" y="${f(iy + ih * 0.2)}" width="${f(iw * 0.18)}" height="${f(ih * 0.6)}" rx="${f(iw * 0.09)}" fill="${colors[i % colors.length]}"/>`,
      );
  } else {
    a.push(
      path(
        `M${f(ix)},${f(iy + ih * 0.6)} Q${f(ix + iw * 0.3)},${f(iy + ih * 0.3)} ${f(ix + iw * 0.55)},${f(iy + ih * 0.55)} T${f(ix + iw)},${f(iy + ih * 0.45)} V${f(iy + ih)} H${f(ix)} Z`,
        colors[1],
      ),
    );
    a.push(
      path(
        `M${f(ix)},${f(iy + ih * 0.8)} Q${f(ix + iw * 0.4)},${f(iy + ih * 0.6)} ${f(ix + iw)},${f(iy + ih * 0.75)} V${f(iy + ih)} H${f(ix)} Z`,
        colors[2],
      ),
    );
  }
  out.push(`<g clip-path="${cp}">${a.join("")}</g>`);
  c.add(out.join(""));
}

/** Potted plant; kind: 'monstera', 'snake', 'fern', 'olive'. bottom centre at (x, y), height ph. */
export function plant(c, rand, x, y, ph, { kind = "monstera", pot = "#f4f1ea", leafCol = "#4f7a4c" } = {}) {
  const { doc } = c;
  const out = [];
  const potH = ph * 0.28;
  const potW = ph * 0.3;
  out.push(shadow(doc, x, y, potW * 0.7, potW * 0.1, 0.25, 4));
  const leaves = [];
  if (kind === "snake") {
    for (let i = 0; i < 7; i++) {
      const a = -Math.PI / 2 + rand.range(-0.35, 0.35);
      const l = ph * rand.range(0.55, 0.8);
      leaves.push(path(leaf(x + rand.range(-potW * 0.3, potW * 0.3), y - potH * 0.9, a, l, 0.12), i % 2 ? leafCol : tint(leafCol, 0.15)));
    }
  } else if (kind === "fern" || kind === "olive") {
    const n = kind === "fern" ? 14 : 22;
    for (let i = 0; i < n; i++) {
      const a = -Math.PI / 2 + rand.range(-1.2, 1.2);
      const l = ph * rand.range(0.25, 0.5) * (kind === "olive" ? 0.6 : 1);
      const bx = x + (kind === "olive" ? rand.range(-ph * 0.2, ph * 0.2) : 0);
      const by = y - potH * 0.9 - (kind === "olive" ? rand.range(ph * 0.25, ph * 0.6) : 0);
      leaves.push(path(leaf(bx, by, a, l, kind === "olive" ? 0.22 : 0.16), rand.pick([leafCol, tint(leafCol, 0.18), dark(leafCol, 0.15)])));
    }
    if (kind === "olive") leaves.unshift(line(x, y - potH, x, y - ph * 0.55, "#6e4a2e", ph * 0.025));
  } else {
    for (let i = 0; i < 9; i++) {
      const a = -Math.PI / 2 + rand.range(-1.1, 1.1);
      const stem = ph * rand.range(0.3, 0.55);
      const ex = x + Math.cos(a) * stem;
      const ey = y - potH + Math.sin(a) * stem;
      leaves.push(line(x, y - potH, ex, ey, dark(leafCol, 0.2), ph * 0.012));
      leaves.push(
        path(
          leaf(ex, ey, a + rand.range(-0.4, 0.4), ph * rand.range(0.22, 0.32), 0.45),
          rand.pick([leafCol, tint(leafCol, 0.15), dark(leafCol, 0.12)]),
        ),
      );
    }
  }
  out.push(leaves.join(""));
  out.push(
    path(
      `M${f(x - potW / 2)},${f(y - potH)} H${f(x + potW / 2)} L${f(x + potW * 0.38)},${f(y)} H${f(x - potW * 0.38)} Z`,
      lit(doc, pot, 0.1, "h"),
    ),
  );
  out.push(
    `<rect x="${f(x - potW * 0.53)}" y="${f(y - potH)}" width="${f(potW * 1.06)}" height="${f(potH * 0.12)}" fill="${dark(pot, 0.08)}"/>`,
  );
  c.add(out.join(""));
}

/** Sofa, bottom centre (x, y), width sw. */
export function sofa(c, x, y, sw, col, { cushions = ["#e9c05f", "#f4f1ea"], legs = "#6e4a2e" } = {}) {
  const { doc } = c;
  const h = sw * 0.38;
  const out = [];
  out.push(shadow(doc, x, y, sw * 0.52, sw * 0.03, 0.3, 5));
  out.push(
    `<rect x="${f(x - sw / 2 + sw * 0.04)}" y="${f(y - h)}" width="${f(sw * 0.92)}" height="${f(h * 0.6)}" rx="${f(h * 0.12)}" fill="${dark(col, 0.08)}"/>`,
  );
  out.push(
    `<rect x="${f(x - sw / 2 + sw * 0.08)}" y="${f(y - h * 0.55)}" width="${f(sw * 0.84)}" height="${f(h * 0.3)}" rx="${f(h * 0.08)}" fill="${lit(doc, col, 0.08, "v")}"/>`,
  );
  out.push(line(x, y - h * 0.55, x, y - h * 0.28, dark(col, 0.18), 1.5));
  for (const sg of [-1, 1])
    out.push(
      `<rect x="${f(x + sg * sw * 0.46 - sw * 0.05)}" y="${f(y - h * 0.72)}" width="${f(sw * 0.1)}" height="${f(h * 0.62)}" rx="${f(sw * 0.04)}" fill="${lit(doc, col, 0.1, "v")}"/>`,
    );
  out.push(
    `<rect x="${f(x - sw / 2)}" y="${f(y - h * 0.3)}" width="${f(sw)}" height="${f(h * 0.2)}" rx="${f(h * 0.05)}" fill="${dark(col, 0.12)}"/>`,
  );
  for (const sg of [-0.42, 0.42])
    out.push(
      `<rect x="${f(x + sg * sw - 2)}" y="${f(y - h * 0.1)}" width="${f(Math.max(3, sw * 0.012))}" height="${f(h * 0.1)}" fill="${legs}"/>`,
    );
  cushions.forEach((cc, i) => {
    const cx = x + (i === 0 ? -1 : 1) * sw * 0.3;
    out.push(
      `<rect x="${f(cx - h * 0.2)}" y="${f(y - h * 0.8)}" width="${f(h * 0.4)}" height="${f(h * 0.32)}" rx="${f(h * 0.08)}" fill="${lit(doc, cc, 0.1)}" transform="rotate(${i === 0 ? -8 : 8} ${f(cx)} ${f(y - h * 0.64)})"/>`,
    );
  });
  c.add(out.join(""));
}

/** Arc floor lamp or tripod lamp. */
export function floorLamp(c, x, y, lh, { shade = "#f4f1ea", metal = "#1e1e1e", kind = "arc" } = {}) {
  const { doc } = c;
  const out = [];
  if (kind === "arc") {
    out.push(
      path(
        `M${f(x)},${f(y)} V${f(y - lh * 0.7)} Q${f(x)},${f(y - lh)} ${f(x + lh * 0.4)},${f(y - lh * 0.92)}`,
        "none",
        `stroke="${metal}" stroke-width="${f(lh * 0.012)}"`,
      ),
    );
    out.push(ellipse(x, y, lh * 0.06, lh * 0.012, metal));
    const hx = x + lh * 0.42;
    const hy = y - lh * 0.88;
    out.push(
      path(`M${f(hx - lh * 0.08)},${f(hy + lh * 0.07)} Q${f(hx)},${f(hy - lh * 0.04)} ${f(hx + lh * 0.08)},${f(hy + lh * 0.07)} Z`, shade),
    );
    out.push(
      `<polygon points="${pts([
        [hx - lh * 0.07, hy + lh * 0.07],
        [hx + lh * 0.07, hy + lh * 0.07],
        [hx + lh * 0.25, y - lh * 0.25],
        [hx - lh * 0.25, y - lh * 0.25],
      ])}" fill="${doc.linearXY(0, hy, 0, y - lh * 0.25, [
        [0, "#fff1c8", 0.45],
        [1, "#fff1c8", 0],
      ])}"/>`,
    );
  } else {
    for (const sg of [-1, 0, 1]) out.push(line(x, y - lh * 0.55, x + sg * lh * 0.12, y, metal, lh * 0.01));
    out.push(line(x, y - lh * 0.55, x, y - lh * 0.75, metal, lh * 0.01));
    out.push(
      path(
        `M${f(x - lh * 0.1)},${f(y - lh * 0.72)} L${f(x - lh * 0.07)},${f(y - lh * 0.95)} H${f(x + lh * 0.07)} L${f(x + lh * 0.1)},${f(y - lh * 0.72)} Z`,
        lit(doc, shade, 0.08, "h"),
      ),
    );
    out.push(
      ellipse(
        x,
        y - lh * 0.83,
        lh * 0.25,
        lh * 0.2,
        doc.radialXY(x, y - lh * 0.83, lh * 0.25, [
          [0, "#fff1c8", 0.4],
          [1, "#fff1c8", 0],
        ]),
      ),
    );
  }
  c.add(out.join(""));
}

/** Pendant lamps hanging from the ceiling edge at y0. */
export function pendant(c, x, y0, drop, size, { col = "#1e1e1e", kind = "dome", glow = true } = {}) {
  const { doc } = c;
  const out = [line(x, y0, x, y0 + drop, dark(col, 0.1), 1.4)];
  const y = y0 + drop;
  if (glow)
    out.push(
      circle(
        x,
        y + size * 0.5,
        size * 1.6,
        doc.radialXY(x, y + size * 0.5, size * 1.6, [
          [0, "#fff0c2", 0.55],
          [1, "#fff0c2", 0],
        ]),
      ),
    );
  if (kind === "dome")
    out.push(
      path(
        `M${f(x - size)},${f(y + size * 0.55)} A${f(size)},${f(size * 0.9)} 0 0 1 ${f(x + size)},${f(y + size * 0.55)} Z`,
        lit(doc, col, 0.15, "h"),
      ),
    );
  else if (kind === "globe")
    out.push(
      circle(
        x,
        y + size * 0.6,
        size * 0.6,
        doc.radialXY(x - size * 0.2, y + size * 0.4, size * 0.7, [
          [0, "#fffbe8"],
          [1, "#f3d9a0"],
        ]),
      ),
    );
  else
    out.push(
      path(
        `M${f(x - size * 0.3)},${f(y)} H${f(x + size * 0.3)} L${f(x + size * 0.7)},${f(y + size * 0.8)} H${f(x - size * 0.7)} Z`,
        lit(doc, col, 0.15, "h"),
      ),
    );
  out.push(ellipse(x, y + size * 0.6, size * 0.35, size * 0.1, "#fff6d8", 'opacity="0.9"'));
  c.add(out.join(""));
}

/** A low table with optional objects on top. */
export function table(c, x, y, tw, th, { top = "#6e4a2e", legs = "#1e1e1e", round = false } = {}) {
  const { doc } = c;
  const out = [shadow(doc, x, y, tw * 0.5, tw * 0.04, 0.22, 4)];
  if (round) {
    out.push(line(x, y - th, x, y, legs, tw * 0.04));
    out.push(ellipse(x, y, tw * 0.18, tw * 0.025, legs));
  } else for (const sg of [-1, 1]) out.push(line(x + sg * tw * 0.42, y - th, x + sg * tw * 0.45, y, legs, Math.max(2, tw * 0.02)));
  out.push(
    `<rect x="${f(x - tw / 2)}" y="${f(y - th - tw * 0.035)}" width="${f(tw)}" height="${f(tw * 0.035)}" rx="${f(tw * 0.01)}" fill="${lit(doc, top, 0.1, "v")}"/>`,
  );
  c.add(out.join(""));
}

/** A simple chair in elevation: 'wood', 'shell' or 'stool'. */
export function chair(c, x, y, ch, { col = "#e9c05f", legs = "#1e1e1e", kind = "shell", flip = false } = {}) {
  const { doc } = c;
  const s = flip ? -1 : 1;
  const out = [shadow(doc, x, y, ch * 0.25, ch * 0.03, 0.2, 3)];
  if (kind === "stool") {
    for (const sg of [-1, 1]) out.push(line(x + sg * ch * 0.05, y - ch * 0.7, x + sg * ch * 0.16, y, legs, ch * 0.025));
    out.push(line(x - ch * 0.12, y - ch * 0.25, x + ch * 0.12, y - ch * 0.25, legs, ch * 0.02));
    out.push(ellipse(x, y - ch * 0.72, ch * 0.17, ch * 0.04, lit(doc, col, 0.12, "h")));
  } else {
    for (const sg of [-1, 1]) out.push(line(x + sg * ch * 0.15, y - ch * 0.45, x + sg * ch * 0.2, y, legs, ch * 0.022));
    out.push(
      path(
        `M${f(x - s * ch * 0.22)},${f(y - ch * 0.48)} H${f(x + s * ch * 0.22)} Q${f(x + s * ch * 0.24)},${f(y - ch * 0.42)} ${f(x + s * ch * 0.16)},${f(y - ch * 0.42)} H${f(x - s * ch * 0.16)} Z`,
        dark(col, 0.1),
      ),
    );
    if (kind === "shell")
      out.push(
        path(
          `M${f(x - s * ch * 0.24)},${f(y - ch * 0.5)} Q${f(x - s * ch * 0.3)},${f(y - ch * 0.95)} ${f(x - s * ch * 0.16)},${f(y - ch)} L${f(x - s * ch * 0.08)},${f(y - ch * 0.98)} Q${f(x - s * ch * 0.14)},${f(y - ch * 0.7)} ${f(x - s * ch * 0.05)},${f(y - ch * 0.5)} Z`,
          lit(doc, col, 0.12),
        ),
      );
    else {
      out.push(line(x - s * ch * 0.2, y - ch * 0.45, x - s * ch * 0.22, y - ch * 0.98, legs, ch * 0.025));
      out.push(
        `<rect x="${f(x - s * ch * 0.22 - ch * 0.02)}" y="${f(y - ch * 0.95)}" width="${f(ch * 0.05)}" height="${f(ch * 0.25)}" fill="${col}" transform="${flip ? "" : ""}"/>`,
      );
    }
  }
  c.add(out.join(""));
}

/** Shelf with books, vases and a small plant. */
export function shelf(c, rand, x, y, sw, colors) {
  const { doc } = c;
  const out = [];
  out.push(`<rect x="${f(x)}" y="${f(y)}" width="${f(sw)}" height="${f(sw * 0.025)}" fill="${dark("#c9a27a", 0.1)}"/>`);
  out.push(shadow(doc, x + sw / 2, y + sw * 0.04, sw * 0.5, sw * 0.01, 0.2, 3));
  let bx = x + sw * 0.05;
  while (bx < x + sw * 0.9) {
    const kind = rand();
    if (kind < 0.55) {
      const n = rand.int(3, 6);
      for (let i = 0; i < n && bx < x + sw * 0.92; i++) {
        const bw = sw * rand.range(0.025, 0.04);
        const bh = sw * rand.range(0.14, 0.2);
        out.push(`<rect x="${f(bx)}" y="${f(y - bh)}" width="${f(bw)}" height="${f(bh)}" fill="${rand.pick(colors)}"/>`);
        bx += bw + 1;
      }
      bx += sw * 0.04;
    } else if (kind < 0.8) {
      const vw = sw * rand.range(0.05, 0.08);
      const vh = sw * rand.range(0.1, 0.18);
      out.push(
        path(
          `M${f(bx + vw * 0.3)},${f(y - vh)} H${f(bx + vw * 0.7)} Q${f(bx + vw * 1.2)},${f(y - vh * 0.5)} ${f(bx + vw * 0.8)},${f(y)} H${f(bx + vw * 0.2)} Q${f(bx - vw * 0.2)},${f(y - vh * 0.5)} ${f(bx + vw * 0.3)},${f(y - vh)} Z`,
          lit(doc, rand.pick(colors), 0.12, "h"),
        ),
      );
      bx += vw + sw * 0.05;
    } else {
      const pw = sw * 0.1;
      plant(c, rand, bx + pw / 2, y, pw * 1.6, { kind: "fern", pot: rand.pick(colors) });
      bx += pw + sw * 0.05;
    }
  }
  c.add(out.join(""));
}

/** Desk with a monitor or laptop; optional seated person drawn by caller. */
export function desk(
  c,
  rand,
  x,
  y,
  dw,
  { top = "#f4f1ea", legs = "#1e1e1e", screen = "monitor", screenCol = "#2b3a55", accent = "#e9c05f" } = {},
) {
  const { doc } = c;
  const dh = dw * 0.42;
  const out = [shadow(doc, x, y, dw * 0.5, dw * 0.03, 0.25, 4)];
  for (const sg of [-1, 1]) out.push(line(x + sg * dw * 0.45, y - dh, x + sg * dw * 0.45, y, legs, Math.max(2, dw * 0.015)));
  out.push(
    `<rect x="${f(x - dw / 2)}" y="${f(y - dh - dw * 0.03)}" width="${f(dw)}" height="${f(dw * 0.03)}" fill="${lit(doc, top, 0.08, "v")}"/>`,
  );
  const ty = y - dh - dw * 0.03;
  if (screen === "monitor") {
    const mw = dw * 0.36;
    const mh = mw * 0.62;
    const mx = x + rand.range(-0.15, 0.15) * dw;
    out.push(`<rect x="${f(mx - mw * 0.04)}" y="${f(ty - mh * 0.35)}" width="${f(mw * 0.08)}" height="${f(mh * 0.35)}" fill="#3a3a3a"/>`);
    out.push(`<rect x="${f(mx - mw / 2)}" y="${f(ty - mh * 1.25)}" width="${f(mw)}" height="${f(mh)}" rx="${f(mw * 0.03)}" fill="#222"/>`);
    out.push(
      `<rect x="${f(mx - mw / 2 + 3)}" y="${f(ty - mh * 1.25 + 3)}" width="${f(mw - 6)}" height="${f(mh - 6)}" rx="${f(mw * 0.02)}" fill="${vgrad(doc, tint(screenCol, 0.2), screenCol)}"/>`,
    );
    for (let i = 0; i < 3; i++)
      out.push(
        `<rect x="${f(mx - mw * 0.4)}" y="${f(ty - mh * 1.1 + i * mh * 0.18)}" width="${f(mw * rand.range(0.3, 0.6))}" height="${f(mh * 0.07)}" rx="2" fill="${i === 0 ? accent : "#ffffff"}" opacity="${i === 0 ? 0.95 : 0.5}"/>`,
      );
    out.push(`<rect x="${f(mx - mw * 0.2)}" y="${f(ty - 3)}" width="${f(mw * 0.4)}" height="3" fill="#3a3a3a"/>`);
  } else {
    const lw = dw * 0.28;
    const lx = x + rand.range(-0.2, 0.1) * dw;
    out.push(
      path(
        `M${f(lx - lw / 2)},${f(ty)} L${f(lx - lw * 0.45)},${f(ty - lw * 0.6)} H${f(lx + lw * 0.45)} L${f(lx + lw / 2)},${f(ty)} Z`,
        "#b9bcc2",
      ),
    );
    out.push(
      path(
        `M${f(lx - lw * 0.42)},${f(ty - 3)} L${f(lx - lw * 0.38)},${f(ty - lw * 0.55)} H${f(lx + lw * 0.38)} L${f(lx + lw * 0.42)},${f(ty - 3)} Z`,
        screenCol,
      ),
    );
  }
  // Mug and a small plant on the desk.
  const mx2 = x + dw * rand.range(0.25, 0.38);
  out.push(`<rect x="${f(mx2)}" y="${f(ty - dw * 0.05)}" width="${f(dw * 0.035)}" height="${f(dw * 0.05)}" rx="2" fill="${accent}"/>`);
  c.add(out.join(""));
  if (rand() < 0.7) plant(c, rand, x - dw * 0.38, ty, dw * 0.16, { kind: "fern", pot: "#f4f1ea" });
  return ty;
}

/** Bed with headboard, pillows and duvet, bottom centre (x, y), width bw. */
export function bed(c, x, y, bw, { head = "#56705a", duvet = "#f4f1ea", throwCol = "#e9c05f", pillow = "#ffffff" } = {}) {
  const { doc } = c;
  const out = [shadow(doc, x, y, bw * 0.55, bw * 0.03, 0.3, 5)];
  out.push(
    `<rect x="${f(x - bw * 0.52)}" y="${f(y - bw * 0.5)}" width="${f(bw * 1.04)}" height="${f(bw * 0.5)}" rx="${f(bw * 0.04)}" fill="${lit(doc, head, 0.1, "v")}"/>`,
  );
  for (let i = 1; i < 6; i++)
    out.push(
      line(x - bw * 0.52 + (bw * 1.04 * i) / 6, y - bw * 0.48, x - bw * 0.52 + (bw * 1.04 * i) / 6, y - bw * 0.25, dark(head, 0.15), 1.5),
    );
  for (const sg of [-1, 1])
    out.push(
      `<rect x="${f(x + sg * bw * 0.22 - bw * 0.17)}" y="${f(y - bw * 0.33)}" width="${f(bw * 0.34)}" height="${f(bw * 0.13)}" rx="${f(bw * 0.05)}" fill="${lit(doc, pillow, 0.06, "v")}"/>`,
    );
  out.push(
    `<rect x="${f(x - bw * 0.5)}" y="${f(y - bw * 0.24)}" width="${f(bw)}" height="${f(bw * 0.2)}" rx="${f(bw * 0.03)}" fill="${lit(doc, duvet, 0.06, "v")}"/>`,
  );
  out.push(`<rect x="${f(x - bw * 0.5)}" y="${f(y - bw * 0.16)}" width="${f(bw)}" height="${f(bw * 0.07)}" fill="${throwCol}"/>`);
  out.push(`<rect x="${f(x - bw * 0.5)}" y="${f(y - bw * 0.04)}" width="${f(bw)}" height="${f(bw * 0.04)}" fill="${dark(head, 0.2)}"/>`);
  c.add(out.join(""));
}

/** Nightstand/side table with a table lamp. */
export function sideTable(c, x, y, sw, { top = "#c9a27a", lamp = "#f4f1ea", glow = true } = {}) {
  const { doc } = c;
  const out = [shadow(doc, x, y, sw * 0.55, sw * 0.05, 0.25, 3)];
  out.push(
    `<rect x="${f(x - sw / 2)}" y="${f(y - sw * 0.8)}" width="${f(sw)}" height="${f(sw * 0.8)}" rx="${f(sw * 0.05)}" fill="${lit(doc, top, 0.1, "v")}"/>`,
  );
  out.push(line(x - sw * 0.4, y - sw * 0.45, x + sw * 0.4, y - sw * 0.45, dark(top, 0.2), 1.5));
  out.push(circle(x, y - sw * 0.62, sw * 0.04, dark(top, 0.3)));
  const ly = y - sw * 0.8;
  out.push(ellipse(x, ly - sw * 0.2, sw * 0.12, sw * 0.2, lit(doc, "#d9c9b0", 0.1, "h")));
  if (glow)
    out.push(
      circle(
        x,
        ly - sw * 0.6,
        sw * 0.9,
        doc.radialXY(x, ly - sw * 0.6, sw * 0.9, [
          [0, "#fff0c2", 0.5],
          [1, "#fff0c2", 0],
        ]),
      ),
    );
  out.push(
    path(
      `M${f(x - sw * 0.32)},${f(ly - sw * 0.38)} L${f(x - sw * 0.2)},${f(ly - sw * 0.8)} H${f(x + sw * 0.2)} L${f(x + sw * 0.32)},${f(ly - sw * 0.38)} Z`,
      lit(doc, lamp, 0.06, "h"),
    ),
  );
  c.add(out.join(""));
}

/** A rug on the floor in perspective, centred at (x, y). */
export function rug(c, x, y, rw, col, pattern = "#ffffff") {
  const d = rw * 0.12;
  c.add(
    `<polygon points="${pts([
      [x - rw * 0.42, y - d],
      [x + rw * 0.42, y - d],
      [x + rw * 0.5, y + d],
      [x - rw * 0.5, y + d],
    ])}" fill="${col}"/>`,
  );
  c.add(
    `<polygon points="${pts([
      [x - rw * 0.36, y - d * 0.7],
      [x + rw * 0.36, y - d * 0.7],
      [x + rw * 0.42, y + d * 0.7],
      [x - rw * 0.42, y + d * 0.7],
    ])}" fill="none" stroke="${pattern}" stroke-opacity="0.45" stroke-width="2"/>`,
  );
}
