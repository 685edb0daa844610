// Rooms: living rooms, cafés, restaurants, hotel rooms, a spa, offices and
// coworking floors. All share the one-point room shell (lib/room.mjs); the
// seed varies palette, window view, furniture, lamps and the people in it.
import { rng, f, pts } from "../../lib/core.mjs";
import { canvas, PALETTES, tint, dark, lit, vgrad, shadow, rr, circle, ellipse, path, line } from "../lib/style.mjs";
import {
  shell,
  windowView,
  artFrame,
  plant,
  sofa,
  floorLamp,
  pendant,
  table,
  chair,
  shelf,
  desk,
  bed,
  sideTable,
  rug,
} from "../lib/room.mjs";
import { figure, look } from "../lib/figure.mjs";

const lightPal = (rand) => rand.pick(PALETTES.filter((p) => p.name !== "charcoal"));
const WALLS = ["#efe7da", "#e6ece4", "#f1e4dc", "#e4eaf0", "#f3ede2", "#e9e2ea", "#ede3cf"];
const FLOORS = ["#c9a27a", "#b8875c", "#d8c3a5", "#a8876a", "#cfc6b8"];

function roomBase(c, rand, pal, o = {}) {
  const wall = o.wall || rand.pick(WALLS);
  return shell(c, rand, {
    wall,
    floor: o.floor || rand.pick(FLOORS),
    side: o.side || dark(wall, 0.08),
    ceiling: o.ceiling || tint(wall, 0.4),
    floorKind: o.floorKind || "planks",
    depth: o.depth ?? rand.range(0.1, 0.16),
    backTop: o.backTop ?? 0.1,
    backBottom: o.backBottom ?? rand.range(0.7, 0.76),
  });
}

export function livingRoom({ w, h, seed }) {
  const rand = rng(seed);
  const c = canvas(w, h);
  const pal = lightPal(rand);
  const R = roomBase(c, rand, pal, { wall: rand() < 0.4 ? tint(pal.base, 0.55) : undefined });
  const flip = rand() < 0.5;
  const X = (t) => (flip ? R.x1 - (t - R.x0) + R.x0 : t);
  const ww = R.W * 0.3;
  windowView(c, rand, X(R.x0 + R.W * 0.08) - (flip ? ww : 0), R.y0 + R.H * 0.12, ww, R.H * 0.62, {
    view: rand.pick(["city", "hills", "sea", "garden"]),
    panes: rand.int(2, 3),
    arch: rand() < 0.35,
  });
  const fw = R.W * 0.16;
  artFrame(c, rand, X(R.x0 + R.W * 0.52) - (flip ? fw : 0), R.y0 + R.H * 0.14, fw, fw * 0.75, [pal.light, pal.base, pal.deep]);
  artFrame(
    c,
    rand,
    X(R.x0 + R.W * 0.71) - (flip ? fw * 0.6 : 0),
    R.y0 + R.H * 0.18,
    fw * 0.6,
    fw * 0.8,
    [pal.accent, "#e9c05f", pal.deep],
    "#c9a27a",
  );
  rug(c, X(R.x0 + R.W * 0.62), R.y1 + (c.h - R.y1) * 0.35, R.W * 0.8, tint(pal.deep, 0.25), pal.light);
  sofa(c, X(R.x0 + R.W * 0.64), R.y1 + R.H * 0.02, R.W * 0.5, rand.pick([pal.deep, pal.base, "#56705a", "#2b3a55", "#d9d4c7"]), {
    cushions: [pal.accent, "#e9c05f"],
  });
  floorLamp(c, X(R.x0 + R.W * 0.93), R.y1 + R.H * 0.02, R.H * 0.85, { kind: rand.pick(["arc", "tripod"]) });
  plant(c, rand, X(R.x0 + R.W * 0.42), R.y1 + R.H * 0.03, R.H * 0.55, {
    kind: rand.pick(["monstera", "snake", "olive"]),
    pot: rand.pick(["#f4f1ea", "#1e1e1e", pal.deep]),
  });
  table(c, X(R.x0 + R.W * 0.66), c.h * 0.93, R.W * 0.34, R.H * 0.14, {
    top: rand.pick(["#6e4a2e", "#1e1e1e", "#c9a27a"]),
    round: rand() < 0.4,
  });
  // Books and a vase on the coffee table.
  const ty = c.h * 0.93 - R.H * 0.14 - R.W * 0.34 * 0.035;
  const tx = X(R.x0 + R.W * 0.62);
  c.add(
    rr(tx - R.W * 0.06, ty - R.H * 0.03, R.W * 0.09, R.H * 0.03, 2, pal.accent) +
      rr(tx - R.W * 0.05, ty - R.H * 0.055, R.W * 0.08, R.H * 0.025, 2, "#e9c05f"),
  );
  c.add(
    path(
      `M${f(tx + R.W * 0.06)},${f(ty)} q${f(-R.W * 0.02)},${f(-R.H * 0.08)} ${f(R.W * 0.015)},${f(-R.H * 0.12)} h${f(R.W * 0.01)} q${f(R.W * 0.035)},${f(R.H * 0.04)} ${f(R.W * 0.015)},${f(R.H * 0.12)} Z`,
      lit(c.doc, pal.light === "#f7efdf" ? "#ba8023" : pal.deep, 0.15, "h"),
    ),
  );
  return c.done();
}

