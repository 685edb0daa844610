// Money and advice: printed reports with charts on a desk seen from above, a
// trading desk's monitors in a dim room, a financial district's skyline (by
// night, at dusk or in the late afternoon) and a strategy wall of sticky notes around
// a two-by-two matrix. The seed picks the palette, the data and the layout.
import { rng, f, text } from "../../lib/core.mjs";
import { canvas, PALETTES, tint, dark, vgrad, shadow, rr, circle, path, line, smoothOpen } from "../lib/style.mjs";
import { figure, look } from "../lib/figure.mjs";

/** A random walk, for price and revenue lines. */
function walk(rand, n, start = 0.5, step = 0.08, drift = 0.01) {
  const out = [start];
  for (let i = 1; i < n; i++) out.push(Math.min(0.95, Math.max(0.05, out[i - 1] + rand.range(-step, step) + drift)));
  return out;
}

/** A chart inside the box: bars, a line with its area or candles. */
function chart(c, rand, x, y, cw, ch, kind, cols) {
  let s = "";
  for (let i = 1; i < 4; i++) s += line(x, y + (ch * i) / 4, x + cw, y + (ch * i) / 4, cols.grid, 1, 'opacity="0.7"');
  if (kind === "bars") {
    const n = rand.int(6, 9);
    const v = walk(rand, n, 0.35, 0.12, 0.05);
    v.forEach((val, i) => {
      const bw = (cw / n) * 0.55;
      s += rr(x + (cw / n) * i + (cw / n - bw) / 2, y + ch - val * ch, bw, val * ch, 2, i === n - 1 ? cols.strong : cols.main);
    });
  } else if (kind === "candles") {
    const n = rand.int(16, 26);
    let p = 0.5;
    for (let i = 0; i < n; i++) {
      const o = p;
      p = Math.min(0.9, Math.max(0.1, p + rand.range(-0.08, 0.11)));
      const hi = Math.max(o, p) + rand.range(0.01, 0.06);
      const lo = Math.min(o, p) - rand.range(0.01, 0.06);
      const cx = x + (cw / n) * (i + 0.5);
      const col = p >= o ? cols.up : cols.down;
      s += line(cx, y + ch - hi * ch, cx, y + ch - lo * ch, col, 1.4);
      s += rr(cx - (cw / n) * 0.3, y + ch - Math.max(o, p) * ch, (cw / n) * 0.6, Math.max(2, Math.abs(p - o) * ch), 1, col);
    }
  } else {
    const n = 12;
    const v = walk(rand, n, 0.3, 0.1, 0.03);
    const p = v.map((val, i) => [x + (cw / (n - 1)) * i, y + ch - val * ch]);
    const d = smoothOpen(p);
    s += path(`${d} L${f(x + cw)},${f(y + ch)} L${f(x)},${f(y + ch)} Z`, cols.main, 'opacity="0.22"');
    s += path(d, "none", `stroke="${cols.strong}" stroke-width="${f(Math.max(2, cw / 160))}" stroke-linejoin="round"`);
  }
  return s;
}

