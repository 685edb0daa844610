// Scenes for the hospitality homes: a cocktail bar's back counter, a cafe's
// pastry case, a hotel pool deck and a spa treatment room. Each is drawn at
// eye level, so they sit well beside the top-down flat lays of dishes.
import { rng, f, pts } from "../../lib/core.mjs";
import { canvas, tint, dark, lit, vgrad, shadow, rr, circle, ellipse, path, line, leaf } from "../lib/style.mjs";
import { pendant, plant } from "../lib/room.mjs";

const BOTTLE_COLOURS = ["#3d6b57", "#9c4c36", "#e9c05f", "#6f8fbf", "#f4f1ea", "#5e3456", "#c97b3a", "#2f5d62"];

/** A bar's back counter: lit shelves of bottles, brass rail, stools and pendants. */
export function barCounter({ w, h, seed }) {
  const rand = rng(seed);
  const c = canvas(w, h);
  const { doc } = c;
  const wall = rand.pick([
    ["#1b1613", "#2e231b"],
    ["#13202a", "#1f3340"],
    ["#1f1420", "#33203a"],
  ]);
  c.add(`<rect width="${w}" height="${h}" fill="${vgrad(doc, wall[0], wall[1])}"/>`);
  // Shelves with a warm backlight.
  const shelfX = w * 0.08;
  const shelfW = w * 0.84;
  const rows = 3;
  for (let r = 0; r < rows; r++) {
    const sy = h * (0.2 + r * 0.15);
    c.add(
      rr(
        shelfX,
        sy - h * 0.12,
        shelfW,
        h * 0.12,
        0,
        doc.linear(
          [
            [0, "#ffc86a", 0.05],
            [1, "#ffc86a", 0.28],
          ],
          { x1: 0, y1: 0, x2: 0, y2: 1 },
        ),
      ),
    );
    c.add(rr(shelfX, sy, shelfW, h * 0.012, 0, "#c9a27a"));
    let x = shelfX + w * 0.01;
    while (x < shelfX + shelfW - w * 0.03) {
      const bw = w * rand.range(0.016, 0.026);
      const bh = h * rand.range(0.06, 0.1);
      const col = rand.pick(BOTTLE_COLOURS);
      c.add(rr(x, sy - bh, bw, bh, bw * 0.25, lit(doc, col, 0.18, "h"), 'opacity="0.92"'));
      c.add(rr(x + bw * 0.32, sy - bh - h * 0.025, bw * 0.36, h * 0.03, 2, dark(col, 0.3)));
      if (rand() < 0.5) c.add(rr(x + bw * 0.15, sy - bh * 0.6, bw * 0.7, bh * 0.25, 1, "#f4f1ea", 'opacity="0.7"'));
      x += bw + w * rand.range(0.004, 0.012);
    }
  }
  // Pendants over the counter.
  for (let i = 0; i < 4; i++) pendant(c, w * (0.2 + i * 0.2), 0, h * 0.12, w * 0.035, { col: "#e9c05f", kind: "dome", glow: true });
  // Counter.
  const top = h * 0.66;
  c.add(`<rect y="${f(top)}" width="${w}" height="${f(h - top)}" fill="${vgrad(doc, "#5a3a24", "#2a1a10")}"/>`);
  c.add(`<rect y="${f(top - h * 0.02)}" width="${w}" height="${f(h * 0.03)}" fill="${vgrad(doc, "#d9b08a", "#8f6a48")}"/>`);
  for (let i = 0; i < 14; i++) c.add(line((w * i) / 14, top + h * 0.02, (w * i) / 14, h, "#000", 2, 'opacity="0.18"'));
  c.add(line(0, h * 0.9, w, h * 0.9, "#e9c05f", h * 0.008));
  // Glasses and a shaker on the counter.
  for (let i = 0; i < 5; i++) {
    const gx = w * rand.range(0.12, 0.88);
    const gy = top - h * 0.02;
    const gh = h * rand.range(0.06, 0.1);
    const liquid = rand.pick(["#f2b230", "#e9433f", "#9fd3c7", "#c9568a", "#f08a6c"]);
    c.add(shadow(doc, gx, gy, w * 0.02, h * 0.006, 0.35, 3));
    c.add(rr(gx - w * 0.014, gy - gh, w * 0.028, gh, 3, "#ffffff", 'opacity="0.2"'));
    c.add(rr(gx - w * 0.011, gy - gh * 0.7, w * 0.022, gh * 0.66, 2, liquid, 'opacity="0.85"'));
  }
  const sx = w * rand.range(0.3, 0.7);
  c.add(
    rr(sx, top - h * 0.14, w * 0.03, h * 0.12, 6, lit(doc, "#c8ccd2", 0.25, "h")) +
      rr(sx + w * 0.006, top - h * 0.17, w * 0.018, h * 0.035, 4, "#c8ccd2"),
  );
  // Stools in silhouette.
  for (let i = 0; i < 4; i++) {
    const x = w * (0.16 + i * 0.23);
    c.add(ellipse(x, h * 0.86, w * 0.05, h * 0.018, "#111"));
    c.add(line(x, h * 0.87, x - w * 0.03, h, "#111", 5) + line(x, h * 0.87, x + w * 0.03, h, "#111", 5));
  }
  c.add(
    `<rect width="${w}" height="${h}" fill="${doc.radialXY(w / 2, h * 0.35, w * 0.8, [
      [0, "#ffc86a", 0.06],
      [1, "#000", 0.35],
    ])}"/>`,
  );
  return c.done();
}