export function cafe({ w, h, seed }) {
  const rand = rng(seed);
  const c = canvas(w, h);
  const pal = lightPal(rand);
  const wall = rand.pick(["#2e4a4f", "#3b2f2a", "#1e1e1e", "#56705a", "#efe7da"]);
  const darkWall = wall !== "#efe7da";
  const R = roomBase(c, rand, pal, {
    wall,
    side: dark(wall, 0.15),
    ceiling: dark(wall, 0.25),
    floor: rand.pick(["#a8876a", "#6e4a2e", "#cfc6b8"]),
    floorKind: rand.pick(["planks", "tiles"]),
  });
  // Menu board and shelves of jars.
  const mbx = R.x0 + R.W * 0.08;
  c.add(rr(mbx, R.y0 + R.H * 0.1, R.W * 0.3, R.H * 0.34, 6, "#1b1b1b", `stroke="#c9a27a" stroke-width="${f(R.W * 0.008)}"`));
  for (let i = 0; i < 5; i++) {
    const yy = R.y0 + R.H * (0.17 + i * 0.055);
    c.add(rr(mbx + R.W * 0.025, yy, R.W * rand.range(0.12, 0.18), R.H * 0.014, 2, "#f4f1ea", 'opacity="0.8"'));
    c.add(rr(mbx + R.W * 0.24, yy, R.W * 0.035, R.H * 0.014, 2, "#e9c05f"));
  }
  shelf(c, rand, R.x0 + R.W * 0.45, R.y0 + R.H * 0.32, R.W * 0.45, ["#e9c05f", "#f4f1ea", "#c9a27a", pal.base, "#9c4c36"]);
  shelf(c, rand, R.x0 + R.W * 0.45, R.y0 + R.H * 0.55, R.W * 0.45, ["#e9c05f", "#f4f1ea", "#c9a27a", pal.base, "#56705a"]);
  // Counter with espresso machine.
  const cy = R.y1 + R.H * 0.08;
  const cx0 = R.x0 + R.W * 0.04;
  const cw = R.W * 0.6;
  c.add(shadow(c.doc, cx0 + cw / 2, cy, cw / 2, R.H * 0.02, 0.3, 5));
  c.add(
    `<rect x="${f(cx0)}" y="${f(cy - R.H * 0.34)}" width="${f(cw)}" height="${f(R.H * 0.34)}" fill="${lit(c.doc, rand.pick(["#c9a27a", "#f4f1ea", pal.deep, "#6e4a2e"]), 0.08, "v")}"/>`,
  );
  for (let i = 1; i < 10; i++) c.add(line(cx0 + (cw * i) / 10, cy - R.H * 0.3, cx0 + (cw * i) / 10, cy - 3, "#000", 1.5, 'opacity="0.12"'));
  c.add(
    `<rect x="${f(cx0 - R.W * 0.01)}" y="${f(cy - R.H * 0.36)}" width="${f(cw + R.W * 0.02)}" height="${f(R.H * 0.025)}" fill="#1e1e1e"/>`,
  );
  const top = cy - R.H * 0.36;
  const ex = cx0 + cw * 0.3;
  c.add(rr(ex - R.W * 0.07, top - R.H * 0.2, R.W * 0.14, R.H * 0.2, 6, lit(c.doc, "#c8ccd2", 0.15)));
  c.add(rr(ex - R.W * 0.055, top - R.H * 0.16, R.W * 0.11, R.H * 0.05, 3, "#2a2a2a"));
  for (const sg of [-1, 1]) c.add(rr(ex + sg * R.W * 0.03 - 4, top - R.H * 0.1, 8, R.H * 0.04, 2, "#1e1e1e"));
  for (let i = 0; i < 3; i++) c.add(rr(cx0 + cw * (0.55 + i * 0.08), top - R.H * 0.06, R.W * 0.025, R.H * 0.06, 3, "#f4f1ea"));
  // Barista behind the counter.
  c.add(
    figure(
      c.doc,
      cx0 + cw * 0.75,
      cy - R.H * 0.05,
      R.H * 0.72,
      look(rand, { top: rand.pick(["#f4f1ea", "#1e1e1e", "#56705a"]) }),
      "stand",
      { shadowOn: false },
    ),
  );
  c.add(
    `<rect x="${f(cx0)}" y="${f(cy - R.H * 0.34)}" width="${f(cw)}" height="${f(R.H * 0.34)}" fill="${lit(c.doc, rand.pick(["#c9a27a", "#f4f1ea", pal.deep, "#6e4a2e"]), 0.08, "v")}"/>`,
  );
  c.add(
    `<rect x="${f(cx0 - R.W * 0.01)}" y="${f(cy - R.H * 0.36)}" width="${f(cw + R.W * 0.02)}" height="${f(R.H * 0.025)}" fill="#1e1e1e"/>`,
  );
  // Pendant lamps and stools.
  const lampKind = rand.pick(["dome", "globe", "cone"]);
  for (let i = 0; i < 4; i++)
    pendant(c, R.x0 + R.W * (0.15 + i * 0.22), 0, R.y0 + R.H * rand.range(0.05, 0.15), R.W * 0.045, {
      col: rand.pick(["#1e1e1e", "#e9c05f", "#f4f1ea"]),
      kind: lampKind,
    });
  for (let i = 0; i < 3; i++)
    chair(c, cx0 + cw * (0.18 + i * 0.3), c.h * 0.97, R.H * 0.55, { kind: "stool", col: rand.pick(["#e9c05f", "#c9a27a", pal.base]) });
  // Café table with a guest at the right.
  const gx = R.x0 + R.W * 0.86;
  chair(c, gx + R.W * 0.06, c.h * 0.95, R.H * 0.55, { kind: "shell", col: pal.base, flip: true });
  c.add(figure(c.doc, gx - R.W * 0.02, c.h * 0.95, R.H * 0.9, look(rand), "sit", { flip: true }));
  table(c, gx - R.W * 0.09, c.h * 0.96, R.W * 0.14, R.H * 0.32, { top: "#f4f1ea", round: true });
  if (darkWall)
    c.add(
      `<rect width="${w}" height="${h}" fill="${c.doc.radialXY(w / 2, h * 0.3, w * 0.7, [
        [0, "#ffd98a", 0.08],
        [1, "#000", 0.15],
      ])}"/>`,
    );
  return c.done();
}

