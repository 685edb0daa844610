// Scenes for the event, fitness and travel homes: a conference audience seen
// from the aisle, a rack of weight plates and barbells, and a guided walking
// group on a trail. Each seed varies palette, light and composition.
import { rng, f, pts, mix } from "../../lib/core.mjs";
import { canvas, tint, dark, vgrad, rr, circle, ellipse, line, path, ridge } from "../lib/style.mjs";
import { figure, look } from "../lib/figure.mjs";
import { bust } from "../../lib/scene.mjs";

/** An audience in raked rows facing a lit stage and its speaker, a hand raised for a question. */
export function audience({ w, h, seed }) {
  const rand = rng(seed);
  const c = canvas(w, h);
  const { doc } = c;
  const glows = ["#e07a5f", "#8c7bff", "#5fa8a0", "#e9c05f", "#d46fa8"];
  const glow = glows[seed % glows.length];
  const room = rand.pick([
    ["#1b2136", "#0a0b12"],
    ["#261a20", "#0d090a"],
    ["#15262a", "#080d0e"],
  ]);
  c.add(`<rect width="${w}" height="${h}" fill="${vgrad(doc, room[0], room[1])}"/>`);
  // The stage: a wide screen washed in colour, a lit speaker below it, a row of lights above.
  const sw = w * rand.range(0.5, 0.66);
  const sx = rand.range(0.08, 0.92 - sw / w) * w;
  const sy = h * 0.1;
  const sh = sw * 0.42;
  c.add(
    `<rect x="${f(sx - 60)}" y="${f(sy - 40)}" width="${f(sw + 120)}" height="${f(sh + 80)}" fill="${glow}" opacity="0.25" filter="${doc.blur(40)}"/>`,
  );
  c.add(
    rr(
      sx,
      sy,
      sw,
      sh,
      4,
      doc.linearXY(0, sy, 0, sy + sh, [
        [0, tint(glow, 0.3), 1],
        [1, dark(glow, 0.3), 1],
      ]),
    ),
  );
  c.add(
    rr(sx + sw * 0.08, sy + sh * 0.22, sw * 0.5, sh * 0.1, 4, "#ffffff") +
      rr(sx + sw * 0.08, sy + sh * 0.42, sw * 0.38, sh * 0.06, 3, "#ffffff", 'opacity="0.7"') +
      rr(sx + sw * 0.08, sy + sh * 0.54, sw * 0.42, sh * 0.06, 3, "#ffffff", 'opacity="0.7"'),
  );
  c.add(circle(sx + sw * 0.78, sy + sh * 0.5, sh * 0.26, "#ffffff", 'opacity="0.85"'));
  const stageY = h * 0.6;
  c.add(`<rect y="${f(stageY)}" width="${w}" height="${f(h * 0.04)}" fill="${dark(glow, 0.6)}"/>`);
  const px = sx + sw * rand.range(0.2, 0.8);
  c.add(
    `<polygon points="${pts([
      [px - 20, 0],
      [px + 20, 0],
      [px + 110, stageY],
      [px - 110, stageY],
    ])}" fill="#fff3d0" opacity="0.14" filter="${doc.blur(10)}"/>`,
  );
  c.add(figure(doc, px, stageY, h * 0.26, look(rand), rand.pick(["present", "stand"]), { flip: rand() < 0.5 }));
  for (let i = 0; i < 9; i++)
    c.add(
      circle(w * (0.1 + i * 0.1), h * 0.03, 6, "#fff6dc") +
        circle(
          w * (0.1 + i * 0.1),
          h * 0.03,
          22,
          doc.radialXY(w * (0.1 + i * 0.1), h * 0.03, 22, [
            [0, "#fff6dc", 0.5],
            [1, "#fff6dc", 0],
          ]),
        ),
    );
  // Seated rows from behind, each head rimmed by the stage light; nearer rows are larger and darker.
  const rows = 4;
  let raised = rand.int(2, 6);
  for (let r = 0; r < rows; r++) {
    const y = h * (0.7 + r * 0.1);
    const bw = w * (0.075 + r * 0.02);
    const fill = mix("#0b0b10", room[0], 0.7 - r * 0.18);
    let k = 0;
    for (let x = -bw / 2 + (r % 2) * bw * 0.5; x < w + bw; x += bw * 1.05, k++) {
      const xx = x + rand.range(-5, 5);
      const yy = y + rand.range(-4, 4);
      if (r === 1 && k === raised)
        c.add(
          line(xx + bw * 0.3, yy - bw * 0.3, xx + bw * 0.42, yy - bw * 1.4, fill, bw * 0.13) +
            circle(xx + bw * 0.43, yy - bw * 1.45, bw * 0.09, fill) +
            line(xx + bw * 0.36, yy - bw * 0.9, xx + bw * 0.47, yy - bw * 1.5, glow, 2, 'opacity="0.6"'),
        );
      c.add(bust(xx, yy, bw, { fill }));
      c.add(
        path(
          `M${f(xx - bw * 0.17)},${f(yy - bw * 0.8)} q${f(bw * 0.17)},${f(-bw * 0.2)} ${f(bw * 0.34)},0`,
          "none",
          `stroke="${glow}" stroke-width="3" opacity="0.55"`,
        ),
      );
    }
  }
  return c.done();
}

