// The studio and clinic homes: a dental surgery and its waiting room, a
// flat lay of a dentist's kit, an architects' model table and an elevation
// drawing, an interior designer's material board, and the decor shop's
// vignettes and objects. Rooms use the shared one-point shell (lib/room.mjs).
import { rng, f, pts } from "../../lib/core.mjs";
import { canvas, PALETTES, tint, dark, lit, vgrad, shadow, rr, circle, ellipse, path, line, leaf } from "../lib/style.mjs";
import { shell, windowView, artFrame, plant, sofa, pendant, table, shelf, rug } from "../lib/room.mjs";

const LIGHT_PALS = PALETTES.filter((p) => p.name !== "charcoal");

/** A dental chair in elevation, bottom centre (x, y), length cl; the headrest to the left. */
function dentalChair(c, x, y, cl, { upholstery = "#1aa0c8", frame = "#f4f6f7" } = {}) {
  const { doc } = c;
  const out = [shadow(doc, x, y, cl * 0.45, cl * 0.03, 0.25, 5)];
  out.push(ellipse(x, y - cl * 0.01, cl * 0.22, cl * 0.025, dark(frame, 0.15)));
  out.push(rr(x - cl * 0.05, y - cl * 0.26, cl * 0.1, cl * 0.25, cl * 0.02, lit(doc, frame, 0.08, "h")));
  // Seat, backrest tilted back and the leg rest sloping down.
  out.push(rr(x - cl * 0.2, y - cl * 0.31, cl * 0.4, cl * 0.07, cl * 0.03, lit(doc, upholstery, 0.12, "v")));
  out.push(
    path(
      `M${f(x - cl * 0.2)},${f(y - cl * 0.31)} L${f(x - cl * 0.5)},${f(y - cl * 0.44)} L${f(x - cl * 0.52)},${f(y - cl * 0.38)} L${f(x - cl * 0.2)},${f(y - cl * 0.24)} Z`,
      lit(doc, upholstery, 0.1),
    ),
  );
  out.push(rr(x - cl * 0.62, y - cl * 0.5, cl * 0.12, cl * 0.06, cl * 0.03, dark(upholstery, 0.08)));
  out.push(
    path(
      `M${f(x + cl * 0.2)},${f(y - cl * 0.31)} L${f(x + cl * 0.48)},${f(y - cl * 0.2)} L${f(x + cl * 0.46)},${f(y - cl * 0.14)} L${f(x + cl * 0.2)},${f(y - cl * 0.24)} Z`,
      lit(doc, upholstery, 0.1),
    ),
  );
  // Armrest and the instrument tray on its arm.
  out.push(rr(x - cl * 0.12, y - cl * 0.37, cl * 0.2, cl * 0.025, cl * 0.012, dark(frame, 0.2)));
  out.push(line(x + cl * 0.3, y - cl * 0.2, x + cl * 0.34, y - cl * 0.5, dark(frame, 0.25), cl * 0.012));
  out.push(rr(x + cl * 0.2, y - cl * 0.53, cl * 0.26, cl * 0.03, cl * 0.01, frame));
  for (let i = 0; i < 5; i++)
    out.push(
      line(
        x + cl * (0.23 + i * 0.045),
        y - cl * 0.53,
        x + cl * (0.22 + i * 0.045),
        y - cl * 0.6,
        i % 2 ? "#9aa3ab" : "#c9d0d6",
        cl * 0.008,
      ),
    );
  // Overhead light on a jointed arm.
  out.push(
    path(
      `M${f(x - cl * 0.05)},${f(y - cl * 1.25)} L${f(x - cl * 0.25)},${f(y - cl * 0.98)} L${f(x - cl * 0.4)},${f(y - cl * 0.86)}`,
      "none",
      `stroke="${dark(frame, 0.2)}" stroke-width="${f(cl * 0.018)}" stroke-linejoin="round"`,
    ),
  );
  out.push(ellipse(x - cl * 0.42, y - cl * 0.83, cl * 0.08, cl * 0.04, lit(doc, frame, 0.1, "v")));
  out.push(
    ellipse(
      x - cl * 0.42,
      y - cl * 0.6,
      cl * 0.22,
      cl * 0.2,
      doc.radialXY(x - cl * 0.42, y - cl * 0.7, cl * 0.25, [
        [0, "#ffffff", 0.45],
        [1, "#ffffff", 0],
      ]),
    ),
  );
  c.add(out.join(""));
}

