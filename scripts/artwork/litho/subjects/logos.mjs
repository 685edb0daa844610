// Client logos: simple fictional wordmarks, each a small geometric mark and a
// made-up name set in the site's typefaces. They render dark grey on white,
// as client strips show them; the names are invented for the demo.
import { rng, f, text, FONT_SANS, FONT_SERIF } from "../../lib/core.mjs";
import { canvas, circle, rr, path } from "../lib/style.mjs";

export const LOGO_NAMES = [
  "Northwind",
  "Lumora",
  "Kestrel & Co",
  "Vantage",
  "Orbitra",
  "Halcyon",
  "Meridian",
  "Fieldstone",
  "Brightloop",
  "Solace",
  "Arcadia",
  "Tidewell",
];

const MARKS = [
  (x, y, s, c) => circle(x, y, s * 0.5, "none", `stroke="${c}" stroke-width="${f(s * 0.14)}"`) + circle(x, y, s * 0.16, c),
  (x, y, s, c) => path(`M${f(x - s * 0.5)},${f(y + s * 0.45)} L${f(x)},${f(y - s * 0.5)} L${f(x + s * 0.5)},${f(y + s * 0.45)} Z`, c),
  (x, y, s, c) =>
    rr(x - s * 0.45, y - s * 0.45, s * 0.9, s * 0.9, s * 0.2, c) + rr(x - s * 0.15, y - s * 0.15, s * 0.3, s * 0.3, s * 0.06, "#ffffff"),
  (x, y, s, c) =>
    path(`M${f(x - s * 0.5)},${f(y)} A${f(s * 0.5)},${f(s * 0.5)} 0 0 1 ${f(x + s * 0.5)},${f(y)} Z`, c) +
    path(
      `M${f(x - s * 0.5)},${f(y + s * 0.12)} A${f(s * 0.5)},${f(s * 0.5)} 0 0 0 ${f(x + s * 0.5)},${f(y + s * 0.12)} Z`,
      c,
      'opacity="0.55"',
    ),
  (x, y, s, c) =>
    [0, 1, 2]
      .map((i) => rr(x - s * 0.5 + i * s * 0.36, y - s * (0.2 + i * 0.15), s * 0.24, s * (0.4 + i * 0.3) - s * 0.1 + s * 0.1, s * 0.05, c))
      .join(""),
  (x, y, s, c) => circle(x - s * 0.18, y, s * 0.34, c, 'opacity="0.6"') + circle(x + s * 0.18, y, s * 0.34, c),
];

export function logo({ w, h, seed, name }) {
  const rand = rng(seed);
  const c = canvas(w, h);
  const label = name || LOGO_NAMES[seed % LOGO_NAMES.length];
  const ink = rand.pick(["#2a2a2a", "#3a3733", "#1e1e1e"]);
  c.add(`<rect width="${w}" height="${h}" fill="#ffffff"/>`);
  const serif = rand() < 0.35;
  const size = h * (serif ? 0.2 : 0.18);
  const mark = MARKS[seed % MARKS.length];
  const s = h * 0.26;
  // Approximate text width to centre mark + name together.
  const tw = label.length * size * (serif ? 0.56 : 0.6);
  const total = s + h * 0.06 + tw;
  const x0 = (w - total) / 2;
  c.add(mark(x0 + s / 2, h / 2, s, seed % 3 === 0 ? "#ba8023" : ink));
  c.add(
    text(x0 + s + h * 0.06, h / 2 + size * 0.36, label, {
      size,
      family: serif ? FONT_SERIF : FONT_SANS,
      weight: serif ? 700 : rand.pick([600, 700, 800]),
      fill: ink,
      spacing: serif ? 0 : size * 0.02,
    }),
  );
  return c.done();
}