/** Weight plates stacked on a rack beside a loaded barbell, under hard top light. */
export function weights({ w, h, seed }) {
  const rand = rng(seed);
  const c = canvas(w, h);
  const { doc } = c;
  const wall = rand.pick(["#23272e", "#2a2522", "#1c2622"]);
  const accent = rand.pick(["#e07a5f", "#e9c05f", "#5fa8a0", "#6f8fbf"]);
  c.add(`<rect width="${w}" height="${h}" fill="${vgrad(doc, tint(wall, 0.08), dark(wall, 0.3))}"/>`);
  // Odd seeds mirror the scene, so two pictures of the same rack differ.
  const mirrored = seed % 2 === 1;
  if (mirrored) c.add(`<g transform="translate(${w} 0) scale(-1 1)">`);
  c.add(`<rect y="${f(h * 0.78)}" width="${w}" height="${f(h * 0.22)}" fill="${vgrad(doc, "#2e2e2e", "#161616")}"/>`);
  for (let i = 0; i < 6; i++) c.add(line(0, h * (0.8 + i * 0.04), w, h * (0.8 + i * 0.04), "#000000", 1, 'opacity="0.35"'));
  c.add(`<rect x="0" y="${f(h * 0.12)}" width="${w}" height="${f(h * 0.02)}" fill="${accent}"/>`);
  c.add(
    ellipse(
      w * 0.5,
      h * 0.02,
      w * 0.35,
      h * 0.2,
      doc.radialXY(w * 0.5, h * 0.02, w * 0.35, [
        [0, "#ffffff", 0.22],
        [1, "#ffffff", 0],
      ]),
    ),
  );
  // A vertical plate tree on the left.
  const tx = w * rand.range(0.14, 0.22);
  c.add(rr(tx - 8, h * 0.3, 16, h * 0.5, 3, "#111111") + rr(tx - w * 0.08, h * 0.78, w * 0.16, h * 0.025, 3, "#111111"));
  for (let i = 0; i < 3; i++) {
    const py = h * (0.38 + i * 0.14);
    const r = h * (0.11 - i * 0.015);
    c.add(
      ellipse(tx + 22, py, r * 0.22, r, "#181818") +
        ellipse(tx + 14, py, r * 0.22, r, i === 0 ? accent : "#262626") +
        ellipse(tx + 14, py, r * 0.08, r * 0.3, "#0a0a0a"),
    );
  }
  // A loaded barbell on the floor, seen three-quarters.
  const by = h * 0.72;
  const bx0 = w * 0.34;
  const bx1 = w * 0.95;
  c.add(line(bx0, by, bx1, by - h * 0.05, "#c8ccd2", 7) + line(bx0, by + 3, bx1, by - h * 0.05 + 3, "#7d8288", 2));
  for (const [x, y, s] of [
    [bx0 + w * 0.06, by - h * 0.005, 1],
    [bx1 - w * 0.06, by - h * 0.045, 0.92],
  ]) {
    for (let k = 0; k < 3; k++) {
      const r = h * (0.15 - k * 0.025) * s;
      const col = k === 0 ? "#1b1b1b" : k === 1 ? accent : "#2c2c2c";
      c.add(
        ellipse(x + k * 14 - 14, y, r * 0.3, r, col) +
          ellipse(x + k * 14 - 18, y - r * 0.15, r * 0.1, r * 0.5, "#ffffff", 'opacity="0.06"'),
      );
    }
    c.add(ellipse(x + 24, y, 6, 12, "#9aa0a6"));
  }
  // Dumbbells in a row on a low rack.
  const ry = h * 0.6;
  c.add(rr(w * 0.36, ry, w * 0.56, h * 0.025, 3, "#0f0f0f"));
  for (let i = 0; i < 6; i++) {
    const x = w * (0.39 + i * 0.09);
    const s = h * (0.028 + i * 0.003);
    c.add(
      rr(x - s * 1.6, ry - s * 1.9, s * 0.9, s * 1.9, 3, "#1a1a1a") +
        rr(x + s * 0.7, ry - s * 1.9, s * 0.9, s * 1.9, 3, "#1a1a1a") +
        line(x - s * 0.7, ry - s * 0.95, x + s * 0.7, ry - s * 0.95, "#c8ccd2", 4),
    );
  }
  if (mirrored) c.add("</g>");
  c.add(
    `<rect width="${w}" height="${h}" fill="${doc.radialXY(w / 2, h / 2, w * 0.7, [
      [0.55, "#000", 0],
      [1, "#000", 0.45],
    ])}"/>`,
  );
  return c.done();
}