/** A wall of cabinets with a worktop, a basin and glass jars. */
function cabinets(c, rand, x, y, cw, ch, { front = "#ffffff", top = "#d9dde0" } = {}) {
  const { doc } = c;
  const out = [shadow(doc, x + cw / 2, y, cw * 0.52, cw * 0.02, 0.2, 4)];
  const n = Math.max(3, Math.round(cw / (ch * 0.5)));
  for (let i = 0; i < n; i++) {
    out.push(rr(x + (cw / n) * i + 1, y - ch, cw / n - 2, ch, 2, lit(doc, front, 0.05, "v")));
    out.push(rr(x + (cw / n) * (i + 0.4), y - ch * 0.8, (cw / n) * 0.2, ch * 0.03, 1, "#9aa3ab"));
  }
  out.push(rr(x - cw * 0.01, y - ch - ch * 0.08, cw * 1.02, ch * 0.08, 2, top));
  out.push(ellipse(x + cw * 0.75, y - ch - ch * 0.06, cw * 0.08, ch * 0.03, dark(top, 0.15)));
  out.push(
    path(
      `M${f(x + cw * 0.75)},${f(y - ch * 1.08)} v${f(-ch * 0.3)} h${f(cw * 0.05)}`,
      "none",
      `stroke="#9aa3ab" stroke-width="${f(ch * 0.03)}" stroke-linecap="round"`,
    ),
  );
  for (let i = 0; i < 3; i++) {
    const jx = x + cw * (0.08 + i * 0.09);
    const jh = ch * rand.range(0.25, 0.4);
    out.push(rr(jx, y - ch * 1.08 - jh, cw * 0.06, jh, 3, "#e8f4f7", 'opacity="0.85"'));
    out.push(rr(jx, y - ch * 1.08 - jh - ch * 0.05, cw * 0.06, ch * 0.05, 2, rand.pick(["#1aa0c8", "#9aa3ab", "#f4c95d"])));
  }
  c.add(out.join(""));
}

/** A dental practice: 'surgery' (the chair by a window) or 'reception' (a desk, a sofa and pendants). */
export function dentalRoom({ w, h, seed, kind = "surgery" }) {
  const rand = rng(seed);
  const c = canvas(w, h);
  const wall = rand.pick(["#eef3f4", "#f3f1ec", "#e9f1ef", "#f1eef0"]);
  const R = shell(c, rand, {
    wall,
    floor: rand.pick(["#d8d3ca", "#cfd6d8", "#e0d8cc"]),
    side: dark(wall, 0.06),
    ceiling: tint(wall, 0.5),
    floorKind: "tiles",
    depth: rand.range(0.1, 0.14),
    backBottom: 0.74,
  });
  const accent = rand.pick(["#1aa0c8", "#2bb3a3", "#5b8def", "#f08a6c"]);
  if (kind === "surgery") {
    windowView(c, rand, R.x0 + R.W * 0.06, R.y0 + R.H * 0.12, R.W * 0.34, R.H * 0.5, {
      view: rand.pick(["garden", "city", "hills"]),
      panes: 3,
      frame: "#ffffff",
    });
    cabinets(c, rand, R.x0 + R.W * 0.56, R.y1, R.W * 0.4, R.H * 0.32);
    // A screen on an arm showing an X-ray of a smile.
    const sx = R.x0 + R.W * 0.62;
    const sy = R.y0 + R.H * 0.14;
    c.add(rr(sx, sy, R.W * 0.22, R.H * 0.26, 6, "#20262b") + rr(sx + 6, sy + 6, R.W * 0.22 - 12, R.H * 0.26 - 12, 4, "#0f1418"));
    for (let i = 0; i < 8; i++)
      c.add(rr(sx + R.W * (0.025 + i * 0.022), sy + R.H * 0.08, R.W * 0.016, R.H * 0.09, 5, "#dfe8ec", 'opacity="0.85"'));
    dentalChair(c, R.x0 + R.W * 0.48, c.h * 0.9, R.W * 0.62, { upholstery: accent });
    plant(c, rand, R.x0 + R.W * 0.02, R.y1 + R.H * 0.05, R.H * 0.5, { kind: "snake", pot: "#ffffff" });
  } else {
    windowView(c, rand, R.x0 + R.W * 0.6, R.y0 + R.H * 0.1, R.W * 0.34, R.H * 0.55, {
      view: "garden",
      panes: 2,
      frame: "#ffffff",
      arch: true,
    });
    artFrame(c, rand, R.x0 + R.W * 0.1, R.y0 + R.H * 0.16, R.W * 0.16, R.W * 0.12, [tint(accent, 0.3), accent, "#f4c95d"], "#ffffff");
    artFrame(c, rand, R.x0 + R.W * 0.3, R.y0 + R.H * 0.2, R.W * 0.1, R.W * 0.12, ["#f4f1ea", "#e9c05f", accent], "#c9a27a");
    sofa(c, R.x0 + R.W * 0.28, R.y1 + R.H * 0.05, R.W * 0.42, rand.pick(["#d9d4c7", "#56705a", "#2b3a55"]), {
      cushions: [accent, "#f4f1ea"],
    });
    // The reception desk, rounded at its front corner.
    const dx = R.x0 + R.W * 0.58;
    const dy = c.h * 0.94;
    c.add(shadow(c.doc, dx + R.W * 0.16, dy, R.W * 0.2, R.W * 0.02, 0.25, 5));
    c.add(rr(dx, dy - R.H * 0.38, R.W * 0.34, R.H * 0.38, R.H * 0.06, lit(c.doc, "#ffffff", 0.06, "v")));
    c.add(rr(dx, dy - R.H * 0.4, R.W * 0.34, R.H * 0.04, R.H * 0.02, "#c9a27a"));
    c.add(rr(dx + R.W * 0.04, dy - R.H * 0.24, R.W * 0.26, R.H * 0.03, 3, accent));
    plant(c, rand, dx + R.W * 0.3, dy - R.H * 0.4, R.H * 0.22, { kind: "fern", pot: "#f4f1ea" });
    for (let i = 0; i < 3; i++)
      pendant(c, R.x0 + R.W * (0.58 + i * 0.12), R.y0, R.H * 0.18, R.W * 0.035, {
        col: i === 1 ? accent : "#1e1e1e",
        kind: "dome",
        glow: true,
      });
  }
  return c.done();
}

