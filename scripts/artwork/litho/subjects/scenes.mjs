// Scenes with people and buildings: yoga and fitness studios, events
// (conference stage, concert, party), and architecture (facades, towers seen
// from below, a villa with a pool).
import { rng, f, pts } from "../../lib/core.mjs";
import { mix } from "../../lib/core.mjs";
import { canvas, PALETTES, tint, dark, lit, vgrad, shadow, rr, circle, ellipse, path, line } from "../lib/style.mjs";
import { shell, windowView, plant, pendant } from "../lib/room.mjs";
import { figure, look } from "../lib/figure.mjs";
import { bust } from "../../lib/scene.mjs";

const lightPal = (rand) => rand.pick(PALETTES.filter((p) => p.name !== "charcoal"));

export function yoga({ w, h, seed }) {
  const rand = rng(seed);
  const c = canvas(w, h);
  const pal = lightPal(rand);
  const wall = tint(pal.base, rand.range(0.45, 0.7));
  const R = shell(c, rand, {
    wall,
    floor: rand.pick(["#c9a27a", "#d8c3a5", "#b8875c"]),
    side: dark(wall, 0.08),
    ceiling: tint(wall, 0.4),
    depth: 0.08,
    backBottom: 0.72,
  });
  windowView(c, rand, R.x0 + R.W * rand.range(0.05, 0.6), R.y0 + R.H * 0.1, R.W * 0.32, R.H * 0.7, {
    view: rand.pick(["hills", "sea", "garden"]),
    arch: rand() < 0.5,
    panes: 2,
    sky: rand.pick([
      ["#f3b8a6", "#fde6c4"],
      ["#bcdcf0", "#f3e6cf"],
      ["#9fd3c7", "#f2f5e6"],
    ]),
  });
  plant(c, rand, R.x0 + R.W * 0.04, R.y1 + R.H * 0.04, R.H * 0.55, { kind: "monstera", pot: "#f4f1ea" });
  plant(c, rand, R.x1 - R.W * 0.04, R.y1 + R.H * 0.04, R.H * 0.7, { kind: rand.pick(["snake", "olive"]), pot: pal.deep });
  const n = rand.int(1, 3);
  const pose = rand.pick(["tree", "warrior", "lotus", "armsUp", "lunge"]);
  for (let i = 0; i < n; i++) {
    const x = c.w * (n === 1 ? 0.5 : 0.25 + (i / (n - 1)) * 0.5);
    const y = c.h * 0.9;
    const fh = c.h * (n === 1 ? 0.62 : 0.5);
    c.add(
      `<polygon points="${pts([
        [x - fh * 0.45, y - fh * 0.02],
        [x + fh * 0.45, y - fh * 0.02],
        [x + fh * 0.5, y + fh * 0.05],
        [x - fh * 0.5, y + fh * 0.05],
      ])}" fill="${rand.pick([pal.deep, pal.accent, "#e9c05f", "#5fa8a0"])}"/>`,
    );
    c.add(
      figure(
        c.doc,
        x,
        y + fh * 0.01,
        fh,
        look(rand, { sleeves: "short", skirt: false, top: rand.pick(["#f4f1ea", "#1e1e1e", pal.deep, "#e9c05f"]), shoe: "#eebf9a" }),
        pose,
        { flip: rand() < 0.5 },
      ),
    );
  }
  return c.done();
}