export function restaurant({ w, h, seed }) {
  const rand = rng(seed);
  const c = canvas(w, h);
  const pal = lightPal(rand);
  const wall = rand.pick(["#3b2f2a", "#2e4a4f", "#5e3456", "#2b3a55", "#efe7da"]);
  const R = roomBase(c, rand, pal, {
    wall,
    side: dark(wall, 0.15),
    ceiling: dark(wall, 0.3),
    floor: rand.pick(["#6e4a2e", "#a8876a"]),
    backBottom: 0.66,
  });
  // Wall panelling and arched mirrors/windows.
  const n = rand.int(3, 4);
  for (let i = 0; i < n; i++) {
    const ww = (R.W / n) * 0.55;
    const x = R.x0 + (R.W / n) * (i + 0.5) - ww / 2;
    windowView(c, rand, x, R.y0 + R.H * 0.12, ww, R.H * 0.6, {
      view: "city",
      arch: true,
      panes: 2,
      frame: "#c9a27a",
      sky: ["#1f2a44", "#6b4a6e"],
    });
  }
  c.add(`<rect x="${f(R.x0)}" y="${f(R.y1 - R.H * 0.2)}" width="${f(R.W)}" height="${f(R.H * 0.2)}" fill="${dark(wall, 0.1)}"/>`);
  for (let i = 0; i < 4; i++)
    pendant(c, R.x0 + R.W * (0.12 + i * 0.25), 0, R.y0 + R.H * 0.1, R.W * 0.04, { col: "#e9c05f", kind: "globe" });
  // Tables with cloths, glasses, and chairs; two rows for depth.
  const rows = [
    { y: R.y1 + (c.h - R.y1) * 0.3, s: 0.8, xs: [0.2, 0.55, 0.88] },
    { y: c.h * 0.98, s: 1.15, xs: [0.05, 0.5, 0.95] },
  ];
  const cloth = rand.pick(["#f4f1ea", "#fbf8f1"]);
  for (const row of rows) {
    for (const fx of row.xs) {
      const x = R.x0 + R.W * fx;
      const tw = R.W * 0.2 * row.s;
      const th = R.H * 0.3 * row.s;
      chair(c, x - tw * 0.55, row.y, th * 1.6, { kind: "wood", col: "#6e4a2e", legs: "#3b2414" });
      chair(c, x + tw * 0.55, row.y, th * 1.6, { kind: "wood", col: "#6e4a2e", legs: "#3b2414", flip: true });
      c.add(shadow(c.doc, x, row.y, tw * 0.55, tw * 0.05, 0.3, 4));
      c.add(
        path(
          `M${f(x - tw / 2)},${f(row.y - th)} H${f(x + tw / 2)} L${f(x + tw * 0.52)},${f(row.y - th * 0.3)} H${f(x - tw * 0.52)} Z`,
          lit(c.doc, cloth, 0.06, "v"),
        ),
      );
      c.add(line(x, row.y - th * 0.3, x, row.y, "#3b2414", tw * 0.04));
      // Glasses and candle.
      for (const sg of [-1, 1]) {
        const gx = x + sg * tw * 0.25;
        c.add(
          path(
            `M${f(gx - tw * 0.04)},${f(row.y - th - tw * 0.2)} h${f(tw * 0.08)} q0,${f(tw * 0.08)} ${f(-tw * 0.04)},${f(tw * 0.1)} q${f(-tw * 0.04)},${f(-tw * 0.02)} ${f(-tw * 0.04)},${f(-tw * 0.1)} Z`,
            "#f6e7e7",
            'opacity="0.8"',
          ),
        );
        c.add(line(gx, row.y - th - tw * 0.1, gx, row.y - th, "#f6e7e7", 1.5, 'opacity="0.8"'));
        c.add(
          path(
            `M${f(gx - tw * 0.033)},${f(row.y - th - tw * 0.16)} h${f(tw * 0.066)} q0,${f(tw * 0.04)} ${f(-tw * 0.033)},${f(tw * 0.06)} q${f(-tw * 0.033)},${f(-tw * 0.02)} ${f(-tw * 0.033)},${f(-tw * 0.06)} Z`,
            rand.pick(["#8a1f2e", "#e9c05f"]),
          ),
        );
      }
      c.add(
        circle(
          x,
          row.y - th - tw * 0.12,
          tw * 0.18,
          c.doc.radialXY(x, row.y - th - tw * 0.12, tw * 0.18, [
            [0, "#ffd98a", 0.6],
            [1, "#ffd98a", 0],
          ]),
        ),
      );
      c.add(
        rr(x - tw * 0.02, row.y - th - tw * 0.07, tw * 0.04, tw * 0.07, 1, "#fbf8f1") +
          ellipse(x, row.y - th - tw * 0.1, tw * 0.01, tw * 0.02, "#ffcf6a"),
      );
    }
  }
  c.add(
    `<rect width="${w}" height="${h}" fill="${c.doc.radialXY(w / 2, h * 0.4, w * 0.75, [
      [0, "#ffc86a", 0.06],
      [1, "#000", 0.3],
    ])}"/>`,
  );
  return c.done();
}