/** Top-down: toothbrushes, floss, a clear aligner, a mirror and a tube of paste on a pale surface. */
export function smileKit({ w, h, seed }) {
  const rand = rng(seed);
  const c = canvas(w, h);
  const { doc } = c;
  const ground = rand.pick(["#e3f1f4", "#eef0e6", "#f6ece6"]);
  c.add(
    `<rect width="${w}" height="${h}" fill="${doc.linear(
      [
        [0, tint(ground, 0.3)],
        [1, dark(ground, 0.05)],
      ],
      { x1: 0, y1: 0, x2: 1, y2: 1 },
    )}"/>`,
  );
  const m = Math.min(w, h);
  const brush = (x, y, a, col) => {
    const g = [`<g transform="rotate(${f(a)} ${f(x)} ${f(y)})">`];
    g.push(shadow(doc, x + 6, y + 8, m * 0.3, m * 0.025, 0.25, 5));
    g.push(rr(x - m * 0.3, y - m * 0.018, m * 0.48, m * 0.036, m * 0.018, lit(doc, col, 0.12, "v")));
    g.push(rr(x + m * 0.16, y - m * 0.012, m * 0.12, m * 0.024, m * 0.01, tint(col, 0.4)));
    for (let i = 0; i < 9; i++)
      g.push(line(x + m * (0.18 + i * 0.011), y - m * 0.012, x + m * (0.18 + i * 0.011), y - m * 0.05, "#ffffff", m * 0.006));
    g.push("</g>");
    return g.join("");
  };
  c.add(brush(w * 0.3, h * 0.3, rand.range(-30, -15), rand.pick(["#1aa0c8", "#2bb3a3"])));
  c.add(brush(w * 0.34, h * 0.42, rand.range(-28, -12), rand.pick(["#f4c95d", "#f08a6c"])));
  // Paste tube.
  const tx = w * 0.62;
  const ty = h * 0.26;
  c.add(
    `<g transform="rotate(${f(rand.range(10, 25))} ${f(tx)} ${f(ty)})">${shadow(doc, tx + 6, ty + 10, m * 0.2, m * 0.05, 0.25, 6)}${path(`M${f(tx - m * 0.2)},${f(ty - m * 0.05)} L${f(tx + m * 0.14)},${f(ty - m * 0.07)} V${f(ty + m * 0.07)} L${f(tx - m * 0.2)},${f(ty + m * 0.05)} Z`, lit(doc, "#ffffff", 0.06, "v"))}${rr(tx + m * 0.14, ty - m * 0.035, m * 0.06, m * 0.07, 4, "#1aa0c8")}${rr(tx - m * 0.1, ty - m * 0.02, m * 0.14, m * 0.04, 3, "#1aa0c8", 'opacity="0.8"')}</g>`,
  );
  // Floss, a round box.
  c.add(
    shadow(doc, w * 0.75, h * 0.64, m * 0.09, m * 0.09, 0.22, 6) +
      circle(w * 0.74, h * 0.62, m * 0.09, lit(doc, "#ffffff", 0.06)) +
      circle(w * 0.74, h * 0.62, m * 0.05, tint("#2bb3a3", 0.3)),
  );
  // Clear aligner: a horseshoe outline.
  const ax = w * 0.46;
  const ay = h * 0.7;
  c.add(shadow(doc, ax + 6, ay + 8, m * 0.17, m * 0.1, 0.12, 6));
  c.add(
    path(
      `M${f(ax - m * 0.16)},${f(ay + m * 0.08)} Q${f(ax - m * 0.2)},${f(ay - m * 0.14)} ${f(ax)},${f(ay - m * 0.15)} Q${f(ax + m * 0.2)},${f(ay - m * 0.14)} ${f(ax + m * 0.16)},${f(ay + m * 0.08)}`,
      "none",
      `stroke="#dff1f6" stroke-width="${f(m * 0.05)}" stroke-linecap="round" opacity="0.9"`,
    ),
  );
  for (let i = 0; i < 10; i++) {
    const t = (i + 0.5) / 10;
    const a = Math.PI * (1 - t);
    c.add(ellipse(ax + Math.cos(a) * m * 0.17, ay - Math.sin(a) * m * 0.13 + m * 0.02, m * 0.014, m * 0.02, "#ffffff", 'opacity="0.85"'));
  }
  // Hand mirror.
  const mx = w * 0.18;
  const my = h * 0.72;
  c.add(
    shadow(doc, mx + 8, my + 10, m * 0.12, m * 0.12, 0.22, 6) +
      line(mx + m * 0.08, my + m * 0.08, mx + m * 0.22, my + m * 0.22, "#c9a27a", m * 0.03) +
      circle(mx, my, m * 0.12, "#c9a27a") +
      circle(mx, my, m * 0.1, vgrad(doc, "#f4fbfd", "#b8d8e2")),
  );
  for (let i = 0; i < 3; i++)
    c.add(path(leaf(w * 0.88, h * 0.2, Math.PI * (0.6 + i * 0.25), m * 0.14, 0.3), rand.pick(["#56705a", "#7aa56f", "#3d6b57"])));
  c.add(
    `<rect width="${w}" height="${h}" fill="${doc.linear(
      [
        [0, "#ffffff", 0.15],
        [0.6, "#ffffff", 0],
        [1, "#000", 0.08],
      ],
      { x1: 0, y1: 0, x2: 1, y2: 1 },
    )}"/>`,
  );
  return c.done();
}