export function gym({ w, h, seed }) {
  const rand = rng(seed);
  const c = canvas(w, h);
  const { doc } = c;
  const R = shell(c, rand, {
    wall: rand.pick(["#2a2826", "#2b3a55", "#3a3733"]),
    floor: "#3a3733",
    side: "#1e1e1e",
    ceiling: "#161616",
    floorKind: "tiles",
    depth: 0.1,
    backBottom: 0.7,
  });
  // Neon-ish stripe and a mirror wall.
  c.add(`<rect x="${f(R.x0)}" y="${f(R.y0 + R.H * 0.18)}" width="${f(R.W)}" height="${f(R.H * 0.03)}" fill="#e9c05f"/>`);
  c.add(
    `<rect x="${f(R.x0 + R.W * 0.05)}" y="${f(R.y0 + R.H * 0.28)}" width="${f(R.W * 0.9)}" height="${f(R.H * 0.62)}" fill="${vgrad(doc, "#4a5560", "#2a3038")}" opacity="0.8"/>`,
  );
  for (let i = 0; i < 5; i++)
    c.add(
      line(R.x0 + R.W * (0.1 + i * 0.2), R.y0 + R.H * 0.3, R.x0 + R.W * (0.2 + i * 0.2), R.y0 + R.H * 0.88, "#ffffff", 8, 'opacity="0.05"'),
    );
  // Dumbbell rack.
  const ry = R.y1 - R.H * 0.05;
  c.add(rr(R.x0 + R.W * 0.55, ry - R.H * 0.22, R.W * 0.38, R.H * 0.04, 3, "#1e1e1e"));
  for (let i = 0; i < 7; i++) {
    const x = R.x0 + R.W * (0.58 + i * 0.05);
    const s = R.H * (0.03 + i * 0.003);
    c.add(
      rr(x - s, ry - R.H * 0.26 - s, s * 0.7, s * 2, 2, rand.pick(["#e9c05f", "#dc8f70", "#5fa8a0", "#c8ccd2"])) +
        rr(x + s * 0.3, ry - R.H * 0.26 - s, s * 0.7, s * 2, 2, "#c8ccd2"),
    );
  }
  c.add(
    line(R.x0 + R.W * 0.57, ry - R.H * 0.18, R.x0 + R.W * 0.57, R.y1, "#1e1e1e", 6) +
      line(R.x0 + R.W * 0.91, ry - R.H * 0.18, R.x0 + R.W * 0.91, R.y1, "#1e1e1e", 6),
  );
  for (let i = 0; i < 4; i++)
    pendant(c, R.x0 + R.W * (0.15 + i * 0.23), 0, R.y0 + R.H * 0.05, R.W * 0.03, { col: "#1e1e1e", kind: "cone" });
  // Athletes.
  const n = rand.int(2, 3);
  for (let i = 0; i < n; i++) {
    const x = c.w * (0.2 + i * (0.6 / Math.max(1, n - 1))) + rand.range(-30, 30);
    c.add(
      figure(
        doc,
        x,
        c.h * (0.9 + rand.range(-0.03, 0.03)),
        c.h * rand.range(0.48, 0.56),
        look(rand, { sleeves: "short", skirt: false, top: rand.pick(["#e9c05f", "#dc8f70", "#5fa8a0", "#f4f1ea", "#b3482f"]) }),
        rand.pick(["run", "lunge", "cheer", "armsUp", "warrior"]),
        { flip: rand() < 0.5 },
      ),
    );
  }
  return c.done();
}