export function hotelRoom({ w, h, seed }) {
  const rand = rng(seed);
  const c = canvas(w, h);
  const pal = lightPal(rand);
  const R = roomBase(c, rand, pal, { floor: rand.pick(["#cfc6b8", "#b8875c", "#d8c3a5"]), floorKind: rand.pick(["planks", "none"]) });
  // Panelled headboard wall.
  const pw = R.W * 0.56;
  const px = R.x0 + (R.W - pw) / 2;
  c.add(
    `<rect x="${f(px)}" y="${f(R.y0)}" width="${f(pw)}" height="${f(R.H)}" fill="${lit(c.doc, rand.pick(["#c9a27a", pal.deep, "#2b3a55", "#56705a", "#3b2f2a"]), 0.06, "v")}"/>`,
  );
  for (let i = 1; i < 8; i++) c.add(line(px + (pw * i) / 8, R.y0, px + (pw * i) / 8, R.y1, "#000", 1.5, 'opacity="0.15"'));
  artFrame(c, rand, R.x0 + R.W / 2 - R.W * 0.13, R.y0 + R.H * 0.1, R.W * 0.26, R.H * 0.22, [pal.light, pal.base, "#e9c05f"], "#e9c05f");
  // Curtained window on one side.
  const side = rand() < 0.5 ? 0 : 1;
  const wx = side ? R.x1 - R.W * 0.17 : R.x0 + R.W * 0.02;
  windowView(c, rand, wx, R.y0 + R.H * 0.1, R.W * 0.15, R.H * 0.75, { view: rand.pick(["sea", "city", "hills"]), panes: 1 });
  for (const sg of [0, 1])
    c.add(
      path(
        `M${f(wx - R.W * 0.02 + sg * R.W * 0.15)},${f(R.y0 + R.H * 0.06)} h${f(R.W * 0.04)} q${f(-R.W * 0.02)},${f(R.H * 0.5)} ${f(R.W * 0.01)},${f(R.H * 0.9)} h${f(-R.W * 0.05)} Z`,
        rand.pick(["#f4f1ea", tint(pal.base, 0.4)]),
      ),
    );
  bed(c, R.x0 + R.W / 2, R.y1 + (c.h - R.y1) * 0.55, R.W * 0.5, {
    head: rand.pick(["#f4f1ea", "#d9d4c7", pal.base]),
    throwCol: rand.pick([pal.accent, "#e9c05f", pal.deep]),
  });
  for (const sg of [-1, 1])
    sideTable(c, R.x0 + R.W / 2 + sg * R.W * 0.34, R.y1 + (c.h - R.y1) * 0.3, R.W * 0.1, { top: rand.pick(["#c9a27a", "#1e1e1e"]) });
  return c.done();
}