/** A white massing model: boxes in a simple oblique projection, lit from the left. */
function massing(c, rand, x, y, s, blocks) {
  const { doc } = c;
  const dx = s * 0.35;
  const dy = -s * 0.22;
  const out = [];
  for (const [bx, bw, bh, depth] of blocks) {
    const x0 = x + bx * s;
    const w0 = bw * s;
    const h0 = bh * s;
    const ddx = dx * depth;
    const ddy = dy * depth;
    out.push(
      `<polygon points="${pts([
        [x0 + w0, y],
        [x0 + w0 + ddx, y + ddy],
        [x0 + w0 + ddx, y + ddy - h0],
        [x0 + w0, y - h0],
      ])}" fill="#d6d2ca"/>`,
    );
    out.push(
      `<polygon points="${pts([
        [x0, y - h0],
        [x0 + ddx, y + ddy - h0],
        [x0 + w0 + ddx, y + ddy - h0],
        [x0 + w0, y - h0],
      ])}" fill="#fbfaf6"/>`,
    );
    out.push(`<rect x="${f(x0)}" y="${f(y - h0)}" width="${f(w0)}" height="${f(h0)}" fill="${lit(doc, "#efece5", 0.05, "h")}"/>`);
    for (let k = 1; k < Math.round(bh * 6); k++)
      out.push(
        line(
          x0 + w0 * 0.1,
          y - (h0 * k) / Math.round(bh * 6),
          x0 + w0 * 0.9,
          y - (h0 * k) / Math.round(bh * 6),
          "#c9c4ba",
          1,
          'opacity="0.8"',
        ),
      );
  }
  c.add(shadow(doc, x + s * 0.5, y + 4, s * 0.75, s * 0.05, 0.25, 6) + out.join(""));
}

/** An architects' studio: a long table with massing models, drawings pinned up behind, pendants above. */
export function modelStudio({ w, h, seed }) {
  const rand = rng(seed);
  const c = canvas(w, h);
  const wall = rand.pick(["#e7e3dc", "#dfe3e6", "#ebe5da"]);
  const R = shell(c, rand, {
    wall,
    floor: rand.pick(["#8e8a84", "#b9b2a6", "#a8876a"]),
    side: dark(wall, 0.08),
    ceiling: tint(wall, 0.4),
    floorKind: "planks",
    depth: 0.1,
    backBottom: 0.7,
  });
  // Sheets pinned to the wall: elevations and plans drawn in fine lines.
  for (let i = 0; i < 5; i++) {
    const sx = R.x0 + R.W * (0.05 + i * 0.19);
    const sy = R.y0 + R.H * rand.range(0.1, 0.18);
    const sw = R.W * 0.15;
    const sh = sw * 0.72;
    c.add(rr(sx, sy, sw, sh, 0, "#fbfaf6") + circle(sx + sw / 2, sy + 4, 3, "#b3482f"));
    for (let k = 0; k < 5; k++)
      c.add(
        rr(
          sx + sw * (0.1 + k * 0.16),
          sy + sh * rand.range(0.3, 0.55),
          sw * 0.12,
          sh * 0.35,
          0,
          "none",
          `stroke="#5b7083" stroke-width="1"`,
        ),
      );
    c.add(line(sx + sw * 0.06, sy + sh * 0.9, sx + sw * 0.94, sy + sh * 0.9, "#5b7083", 1));
  }
  const ty = c.h * 0.86;
  table(c, c.w * 0.5, ty, R.W * 0.95, R.H * 0.28, { top: "#f4f1ea", legs: "#1e1e1e" });
  const top = ty - R.H * 0.28 - R.W * 0.95 * 0.035;
  massing(c, rand, c.w * 0.22, top, R.W * 0.22, [
    [0, 0.35, 0.5, 1],
    [0.4, 0.3, 0.9, 0.8],
    [0.75, 0.4, 0.3, 1],
  ]);
  massing(c, rand, c.w * 0.55, top, R.W * 0.2, [
    [0, 0.5, 0.35, 1.2],
    [0.2, 0.25, 1.3, 0.6],
    [0.6, 0.35, 0.55, 1],
  ]);
  c.add(rr(c.w * 0.8, top - 4, R.W * 0.1, 4, 1, "#1e1e1e") + rr(c.w * 0.81, top - 10, R.W * 0.08, 6, 1, "#5b7083"));
  for (let i = 0; i < 3; i++)
    pendant(c, R.x0 + R.W * (0.2 + i * 0.3), R.y0, R.H * 0.14, R.W * 0.05, { col: "#1e1e1e", kind: "dome", glow: true });
  plant(c, rand, R.x0 + R.W * 0.96, R.y1 + R.H * 0.04, R.H * 0.5, { kind: "olive", pot: "#1e1e1e" });
  return c.done();
}