/** A desk from above with printed reports, a tablet, a calculator, a pen and a coffee. */
export function chartDesk({ w, h, seed }) {
  const rand = rng(seed);
  const c = canvas(w, h);
  const { doc } = c;
  const pal = rand.pick(PALETTES.filter((p) => ["navy", "teal", "sage", "gold", "terracotta"].includes(p.name)));
  const top = rand.pick(["#2b2f36", "#e8e2d6", "#3b2f2a", "#d9dde2"]);
  const darkTop = top === "#2b2f36" || top === "#3b2f2a";
  c.add(
    `<rect width="${w}" height="${h}" fill="${doc.linear(
      [
        [0, tint(top, 0.06)],
        [1, dark(top, 0.08)],
      ],
      { x1: 0, y1: 0, x2: 1, y2: 1 },
    )}"/>`,
  );
  const cols = { grid: "#d5dbe3", main: pal.base, strong: pal.deep, up: "#2f8f6a", down: "#c0513e" };
  // Two printed sheets, overlapping.
  const sheets = [
    [w * rand.range(0.06, 0.12), h * rand.range(0.1, 0.2), rand.range(-9, -3)],
    [w * rand.range(0.3, 0.36), h * rand.range(0.22, 0.3), rand.range(3, 9)],
  ];
  sheets.forEach(([sx, sy, rot], sheet) => {
    const pw = w * 0.3;
    const ph = pw * 1.32;
    c.add(`<g transform="rotate(${f(rot)} ${f(sx + pw / 2)} ${f(sy + ph / 2)})">`);
    c.add(shadow(doc, sx + pw / 2 + 8, sy + ph / 2 + 10, pw * 0.52, ph * 0.5, 0.35, 14) + rr(sx, sy, pw, ph, 3, "#fdfdfb"));
    c.add(
      rr(sx + pw * 0.08, sy + ph * 0.06, pw * 0.5, 9, 3, "#2a2f3a") + rr(sx + pw * 0.08, sy + ph * 0.06 + 20, pw * 0.32, 6, 3, "#9aa3b0"),
    );
    c.add(chart(c, rand, sx + pw * 0.08, sy + ph * 0.16, pw * 0.84, ph * 0.34, sheet === 0 ? "bars" : "line", cols));
    for (let i = 0; i < 6; i++) c.add(rr(sx + pw * 0.08, sy + ph * (0.58 + i * 0.055), pw * rand.range(0.55, 0.84), 5, 2, "#b8bfca"));
    // A small pie in the corner of the sheet.
    const pr = pw * 0.1;
    const pcx = sx + pw * 0.8;
    const pcy = sy + ph * 0.88;
    const share = rand.range(0.25, 0.45);
    c.add(
      circle(pcx, pcy, pr, pal.base) +
        path(
          `M${f(pcx)},${f(pcy)} L${f(pcx)},${f(pcy - pr)} A${f(pr)},${f(pr)} 0 0 1 ${f(pcx + Math.sin(share * 6.283) * pr)},${f(pcy - Math.cos(share * 6.283) * pr)} Z`,
          pal.deep,
        ),
    );
    c.add("</g>");
  });
  // Tablet with a candle chart.
  const tx = w * 0.6;
  const ty = h * rand.range(0.08, 0.16);
  const tw = w * 0.34;
  const th = tw * 0.7;
  c.add(`<g transform="rotate(${f(rand.range(-4, 4))} ${f(tx + tw / 2)} ${f(ty + th / 2)})">`);
  c.add(
    shadow(doc, tx + tw / 2 + 8, ty + th / 2 + 10, tw * 0.52, th * 0.5, 0.4, 14) +
      rr(tx, ty, tw, th, 18, "#15171c") +
      rr(tx + 12, ty + 12, tw - 24, th - 24, 8, "#0f1a2b"),
  );
  c.add(
    text(tx + 30, ty + 46, "Portfolio", { size: 16, weight: 600, fill: "#9fb3cc" }) +
      text(tx + 30, ty + 78, "+8.4%", { size: 26, weight: 700, fill: "#6fd3a5" }),
  );
  c.add(chart(c, rand, tx + 28, ty + 96, tw - 56, th - 130, "candles", { ...cols, grid: "#24324a" }));
  c.add("</g>");
  // Calculator.
  const kx = w * rand.range(0.66, 0.72);
  const ky = h * 0.6;
  c.add(
    `<g transform="rotate(${f(rand.range(-12, -4))} ${f(kx + 80)} ${f(ky + 110)})">` +
      shadow(doc, kx + 88, ky + 118, 90, 118, 0.35, 12) +
      rr(kx, ky, 170, 230, 14, "#e9e9ec") +
      rr(kx + 16, ky + 16, 138, 44, 6, "#c7d3c2"),
  );
  c.add(text(kx + 146, ky + 50, "12,480.00", { size: 19, weight: 600, fill: "#2a3a2a", anchor: "end" }));
  for (let r = 0; r < 4; r++)
    for (let k = 0; k < 4; k++)
      c.add(rr(kx + 16 + k * 36, ky + 76 + r * 36, 28, 28, 6, k === 3 ? pal.deep : r === 3 && k === 2 ? "#e9c05f" : "#ffffff"));
  c.add("</g>");
  // Pen and coffee.
  c.add(
    `<g transform="rotate(${f(rand.range(20, 40))} ${f(w * 0.55)} ${f(h * 0.75)})">` +
      rr(w * 0.54, h * 0.5, 12, h * 0.36, 6, darkTop ? "#e9c05f" : "#1e1e1e") +
      rr(w * 0.54, h * 0.5, 12, 40, 6, "#c9a27a") +
      "</g>",
  );
  const cx = w * rand.range(0.88, 0.93);
  const cy = h * rand.range(0.7, 0.84);
  c.add(
    shadow(doc, cx + 8, cy + 10, 70, 70, 0.35, 12) +
      circle(cx, cy, 74, "#f4f1ea") +
      circle(cx, cy, 52, "#fff") +
      circle(
        cx,
        cy,
        42,
        doc.radialXY(cx - 8, cy - 8, 48, [
          [0, "#9c6a40"],
          [1, "#4a2a14"],
        ]),
      ),
  );
  return c.done();
}