/** A glass pastry case on a cafe counter: croissants, tarts, loaves and a cake. */
export function pastryCase({ w, h, seed }) {
  const rand = rng(seed);
  const c = canvas(w, h);
  const { doc } = c;
  const wall = rand.pick(["#e9dccb", "#dfe6dc", "#f0e2dc", "#e4e8ee"]);
  c.add(`<rect width="${w}" height="${h}" fill="${vgrad(doc, tint(wall, 0.3), wall)}"/>`);
  // Tiles behind the counter.
  for (let y = 0; y < h * 0.4; y += h * 0.05)
    for (let x = (y / (h * 0.05)) % 2 ? -w * 0.03 : 0; x < w; x += w * 0.06)
      c.add(rr(x + 2, y + 2, w * 0.06 - 4, h * 0.05 - 4, 2, dark(wall, 0.04)));
  // A chalk menu board.
  c.add(
    rr(w * 0.62, h * 0.05, w * 0.3, h * 0.26, 6, "#2a2c2a") +
      rr(w * 0.62, h * 0.05, w * 0.3, h * 0.26, 6, "none", 'stroke="#8f6a48" stroke-width="8"'),
  );
  for (let i = 0; i < 5; i++)
    c.add(
      rr(w * 0.65, h * (0.09 + i * 0.042), w * rand.range(0.12, 0.2), h * 0.012, 3, "#f4f1ea", 'opacity="0.75"') +
        rr(w * 0.86, h * (0.09 + i * 0.042), w * 0.03, h * 0.012, 3, "#e9c05f", 'opacity="0.8"'),
    );
  plant(c, rand, w * 0.1, h * 0.42, h * 0.3, { kind: "olive", pot: "#f4f1ea" });
  // Case frame and shelves.
  const cx0 = w * 0.05;
  const cw = w * 0.9;
  const cy0 = h * 0.42;
  const ch = h * 0.46;
  c.add(rr(cx0, cy0, cw, ch, 8, "#ffffff", 'opacity="0.35"'));
  const shelves = [cy0 + ch * 0.45, cy0 + ch * 0.92];
  for (const sy of shelves) c.add(rr(cx0, sy, cw, h * 0.012, 2, "#c9a27a"));
  const draw = {
    croissant(x, y, s) {
      return (
        shadow(doc, x, y, s * 0.9, s * 0.12, 0.3, 3) +
        path(
          `M${f(x - s)},${f(y)} Q${f(x)},${f(y - s * 1.2)} ${f(x + s)},${f(y)} Q${f(x)},${f(y - s * 0.35)} ${f(x - s)},${f(y)} Z`,
          lit(doc, "#d9902e", 0.2),
        ) +
        line(x - s * 0.3, y - s * 0.5, x - s * 0.15, y - s * 0.2, "#9c5a2a", 2) +
        line(x + s * 0.3, y - s * 0.5, x + s * 0.15, y - s * 0.2, "#9c5a2a", 2)
      );
    },
    tart(x, y, s) {
      const fruit = rand.pick(["#c4243a", "#3a5a9a", "#f2a230", "#7aa54a"]);
      let out =
        shadow(doc, x, y, s, s * 0.1, 0.3, 3) +
        rr(x - s, y - s * 0.35, s * 2, s * 0.35, s * 0.1, "#d9a05a") +
        ellipse(x, y - s * 0.35, s, s * 0.16, "#f3e3b0");
      for (let i = 0; i < 6; i++) out += circle(x - s * 0.7 + i * s * 0.28, y - s * 0.38, s * 0.12, fruit);
      return out;
    },
    loaf(x, y, s) {
      return (
        shadow(doc, x, y, s, s * 0.12, 0.3, 3) +
        path(
          `M${f(x - s)},${f(y)} Q${f(x - s)},${f(y - s * 0.8)} ${f(x)},${f(y - s * 0.8)} Q${f(x + s)},${f(y - s * 0.8)} ${f(x + s)},${f(y)} Z`,
          lit(doc, "#b0702e", 0.15),
        ) +
        line(x - s * 0.4, y - s * 0.55, x - s * 0.1, y - s * 0.35, "#f3d9a0", 3) +
        line(x + s * 0.1, y - s * 0.6, x + s * 0.4, y - s * 0.4, "#f3d9a0", 3)
      );
    },
    cake(x, y, s) {
      const icing = rand.pick(["#f6e7cf", "#efbcb2", "#6b3e24"]);
      return (
        shadow(doc, x, y, s, s * 0.1, 0.3, 3) +
        rr(x - s, y - s * 0.9, s * 2, s * 0.9, s * 0.08, lit(doc, icing, 0.1, "h")) +
        rr(x - s, y - s * 0.55, s * 2, s * 0.1, 0, "#c4243a", 'opacity="0.7"') +
        circle(x, y - s * 1.02, s * 0.13, "#c4243a")
      );
    },
  };
  const kinds = Object.keys(draw);
  for (const sy of shelves) {
    let x = cx0 + cw * 0.08;
    while (x < cx0 + cw * 0.94) {
      const s = w * rand.range(0.03, 0.045);
      c.add(draw[rand.pick(kinds)](x + s, sy, s));
      x += s * 2 + w * rand.range(0.02, 0.04);
    }
  }
  // Glass reflections.
  c.add(
    path(
      `M${f(cx0 + cw * 0.1)},${f(cy0)} l${f(cw * 0.08)},0 l${f(-cw * 0.12)},${f(ch)} l${f(-cw * 0.08)},0 Z`,
      "#ffffff",
      'opacity="0.18"',
    ),
  );
  c.add(
    path(`M${f(cx0 + cw * 0.6)},${f(cy0)} l${f(cw * 0.04)},0 l${f(-cw * 0.1)},${f(ch)} l${f(-cw * 0.04)},0 Z`, "#ffffff", 'opacity="0.14"'),
  );
  c.add(`<rect y="${f(cy0 + ch)}" width="${w}" height="${f(h - cy0 - ch)}" fill="${vgrad(doc, "#8f6a48", "#5a3a24")}"/>`);
  return c.done();
}

