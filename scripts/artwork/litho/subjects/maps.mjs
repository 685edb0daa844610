// Drawn street plans that stand in for Google's map on the contact pages and in
// the map dialogs: city blocks, a river or a coast, a park, the main roads with
// their names, and a pin with the office's name. Every plan says it is
// illustrative, because it is. The theme sets the palette, the seed the lie of
// the streets.
import { rng, f, text, FONT_SANS } from "../../lib/core.mjs";
import { canvas, circle, path, rr, shadow } from "../lib/style.mjs";

const THEMES = {
  light: {
    ground: "#f3f1ec",
    block: "#e6e2d8",
    water: "#b9d3e0",
    waterEdge: "#9dbccc",
    park: "#cfe0c4",
    road: "#ffffff",
    roadEdge: "#d6d0c2",
    major: "#f6dfa0",
    majorEdge: "#d9b45a",
    label: "#3b3833",
    halo: "#f3f1ec",
    pin: "#1e1e1e",
    card: "#ffffff",
    cardText: "#1e1e1e",
    cardMuted: "#5f5f5f",
    note: "#6d6a63",
  },
  cream: {
    ground: "#f6efe0",
    block: "#ebe0c9",
    water: "#a9c8cf",
    waterEdge: "#8fb1b9",
    park: "#d5dcb8",
    road: "#fffaf0",
    roadEdge: "#d8c9a6",
    major: "#e9c05f",
    majorEdge: "#ba8023",
    label: "#3f3526",
    halo: "#f6efe0",
    pin: "#8a5d12",
    card: "#1e1e1e",
    cardText: "#ffffff",
    cardMuted: "#e9c05f",
    note: "#6e6251",
  },
  dark: {
    ground: "#1f2124",
    block: "#292c30",
    water: "#14202b",
    waterEdge: "#2c3d4c",
    park: "#23302a",
    road: "#383b40",
    roadEdge: "#45484e",
    major: "#6e5529",
    majorEdge: "#e9c05f",
    label: "#dcd7cc",
    halo: "#1f2124",
    pin: "#e9c05f",
    card: "#121212",
    cardText: "#ffffff",
    cardMuted: "#e9c05f",
    note: "#8a877f",
  },
};

/**
 * A city plan. `water` puts a river across the plan or a coast along its top;
 * `streets` names the main roads (the first is the office's street, drawn
 * strongest); `office` and `address` label the pin's card.
 */
