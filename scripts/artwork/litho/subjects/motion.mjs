// A motion studio's stills: bold flat grounds with shaded 3D shapes (a sphere, a ring, a pill,
// a squiggle, a cube and confetti) bouncing about, each frame in its own pair of colours.
import { rng, f } from "../../lib/core.mjs";
import { canvas, tint, dark, circle, path, rr, shadow, blob, smoothClosed } from "../lib/style.mjs";

const GROUNDS = [
  ["#ff5a5f", "#ffd23f"],
  ["#3a86ff", "#ffbe0b"],
  ["#8338ec", "#06d6a0"],
  ["#ffd23f", "#ff006e"],
  ["#06d6a0", "#3a0ca3"],
  ["#fb5607", "#8ecae6"],
  ["#ff006e", "#ffd23f"],
  ["#1e1e1e", "#ffd23f"],
];

/** A ball lit from the upper left. */
const sphere = (doc, x, y, r, col) =>
  circle(
    x,
    y,
    r,
    doc.radialXY(x - r * 0.35, y - r * 0.4, r * 1.5, [
      [0, tint(col, 0.55)],
      [0.45, col],
      [1, dark(col, 0.35)],
    ]),
  );

export function motionFrame({ w, h, seed, ground }) {
  const rand = rng(seed);
  const c = canvas(w, h);
  const { doc } = c;
  const [bg, hi] = ground ?? rand.pick(GROUNDS);
  const m = Math.min(w, h);
  c.add(`<rect width="${w}" height="${h}" fill="${bg}"/>`);
  // A soft second colour rising from one corner.
  c.add(circle(w * rand.range(0.7, 1), h * rand.range(0.8, 1.1), m * 0.7, hi, `opacity="0.35" filter="${doc.blur(m * 0.12)}"`));
  // Floor line and a big blob.
  c.add(
    path(smoothClosed(blob(rand, w * rand.range(0.2, 0.4), h * rand.range(0.3, 0.5), m * 0.28, 8, 0.3)), tint(bg, 0.25), 'opacity="0.7"'),
  );
  // The ring.
  const rx = w * rand.range(0.55, 0.8);
  const ry = h * rand.range(0.2, 0.4);
  const rr0 = m * rand.range(0.12, 0.18);
  c.add(shadow(doc, rx, ry + rr0 * 1.6, rr0, rr0 * 0.2, 0.22, 10));
  c.add(`<circle cx="${f(rx)}" cy="${f(ry)}" r="${f(rr0)}" fill="none" stroke="${hi}" stroke-width="${f(rr0 * 0.55)}"/>`);
  c.add(
    `<circle cx="${f(rx - rr0 * 0.1)}" cy="${f(ry - rr0 * 0.12)}" r="${f(rr0)}" fill="none" stroke="${tint(hi, 0.5)}" stroke-width="${f(rr0 * 0.12)}" opacity="0.8"/>`,
  );
  // The sphere on the floor with its shadow.
  const sx = w * rand.range(0.25, 0.5);
  const sr = m * rand.range(0.14, 0.2);
  const sy = h * 0.78 - sr;
  c.add(shadow(doc, sx, h * 0.79, sr * 1.1, sr * 0.22, 0.3, 8));
  c.add(sphere(doc, sx, sy, sr, rand.pick(["#ffffff", hi, "#1e1e1e", tint(bg, 0.6)])));
  // A pill, tipped.
  const px = w * rand.range(0.6, 0.8);
  const py = h * rand.range(0.6, 0.75);
  const pw = m * 0.36;
  const ph = m * 0.12;
  const angle = rand.range(-35, 35);
  c.add(
    `<g transform="rotate(${f(angle)} ${f(px)} ${f(py)})">${rr(
      px - pw / 2,
      py - ph / 2,
      pw,
      ph,
      ph / 2,
      doc.linear(
        [
          [0, tint("#ffffff", 0)],
          [1, "#d9d9e6"],
        ],
        { x1: 0, y1: 0, x2: 0, y2: 1 },
      ),
    )}${rr(px, py - ph / 2, pw / 2, ph, ph / 2, hi)}${rr(px, py - ph / 2, ph / 2, ph, 0, hi)}</g>`,
  );
  // A squiggle.
  const qx = w * rand.range(0.05, 0.25);
  const qy = h * rand.range(0.12, 0.3);
  const qa = m * 0.05;
  let d = `M${f(qx)},${f(qy)}`;
  for (let i = 0; i < 5; i++) d += ` q${f(qa)},${f(i % 2 ? qa * 1.6 : -qa * 1.6)} ${f(qa * 2)},0`;
  c.add(
    path(
      d,
      "none",
      `stroke="${dark(bg, 0.35)}" stroke-width="${f(m * 0.03)}" stroke-linecap="round" opacity="0.5" transform="translate(${f(m * 0.01)} ${f(m * 0.012)})"`,
    ),
  );
  c.add(path(d, "none", `stroke="#ffffff" stroke-width="${f(m * 0.03)}" stroke-linecap="round"`));
  // Confetti.
  for (let i = 0; i < 14; i++) {
    const x = rand.range(0, w);
    const y = rand.range(0, h * 0.7);
    const s = m * rand.range(0.012, 0.026);
    const col = rand.pick(["#ffffff", hi, "#1e1e1e"]);
    c.add(
      rand() < 0.5
        ? circle(x, y, s, col)
        : `<rect x="${f(x)}" y="${f(y)}" width="${f(s * 2)}" height="${f(s * 0.8)}" fill="${col}" transform="rotate(${f(rand.range(0, 180))} ${f(x)} ${f(y)})"/>`,
    );
  }
  return c.done();
}