/** A hotel pool deck: water, loungers under umbrellas, palms and the sea beyond. */
export function poolDeck({ w, h, seed }) {
  const rand = rng(seed);
  const c = canvas(w, h);
  const { doc } = c;
  const dusk = rand() < 0.4;
  c.add(`<rect width="${w}" height="${h * 0.45}" fill="${vgrad(doc, dusk ? "#f3a37a" : "#8ec5e8", dusk ? "#fde0b8" : "#eaf4f8")}"/>`);
  c.add(circle(w * rand.range(0.2, 0.8), h * 0.3, h * 0.06, dusk ? "#ffd98a" : "#fffbe8", 'opacity="0.9"'));
  c.add(
    `<rect y="${f(h * 0.36)}" width="${w}" height="${f(h * 0.1)}" fill="${vgrad(doc, dusk ? "#5a7fa0" : "#2f7fa5", dusk ? "#8aa6b8" : "#5fb0c8")}"/>`,
  );
  // Deck.
  c.add(`<rect y="${f(h * 0.45)}" width="${w}" height="${f(h * 0.55)}" fill="${vgrad(doc, "#e8dcc8", "#cbb89a")}"/>`);
  for (let i = 0; i < 12; i++) c.add(line(0, h * (0.47 + i * 0.045), w, h * (0.47 + i * 0.045), "#b39c7a", 1.5, 'opacity="0.5"'));
  // Pool in perspective.
  const pool = [
    [w * 0.12, h * 0.58],
    [w * 0.88, h * 0.58],
    [w * 1.05, h * 0.95],
    [w * -0.05, h * 0.95],
  ];
  c.add(
    `<polygon points="${pts(pool)}" fill="${doc.linear(
      [
        [0, "#7fd3dc"],
        [1, "#2f9bb0"],
      ],
      { x1: 0, y1: 0, x2: 0, y2: 1 },
    )}"/>`,
  );
  c.add(`<polygon points="${pts(pool)}" fill="none" stroke="#f4f1ea" stroke-width="${f(h * 0.012)}"/>`);
  for (let i = 0; i < 18; i++) {
    const y = h * rand.range(0.6, 0.92);
    const x = w * rand.range(0.1, 0.85);
    c.add(
      path(
        `M${f(x)},${f(y)} q${f(w * 0.02)},${f(-h * 0.008)} ${f(w * 0.04)},0 t${f(w * 0.04)},0`,
        "none",
        'stroke="#ffffff" stroke-width="2" opacity="0.55"',
      ),
    );
  }
  // Loungers and umbrellas along the far edge.
  for (let i = 0; i < 4; i++) {
    const x = w * (0.16 + i * 0.22);
    const y = h * 0.55;
    const col = rand.pick(["#f4f1ea", "#e9c05f", "#2f5d62", "#dc8f70"]);
    c.add(shadow(doc, x, y + h * 0.01, w * 0.06, h * 0.008, 0.3, 3));
    c.add(
      path(
        `M${f(x - w * 0.06)},${f(y)} L${f(x + w * 0.03)},${f(y)} L${f(x + w * 0.06)},${f(y - h * 0.04)} L${f(x + w * 0.05)},${f(y - h * 0.045)} L${f(x + w * 0.025)},${f(y - h * 0.01)} L${f(x - w * 0.06)},${f(y - h * 0.01)} Z`,
        col,
      ),
    );
    if (i % 2 === 0) {
      c.add(line(x - w * 0.01, y, x - w * 0.01, y - h * 0.2, "#6e4a2e", 3));
      c.add(
        path(
          `M${f(x - w * 0.09)},${f(y - h * 0.18)} Q${f(x - w * 0.01)},${f(y - h * 0.26)} ${f(x + w * 0.07)},${f(y - h * 0.18)} Z`,
          rand.pick(["#f4f1ea", "#e9c05f", "#2f5d62"]),
        ),
      );
    }
  }
  // Palms at both sides.
  for (const [px, lean] of [
    [w * 0.05, 1],
    [w * 0.95, -1],
  ]) {
    const baseY = h * 0.7;
    const topX = px + lean * w * 0.05;
    const topY = h * 0.12;
    c.add(
      path(
        `M${f(px - 6)},${f(baseY)} Q${f(px + lean * w * 0.02)},${f(h * 0.4)} ${f(topX)},${f(topY)} L${f(topX + 8)},${f(topY)} Q${f(px + lean * w * 0.03)},${f(h * 0.4)} ${f(px + 8)},${f(baseY)} Z`,
        "#7a5a3a",
      ),
    );
    for (let k = 0; k < 8; k++)
      c.add(
        path(
          leaf(topX, topY, (k / 8) * Math.PI * 2 + rand.range(-0.2, 0.2), h * rand.range(0.14, 0.2), 0.22),
          rand.pick(["#3d7f3a", "#2f6b3a", "#5e9a4a"]),
        ),
      );
  }
  c.add(
    `<rect width="${w}" height="${h}" fill="${doc.radialXY(w / 2, h * 0.4, w * 0.8, [
      [0, "#fff", 0],
      [1, "#000", 0.18],
    ])}"/>`,
  );
  return c.done();
}