export function spa({ w, h, seed }) {
  const rand = rng(seed);
  const c = canvas(w, h);
  const { doc } = c;
  const pal = rand.pick([PALETTES[1], PALETTES[3], PALETTES[4], PALETTES[0], PALETTES[7], PALETTES[11]]);
  // A close still life: stone stack, towels, candles, orchid, on a wooden ledge.
  c.add(`<rect width="${w}" height="${h}" fill="${vgrad(doc, tint(pal.light, 0.3), dark(pal.light, 0.05))}"/>`);
  c.add(circle(w * rand.range(0.25, 0.75), h * 0.35, Math.min(w, h) * 0.35, tint(pal.base, 0.45), 'opacity="0.7"'));
  // Leaves silhouettes (window shadow) across the wall.
  for (let i = 0; i < 10; i++)
    c.add(
      `<path d="M${f(rand.range(0, w))},${f(rand.range(0, h * 0.5))} q${f(rand.range(40, 90))},${f(rand.range(-30, 30))} ${f(rand.range(80, 160))},${f(rand.range(20, 60))}" stroke="${dark(pal.light, 0.25)}" stroke-width="${f(rand.range(10, 22))}" stroke-linecap="round" fill="none" opacity="0.12" filter="${doc.blur(6)}"/>`,
    );
  const ly = h * 0.72;
  c.add(`<rect y="${f(ly)}" width="${w}" height="${f(h - ly)}" fill="${vgrad(doc, "#c9a27a", "#8f6a48")}"/>`);
  c.add(`<rect y="${f(ly)}" width="${w}" height="${f(h * 0.02)}" fill="#e2c4a0"/>`);
  const unit = Math.min(w, h);
  // Stones.
  let sy = ly;
  const sx = w * 0.3;
  const stones = rand.int(3, 5);
  c.add(shadow(doc, sx, ly, unit * 0.16, unit * 0.02, 0.3, 5));
  for (let i = 0; i < stones; i++) {
    const rw = unit * (0.14 - i * 0.02);
    const rh = rw * 0.4;
    c.add(
      ellipse(
        sx + rand.range(-5, 5),
        sy - rh,
        rw,
        rh,
        doc.linear(
          [
            [0, "#8d8a84"],
            [1, "#3c3a37"],
          ],
          { x1: 0.2, y1: 0, x2: 0.6, y2: 1 },
        ),
      ),
    );
    c.add(ellipse(sx - rw * 0.3, sy - rh * 1.5, rw * 0.4, rh * 0.2, "#fff", 'opacity="0.12"'));
    sy -= rh * 1.85;
  }
  // Rolled towels.
  const tx = w * 0.66;
  const towel = rand.pick(["#f4f1ea", tint(pal.base, 0.3)]);
  for (let i = 0; i < 3; i++) {
    const r = unit * 0.06;
    const x = tx + (i - 1) * r * 2.05 + (i === 2 ? -r * 1.02 : 0);
    const y = i === 2 ? ly - r * 2.8 : ly - r;
    if (i === 2) continue;
    c.add(shadow(doc, x, ly, r, r * 0.2, 0.25, 3));
    c.add(circle(x, y, r, lit(doc, towel, 0.1)));
    c.add(
      circle(x, y, r * 0.6, "none", `stroke="${dark(towel, 0.12)}" stroke-width="${f(r * 0.12)}"`) +
        circle(x, y, r * 0.25, dark(towel, 0.12)),
    );
  }
  const r2 = unit * 0.06;
  c.add(
    circle(tx, ly - r2 * 2.7, r2, lit(doc, towel, 0.1)) +
      circle(tx, ly - r2 * 2.7, r2 * 0.6, "none", `stroke="${dark(towel, 0.12)}" stroke-width="${f(r2 * 0.12)}"`),
  );
  // Candles.
  for (let i = 0; i < 3; i++) {
    const cx = w * (0.42 + i * 0.045);
    const ch = unit * rand.range(0.06, 0.14);
    const cw = unit * 0.035;
    c.add(
      circle(
        cx,
        ly - ch - cw * 0.6,
        cw * 2.2,
        doc.radialXY(cx, ly - ch - cw * 0.6, cw * 2.2, [
          [0, "#ffd98a", 0.55],
          [1, "#ffd98a", 0],
        ]),
      ),
    );
    c.add(rr(cx - cw / 2, ly - ch, cw, ch, 3, lit(doc, "#fbf3e3", 0.06, "h")));
    c.add(ellipse(cx, ly - ch - cw * 0.45, cw * 0.14, cw * 0.32, "#ffcf5a"));
  }
  // Orchid in a pot.
  const ox = w * 0.84;
  c.add(rr(ox - unit * 0.05, ly - unit * 0.1, unit * 0.1, unit * 0.1, 8, lit(doc, "#f4f1ea", 0.1, "h")));
  c.add(
    path(
      `M${f(ox)},${f(ly - unit * 0.1)} Q${f(ox - unit * 0.02)},${f(ly - unit * 0.4)} ${f(ox - unit * 0.12)},${f(ly - unit * 0.48)}`,
      "none",
      `stroke="#56705a" stroke-width="3"`,
    ),
  );
  const bloom = rand.pick(["#f2d7e8", "#ffffff", "#f6e3b4"]);
  for (let i = 0; i < 4; i++) {
    const t = 0.3 + i * 0.2;
    const bx = ox - unit * 0.12 * t * 1.1;
    const by = ly - unit * (0.1 + 0.38 * t);
    for (let k = 0; k < 5; k++) {
      const a = (k / 5) * Math.PI * 2;
      c.add(
        ellipse(
          bx + Math.cos(a) * unit * 0.018,
          by + Math.sin(a) * unit * 0.018,
          unit * 0.02,
          unit * 0.013,
          bloom,
          `transform="rotate(${f((a * 180) / Math.PI)} ${f(bx + Math.cos(a) * unit * 0.018)} ${f(by + Math.sin(a) * unit * 0.018)})"`,
        ),
      );
    }
    c.add(circle(bx, by, unit * 0.008, "#c9568a"));
  }
  return c.done();
}