export function streetMap({ w, h, seed, theme = "light", water = "river", streets, office, address }) {
  const t = THEMES[theme];
  const rand = rng(seed);
  const c = canvas(w, h);
  const { doc } = c;
  c.add(`<rect width="${w}" height="${h}" fill="${t.ground}"/>`);

  // City blocks, slightly turned, so the grid does not look like graph paper.
  const blocks = [];
  for (let x = -40; x < w + 40; x += 52) {
    for (let y = -40; y < h + 40; y += 44) {
      if (rand() < 0.08) continue;
      blocks.push(
        `<rect x="${f(x + rand.range(0, 6))}" y="${f(y + rand.range(0, 5))}" width="${f(rand.range(30, 44))}" height="${f(rand.range(24, 36))}" rx="3"/>`,
      );
    }
  }
  c.add(`<g fill="${t.block}" transform="rotate(${f(rand.range(-9, 9))} ${w / 2} ${h / 2})">${blocks.join("")}</g>`);

  // A park somewhere off the pin's corner.
  const px = w * rand.range(0.08, 0.3);
  const py = h * rand.range(0.55, 0.75);
  c.add(
    path(
      `M${f(px)},${f(py)} C${f(px + 90)},${f(py - 40)} ${f(px + 220)},${f(py - 20)} ${f(px + 240)},${f(py + 50)} L${f(px + 200)},${f(py + 150)} C${f(px + 120)},${f(py + 170)} ${f(px + 30)},${f(py + 140)} ${f(px - 10)},${f(py + 90)} Z`,
      t.park,
    ),
  );

  // Water: a river winding across, or a coast along the top.
  const bend = rand.range(-60, 60);
  const waterPath =
    water === "coast"
      ? `M0,0 H${w} V${f(h * 0.16)} C${f(w * 0.8)},${f(h * 0.2 + bend * 0.3)} ${f(w * 0.55)},${f(h * 0.12)} ${f(w * 0.35)},${f(h * 0.2)} S${f(w * 0.1)},${f(h * 0.18)} 0,${f(h * 0.24)} Z`
      : `M-20,${f(h * 0.8)} C${f(w * 0.25)},${f(h * 0.7 + bend)} ${f(w * 0.45)},${f(h * 0.95)} ${f(w * 0.7)},${f(h * 0.82)} S${f(w * 0.95)},${f(h * 0.66)} ${w + 20},${f(h * 0.7)} L${w + 20},${f(h * 0.84)} C${f(w * 0.9)},${f(h * 0.8)} ${f(w * 0.8)},${f(h * 0.96)} ${f(w * 0.62)},${f(h * 0.98)} S${f(w * 0.2)},${f(h * 0.86 + bend)} -20,${f(h * 0.93)} Z`;
  c.add(path(waterPath, t.water, `stroke="${t.waterEdge}" stroke-width="2"`));

  const road = (d, width, fill, edge) =>
    `<path d="${d}" fill="none" stroke="${edge}" stroke-width="${width + 3}" stroke-linecap="round" stroke-linejoin="round"/><path d="${d}" fill="none" stroke="${fill}" stroke-width="${width}" stroke-linecap="round" stroke-linejoin="round"/>`;

  // Minor streets first, then the named roads over them.
  for (let i = 0; i < 7; i++) {
    const x = (w / 7) * i + rand.range(20, 80);
    c.add(
      road(
        `M${f(x)},-20 C${f(x + rand.range(-30, 30))},${f(h * 0.4)} ${f(x + rand.range(-30, 30))},${f(h * 0.6)} ${f(x + rand.range(-40, 40))},${h + 20}`,
        9,
        t.road,
        t.roadEdge,
      ),
    );
  }
  const rows = [0.3, 0.5, 0.66].map((k) => h * k + rand.range(-20, 20));
  const mains = rows.map(
    (y, i) =>
      `M-20,${f(y + rand.range(-20, 20))} C${f(w * 0.3)},${f(y - 30 + i * 10)} ${f(w * 0.6)},${f(y + 25)} ${w + 20},${f(y + rand.range(-30, 30))}`,
  );
  const diagonal = `M${f(w * 0.15)},${h + 20} C${f(w * 0.35)},${f(h * 0.6)} ${f(w * 0.6)},${f(h * 0.35)} ${f(w * 0.9)},-20`;
  mains.forEach((d, i) => c.add(road(d, i === 1 ? 20 : 14, i === 1 ? t.major : t.road, i === 1 ? t.majorEdge : t.roadEdge)));
  c.add(road(diagonal, 14, t.road, t.roadEdge));

  const label = (x, y, s, rot, o = {}) =>
    `<g transform="rotate(${f(rot)} ${f(x)} ${f(y)})">${text(x, y, s, { size: 16, family: FONT_SANS, weight: 600, anchor: "middle", fill: t.label, stroke: t.halo, "stroke-width": 5, "paint-order": "stroke", ...o })}</g>`;
  const [main, second, third, fourth] = streets;
  c.add(label(w * 0.24, rows[1] - 4, main, -3, { size: 18, weight: 700 }));
  c.add(label(w * 0.7, rows[0] + 5, second, 2));
  c.add(label(w * 0.78, rows[2] + 26, third, 3, { size: 14 }));
  // On the diagonal three quarters of the way up, clear of the pin's card.
  if (fourth) c.add(label(w * 0.684, h * 0.248 - 14, fourth, -40, { size: 14 }));

  // The pin, on the office's street, and its card centred below it, so every crop keeps both.
  const pinX = w * 0.5;
  const pinY = rows[1] + 14;
  c.add(circle(pinX, pinY, 80, t.pin, `opacity="0.14" filter="${doc.blur(18)}"`));
  c.add(shadow(doc, pinX, pinY + 2, 16, 6, 0.45, 3));
  c.add(
    path(
      `M${f(pinX)},${f(pinY)} C${f(pinX - 8)},${f(pinY - 22)} ${f(pinX - 30)},${f(pinY - 40)} ${f(pinX - 30)},${f(pinY - 64)} A30,30 0 1 1 ${f(pinX + 30)},${f(pinY - 64)} C${f(pinX + 30)},${f(pinY - 40)} ${f(pinX + 8)},${f(pinY - 22)} ${f(pinX)},${f(pinY)} Z`,
      t.pin,
    ),
  );
  c.add(circle(pinX, pinY - 64, 11, t.ground));
  const cardW = Math.max(260, Math.max(office.length * 11.5, address.length * 8.6) + 48);
  const cardX = pinX - cardW / 2;
  const cardY = pinY + 22;
  c.add(rr(cardX + 4, cardY + 8, cardW, 84, 10, "#000", `opacity="0.25" filter="${doc.blur(8)}"`));
  c.add(rr(cardX, cardY, cardW, 84, 10, t.card));
  c.add(text(cardX + 22, cardY + 36, office, { size: 20, family: FONT_SANS, weight: 700, fill: t.cardText }));
  c.add(text(cardX + 22, cardY + 62, address, { size: 15, family: FONT_SANS, weight: 500, fill: t.cardMuted }));

  // North arrow and the honest caption.
  c.add(
    `<g transform="translate(${w - 48} ${h - 52})"><circle r="22" fill="${t.card}" opacity="0.9"/><path d="M0,-14 L6,8 L0,3 L-6,8 Z" fill="${t.pin}"/></g>`,
  );
  c.add(
    text(24, h - 22, "Illustrative map, not to scale", {
      size: 14,
      family: FONT_SANS,
      weight: 600,
      fill: t.note,
      stroke: t.halo,
      "stroke-width": 4,
      "paint-order": "stroke",
    }),
  );
  return c.done();
}