export function conference({ w, h, seed }) {
  const rand = rng(seed);
  const c = canvas(w, h);
  const { doc } = c;
  const pal = lightPal(rand);
  const bg = rand.pick([
    ["#13243a", "#0b1220"],
    ["#1e1e1e", "#0e0e0e"],
    ["#24131f", "#120a10"],
    ["#132729", "#0a1415"],
  ]);
  c.add(`<rect width="${w}" height="${h}" fill="${vgrad(doc, bg[0], bg[1])}"/>`);
  // Big screen with a slide.
  const sw = w * 0.56;
  const sh = sw * 0.5;
  const sx = (w - sw) / 2;
  const sy = h * 0.1;
  c.add(
    `<rect x="${f(sx - 40)}" y="${f(sy - 30)}" width="${f(sw + 80)}" height="${f(sh + 60)}" fill="${pal.deep}" opacity="0.35" filter="${doc.blur(30)}"/>`,
  );
  c.add(rr(sx, sy, sw, sh, 4, vgrad(doc, tint(pal.base, 0.3), pal.deep)));
  c.add(circle(sx + sw * 0.75, sy + sh * 0.5, sh * 0.3, "#e9c05f", 'opacity="0.9"'));
  c.add(
    rr(sx + sw * 0.08, sy + sh * 0.3, sw * 0.4, sh * 0.09, 4, "#ffffff") +
      rr(sx + sw * 0.08, sy + sh * 0.45, sw * 0.3, sh * 0.05, 3, "#ffffff", 'opacity="0.6"') +
      rr(sx + sw * 0.08, sy + sh * 0.56, sw * 0.34, sh * 0.05, 3, "#ffffff", 'opacity="0.6"'),
  );
  // Stage with lecterns and a speaker.
  const stY = h * 0.68;
  c.add(`<rect y="${f(stY)}" width="${w}" height="${f(h * 0.05)}" fill="#2a2826"/>`);
  c.add(`<rect y="${f(stY)}" width="${w}" height="3" fill="#e9c05f" opacity="0.8"/>`);
  const spx = w * rand.range(0.3, 0.7);
  c.add(
    `<polygon points="${pts([
      [spx - 30, 0],
      [spx + 30, 0],
      [spx + 160, stY],
      [spx - 160, stY],
    ])}" fill="#fff3d0" opacity="0.12" filter="${doc.blur(10)}"/>`,
  );
  c.add(figure(doc, spx, stY, h * 0.4, look(rand), rand.pick(["present", "stand"]), { flip: rand() < 0.5 }));
  const lx = spx < w / 2 ? w * 0.8 : w * 0.2;
  c.add(
    path(
      `M${f(lx - 40)},${f(stY)} L${f(lx - 30)},${f(stY - h * 0.2)} H${f(lx + 30)} L${f(lx + 40)},${f(stY)} Z`,
      lit(doc, "#3a3733", 0.1, "h"),
    ) +
      rr(lx - 45, stY - h * 0.22, 90, h * 0.03, 3, "#2a2826") +
      circle(lx, stY - h * 0.12, 12, "#e9c05f"),
  );
  // Audience from behind.
  const rows = 3;
  for (let r = 0; r < rows; r++) {
    const y = h * (0.84 + r * 0.1);
    const bw = w * (0.06 + r * 0.015);
    for (let x = -bw / 2 + (r % 2) * bw * 0.5; x < w + bw; x += bw * 1.05)
      c.add(bust(x + rand.range(-5, 5), y + rand.range(-4, 4), bw, { fill: mix("#0b0b0b", bg[0], 0.3 - r * 0.1) }));
  }
  return c.done();
}

export function concert({ w, h, seed }) {
  const rand = rng(seed);
  const c = canvas(w, h);
  const { doc } = c;
  const cols = rand.pick([
    ["#e9c05f", "#f08a6c"],
    ["#8ec5e8", "#b98aab"],
    ["#e9c05f", "#5fa8a0"],
    ["#f08a6c", "#b98aab"],
  ]);
  c.add(`<rect width="${w}" height="${h}" fill="${vgrad(doc, "#0b0b14", "#1b1226")}"/>`);
  // Beams from the rig.
  for (let i = 0; i < 8; i++) {
    const x = w * (0.08 + i * 0.12);
    const a = rand.range(-0.5, 0.5);
    const ex = x + Math.sin(a) * h * 1.2;
    c.add(
      `<polygon points="${pts([
        [x - 4, h * 0.05],
        [x + 4, h * 0.05],
        [ex + 90, h],
        [ex - 90, h],
      ])}" fill="${doc.linearXY(0, 0, 0, h, [
        [0, cols[i % 2], 0.55],
        [1, cols[i % 2], 0],
      ])}" filter="${doc.blur(6)}"/>`,
    );
    c.add(circle(x, h * 0.05, 8, "#ffffff"));
  }
  c.add(`<rect width="${w}" height="${f(h * 0.05)}" fill="#111"/>`);
  c.add(`<rect y="${f(h * 0.5)}" width="${w}" height="${f(h * 0.2)}" fill="${cols[0]}" opacity="0.15" filter="${doc.blur(30)}"/>`);
  // Crowd with raised hands.
  for (let r = 0; r < 3; r++) {
    const y = h * (0.78 + r * 0.1);
    const bw = w * (0.05 + r * 0.015);
    for (let x = -bw / 2 + (r % 2) * bw * 0.5; x < w + bw; x += bw * 1.02) {
      const xx = x + rand.range(-6, 6);
      const yy = y + rand.range(-6, 6);
      const fill = mix("#050508", "#1b1226", 0.3 - r * 0.15);
      if (rand() < 0.35)
        c.add(line(xx + bw * 0.25, yy - bw * 0.5, xx + bw * rand.range(0.3, 0.6), yy - bw * rand.range(1.2, 1.6), fill, bw * 0.12));
      c.add(bust(xx, yy, bw, { fill }));
    }
  }
  for (let i = 0; i < 40; i++)
    c.add(circle(rand.range(0, w), rand.range(0, h * 0.6), rand.range(1, 3), "#ffffff", `opacity="${f(rand.range(0.2, 0.7))}"`));
  return c.done();
}