/** Three monitors of charts in a dim room, a keyboard's glow below. */
export function tradingScreens({ w, h, seed }) {
  const rand = rng(seed);
  const c = canvas(w, h);
  const { doc } = c;
  const glow = rand.pick(["#3b6fd8", "#1f8f8a", "#7a58d8"]);
  c.add(`<rect width="${w}" height="${h}" fill="${vgrad(doc, "#0b0e14", "#151a24")}"/>`);
  c.add(circle(w / 2, h * 0.42, w * 0.5, glow, `opacity="0.22" filter="${doc.blur(90)}"`));
  // Window strip of a night city behind.
  for (let i = 0; i < 30; i++) {
    const bx = rand.range(0, w);
    const bh = rand.range(h * 0.1, h * 0.3);
    c.add(rr(bx, h * 0.35 - bh, rand.range(30, 70), bh, 0, "#121826", 'opacity="0.9"'));
    for (let k = 0; k < 6; k++)
      if (rand() < 0.5)
        c.add(rr(bx + rand.range(4, 40), h * 0.35 - rand.range(8, bh), 4, 4, 0, "#e9c05f", `opacity="${f(rand.range(0.2, 0.6))}"`));
  }
  const cols = { grid: "#25324a", main: glow, strong: tint(glow, 0.35), up: "#4fd39a", down: "#ef6b5a" };
  const mons = [
    [w * 0.04, h * 0.22, w * 0.3, "line"],
    [w * 0.35, h * 0.16, w * 0.3, "candles"],
    [w * 0.66, h * 0.22, w * 0.3, "bars"],
  ];
  for (const [mx, my, mw, kind] of mons) {
    const mh = mw * 0.6;
    c.add(rr(mx - 8, my - 8, mw + 16, mh + 16, 10, "#05070b") + rr(mx, my, mw, mh, 4, "#0d1422"));
    c.add(
      rr(mx + 16, my + 16, mw * 0.28, 10, 3, "#5d6f8f") +
        text(mx + mw - 18, my + 30, `${rand.pick(["+", "−"])}${rand.range(0.2, 3.8).toFixed(2)}%`, {
          size: 18,
          weight: 700,
          fill: rand() < 0.6 ? cols.up : cols.down,
          anchor: "end",
        }),
    );
    c.add(chart(c, rand, mx + 18, my + 50, mw - 36, mh - 70, kind, cols));
    c.add(rr(mx + mw / 2 - 14, my + mh + 8, 28, h * 0.08, 0, "#05070b"));
  }
  // Desk edge and keyboard.
  c.add(`<rect x="0" y="${f(h * 0.74)}" width="${w}" height="${f(h * 0.26)}" fill="${vgrad(doc, "#1d222c", "#0a0c10")}"/>`);
  c.add(rr(w * 0.32, h * 0.8, w * 0.36, h * 0.08, 8, "#0d1017") + rr(w * 0.32, h * 0.8, w * 0.36, h * 0.08, 8, glow, `opacity="0.12"`));
  for (let r = 0; r < 3; r++)
    for (let k = 0; k < 16; k++) c.add(rr(w * 0.335 + k * w * 0.021, h * 0.81 + r * h * 0.023, w * 0.017, h * 0.017, 2, "#1b2130"));
  c.add(rr(w * 0.74, h * 0.82, w * 0.06, h * 0.09, 20, "#0d1017"));
  return c.done();
}