/** A measured elevation on drafting paper: a building front with dimension lines and a scale bar. */
export function elevationDrawing({ w, h, seed }) {
  const rand = rng(seed);
  const c = canvas(w, h);
  const { doc } = c;
  const paper = rand.pick(["#f4f1e8", "#eef2f5"]);
  const ink = rand.pick(["#2c3e50", "#3c4c5a", "#1e1e1e"]);
  c.add(`<rect width="${w}" height="${h}" fill="${paper}"/>`);
  for (let x = 0; x < w; x += 24) c.add(line(x, 0, x, h, "#9fb3c4", 0.6, 'opacity="0.35"'));
  for (let y = 0; y < h; y += 24) c.add(line(0, y, w, y, "#9fb3c4", 0.6, 'opacity="0.35"'));
  const gx = w * 0.12;
  const gw = w * 0.76;
  const gy = h * 0.78;
  c.add(line(gx - 40, gy, gx + gw + 40, gy, ink, 3));
  // Volumes of differing heights, windows in a rhythm, a pitched or flat roof each.
  const parts = [
    [0, 0.38, 0.42],
    [0.38, 0.34, 0.6],
    [0.72, 0.28, 0.34],
  ];
  for (const [u, uw, uh] of parts) {
    const x = gx + gw * u;
    const bw = gw * uw;
    const bh = h * uh;
    c.add(rr(x, gy - bh, bw, bh, 0, "none", `stroke="${ink}" stroke-width="2.2"`));
    if (rand() < 0.5)
      c.add(
        `<polygon points="${pts([
          [x, gy - bh],
          [x + bw / 2, gy - bh - h * 0.1],
          [x + bw, gy - bh],
        ])}" fill="none" stroke="${ink}" stroke-width="2.2"/>`,
      );
    const cols = Math.max(2, Math.round(uw * 10));
    const rows = Math.max(1, Math.round(uh * 6));
    for (let i = 0; i < cols; i++)
      for (let j = 0; j < rows; j++) {
        const wx = x + (bw / cols) * (i + 0.25);
        const wy = gy - bh + (bh / rows) * (j + 0.2);
        c.add(rr(wx, wy, (bw / cols) * 0.5, (bh / rows) * 0.55, 0, "none", `stroke="${ink}" stroke-width="1.2"`));
        c.add(line(wx + (bw / cols) * 0.25, wy, wx + (bw / cols) * 0.25, wy + (bh / rows) * 0.55, ink, 0.8));
      }
  }
  // Dimension line over the whole front, with ticks.
  const dy = h * 0.12;
  c.add(line(gx, dy, gx + gw, dy, ink, 1.2));
  for (const u of [0, 0.38, 0.72, 1])
    c.add(
      line(gx + gw * u - 6, dy + 6, gx + gw * u + 6, dy - 6, ink, 1.6) +
        line(gx + gw * u, dy - 10, gx + gw * u, gy - h * 0.62, ink, 0.6, 'stroke-dasharray="4 6" opacity="0.6"'),
    );
  // Scale bar and a north point.
  for (let i = 0; i < 5; i++) c.add(rr(gx + i * 40, h * 0.88, 40, 8, 0, i % 2 ? paper : ink, `stroke="${ink}" stroke-width="1"`));
  c.add(
    circle(w * 0.9, h * 0.88, 18, "none", `stroke="${ink}" stroke-width="1.5"`) +
      path(
        `M${f(w * 0.9)},${f(h * 0.88 - 16)} L${f(w * 0.9 + 7)},${f(h * 0.88 + 8)} L${f(w * 0.9)},${f(h * 0.88 + 3)} L${f(w * 0.9 - 7)},${f(h * 0.88 + 8)} Z`,
        ink,
      ),
  );
  // A pencil and a scale ruler across the corner.
  c.add(
    `<g transform="rotate(-18 ${f(w * 0.78)} ${f(h * 0.3)})">${shadow(doc, w * 0.78 + 6, h * 0.3 + 8, w * 0.16, 6, 0.25, 4)}${rr(w * 0.62, h * 0.3 - 7, w * 0.3, 14, 2, "#f4c95d")}${path(`M${f(w * 0.92)},${f(h * 0.3 - 7)} L${f(w * 0.95)},${f(h * 0.3)} L${f(w * 0.92)},${f(h * 0.3 + 7)} Z`, "#e0c9a0")}</g>`,
  );
  c.add(
    `<g transform="rotate(8 ${f(w * 0.2)} ${f(h * 0.2)})">${shadow(doc, w * 0.22, h * 0.22, w * 0.18, 10, 0.2, 5)}${rr(w * 0.05, h * 0.2 - 14, w * 0.34, 28, 2, "#ffffff", `stroke="#c9c4ba"`)}</g>`,
  );
  return c.done();
}

