// People: team portraits, testimonial avatars and blog authors. Each seed
// picks its own person (skin, hair, outfit, glasses...) and its own backdrop
// (palette and shape), so a row of team cards reads as different people.
import { rng, f } from "../../lib/core.mjs";
import { canvas, PALETTES, tint, dark, vgrad, blob, circle, path, rr } from "../lib/style.mjs";
import { look, portrait } from "../lib/figure.mjs";

function backdrop(c, rand, pal, kind) {
  const { doc, w, h } = c;
  c.add(`<rect width="${w}" height="${h}" fill="${vgrad(doc, tint(pal.light, 0.2), dark(pal.light, 0.06))}"/>`);
  const m = Math.min(w, h);
  if (kind === "circle") {
    c.add(
      circle(
        w / 2,
        h * 0.5,
        m * 0.36,
        doc.linear(
          [
            [0, tint(pal.base, 0.2)],
            [1, pal.base],
          ],
          { x1: 0, y1: 0, x2: 1, y2: 1 },
        ),
      ),
    );
  } else if (kind === "arch") {
    const aw = m * 0.66;
    c.add(
      path(
        `M${f(w / 2 - aw / 2)},${f(h)} V${f(h * 0.42)} A${f(aw / 2)},${f(aw / 2)} 0 0 1 ${f(w / 2 + aw / 2)},${f(h * 0.42)} V${f(h)} Z`,
        vgrad(doc, tint(pal.base, 0.15), pal.base),
      ),
    );
  } else if (kind === "blob") {
    c.add(path(blob(rand, w / 2, h * 0.5, m * 0.38, 8, 0.18), tint(pal.base, 0.1)));
    c.add(path(blob(rand, w * 0.72, h * 0.25, m * 0.1, 6, 0.2), pal.accent, 'opacity="0.85"'));
  } else if (kind === "split") {
    c.add(`<rect y="${f(h * 0.55)}" width="${w}" height="${f(h * 0.45)}" fill="${pal.base}"/>`);
    c.add(circle(w * 0.2, h * 0.22, m * 0.08, pal.accent, 'opacity="0.8"'));
  } else {
    // Studio: a soft spotlight on a tinted wall.
    c.add(
      `<rect width="${w}" height="${h}" fill="${doc.radialXY(w / 2, h * 0.4, m * 0.7, [
        [0, tint(pal.base, 0.55)],
        [1, dark(pal.base, 0.1)],
      ])}"/>`,
    );
  }
  // A few confetti shapes from the palette for a finished, designed look.
  const shapes = rand.int(2, 4);
  for (let i = 0; i < shapes; i++) {
    const x = rand.pick([rand.range(0.06, 0.25), rand.range(0.75, 0.94)]) * w;
    const y = rand.range(0.08, 0.55) * h;
    const s = m * rand.range(0.015, 0.03);
    const col = rand.pick([pal.accent, "#e9c05f", pal.deep]);
    c.add(
      rand() < 0.5
        ? circle(x, y, s, col, 'opacity="0.8"')
        : rr(x - s, y - s, s * 2, s * 2, s * 0.3, col, `opacity="0.8" transform="rotate(${f(rand.range(0, 90))} ${f(x)} ${f(y)})"`),
    );
  }
}

/** A team or author portrait; works for portrait, square and landscape frames. */
export function personPortrait({ w, h, seed, palette: palName, backdropKind }) {
  const rand = rng(seed);
  const c = canvas(w, h);
  const pal = palName ? PALETTES.find((p) => p.name === palName) : rand.pick(PALETTES.filter((p) => p.name !== "charcoal"));
  backdrop(c, rand, pal, backdropKind || rand.pick(["circle", "arch", "blob", "split", "studio"]));
  const feminine = rand() < 0.5;
  const lk = look(rand, {
    hairStyle: feminine ? rand.pick(["long", "bun", "bob", "pony", "curly"]) : rand.pick(["short", "crop", "curly", "short"]),
    top: rand.pick([
      "#1e1e1e",
      "#2b3a55",
      "#f4f1ea",
      "#ba8023",
      "#56705a",
      "#b76e6e",
      "#d9d4c7",
      "#3d6b57",
      "#5e3456",
      "#e9c05f",
      "#6f8fbf",
    ]),
  });
  // Keep the outfit from vanishing into the backdrop.
  if (Math.abs(parseInt(lk.top.slice(1, 3), 16) - parseInt(pal.base.slice(1, 3), 16)) < 20) lk.top = dark(lk.top, 0.35);
  const r = Math.min(h * 0.145, w * 0.2);
  c.add(
    portrait(c.doc, rand, w / 2, h - r * 0.5, r, lk, {
      outfit: feminine
        ? rand.pick(["blouse", "jacket", "sweater", "turtleneck"])
        : rand.pick(["jacket", "shirt", "sweater", "hoodie", "turtleneck"]),
      glasses: rand() < 0.3,
      beard: !feminine && rand() < 0.35,
      earrings: feminine && rand() < 0.6,
    }),
  );
  return c.done();
}