export function party({ w, h, seed }) {
  const rand = rng(seed);
  const c = canvas(w, h);
  const { doc } = c;
  const pal = lightPal(rand);
  const dusk = rand() < 0.6;
  c.add(`<rect width="${w}" height="${h}" fill="${dusk ? vgrad(doc, "#2b3a66", "#f0a878") : vgrad(doc, "#bcdcf0", "#f3e6cf")}"/>`);
  // Garden hedge and a long table.
  c.add(`<rect y="${f(h * 0.55)}" width="${w}" height="${f(h * 0.45)}" fill="${dusk ? "#2f4a3a" : "#7aa56f"}"/>`);
  for (let i = 0; i < 30; i++)
    c.add(circle(rand.range(0, w), h * rand.range(0.5, 0.6), w * rand.range(0.03, 0.06), dusk ? "#264032" : "#5e8c5a"));
  // String lights in swags.
  for (let k = 0; k < 3; k++) {
    const y0 = h * (0.08 + k * 0.1);
    const sag = h * 0.08;
    const segs = 3;
    for (let s = 0; s < segs; s++) {
      const x0 = (w / segs) * s;
      const x1 = (w / segs) * (s + 1);
      c.add(
        path(
          `M${f(x0)},${f(y0)} Q${f((x0 + x1) / 2)},${f(y0 + sag * 2)} ${f(x1)},${f(y0)}`,
          "none",
          'stroke="#1e1e1e" stroke-width="1.5" opacity="0.7"',
        ),
      );
      for (let i = 1; i < 10; i++) {
        const t = i / 10;
        const x = x0 + (x1 - x0) * t;
        const y = (1 - t) * (1 - t) * y0 + 2 * (1 - t) * t * (y0 + sag * 2) + t * t * y0;
        c.add(
          circle(
            x,
            y + 6,
            14,
            doc.radialXY(x, y + 6, 14, [
              [0, "#ffe6a0", 0.7],
              [1, "#ffe6a0", 0],
            ]),
          ) + circle(x, y + 6, 4, "#fff3c8"),
        );
      }
    }
  }
  const ty = h * 0.78;
  c.add(
    rr(w * 0.08, ty, w * 0.84, h * 0.03, 3, "#f4f1ea") +
      `<rect x="${f(w * 0.08)}" y="${f(ty + h * 0.03)}" width="${f(w * 0.84)}" height="${f(h * 0.12)}" fill="#fbf8f1" opacity="0.9"/>`,
  );
  // Guests behind the table, glasses raised.
  for (let i = 0; i < 6; i++) {
    const x = w * (0.14 + i * 0.145);
    c.add(
      figure(doc, x, ty + h * 0.25, h * rand.range(0.5, 0.58), look(rand), rand.pick(["cheer", "stand", "present"]), {
        flip: rand() < 0.5,
        shadowOn: false,
      }),
    );
  }
  c.add(
    rr(w * 0.06, ty - 2, w * 0.88, h * 0.035, 3, "#f4f1ea") +
      `<rect x="${f(w * 0.06)}" y="${f(ty + h * 0.03)}" width="${f(w * 0.88)}" height="${f(h * 0.2)}" fill="${vgrad(doc, "#fbf8f1", "#e9e2d6")}"/>`,
  );
  for (let i = 0; i < 10; i++) {
    const x = w * (0.1 + i * 0.085);
    c.add(
      path(`M${f(x - 7)},${f(ty - 30)} h14 q0,14 -7,18 q-7,-4 -7,-18 Z`, "#e9c05f", 'opacity="0.85"') +
        line(x, ty - 12, x, ty, "#ffffff", 1.5),
    );
  }
  for (let i = 0; i < 5; i++) {
    const bx = rand.pick([rand.range(0.02, 0.12), rand.range(0.88, 0.98)]) * w;
    const by = h * rand.range(0.3, 0.5);
    c.add(
      path(`M${f(bx)},${f(by + 40)} q${f(rand.range(-10, 10))},40 0,90`, "none", 'stroke="#ffffff" stroke-width="1" opacity="0.6"') +
        ellipse(bx, by, 30, 38, lit(doc, rand.pick(["#e9c05f", pal.base, "#f4f1ea", pal.accent]), 0.2)),
    );
  }
  return c.done();
}