/** An interior designer's material board: fabric, timber, stone, paint chips and a brass pull on card. */
export function materialBoard({ w, h, seed }) {
  const rand = rng(seed);
  const c = canvas(w, h);
  const { doc } = c;
  const pal = rand.pick(LIGHT_PALS);
  c.add(`<rect width="${w}" height="${h}" fill="${vgrad(doc, "#e9e2d6", "#ddd3c2")}"/>`);
  const m = Math.min(w, h);
  const card = (x, y, cw, ch, fill, a = 0) =>
    `<g transform="rotate(${f(a)} ${f(x + cw / 2)} ${f(y + ch / 2)})">${shadow(doc, x + cw / 2 + 8, y + ch / 2 + 10, cw / 2, ch / 2, 0.22, 8)}${rr(x, y, cw, ch, 2, fill)}</g>`;
  c.add(card(w * 0.06, h * 0.08, w * 0.5, h * 0.82, "#fbfaf6", -2));
  // Fabric with a woven stripe.
  c.add(card(w * 0.1, h * 0.14, m * 0.34, m * 0.42, lit(doc, pal.base, 0.08), 4));
  for (let i = 0; i < 12; i++)
    c.add(
      line(w * 0.1 + i * m * 0.028, h * 0.14, w * 0.1 + i * m * 0.028 + 8, h * 0.14 + m * 0.42, dark(pal.base, 0.12), 2, 'opacity="0.4"'),
    );
  // Timber sample with grain.
  const tx = w * 0.3;
  const ty = h * 0.5;
  c.add(card(tx, ty, m * 0.4, m * 0.16, lit(doc, "#b8875c", 0.1, "h"), -6));
  for (let i = 0; i < 6; i++)
    c.add(
      path(
        `M${f(tx)},${f(ty + 8 + i * m * 0.022)} q${f(m * 0.2)},${f(rand.range(-6, 6))} ${f(m * 0.4)},0`,
        "none",
        'stroke="#8a5e3a" stroke-width="1.2" opacity="0.5"',
      ),
    );
  // Marble disc.
  const mx = w * 0.7;
  const my = h * 0.3;
  c.add(shadow(doc, mx + 8, my + 10, m * 0.16, m * 0.16, 0.22, 8) + circle(mx, my, m * 0.16, vgrad(doc, "#f4f2ee", "#dedad3")));
  for (let i = 0; i < 4; i++)
    c.add(
      path(
        `M${f(mx - m * 0.15)},${f(my + rand.range(-0.1, 0.1) * m)} q${f(m * 0.12)},${f(rand.range(-40, 40))} ${f(m * 0.3)},${f(rand.range(-20, 20))}`,
        "none",
        'stroke="#9a958c" stroke-width="1.4" opacity="0.55"',
      ),
    );
  // Paint chips in a fan.
  const chips = [pal.light, pal.base, pal.deep, pal.accent, "#e9c05f"];
  chips.forEach((col, i) => c.add(card(w * 0.62 + i * m * 0.02, h * 0.58, m * 0.1, m * 0.28, col, -20 + i * 10)));
  // Brass pull.
  c.add(
    shadow(doc, w * 0.2 + 6, h * 0.82 + 8, m * 0.08, m * 0.02, 0.3, 4) +
      rr(w * 0.12, h * 0.8, m * 0.18, m * 0.03, m * 0.015, lit(doc, "#c9a24a", 0.2, "v")),
  );
  plant(c, rand, w * 0.9, h * 0.98, h * 0.36, { kind: "olive", pot: "#f4f1ea" });
  c.add(
    `<rect width="${w}" height="${h}" fill="${doc.linear(
      [
        [0, "#fff8e6", 0.18],
        [0.6, "#fff8e6", 0],
        [1, "#000", 0.1],
      ],
      { x1: 0, y1: 0, x2: 1, y2: 1 },
    )}"/>`,
  );
  return c.done();
}