export function office({ w, h, seed, coworking = false }) {
  const rand = rng(seed);
  const c = canvas(w, h);
  const pal = lightPal(rand);
  const R = roomBase(c, rand, pal, {
    floor: rand.pick(["#cfc6b8", "#b8bcc2", "#c9a27a"]),
    floorKind: rand.pick(["planks", "tiles"]),
    wall: rand.pick(["#eef0f2", "#efe7da", "#e6ece4", tint(pal.base, 0.6)]),
  });
  // Big glazed wall or windows with a city view.
  if (rand() < 0.5) {
    windowView(c, rand, R.x0 + R.W * 0.04, R.y0 + R.H * 0.06, R.W * 0.92, R.H * 0.62, {
      view: "city",
      panes: rand.int(4, 6),
      frame: "#2a2a2a",
      sky: rand.pick([
        ["#bcdcf0", "#f3e6cf"],
        ["#f6c9a0", "#f7e8d0"],
        ["#a9c8e8", "#e8f1f8"],
      ]),
    });
  } else {
    windowView(c, rand, R.x0 + R.W * 0.05, R.y0 + R.H * 0.1, R.W * 0.35, R.H * 0.55, {
      view: rand.pick(["city", "hills"]),
      panes: 3,
      frame: "#2a2a2a",
    });
    // Whiteboard with sticky notes.
    const bx = R.x0 + R.W * 0.5;
    const by = R.y0 + R.H * 0.12;
    c.add(rr(bx, by, R.W * 0.42, R.H * 0.4, 4, "#fdfdfb", `stroke="#c8ccd2" stroke-width="4"`));
    for (let i = 0; i < 9; i++)
      c.add(
        rr(
          bx + R.W * (0.03 + (i % 5) * 0.075),
          by + R.H * (0.05 + Math.floor(i / 5) * 0.12),
          R.W * 0.055,
          R.W * 0.055,
          2,
          rand.pick(["#e9c05f", "#f0a24a", "#8ec5e8", "#efbcb2", "#a9b99b"]),
        ),
      );
    c.add(
      path(
        `M${f(bx + R.W * 0.04)},${f(by + R.H * 0.34)} l${f(R.W * 0.08)},${f(-R.H * 0.06)} l${f(R.W * 0.08)},${f(R.H * 0.03)} l${f(R.W * 0.1)},${f(-R.H * 0.08)}`,
        "none",
        `stroke="${pal.deep}" stroke-width="3" stroke-linecap="round"`,
      ),
    );
  }
  if (coworking)
    for (let i = 0; i < 5; i++)
      pendant(c, R.x0 + R.W * (0.1 + i * 0.2), 0, R.y0 + R.H * rand.range(0.05, 0.2), R.W * 0.035, {
        col: rand.pick(["#1e1e1e", "#e9c05f", pal.deep]),
        kind: rand.pick(["dome", "cone"]),
        glow: false,
      });
  // Back row of desks with people, then a front row.
  const rows = coworking
    ? [
        { y: R.y1 + R.H * 0.05, s: 0.8, n: 3 },
        { y: c.h * 0.99, s: 1.1, n: 2 },
      ]
    : [
        { y: R.y1 + R.H * 0.08, s: 0.9, n: 2 },
        { y: c.h * 0.99, s: 1.1, n: 2 },
      ];
  for (const [ri, row] of rows.entries()) {
    const dw = R.W * 0.38 * row.s;
    for (let i = 0; i < row.n; i++) {
      const x = R.x0 + R.W * ((i + 0.5) / row.n) + rand.range(-0.04, 0.04) * R.W + (ri === 1 ? R.W * 0.05 * (i === 0 ? -1 : 1) : 0);
      const lk = look(rand);
      const seated = ri === 1 || rand() < 0.7;
      if (seated) {
        chair(c, x + dw * 0.02, row.y, dw * 0.5, { kind: "shell", col: rand.pick(["#1e1e1e", "#e9c05f", pal.base]) });
      }
      desk(c, rand, x, row.y, dw, {
        screen: rand.pick(["monitor", "laptop"]),
        screenCol: rand.pick(["#2b3a55", "#1f5f63", "#3b2f2a", "#5e3456"]),
        top: rand.pick(["#f4f1ea", "#c9a27a", "#e9e2d6"]),
      });
      if (seated) c.add(figure(c.doc, x - dw * 0.02, row.y, dw * 0.95, lk, "sit", { flip: rand() < 0.5, shadowOn: false }));
      else c.add(figure(c.doc, x + dw * 0.42, row.y + dw * 0.02, dw * 1.05, lk, rand.pick(["stand", "present"]), { flip: true }));
    }
  }
  plant(c, rand, R.x0 + R.W * 0.02, R.y1 + R.H * 0.06, R.H * 0.6, { kind: "snake" });
  if (coworking) plant(c, rand, R.x1 - R.W * 0.02, R.y1 + R.H * 0.06, R.H * 0.55, { kind: "monstera", pot: "#1e1e1e" });
  return c.done();
}