export function architecture({ w, h, seed, kind: forced }) {
  const rand = rng(seed);
  const c = canvas(w, h);
  const { doc } = c;
  const kind = forced || rand.pick(["tower", "facade", "villa"]);
  const skyC = rand.pick([
    ["#7fb6e0", "#e3f1f7"],
    ["#e9a45f", "#fbe3a8"],
    ["#9fd3c7", "#f2f5e6"],
    ["#2b3a66", "#f0a878"],
  ]);
  c.add(`<rect width="${w}" height="${h}" fill="${vgrad(doc, skyC[0], skyC[1])}"/>`);
  if (kind === "tower") {
    // Looking up between towers: edges converge to a vanishing point above.
    const vx = w * rand.range(0.4, 0.6);
    const vy = -h * 1.2;
    const tc = rand.pick([
      ["#2b3a55", "#3a3733", "#6f8fbf"],
      ["#1f5f63", "#2a2826", "#5fa8a0"],
      ["#5e3456", "#3a3733", "#b98aab"],
      ["#7a5a14", "#2a2826", "#e9c05f"],
    ]);
    const cut1 = rand.range(0.25, 0.4);
    const cut2 = rand.range(0.55, 0.7);
    const towers = [
      [-0.1, cut1, tc[0]],
      [cut2, 1.1, tc[1]],
      [cut1 - 0.05, cut2 + 0.02, tc[2]],
    ];
    for (const [a, b, col] of towers.sort(() => rand() - 0.5)) {
      const xa = w * a;
      const xb = w * b;
      const t = 0.55;
      const ta = xa + (vx - xa) * t;
      const tb = xb + (vx - xb) * t;
      const ty = h + (vy - h) * t;
      c.add(
        `<polygon points="${pts([
          [xa, h],
          [xb, h],
          [tb, ty],
          [ta, ty],
        ])}" fill="${vgrad(doc, col, tint(col, 0.2))}"/>`,
      );
      const floors = 22;
      for (let i = 1; i < floors; i++) {
        const s = i / floors;
        const yy = h + (ty - h) * s;
        const x1 = xa + (ta - xa) * s;
        const x2 = xb + (tb - xb) * s;
        c.add(line(x1, yy, x2, yy, "#ffffff", 1.2, 'opacity="0.25"'));
      }
      for (let k = 1; k < 8; k++) {
        const u = k / 8;
        c.add(line(xa + (xb - xa) * u, h, ta + (tb - ta) * u, ty, "#ffffff", 1, 'opacity="0.18"'));
      }
      c.add(
        `<polygon points="${pts([
          [xa, h],
          [xa + (xb - xa) * 0.3, h],
          [ta + (tb - ta) * 0.3, ty],
          [ta, ty],
        ])}" fill="${skyC[1]}" opacity="0.18"/>`,
      );
    }
  } else if (kind === "facade") {
    // A modern facade close-up: staggered balconies and fins.
    const base = rand.pick(["#f4f1ea", "#e9e2d6", "#d9d4c7", "#3a3733"]);
    c.add(`<rect x="${f(w * 0.05)}" y="${f(h * 0.05)}" width="${f(w * 0.9)}" height="${f(h * 1)}" fill="${lit(doc, base, 0.06, "h")}"/>`);
    const cols2 = rand.int(4, 6);
    const rows = rand.int(5, 7);
    const glass = rand.pick([
      ["#6f8fbf", "#2b3a55"],
      ["#9fd3c7", "#1f5f63"],
      ["#e9c05f", "#7a5a14"],
      ["#b98aab", "#5e3456"],
    ]);
    for (let j = 0; j < rows; j++) {
      for (let i = 0; i < cols2; i++) {
        const x = w * 0.08 + ((w * 0.84) / cols2) * i + ((j % 2) * w * 0.84) / cols2 / 3;
        const y = h * 0.08 + ((h * 0.95) / rows) * j;
        const cw = ((w * 0.84) / cols2) * 0.7;
        const ch = ((h * 0.95) / rows) * 0.65;
        c.add(rr(x, y, cw, ch, 2, vgrad(doc, glass[0], glass[1])));
        c.add(
          `<polygon points="${pts([
            [x, y],
            [x + cw * 0.5, y],
            [x, y + ch * 0.6],
          ])}" fill="${skyC[1]}" opacity="0.25"/>`,
        );
        c.add(rr(x - cw * 0.08, y + ch, cw * 1.16, ch * 0.1, 1, dark(base, 0.12)));
        c.add(shadow(doc, x + cw / 2, y + ch * 1.25, cw * 0.6, ch * 0.05, 0.2, 4));
        if (rand() < 0.3) plant(c, rand, x + cw * 0.15, y + ch, ch * 0.5, { kind: "fern", pot: "#1e1e1e" });
      }
    }
    c.add(
      `<rect x="${f(w * 0.05)}" y="${f(h * 0.05)}" width="${f(w * 0.9)}" height="${f(h)}" fill="${doc.linear(
        [
          [0, "#000", 0],
          [1, "#000", 0.15],
        ],
        { x1: 0, y1: 0, x2: 1, y2: 0 },
      )}"/>`,
    );
  } else {
    // A flat-roofed villa with a pool; mirrored on some seeds so two villas differ.
    const mirrored = seed % 2 === 0;
    if (mirrored) c.add(`<g transform="translate(${w} 0) scale(-1 1)">`);
    const door = rand.pick(["#c9a27a", "#1e1e1e", "#ba8023", "#56705a"]);
    const gy = h * 0.72;
    c.add(`<rect y="${f(gy)}" width="${w}" height="${f(h - gy)}" fill="#a9c29a"/>`);
    for (let i = 0; i < 6; i++)
      c.add(
        circle(
          w * rand.range(0, 1),
          gy - h * rand.range(0, 0.05),
          w * rand.range(0.04, 0.08),
          rand.pick(["#4f7a4c", "#6f9a6a", "#3d6b57"]),
        ),
      );
    const bx = w * 0.15;
    const bw = w * 0.7;
    c.add(rr(bx, gy - h * 0.42, bw * 0.55, h * 0.42, 0, lit(doc, "#f4f1ea", 0.05, "v")));
    c.add(rr(bx + bw * 0.4, gy - h * 0.24, bw * 0.6, h * 0.24, 0, lit(doc, "#e9e2d6", 0.05, "v")));
    c.add(
      rr(bx - w * 0.02, gy - h * 0.44, bw * 0.6, h * 0.025, 0, "#1e1e1e") +
        rr(bx + bw * 0.38, gy - h * 0.26, bw * 0.66, h * 0.025, 0, "#1e1e1e"),
    );
    windowView(c, rand, bx + bw * 0.05, gy - h * 0.36, bw * 0.3, h * 0.14, {
      view: "hills",
      panes: 3,
      frame: "#1e1e1e",
      sky: ["#8aa9bf", "#cfe0ea"],
    });
    windowView(c, rand, bx + bw * 0.48, gy - h * 0.2, bw * 0.45, h * 0.18, {
      view: "hills",
      panes: 4,
      frame: "#1e1e1e",
      sky: ["#8aa9bf", "#cfe0ea"],
    });
    c.add(rr(bx + bw * 0.12, gy - h * 0.2, bw * 0.08, h * 0.2, 0, door));
    c.add(
      `<polygon points="${pts([
        [w * 0.1, gy + h * 0.06],
        [w * 0.9, gy + h * 0.06],
        [w * 0.98, h * 0.95],
        [w * 0.02, h * 0.95],
      ])}" fill="${vgrad(doc, "#7cc4d6", "#2f8fae")}"/>`,
    );
    for (let i = 0; i < 12; i++) {
      const x = rand.range(w * 0.1, w * 0.85);
      const y = rand.range(gy + h * 0.09, h * 0.92);
      c.add(path(`M${f(x)},${f(y)} q15,-6 30,0 t30,0`, "none", 'stroke="#ffffff" stroke-width="2" opacity="0.5"'));
    }
    c.add(`<rect x="${f(w * 0.1)}" y="${f(gy + h * 0.045)}" width="${f(w * 0.8)}" height="${f(h * 0.02)}" fill="#f4f1ea"/>`);
    if (mirrored) c.add("</g>");
  }
  return c.done();
}