// Decor objects, each standing on (x, y) with unit s.
const DECOR = {
  bowl(c, rand, x, y, s, col) {
    const { doc } = c;
    return (
      shadow(doc, x, y, s * 0.45, s * 0.05, 0.3, 6) +
      path(
        `M${f(x - s * 0.45)},${f(y - s * 0.32)} Q${f(x - s * 0.4)},${f(y)} ${f(x)},${f(y)} Q${f(x + s * 0.4)},${f(y)} ${f(x + s * 0.45)},${f(y - s * 0.32)} Z`,
        doc.linear(
          [
            [0, tint(col, 0.2)],
            [0.6, col],
            [1, dark(col, 0.25)],
          ],
          { x1: 0, y1: 0, x2: 1, y2: 0 },
        ),
      ) +
      ellipse(x, y - s * 0.32, s * 0.45, s * 0.06, dark(col, 0.3)) +
      ellipse(x - s * 0.1, y - s * 0.36, s * 0.08, s * 0.06, "#e0b040") +
      ellipse(x + s * 0.08, y - s * 0.37, s * 0.08, s * 0.06, "#dc8f70")
    );
  },
  candles(c, rand, x, y, s, col) {
    const { doc } = c;
    const out = [shadow(doc, x, y, s * 0.4, s * 0.04, 0.3, 5)];
    [
      [-0.22, 0.7],
      [0, 1],
      [0.22, 0.5],
    ].forEach(([dx, hh]) => {
      const cx = x + dx * s;
      out.push(ellipse(cx, y - s * 0.02, s * 0.1, s * 0.025, "#c9a24a"));
      out.push(rr(cx - s * 0.035, y - s * hh * 0.8, s * 0.07, s * hh * 0.78, 3, lit(doc, col, 0.1, "h")));
      out.push(
        circle(
          cx,
          y - s * hh * 0.85,
          s * 0.1,
          doc.radialXY(cx, y - s * hh * 0.85, s * 0.1, [
            [0, "#ffd98a", 0.6],
            [1, "#ffd98a", 0],
          ]),
        ) + ellipse(cx, y - s * hh * 0.84, s * 0.012, s * 0.03, "#ffcf5a"),
      );
    });
    return out.join("");
  },
  mirror(c, rand, x, y, s, col) {
    const { doc } = c;
    const mw = s * 0.5;
    const mh = s * 0.95;
    return (
      shadow(doc, x, y, s * 0.3, s * 0.04, 0.3, 5) +
      path(
        `M${f(x - mw / 2)},${f(y)} V${f(y - mh + mw / 2)} A${f(mw / 2)},${f(mw / 2)} 0 0 1 ${f(x + mw / 2)},${f(y - mh + mw / 2)} V${f(y)} Z`,
        lit(doc, col, 0.15),
      ) +
      path(
        `M${f(x - mw * 0.42)},${f(y - s * 0.03)} V${f(y - mh + mw / 2)} A${f(mw * 0.42)},${f(mw * 0.42)} 0 0 1 ${f(x + mw * 0.42)},${f(y - mh + mw / 2)} V${f(y - s * 0.03)} Z`,
        vgrad(doc, "#eef3f5", "#b9c6cc"),
      ) +
      path(
        `M${f(x - mw * 0.3)},${f(y - mh * 0.5)} L${f(x - mw * 0.05)},${f(y - mh * 0.75)}`,
        "none",
        'stroke="#ffffff" stroke-width="6" opacity="0.6"',
      )
    );
  },
  throw(c, rand, x, y, s, col) {
    const { doc } = c;
    const out = [shadow(doc, x, y, s * 0.45, s * 0.05, 0.3, 6)];
    for (let i = 0; i < 4; i++)
      out.push(rr(x - s * 0.4, y - s * 0.1 * (i + 1), s * 0.8, s * 0.1, s * 0.04, lit(doc, i % 2 ? col : tint(col, 0.25), 0.08, "v")));
    for (let k = 0; k < 8; k++)
      out.push(line(x - s * 0.35 + k * s * 0.1, y - s * 0.4, x - s * 0.35 + k * s * 0.1, y, dark(col, 0.15), 1.5, 'opacity="0.5"'));
    return out.join("");
  },
  jug(c, rand, x, y, s, col) {
    const { doc } = c;
    return (
      shadow(doc, x, y, s * 0.3, s * 0.04, 0.3, 5) +
      path(
        `M${f(x + s * 0.2)},${f(y - s * 0.6)} q${f(s * 0.22)},${f(s * 0.05)} ${f(s * 0.04)},${f(s * 0.35)}`,
        "none",
        `stroke="${dark(col, 0.15)}" stroke-width="${f(s * 0.05)}"`,
      ) +
      path(
        `M${f(x - s * 0.14)},${f(y - s * 0.75)} L${f(x + s * 0.2)},${f(y - s * 0.78)} Q${f(x + s * 0.12)},${f(y - s * 0.6)} ${f(x + s * 0.26)},${f(y - s * 0.35)} Q${f(x + s * 0.3)},${f(y)} ${f(x)},${f(y)} Q${f(x - s * 0.3)},${f(y)} ${f(x - s * 0.26)},${f(y - s * 0.35)} Q${f(x - s * 0.12)},${f(y - s * 0.6)} ${f(x - s * 0.14)},${f(y - s * 0.75)} Z`,
        doc.linear(
          [
            [0, tint(col, 0.2)],
            [0.6, col],
            [1, dark(col, 0.25)],
          ],
          { x1: 0, y1: 0, x2: 1, y2: 0 },
        ),
      ) +
      [0, 1, 2, 3].map((k) => path(leaf(x, y - s * 0.78, -Math.PI / 2 + (k - 1.5) * 0.4, s * 0.45, 0.18), "#56705a")).join("")
    );
  },
  planter(c, rand, x, y, s, col) {
    const { doc } = c;
    const out = [shadow(doc, x, y, s * 0.3, s * 0.04, 0.3, 5)];
    out.push(
      line(x - s * 0.2, y - s * 0.3, x - s * 0.26, y, "#6e4a2e", s * 0.025) +
        line(x + s * 0.2, y - s * 0.3, x + s * 0.26, y, "#6e4a2e", s * 0.025),
    );
    out.push(
      path(
        `M${f(x - s * 0.24)},${f(y - s * 0.55)} H${f(x + s * 0.24)} L${f(x + s * 0.2)},${f(y - s * 0.28)} H${f(x - s * 0.2)} Z`,
        lit(doc, col, 0.12, "h"),
      ),
    );
    for (let i = 0; i < 8; i++) {
      const a = -Math.PI / 2 + rand.range(-1, 1);
      out.push(path(leaf(x, y - s * 0.55, a, s * rand.range(0.3, 0.45), 0.45), rand.pick(["#4f7a4c", "#5e8c5a", "#3d6b57"])));
    }
    return out.join("");
  },
};

export const DECOR_KINDS = Object.keys(DECOR);