/** A financial district across the water: night with lit windows, or late afternoon. */
export function skyline({ w, h, seed, time = "night" }) {
  const rand = rng(seed);
  const c = canvas(w, h);
  const { doc } = c;
  const night = time === "night";
  const dusk = time === "dusk";
  const sky = night ? ["#0b1024", "#27305a", "#5a4a78"] : dusk ? ["#2d3a6b", "#d9826a", "#f6c48a"] : ["#7fb0d8", "#cfe0ea", "#f6dcb4"];
  c.add(
    `<rect width="${w}" height="${h}" fill="${doc.linear(
      [
        [0, sky[0]],
        [0.6, sky[1]],
        [1, sky[2]],
      ],
      { x1: 0, y1: 0, x2: 0, y2: 1 },
    )}"/>`,
  );
  if (night)
    for (let i = 0; i < 60; i++)
      c.add(circle(rand.range(0, w), rand.range(0, h * 0.4), rand.range(0.6, 1.6), "#fff", `opacity="${f(rand.range(0.2, 0.7))}"`));
  else
    c.add(
      circle(
        w * rand.range(0.15, 0.35),
        h * (dusk ? 0.62 : 0.42),
        dusk ? 80 : 60,
        dusk ? "#ffd29a" : "#fff3d6",
        `opacity="0.9" filter="${doc.blur(20)}"`,
      ),
    );
  const water = h * 0.74;
  // Far layer, then near towers with window grids.
  const far = night ? "#1c2342" : dusk ? "#6a5a78" : "#9fb4c6";
  let x = -20;
  while (x < w) {
    const bw = rand.range(40, 90);
    c.add(rr(x, water - rand.range(h * 0.12, h * 0.3), bw, h, 0, far));
    x += bw - 4;
  }
  x = -30;
  const body = night ? ["#0f1430", "#151b3b", "#1a2146"] : dusk ? ["#2e2a48", "#3a3352", "#26243d"] : ["#4c6378", "#5d7488", "#3c5064"];
  while (x < w) {
    const bw = rand.range(70, 150);
    const bh = rand.range(h * 0.25, h * 0.62);
    const top = water - bh;
    const col = rand.pick(body);
    c.add(
      rr(
        x,
        top,
        bw,
        bh + 2,
        0,
        doc.linear(
          [
            [0, tint(col, 0.12)],
            [1, col],
          ],
          { x1: 0, y1: 0, x2: 1, y2: 0 },
        ),
      ),
    );
    if (rand() < 0.35) c.add(path(`M${f(x)},${f(top)} L${f(x + bw / 2)},${f(top - bw * 0.5)} L${f(x + bw)},${f(top)} Z`, col));
    if (rand() < 0.3)
      c.add(line(x + bw / 2, top, x + bw / 2, top - 60, col, 3) + (night ? circle(x + bw / 2, top - 60, 3, "#ef6b5a") : ""));
    const lit = night || dusk ? "#f3d58a" : "#dbe8f2";
    for (let wy = top + 14; wy < water - 10; wy += 16) {
      for (let wx = x + 8; wx < x + bw - 10; wx += 14) {
        if (rand() < (night ? 0.42 : dusk ? 0.3 : 0.25)) c.add(rr(wx, wy, 7, 8, 0, lit, `opacity="${f(rand.range(0.45, 0.95))}"`));
      }
    }
    x += bw + rand.range(-10, 14);
  }
  // Water with the lights' reflections.
  c.add(
    `<rect x="0" y="${f(water)}" width="${w}" height="${f(h - water)}" fill="${vgrad(doc, night ? "#10163a" : dusk ? "#5a4a6e" : "#5f87a8", night ? "#05081a" : dusk ? "#1d1a30" : "#2f4f6c")}"/>`,
  );
  for (let i = 0; i < 140; i++) {
    const rx = rand.range(0, w);
    const ry = rand.range(water + 4, h);
    c.add(
      rr(
        rx,
        ry,
        rand.range(10, 50),
        2,
        1,
        night ? "#f3d58a" : "#e8f1f7",
        `opacity="${f(rand.range(0.1, 0.45) * (1 - (ry - water) / (h - water)))}"`,
      ),
    );
  }
  return c.done();
}