export const coworking = (o) => office({ ...o, coworking: true });

/** Meeting room: a long table seen from its end, people either side, a screen. */
export function meeting({ w, h, seed }) {
  const rand = rng(seed);
  const c = canvas(w, h);
  const { doc } = c;
  const pal = lightPal(rand);
  const R = roomBase(c, rand, pal, {
    wall: rand.pick(["#2b3a55", "#2e4a4f", "#efe7da", "#1e1e1e"]),
    floor: "#b8bcc2",
    floorKind: "tiles",
    depth: 0.2,
    backBottom: 0.6,
  });
  // Presentation screen with a chart.
  const sx = R.x0 + R.W * 0.2;
  const sw = R.W * 0.6;
  const sy = R.y0 + R.H * 0.12;
  const sh = R.H * 0.6;
  c.add(rr(sx, sy, sw, sh, 4, "#111") + rr(sx + 6, sy + 6, sw - 12, sh - 12, 3, vgrad(doc, "#fdfdfb", "#eef0f2")));
  const bars = 7;
  for (let i = 0; i < bars; i++) {
    const bh = (sh - 40) * rand.range(0.25, 0.85);
    c.add(
      rr(
        sx + 30 + i * ((sw - 60) / bars),
        sy + sh - 20 - bh,
        ((sw - 60) / bars) * 0.6,
        bh,
        3,
        i === bars - 2 ? "#e9c05f" : i % 2 ? pal.deep : pal.base,
      ),
    );
  }
  // Table in perspective.
  const ty = R.y1 + (c.h - R.y1) * 0.05;
  const tb = c.h * 1.05;
  c.add(
    `<polygon points="${pts([
      [w * 0.38, ty],
      [w * 0.62, ty],
      [w * 0.9, tb],
      [w * 0.1, tb],
    ])}" fill="${vgrad(doc, "#6e4a2e", "#8f6a48")}"/>`,
  );
  c.add(
    `<polygon points="${pts([
      [w * 0.38, ty],
      [w * 0.62, ty],
      [w * 0.62, ty + 8],
      [w * 0.38, ty + 8],
    ])}" fill="#3b2414"/>`,
  );
  // People at the table: further ones smaller.
  for (const sg of [-1, 1]) {
    for (let k = 0; k < 3; k++) {
      const t = 0.15 + k * 0.3;
      const y = ty + (tb - ty) * t;
      const x = w / 2 + sg * (w * 0.12 + w * 0.28 * t + w * 0.05);
      const hh = R.H * (0.7 + t * 0.9);
      c.add(figure(doc, x, y + hh * 0.1, hh, look(rand), "sit", { flip: sg > 0, shadowOn: false }));
      const lx = w / 2 + sg * (w * 0.06 + w * 0.28 * t);
      c.add(rr(lx - hh * 0.07, y - hh * 0.02, hh * 0.14, hh * 0.02, 2, "#c8ccd2"));
    }
  }
  return c.done();
}