/** A spa treatment room: a made-up massage bed, warm lamps, stone basin and screens. */
export function treatmentRoom({ w, h, seed }) {
  const rand = rng(seed);
  const c = canvas(w, h);
  const { doc } = c;
  const wall = rand.pick(["#d8c6b0", "#cdd5c7", "#e3cfc6", "#c9c3b8"]);
  c.add(`<rect width="${w}" height="${h}" fill="${vgrad(doc, tint(wall, 0.15), dark(wall, 0.1))}"/>`);
  // Slatted screen on the back wall.
  for (let i = 0; i < 26; i++) c.add(rr(w * 0.05 + i * w * 0.035, h * 0.08, w * 0.02, h * 0.58, 2, dark(wall, 0.18), 'opacity="0.6"'));
  c.add(
    circle(
      w * 0.5,
      h * 0.35,
      h * 0.3,
      doc.radialXY(w * 0.5, h * 0.35, h * 0.3, [
        [0, "#ffd98a", 0.35],
        [1, "#ffd98a", 0],
      ]),
    ),
  );
  // Floor.
  const fy = h * 0.66;
  c.add(`<rect y="${f(fy)}" width="${w}" height="${f(h - fy)}" fill="${vgrad(doc, "#a88462", "#7a5a3a")}"/>`);
  // Massage bed with a folded towel and petals.
  const bx = w * 0.22;
  const bw = w * 0.56;
  const by = h * 0.62;
  c.add(shadow(doc, w / 2, h * 0.86, bw * 0.55, h * 0.02, 0.3, 6));
  c.add(rr(bx, by, bw, h * 0.07, 10, lit(doc, "#f4f1ea", 0.08, "v")));
  c.add(
    rr(bx + bw * 0.05, by + h * 0.07, w * 0.015, h * 0.17, 3, "#6e4a2e") +
      rr(bx + bw * 0.93, by + h * 0.07, w * 0.015, h * 0.17, 3, "#6e4a2e"),
  );
  const towel = rand.pick(["#9fb8a8", "#e9c05f", "#c9a27a", "#b76e6e"]);
  c.add(rr(bx + bw * 0.35, by - h * 0.005, bw * 0.3, h * 0.05, 6, lit(doc, towel, 0.1)));
  for (let i = 0; i < 9; i++)
    c.add(
      ellipse(
        bx + bw * rand.range(0.2, 0.85),
        by + h * rand.range(0.005, 0.02),
        w * 0.006,
        h * 0.004,
        rand.pick(["#c4243a", "#efbcb2", "#f6e3b4"]),
      ),
    );
  // Side shelf with candles, oils and a stone bowl.
  const sx = w * 0.82;
  c.add(rr(sx, h * 0.55, w * 0.14, h * 0.02, 3, "#6e4a2e"));
  for (let i = 0; i < 3; i++) {
    const x = sx + w * (0.02 + i * 0.04);
    const hh = h * rand.range(0.05, 0.08);
    c.add(
      circle(
        x,
        h * 0.55 - hh - 6,
        18,
        doc.radialXY(x, h * 0.55 - hh - 6, 18, [
          [0, "#ffd98a", 0.6],
          [1, "#ffd98a", 0],
        ]),
      ),
    );
    c.add(rr(x - 8, h * 0.55 - hh, 16, hh, 3, "#fbf3e3") + ellipse(x, h * 0.55 - hh - 5, 2.5, 5, "#ffcf5a"));
  }
  c.add(rr(w * 0.04, h * 0.52, w * 0.1, h * 0.03, 3, "#6e4a2e"));
  c.add(
    rr(w * 0.06, h * 0.44, w * 0.025, h * 0.08, 5, lit(doc, "#c97b3a", 0.2, "h"), 'opacity="0.85"') +
      rr(w * 0.095, h * 0.47, w * 0.02, h * 0.05, 4, lit(doc, "#9fb8a8", 0.2, "h")),
  );
  plant(c, rand, w * 0.1, h * 0.9, h * 0.32, { kind: "snake", pot: "#f4f1ea" });
  for (let i = 0; i < 2; i++) pendant(c, w * (0.38 + i * 0.24), 0, h * 0.1, w * 0.03, { col: "#c9a27a", kind: "dome", glow: true });
  return c.done();
}