/** A strategy workshop: sticky notes in columns and a two-by-two matrix, two people at the wall. */
export function strategyWall({ w, h, seed }) {
  const rand = rng(seed);
  const c = canvas(w, h);
  const { doc } = c;
  const wall = rand.pick(["#eef0f2", "#f1ece3", "#e9eef0"]);
  c.add(`<rect width="${w}" height="${h}" fill="${vgrad(doc, tint(wall, 0.3), dark(wall, 0.05))}"/>`);
  c.add(`<rect x="0" y="${f(h * 0.86)}" width="${w}" height="${f(h * 0.14)}" fill="${vgrad(doc, "#b9a58a", "#9c8568")}"/>`);
  // Whiteboard.
  const bx = w * 0.06;
  const by = h * 0.08;
  const bw = w * 0.88;
  const bh = h * 0.62;
  c.add(
    shadow(doc, bx + bw / 2, by + bh + 6, bw * 0.5, 10, 0.25, 8) +
      rr(bx - 6, by - 6, bw + 12, bh + 12, 6, "#b8bec6") +
      rr(bx, by, bw, bh, 3, "#fcfcfb"),
  );
  // Matrix on the right part of the board.
  const mx = bx + bw * 0.6;
  const my = by + bh * 0.1;
  const ms = bh * 0.8;
  c.add(line(mx, my + ms / 2, mx + ms, my + ms / 2, "#2b3a55", 3) + line(mx + ms / 2, my, mx + ms / 2, my + ms, "#2b3a55", 3));
  c.add(
    text(mx + ms - 4, my + ms / 2 - 10, "Impact", { size: 16, weight: 600, fill: "#2b3a55", anchor: "end" }) +
      text(mx + ms / 2 + 10, my + 18, "Effort", { size: 16, weight: 600, fill: "#2b3a55" }),
  );
  const noteCols = ["#f6d46b", "#f3a98f", "#9fd3c7", "#b9c6f2", "#f7f0a8"];
  for (let i = 0; i < 9; i++)
    c.add(
      rr(
        mx + rand.range(10, ms - 60),
        my + rand.range(10, ms - 60),
        44,
        44,
        2,
        rand.pick(noteCols),
        `transform="rotate(${f(rand.range(-6, 6))} ${f(mx + ms / 2)} ${f(my + ms / 2)})"`,
      ),
    );
  c.add(circle(mx + ms * 0.78, my + ms * 0.22, 34, "none", 'stroke="#c0513e" stroke-width="3"'));
  // Columns of notes on the left.
  ["Now", "Next", "Later"].forEach((label, k) => {
    const cx = bx + bw * (0.04 + k * 0.18);
    c.add(text(cx, by + 40, label, { size: 20, weight: 700, fill: "#2b3a55" }) + line(cx, by + 50, cx + bw * 0.14, by + 50, "#2b3a55", 2));
    const n = rand.int(3, 5);
    for (let i = 0; i < n; i++) {
      const nx = cx + rand.range(-4, 8);
      const ny = by + 70 + i * bh * 0.17;
      const col = noteCols[(k + i) % noteCols.length];
      c.add(rr(nx, ny, bw * 0.13, bh * 0.14, 2, col, `transform="rotate(${f(rand.range(-4, 4))} ${f(nx)} ${f(ny)})"`));
      for (let l = 0; l < 3; l++) c.add(rr(nx + 10, ny + 16 + l * 14, bw * rand.range(0.05, 0.1), 4, 2, "#3a3a3a", 'opacity="0.55"'));
    }
  });
  // Two consultants at the wall.
  c.add(figure(doc, w * 0.33, h * 0.97, h * 0.62, look(rand), "present"));
  c.add(figure(doc, w * 0.74, h * 0.98, h * 0.64, look(rand), "stand", { flip: true }));
  return c.done();
}