/** One decor object on a plinth against a plain coloured wall, for the shop's product tiles. */
export function decorObject({ w, h, seed, kind, colour }) {
  const rand = rng(seed);
  const c = canvas(w, h);
  const { doc } = c;
  const pal = rand.pick(LIGHT_PALS);
  const wall = tint(pal.base, rand.range(0.45, 0.65));
  const floorY = h * 0.74;
  c.add(
    `<rect width="${w}" height="${h}" fill="${doc.radialXY(w * 0.35, h * 0.3, Math.max(w, h) * 0.9, [
      [0, tint(wall, 0.3)],
      [1, dark(wall, 0.1)],
    ])}"/>`,
  );
  c.add(`<rect y="${f(floorY)}" width="${w}" height="${f(h - floorY)}" fill="${vgrad(doc, dark(wall, 0.08), dark(wall, 0.18))}"/>`);
  // Window light falling across the wall.
  c.add(
    `<polygon points="${pts([
      [w * 0.55, 0],
      [w * 0.85, 0],
      [w * 0.7, floorY],
      [w * 0.4, floorY],
    ])}" fill="#fff8e6" opacity="0.22"/>`,
  );
  const m = Math.min(w, h);
  const pw = m * 0.56;
  const ph = m * 0.09;
  c.add(shadow(doc, w / 2, floorY + m * 0.03, pw * 0.55, m * 0.02, 0.3, 8));
  c.add(rr(w / 2 - pw / 2, floorY - ph + m * 0.03, pw, ph, 2, lit(doc, rand.pick(["#f4f1ea", "#c9a27a", "#d9d4c7"]), 0.08, "h")));
  c.add(DECOR[kind](c, rand, w / 2, floorY - ph + m * 0.03, m * 0.55, colour || rand.pick([pal.deep, pal.base, pal.accent])));
  return c.done();
}

/** A styled console: a wall, a mirror or print, a low sideboard with objects, a rug and a plant. */
export function decorVignette({ w, h, seed }) {
  const rand = rng(seed);
  const c = canvas(w, h);
  const { doc } = c;
  const pal = rand.pick(LIGHT_PALS);
  const wall = rand.pick([tint(pal.base, 0.55), "#efe7da", "#e6ece4", tint(pal.deep, 0.7)]);
  const floorY = h * 0.8;
  c.add(`<rect width="${w}" height="${h}" fill="${vgrad(doc, tint(wall, 0.15), dark(wall, 0.06))}"/>`);
  c.add(`<rect y="${f(floorY)}" width="${w}" height="${f(h - floorY)}" fill="${vgrad(doc, "#b8875c", "#8e6440")}"/>`);
  c.add(rr(0, floorY - h * 0.02, w, h * 0.02, 0, dark(wall, 0.12)));
  c.add(
    `<polygon points="${pts([
      [w * 0.05, 0],
      [w * 0.35, 0],
      [w * 0.2, floorY],
      [-w * 0.1, floorY],
    ])}" fill="#fff8e6" opacity="0.2"/>`,
  );
  const m = Math.min(w, h);
  // Sideboard with slatted doors.
  const sx = w * 0.22;
  const sw = w * 0.56;
  const sh = h * 0.26;
  const st = floorY - sh;
  c.add(shadow(doc, w / 2, floorY, sw * 0.55, h * 0.015, 0.3, 6));
  c.add(rr(sx, st, sw, sh * 0.85, 3, lit(doc, rand.pick(["#6e4a2e", "#c9a27a", "#2a2826", "#56705a"]), 0.1, "v")));
  for (let i = 1; i < 24; i++)
    c.add(line(sx + (sw * i) / 24, st + sh * 0.08, sx + (sw * i) / 24, st + sh * 0.78, "#000000", 1.2, 'opacity="0.18"'));
  c.add(
    line(sx + sw * 0.06, floorY - sh * 0.15, sx + sw * 0.08, floorY, "#1e1e1e", 4) +
      line(sx + sw * 0.94, floorY - sh * 0.15, sx + sw * 0.92, floorY, "#1e1e1e", 4),
  );
  // On the wall: an arched mirror or a framed print.
  if (rand() < 0.5) c.add(DECOR.mirror(c, rand, w * 0.5, st - h * 0.04, m * 0.55, "#c9a24a"));
  else artFrame(c, rand, w * 0.38, h * 0.12, w * 0.24, h * 0.32, [pal.light, pal.base, pal.deep], "#1e1e1e");
  // On the sideboard.
  c.add(DECOR.jug(c, rand, sx + sw * 0.15, st, m * 0.3, pal.deep));
  c.add(DECOR.candles(c, rand, sx + sw * 0.82, st, m * 0.22, "#f4f1ea"));
  c.add(DECOR.bowl(c, rand, sx + sw * 0.62, st, m * 0.16, pal.accent));
  shelf(c, rand, sx + sw * 0.3, st, sw * 0.2, [pal.base, pal.deep, "#f4f1ea", "#1e1e1e"]);
  rug(c, w / 2, floorY + (h - floorY) * 0.55, w * 0.8, tint(pal.deep, 0.2), pal.light);
  plant(c, rand, w * 0.1, floorY + h * 0.04, h * 0.55, {
    kind: rand.pick(["monstera", "olive", "snake"]),
    pot: rand.pick(["#f4f1ea", "#1e1e1e", pal.deep]),
  });
  c.add(DECOR.planter(c, rand, w * 0.9, floorY + h * 0.06, m * 0.4, rand.pick(["#f4f1ea", pal.base])));
  return c.done();
}
