// A corporate group's divisions in pictures: a container port with cranes
// and stacked boxes, and a wind farm on rolling hills. The seed varies the
// light, the palette of the containers and the lie of the land.
import { rng, f } from "../../lib/core.mjs";
import { canvas, tint, dark, vgrad, rr, circle, path, line, ridge, smoothOpen } from "../lib/style.mjs";

const BOXES = ["#c0513e", "#2f6ea5", "#e9b43f", "#3d6b57", "#8a8f98", "#f08a6c", "#1f5f63", "#f4f1ea"];

/** A container terminal: gantry cranes over a ship, stacks of containers on the quay, water in front. */
export function containerPort({ w, h, seed }) {
  const rand = rng(seed);
  const c = canvas(w, h);
  const { doc } = c;
  const evening = rand() < 0.5;
  const sky = evening ? ["#f2b380", "#f7dcc0"] : ["#9cc7e6", "#e6f0f5"];
  c.add(`<rect width="${w}" height="${h}" fill="${vgrad(doc, sky[0], sky[1])}"/>`);
  c.add(circle(w * rand.range(0.6, 0.85), h * 0.3, 50, evening ? "#ffe3b8" : "#fffaf0", `filter="${doc.blur(14)}" opacity="0.9"`));
  const quay = h * 0.72;
  // Hills far behind.
  const hills = ridge(rand, w, h * 0.5, h * 0.05, { waves: 3 });
  c.add(path(`${smoothOpen(hills)} L${w + 20},${f(quay)} L-20,${f(quay)} Z`, evening ? "#c99a86" : "#a9bfcc"));
  // Ship hull along the quay with its cargo.
  const sx = w * 0.1;
  const sw = w * 0.62;
  c.add(
    path(
      `M${f(sx)},${f(quay - 70)} L${f(sx + sw)},${f(quay - 70)} L${f(sx + sw - 40)},${f(quay + 12)} L${f(sx + 30)},${f(quay + 12)} Z`,
      "#1f2a3a",
    ),
  );
  c.add(rr(sx, quay - 74, sw, 8, 0, "#c0513e"));
  c.add(rr(sx + sw - 90, quay - 150, 70, 80, 4, "#f4f1ea") + rr(sx + sw - 84, quay - 140, 58, 10, 2, "#2b3a55"));
  const cw = 34;
  const ch = 16;
  for (let col = 0; col < Math.floor((sw - 120) / cw); col++) {
    const n = rand.int(2, 5);
    for (let r = 0; r < n; r++) c.add(rr(sx + 14 + col * cw, quay - 74 - (r + 1) * ch, cw - 2, ch - 2, 1, rand.pick(BOXES)));
  }
  // Gantry cranes.
  for (let i = 0; i < 3; i++) {
    const gx = sx + sw * (0.15 + i * 0.3);
    const col = i % 2 ? "#e9b43f" : "#c0513e";
    c.add(line(gx, quay, gx, quay - h * 0.42, col, 9) + line(gx + 60, quay, gx + 60, quay - h * 0.42, col, 9));
    c.add(
      line(gx - 120, quay - h * 0.42, gx + 160, quay - h * 0.42, col, 10) + line(gx + 30, quay - h * 0.42, gx + 30, quay - h * 0.5, col, 6),
    );
    c.add(
      line(gx + 30, quay - h * 0.5, gx - 110, quay - h * 0.43, col, 3) + line(gx + 30, quay - h * 0.5, gx + 150, quay - h * 0.43, col, 3),
    );
    c.add(line(gx - 70, quay - h * 0.42, gx - 70, quay - h * 0.3, "#1e1e1e", 2) + rr(gx - 88, quay - h * 0.3, 36, 16, 1, rand.pick(BOXES)));
  }
  // Stacks on the quay to the right.
  for (let col = 0; col < 9; col++) {
    const n = rand.int(1, 4);
    for (let r = 0; r < n; r++) c.add(rr(w * 0.76 + col * 30, quay - (r + 1) * 15, 28, 13, 1, rand.pick(BOXES)));
  }
  // Quay and water.
  c.add(rr(0, quay, w, 14, 0, "#6f737a"));
  c.add(
    `<rect x="0" y="${f(quay + 14)}" width="${w}" height="${f(h - quay)}" fill="${vgrad(doc, evening ? "#4d6479" : "#4f7fa3", evening ? "#22303f" : "#23445e")}"/>`,
  );
  for (let i = 0; i < 90; i++)
    c.add(rr(rand.range(0, w), rand.range(quay + 20, h), rand.range(20, 70), 2, 1, "#ffffff", `opacity="${f(rand.range(0.08, 0.3))}"`));
  return c.done();
}