/** A small guided group on a ridge trail above a valley, packs on, the guide pointing ahead. */
export function trail({ w, h, seed }) {
  const rand = rng(seed);
  const c = canvas(w, h);
  const { doc } = c;
  const sky = rand.pick([
    ["#f4b183", "#fde7c4"],
    ["#8ec5e8", "#eaf4f2"],
    ["#b98aab", "#f7d9b8"],
  ]);
  const hills = rand.pick([
    ["#6f8a7a", "#4f6b5e", "#34503f"],
    ["#8a7a9a", "#5f5a78", "#3b3d55"],
    ["#7a9a86", "#56806a", "#2f5a4a"],
  ]);
  c.add(`<rect width="${w}" height="${h}" fill="${vgrad(doc, sky[0], sky[1])}"/>`);
  c.add(circle(w * rand.range(0.2, 0.8), h * 0.3, h * 0.08, "#fff4dc", 'opacity="0.9"'));
  hills.forEach((col, i) => {
    const base = h * (0.45 + i * 0.12);
    c.add(`<polygon points="${pts([[0, h], ...ridge(rand, w, base, h * (0.1 - i * 0.02)), [w, h]])}" fill="${col}"/>`);
  });
  // The trail and the group walking it.
  const ty = h * 0.86;
  c.add(
    path(
      `M0,${f(ty + h * 0.06)} C${f(w * 0.3)},${f(ty - h * 0.02)} ${f(w * 0.6)},${f(ty + h * 0.05)} ${f(w)},${f(ty - h * 0.04)} L${f(w)},${f(h)} L0,${f(h)} Z`,
      "#c9a27a",
    ),
  );
  const n = rand.int(3, 4);
  for (let i = 0; i < n; i++) {
    const x = w * (0.22 + i * 0.17) + rand.range(-20, 20);
    const fh = h * rand.range(0.36, 0.42);
    const lk = look(rand, { sleeves: "long", skirt: false, top: rand.pick(["#e07a5f", "#e9c05f", "#5fa8a0", "#2b3a55", "#b3482f"]) });
    c.add(rr(x - fh * 0.09, ty - fh * 0.82, fh * 0.12, fh * 0.22, 4, dark(lk.top, 0.35)));
    c.add(figure(doc, x, ty + h * 0.02, fh, lk, i === 0 ? "present" : "walk", { flip: false }));
  }
  return c.done();
}