/** Wind turbines across green hills under a wide sky. */
export function windFarm({ w, h, seed }) {
  const rand = rng(seed);
  const c = canvas(w, h);
  const { doc } = c;
  c.add(`<rect width="${w}" height="${h}" fill="${vgrad(doc, "#8fc0e6", "#eaf3f6")}"/>`);
  for (let i = 0; i < 5; i++) {
    const cx = rand.range(0, w);
    const cy = rand.range(h * 0.08, h * 0.35);
    for (let k = 0; k < 4; k++)
      c.add(circle(cx + k * 40 - 60, cy + rand.range(-10, 10), rand.range(30, 55), "#ffffff", `opacity="0.8" filter="${doc.blur(8)}"`));
  }
  const layers = [
    [h * 0.6, "#9dbb8a", 0.55],
    [h * 0.7, "#7fa56b", 0.8],
    [h * 0.82, "#5f8a4f", 1.15],
  ];
  layers.forEach(([base, col, scale], li) => {
    const ridgeLine = ridge(rand, w, base, h * 0.06, { waves: 3 });
    // Turbines stand on this layer before the next layer covers their feet.
    const n = li === 2 ? 2 : rand.int(3, 5);
    for (let i = 0; i < n; i++) {
      const tx = rand.range(w * 0.05, w * 0.95);
      const ground = ridgeLine[Math.min(ridgeLine.length - 1, Math.max(0, Math.round((tx / w) * (ridgeLine.length - 3)) + 1))][1];
      const th = h * 0.34 * scale;
      const hub = [tx, ground - th];
      c.add(
        path(
          `M${f(tx - 5 * scale)},${f(ground)} L${f(tx - 2 * scale)},${f(hub[1])} L${f(tx + 2 * scale)},${f(hub[1])} L${f(tx + 5 * scale)},${f(ground)} Z`,
          "#f7f8f8",
        ),
      );
      const a0 = rand.range(0, Math.PI * 2);
      for (let b = 0; b < 3; b++) {
        const a = a0 + (b * Math.PI * 2) / 3;
        const bl = th * 0.55;
        const ex = hub[0] + Math.cos(a) * bl;
        const ey = hub[1] + Math.sin(a) * bl;
        const nx = -Math.sin(a) * 4 * scale;
        const ny = Math.cos(a) * 4 * scale;
        c.add(
          path(
            `M${f(hub[0] + nx)},${f(hub[1] + ny)} L${f(ex)},${f(ey)} L${f(hub[0] - nx)},${f(hub[1] - ny)} Z`,
            "#ffffff",
            `stroke="${dark("#ffffff", 0.12)}" stroke-width="0.8"`,
          ),
        );
      }
      c.add(circle(hub[0], hub[1], 5 * scale, "#e4e7e9"));
    }
    c.add(path(`${smoothOpen(ridgeLine)} L${w + 20},${h + 10} L-20,${h + 10} Z`, vgrad(doc, tint(col, 0.1), dark(col, 0.15))));
  });
  // A farm track across the nearest hill.
  c.add(
    path(
      `M${f(w * 0.1)},${h} C${f(w * 0.3)},${f(h * 0.9)} ${f(w * 0.5)},${f(h * 0.95)} ${f(w * 0.75)},${f(h * 0.86)}`,
      "none",
      'stroke="#d8c9a6" stroke-width="10" opacity="0.8"',
    ),
  );
  return c.done();
}
