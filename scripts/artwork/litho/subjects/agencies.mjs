// The agency homes' pictures: the digital studio's websites on laptops and
// phones, its team at work; the search agency's results pages, crawl maps,
// keyword boards, local map and traffic dashboard; the marketing agency's
// billboard, social feed, photo shoot and campaigns out in the world; the
// design studio's posters, moodboard, packaging, stationery, type and books.
// Screens are drawn by small functions that take a box, so one website can
// appear on a laptop, a phone and a wall screen. The seed picks palettes,
// copy and composition.
import { rng, f, text, FONT_SANS, FONT_SERIF } from "../../lib/core.mjs";
import { canvas, tint, dark, vgrad, shadow, rr, circle, path, line, smoothOpen, blob } from "../lib/style.mjs";
import { figure, look } from "../lib/figure.mjs";

const t = (x, y, s, o) => text(x, y, s, { family: FONT_SANS, ...o });

/** Website looks: ground, ink, accent, soft panel colour and the tones of its photographs. */
const SITES = {
  shop: {
    bg: "#fbf7f2",
    ink: "#1f1a17",
    accent: "#d9622b",
    soft: "#f1e6da",
    photo: ["#e8c9a8", "#b5704a", "#5a3a2a"],
    brand: "Kiln & Co",
    line: "Stoneware for every day",
  },
  app: {
    bg: "#f5f7ff",
    ink: "#141a3a",
    accent: "#4f5bd5",
    soft: "#e4e8fb",
    photo: ["#b8c2f5", "#6b77e0", "#2b2f7a"],
    brand: "Tallyflow",
    line: "Invoices that chase themselves",
  },
  editorial: {
    bg: "#ffffff",
    ink: "#111111",
    accent: "#e4362b",
    soft: "#f1f1ee",
    photo: ["#d8d3c6", "#7e8a7a", "#2f3a33"],
    brand: "The Long Read",
    line: "Stories worth an evening",
  },
  travel: {
    bg: "#f2faf8",
    ink: "#0e2a2a",
    accent: "#0f8f84",
    soft: "#dcefeb",
    photo: ["#9ad4e6", "#3f9bb8", "#1d4f5e"],
    brand: "Saltroad",
    line: "Small-ship coastal voyages",
  },
  bank: {
    bg: "#0f1626",
    ink: "#eef2fb",
    accent: "#38d39f",
    soft: "#1a2438",
    photo: ["#2a3a5c", "#38d39f", "#101826"],
    brand: "Lumen Bank",
    line: "Money, minus the waiting",
  },
  food: {
    bg: "#fff8ec",
    ink: "#2a1c10",
    accent: "#e0a21b",
    soft: "#f6e8cc",
    photo: ["#f0c27a", "#c0562f", "#5b2a14"],
    brand: "Greenfork",
    line: "Dinner kits from local farms",
  },
  // The web agency's clients: each drawn in the layout of the site it is like.
  clinic: {
    like: "app",
    bg: "#f3f8fb",
    ink: "#10283a",
    accent: "#1f7fb8",
    soft: "#dcebf4",
    photo: ["#a9d2e8", "#4f9cc6", "#1c4d6b"],
    brand: "Harbour Physio",
    line: "Book a physio in two taps",
    figure: "1,284 visits",
  },
  museum: {
    like: "editorial",
    bg: "#fbfaf6",
    ink: "#161616",
    accent: "#6a3df0",
    soft: "#eeeae1",
    photo: ["#d9cfbf", "#8f7f6a", "#3d342a"],
    brand: "Museum of the Coast",
    line: "Open daily, 10 till 6",
  },
  brewery: {
    like: "shop",
    bg: "#fff6e8",
    ink: "#24160b",
    accent: "#c44d1c",
    soft: "#f6e2c4",
    photo: ["#f2c27d", "#b86a2a", "#4f2a12"],
    brand: "Tidewater Brewing",
    line: "Small-batch beer, brewed by the quay",
  },
  school: {
    like: "travel",
    bg: "#f4f9f1",
    ink: "#15301a",
    accent: "#2f8a3e",
    soft: "#dfeedb",
    photo: ["#b5dca8", "#5fa35a", "#24502a"],
    brand: "Fernhill School",
    line: "Open mornings every Thursday",
  },
};

/** The layout a site look is drawn in: its own, or that of the look it is like. */
const layoutOf = (kind) => SITES[kind].like ?? kind;

/** A stand-in photograph: sky, sun and hills, or a product on a plinth, in the site's tones. */
function photo(c, rand, x, y, w, h, tones, kind = rand.pick(["land", "object"])) {
  const { doc } = c;
  const clip = doc.clip(`<rect x="${f(x)}" y="${f(y)}" width="${f(w)}" height="${f(h)}" rx="${f(Math.min(w, h) * 0.04)}"/>`);
  let s = `<rect x="${f(x)}" y="${f(y)}" width="${f(w)}" height="${f(h)}" fill="${doc.linear(
    [
      [0, tint(tones[0], 0.35)],
      [1, tones[0]],
    ],
    { x1: 0, y1: 0, x2: 0, y2: 1 },
  )}"/>`;
  if (kind === "land") {
    s += circle(x + w * rand.range(0.25, 0.75), y + h * 0.38, Math.min(w, h) * 0.12, tint(tones[1], 0.55));
    s += path(
      `M${f(x)},${f(y + h * 0.7)} Q${f(x + w * 0.3)},${f(y + h * 0.45)} ${f(x + w * 0.55)},${f(y + h * 0.66)} T${f(x + w)},${f(y + h * 0.58)} V${f(y + h)} H${f(x)} Z`,
      tones[1],
    );
    s += path(
      `M${f(x)},${f(y + h * 0.85)} Q${f(x + w * 0.5)},${f(y + h * 0.68)} ${f(x + w)},${f(y + h * 0.82)} V${f(y + h)} H${f(x)} Z`,
      tones[2],
    );
  } else {
    s += rr(x + w * 0.3, y + h * 0.72, w * 0.4, h * 0.28, 2, dark(tones[0], 0.12));
    s += path(
      `M${f(x + w * 0.38)},${f(y + h * 0.72)} C${f(x + w * 0.34)},${f(y + h * 0.4)} ${f(x + w * 0.42)},${f(y + h * 0.28)} ${f(x + w * 0.5)},${f(y + h * 0.28)} C${f(x + w * 0.58)},${f(y + h * 0.28)} ${f(x + w * 0.66)},${f(y + h * 0.4)} ${f(x + w * 0.62)},${f(y + h * 0.72)} Z`,
      doc.linear(
        [
          [0, tint(tones[1], 0.2)],
          [1, tones[2]],
        ],
        { x1: 0, y1: 0, x2: 1, y2: 0 },
      ),
    );
  }
  return `<g clip-path="${clip}">${s}</g>`;
}

/** A website's first screen and a little of what follows, inside the box. */
function siteScreen(c, rand, x, y, w, h, look, { mobile = false } = {}) {
  const S = SITES[look];
  const kind = layoutOf(look);
  const { doc } = c;
  const clip = doc.clip(`<rect x="${f(x)}" y="${f(y)}" width="${f(w)}" height="${f(h)}"/>`);
  const u = w / (mobile ? 36 : 100);
  const muted = S.bg === "#0f1626" ? "#8fa0bd" : tint(S.ink, 0.55);
  let s = rr(x, y, w, h, 0, S.bg);
  // Navigation.
  const navH = mobile ? u * 4.4 : u * 5;
  s += t(x + u * 2.2, y + navH * 0.62, S.brand, { size: f(mobile ? u * 1.7 : u * 1.5), weight: 700, fill: S.ink });
  if (mobile) {
    for (let i = 0; i < 3; i++) s += rr(x + w - u * 5, y + navH * 0.36 + i * u * 0.8, u * 2.6, u * 0.35, u * 0.2, S.ink);
  } else {
    for (let i = 0; i < 4; i++) s += rr(x + w * 0.42 + i * u * 8, y + navH * 0.45, u * 5.2, u * 0.7, u * 0.35, muted);
    s += rr(x + w - u * 13, y + navH * 0.26, u * 10.8, navH * 0.48, navH * 0.24, S.accent);
  }
  // Hero.
  const hy = y + navH + u;
  if (mobile) {
    s += photo(c, rand, x + u * 2, hy, w - u * 4, h * 0.3, S.photo);
    const ty = hy + h * 0.3 + u * 3.5;
    s += t(x + u * 2, ty, S.line.split(" ").slice(0, 3).join(" "), { size: f(u * 2.6), weight: 700, fill: S.ink });
    s += t(x + u * 2, ty + u * 3.2, S.line.split(" ").slice(3).join(" ") || "\u00a0", { size: f(u * 2.6), weight: 700, fill: S.ink });
    for (let i = 0; i < 3; i++) s += rr(x + u * 2, ty + u * (5.2 + i * 1.6), w * rand.range(0.5, 0.85), u * 0.7, u * 0.35, muted);
    s += rr(x + u * 2, ty + u * 10.5, w * 0.5, u * 3.6, u * 1.8, S.accent);
    const cy = ty + u * 16;
    for (let i = 0; i < 2; i++) s += photo(c, rand, x + u * 2 + i * (w / 2 - u), cy, w / 2 - u * 3, h * 0.16, S.photo, "object");
  } else if (kind === "editorial") {
    s += t(x + u * 4, hy + u * 9, S.line, { size: f(u * 5.4), weight: 800, fill: S.ink, family: FONT_SERIF });
    s += rr(x + u * 4, hy + u * 12, u * 12, u * 0.5, 0, S.accent);
    s += photo(c, rand, x + u * 4, hy + u * 15, w * 0.56, h * 0.48, S.photo, "land");
    for (let i = 0; i < 3; i++) {
      const by = hy + u * 15 + i * h * 0.165;
      s += photo(c, rand, x + w * 0.64, by, w * 0.1, h * 0.13, S.photo);
      s += rr(x + w * 0.76, by + u, w * 0.18, u * 0.9, u * 0.4, S.ink) + rr(x + w * 0.76, by + u * 3, w * 0.14, u * 0.6, u * 0.3, muted);
    }
  } else {
    const split = kind === "app" || kind === "bank";
    const tw = split ? w * 0.44 : w * 0.6;
    if (!split) s += photo(c, rand, x, hy - u, w, h * 0.56, S.photo, "land") + rr(x, hy - u, w, h * 0.56, 0, "#000", 'opacity="0.18"');
    const ink = split ? S.ink : "#ffffff";
    const words = S.line.split(" ");
    const half = Math.ceil(words.length / 2);
    s += t(x + u * 5, hy + u * 10, words.slice(0, half).join(" "), { size: f(u * 4.2), weight: 800, fill: ink });
    s += t(x + u * 5, hy + u * 15, words.slice(half).join(" "), { size: f(u * 4.2), weight: 800, fill: ink });
    for (let i = 0; i < 2; i++)
      s += rr(
        x + u * 5,
        hy + u * (18.5 + i * 2),
        tw * rand.range(0.6, 0.9),
        u * 0.8,
        u * 0.4,
        split ? muted : "#ffffff",
        split ? "" : 'opacity="0.8"',
      );
    s +=
      rr(x + u * 5, hy + u * 23.5, u * 14, u * 4, u * 2, S.accent) +
      rr(x + u * 21, hy + u * 23.5, u * 12, u * 4, u * 2, "none", `stroke="${ink}" stroke-width="${f(u * 0.25)}"`);
    if (split) {
      // A product panel: a dashboard card with a chart.
      const px = x + w * 0.52;
      const py = hy + u * 2;
      const pw = w * 0.42;
      const ph = h * 0.5;
      s += rr(px, py, pw, ph, u * 1.5, S.soft);
      s +=
        rr(px + u * 2, py + u * 2, pw * 0.4, u * 1, u * 0.5, muted) +
        t(px + u * 2, py + u * 7, S.figure ?? (kind === "bank" ? "€12,480.20" : "$48,210"), { size: f(u * 3), weight: 800, fill: S.ink });
      const pts2 = Array.from({ length: 9 }, (_, i) => [
        px + u * 2 + (i / 8) * (pw - u * 4),
        py + ph - u * 3 - (0.15 + 0.7 * (i / 8) + rand.range(-0.1, 0.1)) * (ph - u * 12),
      ]);
      s += path(smoothOpen(pts2), "none", `stroke="${S.accent}" stroke-width="${f(u * 0.6)}" stroke-linecap="round"`);
      s += rr(px + pw * 0.55, py + ph + u * 2, pw * 0.45, h * 0.16, u * 1.5, S.accent, 'opacity="0.9"');
    }
    // Cards under the hero.
    const cy = y + h * 0.7;
    for (let i = 0; i < 3; i++) {
      const cx = x + u * 5 + i * ((w - u * 10) / 3);
      const cw = (w - u * 10) / 3 - u * 2;
      s += photo(c, rand, cx, cy, cw, h * 0.17, S.photo, i % 2 ? "object" : "land");
      s += rr(cx, cy + h * 0.19, cw * 0.7, u * 0.9, u * 0.45, S.ink) + rr(cx, cy + h * 0.19 + u * 2, cw * 0.5, u * 0.7, u * 0.35, muted);
    }
  }
  return `<g clip-path="${clip}">${s}</g>`;
}

/** A laptop seen from the front; the screen is drawn by fill(x, y, w, h). */
function laptop(c, x, y, w, fill, { body = "#c9ccd3" } = {}) {
  const h = w * 0.62;
  const { doc } = c;
  let s = shadow(doc, x + w / 2, y + h + w * 0.05, w * 0.56, w * 0.025, 0.4, w * 0.015);
  s += rr(x, y, w, h, w * 0.02, "#16181d");
  s += fill(x + w * 0.025, y + w * 0.025, w * 0.95, h - w * 0.05);
  s += path(
    `M${f(x - w * 0.08)},${f(y + h)} L${f(x + w * 1.08)},${f(y + h)} L${f(x + w * 1.03)},${f(y + h + w * 0.035)} L${f(x - w * 0.03)},${f(y + h + w * 0.035)} Z`,
    doc.linear(
      [
        [0, tint(body, 0.2)],
        [1, dark(body, 0.2)],
      ],
      { x1: 0, y1: 0, x2: 0, y2: 1 },
    ),
  );
  s += rr(x + w * 0.42, y + h, w * 0.16, w * 0.012, w * 0.006, dark(body, 0.3));
  return s;
}

/** A phone standing upright; the screen is drawn by fill(x, y, w, h). */
function phone(c, x, y, w, fill, { rot = 0, body = "#111318" } = {}) {
  const h = w * 2.05;
  const { doc } = c;
  let s = shadow(doc, x + w / 2 + w * 0.08, y + h + w * 0.04, w * 0.5, w * 0.06, 0.35, w * 0.05);
  s += `<g transform="rotate(${f(rot)} ${f(x + w / 2)} ${f(y + h / 2)})">`;
  s += rr(x, y, w, h, w * 0.14, body);
  const inner = doc.clip(
    `<rect x="${f(x + w * 0.05)}" y="${f(y + w * 0.05)}" width="${f(w * 0.9)}" height="${f(h - w * 0.1)}" rx="${f(w * 0.1)}"/>`,
  );
  s += `<g clip-path="${inner}">${fill(x + w * 0.05, y + w * 0.05, w * 0.9, h - w * 0.1)}</g>`;
  s += rr(x + w * 0.38, y + w * 0.08, w * 0.24, w * 0.06, w * 0.03, "#000");
  return s + "</g>";
}

/** A desk monitor on its stand; the screen is drawn by fill(x, y, w, h). */
function monitor(c, x, y, w, fill, { frame = "#1b1d22" } = {}) {
  const h = w * 0.58;
  let s =
    rr(x + w * 0.45, y + h, w * 0.1, w * 0.14, 0, dark(frame, 0.1)) +
    rr(x + w * 0.33, y + h + w * 0.13, w * 0.34, w * 0.025, w * 0.012, frame);
  s += rr(x, y, w, h, w * 0.012, frame) + fill(x + w * 0.015, y + w * 0.015, w * 0.97, h - w * 0.03);
  return s;
}

// ---------- Digital studio ----------

/** One client website on a laptop with its phone version beside it, on a coloured ground. */
export function siteMockup({ w, h, seed, kind }) {
  const rand = rng(seed);
  const c = canvas(w, h);
  const { doc } = c;
  const S = SITES[kind];
  const ground = S.bg === "#0f1626" ? "#2b3a5c" : tint(S.accent, 0.55);
  c.add(
    `<rect width="${w}" height="${h}" fill="${doc.linear(
      [
        [0, tint(ground, 0.25)],
        [1, dark(ground, 0.08)],
      ],
      { x1: 0, y1: 0, x2: 1, y2: 1 },
    )}"/>`,
  );
  c.add(circle(w * rand.range(0.6, 0.85), h * rand.range(0.2, 0.4), h * 0.45, tint(ground, 0.4), 'opacity="0.5"'));
  c.add(rr(0, h * 0.84, w, h * 0.16, 0, dark(ground, 0.12), 'opacity="0.5"'));
  // A frame taller than 4:3 (a hero's half) takes a larger laptop, centred, with the phone over its corner.
  const tall = h > w * 0.8;
  const lw = w * (tall ? 0.78 : 0.64);
  c.add(laptop(c, w * 0.1, tall ? h * 0.5 - lw * 0.36 : h * 0.14, lw, (x, y, sw, sh) => siteScreen(c, rand, x, y, sw, sh, kind)));
  const pw = w * (tall ? 0.19 : 0.13);
  c.add(
    phone(
      c,
      w * (tall ? 0.7 : 0.76),
      tall ? h * 0.5 : h * 0.3,
      pw,
      (x, y, sw, sh) => siteScreen(c, rand, x, y, sw, sh, kind, { mobile: true }),
      { rot: rand.range(-3, 4) },
    ),
  );
  return c.done();
}

/** The studio's hero: a wall monitor, a laptop and phones showing client work on a night ground. */
export function deviceHero({ w, h, seed }) {
  const rand = rng(seed);
  const c = canvas(w, h);
  const { doc } = c;
  c.add(
    `<rect width="${w}" height="${h}" fill="${doc.linear(
      [
        [0, "#0d0f12"],
        [1, "#1a1f17"],
      ],
      { x1: 0, y1: 0, x2: 1, y2: 1 },
    )}"/>`,
  );
  c.add(circle(w * 0.72, h * 0.35, h * 0.55, "#c8f03c", `opacity="0.16" filter="${doc.blur(90)}"`));
  c.add(circle(w * 0.2, h * 0.8, h * 0.4, "#3c8cf0", `opacity="0.12" filter="${doc.blur(90)}"`));
  // A dotted grid, like a design tool's canvas.
  for (let gx = 40; gx < w; gx += 40)
    for (let gy = 40; gy < h; gy += 40) if (rand() < 0.7) c.add(circle(gx, gy, 1.2, "#ffffff", 'opacity="0.12"'));
  c.add(monitor(c, w * 0.3, h * 0.08, w * 0.46, (x, y, sw, sh) => siteScreen(c, rand, x, y, sw, sh, "travel")));
  c.add(laptop(c, w * 0.06, h * 0.42, w * 0.36, (x, y, sw, sh) => siteScreen(c, rand, x, y, sw, sh, "shop")));
  c.add(phone(c, w * 0.7, h * 0.36, w * 0.1, (x, y, sw, sh) => siteScreen(c, rand, x, y, sw, sh, "bank", { mobile: true }), { rot: 6 }));
  c.add(phone(c, w * 0.83, h * 0.3, w * 0.1, (x, y, sw, sh) => siteScreen(c, rand, x, y, sw, sh, "food", { mobile: true }), { rot: -5 }));
  // Floating interface chips: a cursor, a colour token, a comment.
  const chip = (x, y, label, col) =>
    shadow(doc, x + 80, y + 46, 80, 8, 0.5, 8) +
    rr(x, y, 190, 44, 22, "#ffffff") +
    circle(x + 24, y + 22, 10, col) +
    t(x + 44, y + 28, label, { size: 16, weight: 600, fill: "#16181d" });
  c.add(chip(w * 0.52, h * 0.78, "Lime / 500", "#c8f03c"));
  c.add(chip(w * 0.06, h * 0.16, "Ship on Friday", "#3c8cf0"));
  c.add(path(`M${f(w * 0.66)},${f(h * 0.62)} l0,34 l9,-9 l7,15 l6,-3 l-7,-14 l12,-1 Z`, "#ffffff", 'stroke="#16181d" stroke-width="2"'));
  return c.done();
}

/**
 * A studio at work. kind 'product': two people at desks with wireframes on their monitors and a wall
 * screen; 'pitch': a team around a table before a wall of campaign boards; 'design': a long table of
 * prints and swatches under the studio's north light.
 */
export function studioScene({ w, h, seed, kind = "product" }) {
  const rand = rng(seed);
  const c = canvas(w, h);
  const { doc } = c;
  const wall = kind === "product" ? "#23272e" : kind === "pitch" ? "#f3e9ec" : "#efece6";
  const floorCol = kind === "product" ? "#15171b" : kind === "pitch" ? "#c9b9a8" : "#b9a890";
  c.add(`<rect width="${w}" height="${h}" fill="${vgrad(doc, tint(wall, 0.08), dark(wall, 0.06))}"/>`);
  c.add(`<rect y="${f(h * 0.78)}" width="${w}" height="${f(h * 0.22)}" fill="${vgrad(doc, floorCol, dark(floorCol, 0.2))}"/>`);
  if (kind === "product") {
    // Wall screen with a user flow of wireframes.
    const sx = w * 0.08;
    const sy = h * 0.08;
    const sw = w * 0.84;
    const sh = h * 0.36;
    c.add(rr(sx - 8, sy - 8, sw + 16, sh + 16, 10, "#0b0c0f") + rr(sx, sy, sw, sh, 4, "#f4f6f8"));
    for (let i = 0; i < 5; i++) {
      const fx = sx + sw * (0.04 + i * 0.19);
      const fy = sy + sh * 0.14;
      c.add(rr(fx, fy, sw * 0.14, sh * 0.72, 8, "#ffffff", 'stroke="#cfd5dc" stroke-width="2"'));
      c.add(rr(fx + 10, fy + 12, sw * 0.14 - 20, sh * 0.22, 4, i === 2 ? "#c8f03c" : "#e3e7ec"));
      for (let l = 0; l < 4; l++) c.add(rr(fx + 10, fy + sh * 0.33 + l * 16, (sw * 0.14 - 20) * rand.range(0.5, 1), 7, 3, "#c4cad2"));
      if (i < 4)
        c.add(
          path(
            `M${f(fx + sw * 0.145)},${f(fy + sh * 0.36)} h${f(sw * 0.04)}`,
            "none",
            'stroke="#7a8694" stroke-width="3" stroke-dasharray="6 6"',
          ),
        );
    }
    // Two desks with monitors, people seated.
    for (const [dx, flip] of [
      [w * 0.14, false],
      [w * 0.56, true],
    ]) {
      const dw = w * 0.32;
      const dy = h * 0.7;
      c.add(
        rr(dx, dy, dw, 14, 4, "#d9d2c4") +
          rr(dx + 10, dy + 14, 10, h * 0.3, 3, "#0b0c0f") +
          rr(dx + dw - 20, dy + 14, 10, h * 0.3, 3, "#0b0c0f"),
      );
      c.add(
        monitor(c, dx + dw * 0.28, dy - dw * 0.42, dw * 0.5, (x, y, mw, mh) =>
          siteScreen(c, rand, x, y, mw, mh, rand.pick(["app", "travel", "shop"])),
        ),
      );
      c.add(figure(doc, dx + (flip ? dw * 0.92 : dw * 0.08), h * 0.98, h * 0.5, look(rand), "sit", { flip }));
    }
    c.add(circle(w * 0.5, h * 0.02, 10, "#c8f03c", `opacity="0.5" filter="${doc.blur(20)}"`));
  } else if (kind === "pitch") {
    // Campaign boards pinned along the wall.
    const cols = ["#e0218a", "#ffd23f", "#1e1e1e", "#3bb7c4", "#f4f1ea", "#ff7a3d"];
    for (let i = 0; i < 6; i++) {
      const bx = w * (0.05 + i * 0.155);
      const by = h * (0.1 + (i % 2) * 0.05);
      const col = cols[(i + rand.int(0, 5)) % cols.length];
      c.add(shadow(doc, bx + w * 0.065, by + h * 0.32, w * 0.06, 8, 0.25, 6) + rr(bx, by, w * 0.13, h * 0.3, 3, col));
      c.add(
        rr(bx + 12, by + 14, w * 0.13 - 24, h * 0.14, 2, tint(col, 0.35)) +
          rr(bx + 12, by + h * 0.19, w * 0.09, 9, 3, col === "#f4f1ea" || col === "#ffd23f" ? "#1e1e1e" : "#ffffff"),
      );
      c.add(circle(bx + w * 0.065, by + 6, 5, "#c0392b"));
    }
    // A table with laptops, people standing and sitting around it.
    c.add(
      rr(w * 0.22, h * 0.66, w * 0.56, 18, 6, "#f7f3ee") +
        rr(w * 0.26, h * 0.68, 12, h * 0.3, 3, "#2a2626") +
        rr(w * 0.72, h * 0.68, 12, h * 0.3, 3, "#2a2626"),
    );
    c.add(rr(w * 0.36, h * 0.62, w * 0.1, h * 0.04, 3, "#c9ccd3") + rr(w * 0.55, h * 0.63, w * 0.08, h * 0.03, 3, "#1e1e1e"));
    c.add(figure(doc, w * 0.14, h * 0.98, h * 0.62, look(rand), "present"));
    c.add(figure(doc, w * 0.33, h * 0.99, h * 0.48, look(rand), "sit", { flip: false }));
    c.add(figure(doc, w * 0.68, h * 0.99, h * 0.48, look(rand), "sit", { flip: true }));
    c.add(figure(doc, w * 0.88, h * 0.98, h * 0.6, look(rand), "stand", { flip: true }));
  } else {
    // North-light windows and a long table of prints.
    for (let i = 0; i < 4; i++)
      c.add(
        rr(w * (0.06 + i * 0.23), h * 0.06, w * 0.19, h * 0.4, 2, vgrad(doc, "#e6eef4", "#fbfaf6"), 'stroke="#2a2a2a" stroke-width="6"') +
          line(w * (0.155 + i * 0.23), h * 0.06, w * (0.155 + i * 0.23), h * 0.46, "#2a2a2a", 4),
      );
    c.add(
      rr(w * 0.08, h * 0.6, w * 0.84, 20, 4, "#e8e0d2") +
        rr(w * 0.12, h * 0.62, 14, h * 0.36, 3, "#2a2a2a") +
        rr(w * 0.86, h * 0.62, 14, h * 0.36, 3, "#2a2a2a"),
    );
    const prints = ["#8c1c3a", "#f2d4c9", "#1e1e1e", "#d9c8a0", "#3d5a6b", "#f4f1ea"];
    for (let i = 0; i < 7; i++) {
      const px = w * (0.12 + i * 0.105);
      c.add(
        rr(
          px,
          h * 0.56,
          w * 0.08,
          h * 0.045,
          1,
          prints[(i + rand.int(0, 5)) % prints.length],
          `transform="rotate(${f(rand.range(-6, 6))} ${f(px)} ${f(h * 0.58)})"`,
        ),
      );
    }
    c.add(figure(doc, w * 0.3, h * 0.99, h * 0.62, look(rand), "stand"));
    c.add(figure(doc, w * 0.62, h * 0.99, h * 0.6, look(rand), "present", { flip: true }));
    c.add(figure(doc, w * 0.8, h * 0.99, h * 0.5, look(rand), "sit", { flip: true }));
  }
  return c.done();
}

// ---------- Search agency ----------

const SERP_RESULTS = [
  ["harbourline.com › tents", "Four-season tents, tested on the ridge", true],
  ["outdoorgearlab.example › best-tents", "The best tents of the year, compared", false],
  ["trailforum.example › threads", "Which tent for a wet autumn trip?", false],
  ["shop.example › camping", "Camping tents: 1,200 products", false],
];

const RELATED_WIDTHS = [0.16, 0.2, 0.12, 0.18, 0.14, 0.2];

/** A search results page with the client's result first, inside the box. */
function serpScreen(c, x, y, w, h, query) {
  const u = w / 100;
  let s = rr(x, y, w, h, 0, "#ffffff");
  s += t(x + u * 3, y + u * 5.4, "Search", { size: f(u * 2.6), weight: 700, fill: "#1d6cf2" });
  s += rr(x + u * 16, y + u * 2.2, w * 0.56, u * 4.6, u * 2.3, "#ffffff", `stroke="#d5dae3" stroke-width="${f(u * 0.2)}"`);
  s += t(x + u * 19, y + u * 5.4, query, { size: f(u * 1.9), fill: "#20242c" });
  s += line(x, y + u * 9, x + w, y + u * 9, "#e6e9ef", u * 0.15);
  SERP_RESULTS.forEach(([url, title, ours], i) => {
    const ry = y + u * 13 + i * u * 11.5;
    if (ours) s += rr(x + u * 1.6, ry - u * 2.4, w * 0.66, u * 10.6, u * 1, "#eef4ff", `stroke="#1d6cf2" stroke-width="${f(u * 0.25)}"`);
    s += t(x + u * 3.5, ry, url, { size: f(u * 1.5), fill: "#4d5665" });
    s += t(x + u * 3.5, ry + u * 3, title, { size: f(u * 2.3), weight: 600, fill: ours ? "#1d4fc2" : "#1a3d9c" });
    s +=
      rr(x + u * 3.5, ry + u * 4.6, w * 0.56, u * 0.9, u * 0.45, "#c9ced8") +
      rr(x + u * 3.5, ry + u * 6.2, w * 0.42, u * 0.9, u * 0.45, "#c9ced8");
  });
  // A side panel of related searches.
  s += rr(x + w * 0.72, y + u * 12, w * 0.25, h * 0.55, u, "#f6f8fb");
  for (let i = 0; i < 6; i++) s += rr(x + w * 0.74, y + u * (16 + i * 4.2), w * RELATED_WIDTHS[i], u * 1, u * 0.5, "#c9ced8");
  return s;
}

/** The search agency's hero: a laptop with the client ranked first and a rising traffic card. */
export function searchResults({ w, h, seed }) {
  const rand = rng(seed);
  const c = canvas(w, h);
  const { doc } = c;
  c.add(
    `<rect width="${w}" height="${h}" fill="${doc.linear(
      [
        [0, "#e9f1ff"],
        [1, "#c9dcfb"],
      ],
      { x1: 0, y1: 0, x2: 1, y2: 1 },
    )}"/>`,
  );
  c.add(circle(w * 0.85, h * 0.15, h * 0.35, "#ffffff", 'opacity="0.6"'));
  c.add(rr(0, h * 0.82, w, h * 0.18, 0, "#b7c9e6"));
  c.add(laptop(c, w * 0.12, h * 0.16, w * 0.62, (x, y, sw, sh) => serpScreen(c, x, y, sw, sh, "four season tent")));
  // Traffic card.
  const cx = w * 0.66;
  const cy = h * 0.5;
  const cw = w * 0.3;
  const ch = h * 0.34;
  c.add(shadow(doc, cx + cw / 2, cy + ch + 10, cw * 0.45, 12, 0.3, 14) + rr(cx, cy, cw, ch, 18, "#ffffff"));
  c.add(
    t(cx + 24, cy + 40, "Organic visits", { size: 18, weight: 600, fill: "#4d5665" }) +
      t(cx + 24, cy + 82, "+212%", { size: 36, weight: 800, fill: "#1d6cf2" }),
  );
  const pts2 = Array.from({ length: 10 }, (_, i) => [
    cx + 24 + (i / 9) * (cw - 48),
    cy + ch - 24 - (0.08 + (i / 9) ** 1.6 * 0.8 + rand.range(-0.04, 0.04)) * (ch - 120),
  ]);
  const d = smoothOpen(pts2);
  c.add(
    path(`${d} L${f(cx + cw - 24)},${f(cy + ch - 24)} L${f(cx + 24)},${f(cy + ch - 24)} Z`, "#1d6cf2", 'opacity="0.14"') +
      path(d, "none", 'stroke="#1d6cf2" stroke-width="4" stroke-linecap="round"'),
  );
  // Position badge.
  c.add(
    shadow(doc, w * 0.1, h * 0.2, 60, 10, 0.3, 10) +
      circle(w * 0.09, h * 0.14, 52, "#1d6cf2") +
      t(w * 0.09, h * 0.14 + 4, "#1", { size: 40, weight: 800, fill: "#ffffff", anchor: "middle" }) +
      t(w * 0.09, h * 0.14 + 30, "position", { size: 13, weight: 600, fill: "#dce8ff", anchor: "middle" }),
  );
  return c.done();
}

/** A site's structure as a crawler sees it: pages as nodes, their status by colour, on a dark screen. */
export function crawlMap({ w, h, seed }) {
  const rand = rng(seed);
  const c = canvas(w, h);
  const { doc } = c;
  c.add(`<rect width="${w}" height="${h}" fill="${vgrad(doc, "#101a2e", "#0a1120")}"/>`);
  for (let gx = 0; gx < w; gx += 30) c.add(line(gx, 0, gx, h, "#1b2844", 1));
  for (let gy = 0; gy < h; gy += 30) c.add(line(0, gy, w, gy, "#1b2844", 1));
  const status = { ok: "#3ecf8e", redirect: "#f5b83d", broken: "#ef5a5a" };
  const root = [w * 0.5, h * 0.14];
  const level1 = Array.from({ length: 5 }, (_, i) => [w * (0.12 + i * 0.19), h * 0.4]);
  const level2 = [];
  level1.forEach(([lx, ly]) => {
    const n = rand.int(2, 4);
    for (let k = 0; k < n; k++) level2.push([lx + (k - (n - 1) / 2) * w * 0.055, h * rand.range(0.64, 0.8), lx, ly]);
  });
  for (const [lx, ly] of level1)
    c.add(
      path(
        `M${f(root[0])},${f(root[1])} C${f(root[0])},${f((root[1] + ly) / 2)} ${f(lx)},${f((root[1] + ly) / 2)} ${f(lx)},${f(ly)}`,
        "none",
        'stroke="#4a6fa8" stroke-width="2.5"',
      ),
    );
  for (const [x, y, px, py] of level2)
    c.add(
      path(
        `M${f(px)},${f(py)} C${f(px)},${f((py + y) / 2)} ${f(x)},${f((py + y) / 2)} ${f(x)},${f(y)}`,
        "none",
        'stroke="#34507e" stroke-width="2"',
      ),
    );
  const node = (x, y, r, col, label) =>
    circle(x, y, r + 8, col, `opacity="0.18"`) +
    circle(x, y, r, col) +
    (label ? t(x, y + r + 26, label, { size: 16, weight: 600, fill: "#c9d6ee", anchor: "middle" }) : "");
  c.add(node(root[0], root[1], 26, "#1d6cf2", ""));
  c.add(t(root[0], root[1] + 6, "/", { size: 22, weight: 800, fill: "#fff", anchor: "middle" }));
  ["/tents", "/packs", "/guides", "/stores", "/about"].forEach((label, i) =>
    c.add(node(level1[i][0], level1[i][1], 16, i === 2 ? status.redirect : status.ok, label)),
  );
  level2.forEach(([x, y], i) => c.add(node(x, y, 9, i % 7 === 3 ? status.broken : i % 5 === 1 ? status.redirect : status.ok, "")));
  // Legend card.
  c.add(rr(w * 0.03, h * 0.84, w * 0.4, h * 0.12, 10, "#16233d"));
  [
    ["200 OK", status.ok],
    ["301 Redirect", status.redirect],
    ["404 Broken", status.broken],
  ].forEach(([label, col], i) =>
    c.add(
      circle(w * 0.06 + i * w * 0.13, h * 0.9, 8, col) +
        t(w * 0.075 + i * w * 0.13, h * 0.9 + 6, label, { size: 16, weight: 600, fill: "#dfe7f5" }),
    ),
  );
  return c.done();
}

/** Keyword research on a wall: clusters of cards with their monthly searches as bars. */
export function keywordBoard({ w, h, seed }) {
  const rand = rng(seed);
  const c = canvas(w, h);
  const { doc } = c;
  c.add(`<rect width="${w}" height="${h}" fill="${vgrad(doc, "#f4f1ec", "#e4ded4")}"/>`);
  const clusters = [
    ["Buying", "#1d6cf2", ["best 2 person tent", "tent for wet weather", "light hiking tent"]],
    ["Learning", "#16a37f", ["how to pitch a tent", "tent footprint vs tarp", "what is a vestibule"]],
    ["Local", "#f08a24", ["camping shop near me", "tent repair leeds", "outdoor store open now"]],
  ];
  clusters.forEach(([name, col, words], k) => {
    const x = w * (0.04 + k * 0.32);
    c.add(rr(x, h * 0.07, w * 0.29, h * 0.1, 8, col) + t(x + 20, h * 0.07 + h * 0.065, name, { size: 26, weight: 800, fill: "#ffffff" }));
    words.forEach((word, i) => {
      const y = h * (0.22 + i * 0.25);
      const rot = rand.range(-2.5, 2.5);
      const vol = rand.int(900, 14800);
      c.add(
        `<g transform="rotate(${f(rot)} ${f(x + w * 0.145)} ${f(y + h * 0.1)})">` +
          shadow(doc, x + w * 0.145, y + h * 0.21, w * 0.13, 8, 0.25, 6) +
          rr(x, y, w * 0.29, h * 0.2, 6, "#ffffff"),
      );
      c.add(
        t(x + 18, y + 40, word, { size: 21, weight: 700, fill: "#20242c" }) +
          t(x + 18, y + 72, `${vol.toLocaleString("en-US")} searches a month`, { size: 16, fill: "#5b6473" }),
      );
      c.add(rr(x + 18, y + h * 0.14, w * 0.25, 10, 5, "#eceff4") + rr(x + 18, y + h * 0.14, w * 0.25 * (vol / 15000), 10, 5, col));
      c.add(circle(x + w * 0.145, y + 6, 7, "#c0392b") + "</g>");
    });
  });
  return c.done();
}

/** Local search on a phone: a map of streets with the client's pin and its rating card. */
export function localMap({ w, h, seed }) {
  const rand = rng(seed);
  const c = canvas(w, h);
  const { doc } = c;
  // A street map across the whole frame.
  c.add(`<rect width="${w}" height="${h}" fill="#e8efe4"/>`);
  c.add(path(`M0,${f(h * 0.7)} C${f(w * 0.3)},${f(h * 0.6)} ${f(w * 0.5)},${f(h * 0.9)} ${f(w)},${f(h * 0.78)} V${f(h)} H0 Z`, "#bcd8ea"));
  c.add(rr(w * 0.05, h * 0.08, w * 0.16, h * 0.22, 20, "#cfe3c4"));
  for (let i = 0; i < 9; i++) c.add(line(rand.range(0, w), 0, rand.range(0, w), h, "#ffffff", rand.range(8, 18)));
  for (let i = 0; i < 7; i++) c.add(line(0, rand.range(0, h), w, rand.range(0, h), "#ffffff", rand.range(8, 16)));
  for (let i = 0; i < 10; i++) c.add(circle(rand.range(0, w), rand.range(0, h * 0.7), 9, "#9aa7b8"));
  // The phone with the local pack.
  const px = w * 0.58;
  c.add(
    phone(
      c,
      px,
      h * 0.08,
      w * 0.2,
      (x, y, sw, sh) => {
        let s = rr(x, y, sw, sh, 0, "#ffffff");
        s += rr(x, y, sw, sh * 0.42, 0, "#dfe9da");
        for (let i = 0; i < 4; i++) s += line(x, y + sh * (0.08 + i * 0.1), x + sw, y + sh * (0.12 + i * 0.08), "#ffffff", 6);
        s +=
          path(`M${f(x + sw * 0.5)},${f(y + sh * 0.26)} c-18,-22 -18,-44 0,-44 c18,0 18,22 0,44 z`, "#1d6cf2") +
          circle(x + sw * 0.5, y + sh * 0.26 - 30, 7, "#ffffff");
        ["Harbourline Outdoor", "Peak & Pitch", "Camp Supply Co"].forEach((name, i) => {
          const ry = y + sh * (0.48 + i * 0.16);
          s += t(x + 16, ry, name, { size: f(sw * 0.07), weight: 700, fill: i === 0 ? "#1d4fc2" : "#20242c" });
          const stars = i === 0 ? 5 : 4;
          for (let k = 0; k < 5; k++)
            s += t(x + 16 + k * sw * 0.07, ry + sw * 0.1, "★", { size: f(sw * 0.065), fill: k < stars ? "#f5b83d" : "#d5dae3" });
          s += t(x + 16, ry + sw * 0.18, i === 0 ? "4.9 · 612 reviews · Open" : `4.${3 - i} · ${120 - i * 40} reviews`, {
            size: f(sw * 0.05),
            fill: "#5b6473",
          });
        });
        return s;
      },
      { rot: -4 },
    ),
  );
  // Pins on the big map.
  c.add(
    shadow(doc, w * 0.32, h * 0.54, 30, 8, 0.3, 6) +
      path(`M${f(w * 0.32)},${f(h * 0.53)} c-34,-40 -34,-84 0,-84 c34,0 34,44 0,84 z`, "#1d6cf2") +
      circle(w * 0.32, h * 0.53 - 56, 13, "#ffffff"),
  );
  c.add(
    rr(w * 0.12, h * 0.62, w * 0.34, h * 0.14, 14, "#ffffff") +
      t(w * 0.14, h * 0.62 + 42, "Top of the map pack", { size: 22, weight: 800, fill: "#20242c" }) +
      t(w * 0.14, h * 0.62 + 72, "for 38 local searches", { size: 18, fill: "#5b6473" }),
  );
  return c.done();
}

/** A traffic dashboard on a desk monitor: tiles of figures, a rising line, a table of rankings. */
export function analyticsDesk({ w, h, seed }) {
  const rand = rng(seed);
  const c = canvas(w, h);
  const { doc } = c;
  c.add(`<rect width="${w}" height="${h}" fill="${vgrad(doc, "#dfe6ef", "#c7d1de")}"/>`);
  c.add(rr(w * 0.72, h * 0.1, w * 0.2, h * 0.5, 4, "#f7f9fc", 'opacity="0.7"'));
  c.add(`<rect y="${f(h * 0.8)}" width="${w}" height="${f(h * 0.2)}" fill="${vgrad(doc, "#b89a78", "#8f7355")}"/>`);
  c.add(
    monitor(c, w * 0.16, h * 0.08, w * 0.6, (x, y, sw, sh) => {
      const u = sw / 100;
      let s = rr(x, y, sw, sh, 0, "#f7f9fc") + rr(x, y, u * 16, sh, 0, "#0f1a30");
      for (let i = 0; i < 6; i++) s += rr(x + u * 3, y + u * (6 + i * 5), u * 10, u * 1.4, u * 0.7, i === 1 ? "#1d6cf2" : "#33456b");
      const tiles = [
        ["Clicks", "61.4k", "+237%"],
        ["Top-10 keywords", "318", "+591%"],
        ["Avg. position", "6.1", "−18.5"],
      ];
      tiles.forEach(([label, value, change], i) => {
        const tx = x + u * (19 + i * 27);
        s += rr(tx, y + u * 4, u * 25, u * 13, u, "#ffffff", `stroke="#e1e6ee" stroke-width="${f(u * 0.2)}"`);
        s +=
          t(tx + u * 2, y + u * 8, label, { size: f(u * 1.6), fill: "#5b6473" }) +
          t(tx + u * 2, y + u * 13.5, value, { size: f(u * 3.6), weight: 800, fill: "#0f1a30" }) +
          t(tx + u * 23, y + u * 13.5, change, { size: f(u * 1.7), weight: 700, fill: "#16a37f", anchor: "end" });
      });
      const gx = x + u * 19;
      const gy = y + u * 20;
      const gw = u * 52;
      const gh = sh - u * 24;
      s += rr(gx, gy, gw, gh, u, "#ffffff");
      const p = Array.from({ length: 13 }, (_, i) => [
        gx + u * 2 + (i / 12) * (gw - u * 4),
        gy + gh - u * 3 - (0.1 + (i / 12) ** 1.5 * 0.75 + rand.range(-0.04, 0.04)) * (gh - u * 8),
      ]);
      const d = smoothOpen(p);
      s +=
        path(`${d} L${f(gx + gw - u * 2)},${f(gy + gh - u * 3)} L${f(gx + u * 2)},${f(gy + gh - u * 3)} Z`, "#1d6cf2", 'opacity="0.12"') +
        path(d, "none", `stroke="#1d6cf2" stroke-width="${f(u * 0.5)}"`);
      const tx = x + u * 73;
      s += rr(tx, gy, u * 25, gh, u, "#ffffff");
      for (let i = 0; i < 7; i++)
        s +=
          rr(tx + u * 2, gy + u * (3 + i * 4), u * rand.range(10, 15), u * 1.2, u * 0.6, "#c9ced8") +
          t(tx + u * 23, gy + u * (4.2 + i * 4), String(i + 1), { size: f(u * 1.6), weight: 700, fill: "#1d6cf2", anchor: "end" });
      return s;
    }),
  );
  // A coffee, a notebook and a plant on the desk.
  c.add(rr(w * 0.05, h * 0.84, w * 0.16, h * 0.1, 4, "#f4f1ea", 'transform="rotate(-4)"'));
  c.add(
    rr(w * 0.82, h * 0.7, w * 0.06, h * 0.13, 6, "#ffffff") +
      path(`M${f(w * 0.88)},${f(h * 0.73)} q30,0 30,24 q0,24 -30,24`, "none", 'stroke="#ffffff" stroke-width="8"'),
  );
  c.add(rr(w * 0.02, h * 0.52, w * 0.08, h * 0.28, 8, "#d9cfc0"));
  for (let i = 0; i < 7; i++)
    c.add(path(blob(rand, w * 0.06 + rand.range(-30, 30), h * 0.45 + rand.range(-60, 20), 34, 6, 0.3), i % 2 ? "#4f7a4c" : "#6b9a5e"));
  return c.done();
}

// ---------- Marketing agency ----------

/** A campaign poster's face: a big line of type over a colour field with a product silhouette. */
function campaignFace(c, rand, x, y, w, h, { headline, colour, ink = "#ffffff" }) {
  let s = rr(x, y, w, h, 0, colour);
  s += circle(x + w * 0.72, y + h * 0.55, h * 0.36, tint(colour, 0.25));
  s += path(
    `M${f(x + w * 0.62)},${f(y + h * 0.9)} C${f(x + w * 0.6)},${f(y + h * 0.45)} ${f(x + w * 0.68)},${f(y + h * 0.25)} ${f(x + w * 0.74)},${f(y + h * 0.25)} C${f(x + w * 0.8)},${f(y + h * 0.25)} ${f(x + w * 0.88)},${f(y + h * 0.45)} ${f(x + w * 0.86)},${f(y + h * 0.9)} Z`,
    dark(colour, 0.35),
  );
  const lines = headline.split("|");
  lines.forEach((ln, i) => {
    s += t(x + w * 0.06, y + h * 0.3 + i * Math.min(h * 0.2, w * 0.15), ln, {
      size: f(Math.min(h * 0.17, w * 0.125)),
      weight: 900,
      fill: ink,
      spacing: -1,
    });
  });
  s += rr(x + w * 0.06, y + h * 0.8, w * 0.2, h * 0.07, h * 0.035, ink, 'opacity="0.9"');
  return s;
}

/** A city street at golden hour with the client's campaign on a billboard and people passing. */
export function billboard({ w, h, seed }) {
  const rand = rng(seed);
  const c = canvas(w, h);
  const { doc } = c;
  c.add(
    `<rect width="${w}" height="${h}" fill="${doc.linear(
      [
        [0, "#ffb38a"],
        [0.6, "#ffd9b0"],
        [1, "#fff1dc"],
      ],
      { x1: 0, y1: 0, x2: 0, y2: 1 },
    )}"/>`,
  );
  // Buildings.
  let x = -20;
  while (x < w) {
    const bw = rand.range(120, 220);
    const bh = rand.range(h * 0.35, h * 0.7);
    const col = rand.pick(["#c77d6a", "#a8665a", "#d49a7c", "#8f5a52"]);
    c.add(rr(x, h * 0.78 - bh, bw, bh, 0, col));
    for (let wy = h * 0.78 - bh + 20; wy < h * 0.72; wy += 34)
      for (let wx = x + 14; wx < x + bw - 24; wx += 30) c.add(rr(wx, wy, 16, 20, 1, "#f7dcc0", `opacity="${f(rand.range(0.4, 0.9))}"`));
    x += bw + rand.range(0, 10);
  }
  // The billboard on its posts.
  const bx = w * 0.22;
  const by = h * 0.12;
  const bw = w * 0.56;
  const bh = bw * 0.42;
  c.add(rr(bx + bw * 0.2, by + bh, 16, h * 0.5, 0, "#3a3434") + rr(bx + bw * 0.78, by + bh, 16, h * 0.5, 0, "#3a3434"));
  c.add(rr(bx - 10, by - 10, bw + 20, bh + 20, 4, "#2b2626"));
  c.add(campaignFace(c, rand, bx, by, bw, bh, { headline: "Go further|on foot.", colour: "#e0218a" }));
  for (let i = 0; i < 4; i++)
    c.add(
      path(`M${f(bx + bw * (0.15 + i * 0.23))},${f(by - 10)} l-20,-30 h40 z`, "#2b2626") +
        circle(bx + bw * (0.15 + i * 0.23), by - 40, 8, "#fff6c8"),
    );
  // Street and pedestrians.
  c.add(`<rect y="${f(h * 0.78)}" width="${w}" height="${f(h * 0.22)}" fill="${vgrad(doc, "#8d8a88", "#5e5b5a")}"/>`);
  c.add(rr(0, h * 0.78, w, h * 0.03, 0, "#b9b5b1"));
  for (let i = 0; i < 5; i++)
    c.add(
      figure(doc, w * (0.1 + i * 0.2) + rand.range(-30, 30), h * rand.range(0.94, 0.99), h * rand.range(0.3, 0.36), look(rand), "walk", {
        flip: rand() < 0.5,
      }),
    );
  return c.done();
}

/** A phone showing the campaign's social post, likes and comments floating up around it. */
export function socialFeed({ w, h, seed }) {
  const rand = rng(seed);
  const c = canvas(w, h);
  const { doc } = c;
  c.add(
    `<rect width="${w}" height="${h}" fill="${doc.linear(
      [
        [0, "#ff7ab8"],
        [0.5, "#e0218a"],
        [1, "#7c1fd0"],
      ],
      { x1: 0, y1: 0, x2: 1, y2: 1 },
    )}"/>`,
  );
  for (let i = 0; i < 6; i++)
    c.add(circle(rand.range(0, w), rand.range(0, h), rand.range(80, 200), "#ffffff", `opacity="${f(rand.range(0.05, 0.12))}"`));
  const pw = w * 0.24;
  c.add(
    phone(
      c,
      w * 0.38,
      h * 0.04,
      pw,
      (x, y, sw, sh) => {
        let s = rr(x, y, sw, sh, 0, "#ffffff");
        s +=
          circle(x + sw * 0.1, y + sw * 0.16, sw * 0.05, "#e0218a") +
          t(x + sw * 0.18, y + sw * 0.18, "northtrail", { size: f(sw * 0.055), weight: 700, fill: "#1e1e1e" });
        s += campaignFace(c, rand, x, y + sw * 0.26, sw, sw * 1.05, { headline: "Go further|on foot.", colour: "#e0218a" });
        const iy = y + sw * 1.4;
        s += path(`M${f(x + sw * 0.1)},${f(iy)} c-8,-10 -24,0 -12,14 l12,12 l12,-12 c12,-14 -4,-24 -12,-14 z`, "#e0218a");
        s += circle(x + sw * 0.24, iy + 2, sw * 0.035, "none", 'stroke="#1e1e1e" stroke-width="2.5"');
        s += t(x + sw * 0.06, iy + sw * 0.12, "24,812 likes", { size: f(sw * 0.05), weight: 700, fill: "#1e1e1e" });
        for (let i = 0; i < 3; i++)
          s += rr(x + sw * 0.06, iy + sw * (0.17 + i * 0.06), sw * rand.range(0.5, 0.85), sw * 0.025, sw * 0.012, "#c9c9c9");
        return s;
      },
      { rot: 3 },
    ),
  );
  // Floating reactions.
  for (let i = 0; i < 9; i++) {
    const hx = rand.range(w * 0.08, w * 0.92);
    const hy = rand.range(h * 0.1, h * 0.9);
    if (hx > w * 0.34 && hx < w * 0.66) continue;
    const r = rand.range(22, 38);
    c.add(
      circle(hx, hy, r, "#ffffff") +
        path(
          `M${f(hx)},${f(hy + r * 0.4)} l${f(-r * 0.45)},${f(-r * 0.42)} c${f(-r * 0.3)},${f(-r * 0.35)} ${f(r * 0.12)},${f(-r * 0.75)} ${f(r * 0.45)},${f(-r * 0.3)} c${f(r * 0.33)},${f(-r * 0.45)} ${f(r * 0.75)},${f(-r * 0.05)} ${f(r * 0.45)},${f(r * 0.3)} z`,
          "#e0218a",
        ),
    );
  }
  const bubble = (x, y, label) =>
    shadow(doc, x + 120, y + 60, 110, 8, 0.3, 10) +
    rr(x, y, 250, 64, 32, "#ffffff") +
    circle(x + 32, y + 32, 18, rand.pick(["#ffd23f", "#3bb7c4", "#ff7a3d"])) +
    t(x + 60, y + 39, label, { size: 19, weight: 600, fill: "#1e1e1e" });
  c.add(bubble(w * 0.06, h * 0.3, "Booked my trip!"));
  c.add(bubble(w * 0.7, h * 0.62, "Where is this?"));
  return c.done();
}

/** A photo shoot: a paper sweep, two soft boxes, the model, the photographer and a camera on its tripod. */
export function photoShoot({ w, h, seed }) {
  const rand = rng(seed);
  const c = canvas(w, h);
  const { doc } = c;
  c.add(`<rect width="${w}" height="${h}" fill="${vgrad(doc, "#3a3237", "#221d20")}"/>`);
  // Paper sweep.
  const sweep = rand.pick(["#ffd23f", "#3bb7c4", "#ff9ec9"]);
  c.add(
    path(
      `M${f(w * 0.3)},0 H${f(w * 0.78)} V${f(h * 0.62)} Q${f(w * 0.78)},${f(h * 0.84)} ${f(w * 0.9)},${f(h * 0.92)} H${f(w * 0.16)} Q${f(w * 0.3)},${f(h * 0.84)} ${f(w * 0.3)},${f(h * 0.62)} Z`,
      doc.linear(
        [
          [0, tint(sweep, 0.1)],
          [1, dark(sweep, 0.12)],
        ],
        { x1: 0, y1: 0, x2: 0, y2: 1 },
      ),
    ),
  );
  // Soft boxes.
  for (const [lx, flip] of [
    [w * 0.12, 1],
    [w * 0.88, -1],
  ]) {
    c.add(
      line(lx, h * 0.35, lx, h * 0.95, "#111", 6) +
        line(lx, h * 0.95, lx - 40, h * 0.99, "#111", 5) +
        line(lx, h * 0.95, lx + 40, h * 0.99, "#111", 5),
    );
    c.add(
      `<g transform="rotate(${f(flip * 14)} ${f(lx)} ${f(h * 0.3)})">` +
        rr(lx - 70, h * 0.14, 140, 180, 6, "#fffdf5") +
        rr(lx - 70, h * 0.14, 140, 180, 6, "none", 'stroke="#111" stroke-width="10"') +
        "</g>",
    );
    c.add(circle(lx, h * 0.26, 160, "#fff7e0", `opacity="0.12" filter="${doc.blur(40)}"`));
  }
  c.add(figure(doc, w * 0.52, h * 0.86, h * 0.62, look(rand, { top: "#e0218a" }), rand.pick(["stand", "cheer"])));
  // Photographer and tripod camera in the foreground.
  c.add(figure(doc, w * 0.26, h * 1.02, h * 0.58, look(rand, { top: "#1e1e1e" }), "stand", { flip: false }));
  c.add(
    line(w * 0.68, h * 0.62, w * 0.64, h * 0.99, "#111", 5) +
      line(w * 0.68, h * 0.62, w * 0.72, h * 0.99, "#111", 5) +
      line(w * 0.68, h * 0.62, w * 0.68, h * 0.99, "#111", 5),
  );
  c.add(
    rr(w * 0.65, h * 0.56, 70, 46, 6, "#1a1a1a") +
      circle(w * 0.65 - 8, h * 0.56 + 23, 18, "#2c2c2c") +
      circle(w * 0.65 - 8, h * 0.56 + 23, 10, "#4a6a8a"),
  );
  return c.done();
}

/**
 * A campaign out in the world, its headline ('First line|second line') on its colour. kind 'shelter': a lit bus-shelter poster at dusk; 'spread': a
 * magazine open on a table at the campaign's double page; 'screens': a station concourse of
 * digital screens running the campaign.
 */
export function campaignScene({ w, h, seed, kind, headline, colour }) {
  const rand = rng(seed);
  const c = canvas(w, h);
  const { doc } = c;
  const ink = colour === "#ffd23f" ? "#1e1e1e" : "#ffffff";
  if (kind === "shelter") {
    c.add(
      `<rect width="${w}" height="${h}" fill="${doc.linear(
        [
          [0, "#1d2340"],
          [0.7, "#5a4a78"],
          [1, "#c7788a"],
        ],
        { x1: 0, y1: 0, x2: 0, y2: 1 },
      )}"/>`,
    );
    for (let i = 0; i < 14; i++)
      c.add(rr(rand.range(0, w), rand.range(h * 0.2, h * 0.5), rand.range(60, 140), h, 0, "#272a45", 'opacity="0.8"'));
    c.add(`<rect y="${f(h * 0.8)}" width="${w}" height="${f(h * 0.2)}" fill="${vgrad(doc, "#3b3a4a", "#1c1b25")}"/>`);
    const px = w * 0.34;
    const py = h * 0.16;
    const pw = w * 0.3;
    const ph = h * 0.62;
    c.add(rr(px - 16, py - 16, pw + 32, ph + 32, 6, "#8a8f9c") + campaignFace(c, rand, px, py, pw, ph, { headline, colour, ink }));
    c.add(circle(px + pw / 2, py + ph / 2, pw * 0.9, colour, `opacity="0.2" filter="${doc.blur(60)}"`));
    c.add(rr(px + pw + 40, py - 16, w * 0.26, 14, 3, "#8a8f9c") + rr(px + pw + 40, py, w * 0.26, ph, 0, "#c9dbe8", 'opacity="0.18"'));
    c.add(rr(px + pw + 60, py + ph * 0.72, w * 0.22, 16, 4, "#8a8f9c"));
    c.add(figure(doc, w * 0.18, h * 0.97, h * 0.46, look(rand), "walk"));
    c.add(figure(doc, w * 0.82, h * 0.97, h * 0.44, look(rand), "stand", { flip: true }));
  } else if (kind === "spread") {
    c.add(
      `<rect width="${w}" height="${h}" fill="${doc.linear(
        [
          [0, "#d9c7b0"],
          [1, "#bfa88c"],
        ],
        { x1: 0, y1: 0, x2: 1, y2: 1 },
      )}"/>`,
    );
    const mx = w * 0.1;
    const my = h * 0.12;
    const mw = w * 0.8;
    const mh = h * 0.74;
    c.add(shadow(doc, w / 2, my + mh + 10, mw * 0.5, 16, 0.35, 16) + rr(mx, my, mw, mh, 4, "#fdfcf8"));
    c.add(campaignFace(c, rand, mx + mw / 2, my, mw / 2, mh, { headline, colour, ink }));
    c.add(t(mx + 40, my + 80, "Advertisement", { size: 16, weight: 600, fill: "#7a7a7a", spacing: 2 }));
    for (let i = 0; i < 12; i++) c.add(rr(mx + 40, my + 120 + i * 26, mw * rand.range(0.3, 0.42), 8, 4, "#cfcac0"));
    c.add(line(mx + mw / 2, my, mx + mw / 2, my + mh, "#000000", 6, 'opacity="0.19"'));
    c.add(
      circle(w * 0.9, h * 0.86, 70, "#f4f1ea") +
        circle(
          w * 0.9,
          h * 0.86,
          52,
          doc.radialXY(w * 0.9 - 8, h * 0.86 - 8, 60, [
            [0, "#a06a3e"],
            [1, "#4a2a14"],
          ]),
        ),
    );
  } else {
    c.add(`<rect width="${w}" height="${h}" fill="${vgrad(doc, "#2a2d33", "#15161a")}"/>`);
    c.add(`<rect y="${f(h * 0.72)}" width="${w}" height="${f(h * 0.28)}" fill="${vgrad(doc, "#6a6460", "#3a3634")}"/>`);
    for (let i = 0; i < 3; i++) {
      const sx = w * (0.05 + i * 0.32);
      const sw = w * 0.26;
      const sh = sw * 1.5;
      c.add(
        rr(sx - 10, h * 0.08 - 10, sw + 20, sh + 20, 8, "#0c0c0e") + campaignFace(c, rand, sx, h * 0.08, sw, sh, { headline, colour, ink }),
      );
      c.add(rr(sx + sw * 0.1, h * 0.72, sw * 0.8, h * 0.04, 0, colour, `opacity="0.25" filter="${doc.blur(14)}"`));
    }
    for (let i = 0; i < 6; i++)
      c.add(
        figure(doc, rand.range(w * 0.05, w * 0.95), h * rand.range(0.93, 0.99), h * rand.range(0.3, 0.36), look(rand), "walk", {
          flip: rand() < 0.5,
        }),
      );
  }
  return c.done();
}

// ---------- Design studio ----------

/** A Swiss-style poster face: grid, circles and bars, and one bold word. */
function posterFace(c, rand, x, y, w, h, { ground, ink, accent, word }) {
  let s = rr(x, y, w, h, 0, ground);
  const style = rand.int(0, 2);
  if (style === 0) {
    s += circle(x + w * 0.62, y + h * 0.38, w * 0.32, accent) + circle(x + w * 0.36, y + h * 0.5, w * 0.2, ink, 'opacity="0.9"');
  } else if (style === 1) {
    for (let i = 0; i < 6; i++)
      s += rr(x + w * 0.1, y + h * (0.12 + i * 0.08), w * rand.range(0.3, 0.8), h * 0.05, 0, i % 2 ? ink : accent);
  } else {
    s +=
      path(`M${f(x + w * 0.1)},${f(y + h * 0.7)} L${f(x + w * 0.5)},${f(y + h * 0.1)} L${f(x + w * 0.9)},${f(y + h * 0.7)} Z`, accent) +
      rr(x + w * 0.3, y + h * 0.45, w * 0.4, w * 0.4, 0, ink, 'opacity="0.85"');
  }
  s += t(x + w * 0.08, y + h * 0.9, word, { size: f(w * 0.17), weight: 900, fill: ink, spacing: -1 });
  s += rr(x + w * 0.08, y + h * 0.94, w * 0.3, h * 0.01, 0, ink);
  return s;
}

const DESIGN_SETS = [
  { ground: "#f4efe6", ink: "#1e1e1e", accent: "#8c1c3a" },
  { ground: "#8c1c3a", ink: "#f4efe6", accent: "#f2a07b" },
  { ground: "#1e1e1e", ink: "#f4efe6", accent: "#e8b04a" },
  { ground: "#dfe7e2", ink: "#1f3a34", accent: "#e4572e" },
  { ground: "#f2d4c9", ink: "#3a1420", accent: "#3d5a6b" },
];

/** A gallery wall of framed posters from the studio's series, a bench and a visitor. */
export function posterWall({ w, h, seed }) {
  const rand = rng(seed);
  const c = canvas(w, h);
  const { doc } = c;
  const wall = rand.pick(["#ece8e1", "#e3e0da", "#f1ede6"]);
  c.add(`<rect width="${w}" height="${h}" fill="${vgrad(doc, tint(wall, 0.3), dark(wall, 0.06))}"/>`);
  c.add(`<rect y="${f(h * 0.8)}" width="${w}" height="${f(h * 0.2)}" fill="${vgrad(doc, "#a88f73", "#836b52")}"/>`);
  const words = ["Form", "Field", "Grid", "Signal", "Fold", "North"];
  // Four posters in a row on a landscape frame, two by two on a portrait one.
  const portrait = h > w;
  const pw = portrait ? w * 0.32 : w * 0.17;
  const ph = pw * 1.4;
  for (let i = 0; i < 4; i++) {
    const px = portrait ? w * (0.12 + (i % 2) * 0.44) : w * 0.07 + i * w * 0.23;
    const py = portrait ? h * 0.06 + Math.floor(i / 2) * (ph + h * 0.04) + (i % 2) * h * 0.02 : h * 0.12 + (i % 2) * h * 0.04;
    c.add(
      shadow(doc, px + pw / 2 + 6, py + ph / 2 + 10, pw * 0.52, ph * 0.5, 0.3, 10) +
        rr(px - 10, py - 10, pw + 20, ph + 20, 2, "#1e1e1e") +
        rr(px - 4, py - 4, pw + 8, ph + 8, 0, "#fbfaf7"),
    );
    c.add(posterFace(c, rand, px, py, pw, ph, { ...DESIGN_SETS[(i + seed) % DESIGN_SETS.length], word: words[(i + seed) % words.length] }));
  }
  const bench = portrait ? h * 0.86 : h * 0.74;
  c.add(
    rr(w * 0.3, bench, w * 0.3, h * 0.04, 4, "#2a2420") +
      rr(w * 0.32, bench + h * 0.04, 12, h * 0.08, 2, "#2a2420") +
      rr(w * 0.57, bench + h * 0.04, 12, h * 0.08, 2, "#2a2420"),
  );
  c.add(figure(doc, w * 0.76, h * 0.99, portrait ? h * 0.34 : h * 0.58, look(rand), "stand", { flip: true }));
  return c.done();
}

/** A moodboard from above: colour swatches, a type specimen card, a logo sketch, pencils and fabric. */
export function moodboard({ w, h, seed }) {
  const c = canvas(w, h);
  const { doc } = c;
  c.add(
    `<rect width="${w}" height="${h}" fill="${doc.linear(
      [
        [0, "#e9e4dc"],
        [1, "#d9d2c7"],
      ],
      { x1: 0, y1: 0, x2: 1, y2: 1 },
    )}"/>`,
  );
  const set = DESIGN_SETS[seed % DESIGN_SETS.length];
  const chips = ["#8c1c3a", "#f2a07b", "#f4efe6", "#3d5a6b", "#e8b04a", "#1e1e1e"];
  // Swatch cards fanned out.
  chips.forEach((col, i) => {
    const x = w * 0.06 + i * w * 0.05;
    const rot = -18 + i * 7;
    c.add(
      `<g transform="rotate(${f(rot)} ${f(x + 60)} ${f(h * 0.85)})">` +
        shadow(doc, x + 60, h * 0.82, 60, 10, 0.25, 8) +
        rr(x, h * 0.36, 120, 280, 6, "#ffffff") +
        rr(x + 8, h * 0.36 + 8, 104, 190, 3, col) +
        t(x + 10, h * 0.36 + 230, `${col.toUpperCase()}`, { size: 15, weight: 600, fill: "#3a3a3a" }) +
        "</g>",
    );
  });
  // Type specimen card.
  const sx = w * 0.44;
  const sy = h * 0.1;
  c.add(
    `<g transform="rotate(4 ${f(sx + 160)} ${f(sy + 200)})">` +
      shadow(doc, sx + 170, sy + 410, 170, 14, 0.3, 12) +
      rr(sx, sy, 340, 420, 4, "#fbfaf7"),
  );
  c.add(t(sx + 30, sy + 190, "Aa", { size: 170, weight: 600, fill: set.ink === "#f4efe6" ? "#1e1e1e" : set.ink, family: FONT_SERIF }));
  c.add(
    t(sx + 30, sy + 250, "Display Serif · 600", { size: 18, weight: 600, fill: "#6a6a6a" }) +
      t(sx + 30, sy + 300, "ABCDEFGHIJKLM", { size: 24, weight: 600, fill: "#2a2a2a", family: FONT_SERIF }) +
      t(sx + 30, sy + 336, "abcdefghijklm 0123", { size: 22, fill: "#2a2a2a", family: FONT_SERIF }) +
      rr(sx + 30, sy + 370, 120, 14, 7, "#8c1c3a") +
      "</g>",
  );
  // Logo sketch on tracing paper.
  const lx = w * 0.74;
  const ly = h * 0.46;
  c.add(`<g transform="rotate(-7 ${f(lx + 120)} ${f(ly + 130)})">` + rr(lx, ly, 270, 300, 2, "#fffef6", 'opacity="0.92"'));
  c.add(
    circle(lx + 135, ly + 130, 70, "none", 'stroke="#3a3a3a" stroke-width="3" stroke-dasharray="2 5"') +
      path(
        `M${f(lx + 95)},${f(ly + 170)} L${f(lx + 135)},${f(ly + 80)} L${f(lx + 175)},${f(ly + 170)}`,
        "none",
        'stroke="#1e1e1e" stroke-width="7" stroke-linejoin="round"',
      ),
  );
  c.add(
    line(lx + 40, ly + 240, lx + 230, ly + 240, "#9a9a9a", 2) +
      t(lx + 135, ly + 275, "mark v3", { size: 18, fill: "#6a6a6a", anchor: "middle", style: "italic" }) +
      "</g>",
  );
  // Pencils and a fabric swatch.
  for (let i = 0; i < 3; i++)
    c.add(
      `<g transform="rotate(${f(28 + i * 6)} ${f(w * 0.3)} ${f(h * 0.2)})">` +
        rr(w * 0.2, h * 0.06 + i * 26, w * 0.2, 16, 8, chips[i]) +
        path(`M${f(w * 0.4)},${f(h * 0.06 + i * 26)} l30,8 l-30,8 z`, "#e8d3b0") +
        "</g>",
    );
  c.add(rr(w * 0.08, h * 0.06, w * 0.1, h * 0.2, 4, "#3d5a6b", 'transform="rotate(-8)"'));
  return c.done();
}

/** A packaging range on a plinth: boxes, a bottle and a tube that share one identity (the brand's name, else one of the seed's). */
export function packagingSet({ w, h, seed, brand: named }) {
  const rand = rng(seed);
  const c = canvas(w, h);
  const { doc } = c;
  const set = DESIGN_SETS[seed % DESIGN_SETS.length];
  const back = tint(set.accent, 0.6);
  c.add(`<rect width="${w}" height="${h}" fill="${vgrad(doc, back, dark(back, 0.12))}"/>`);
  c.add(circle(w * 0.5, h * 0.4, h * 0.4, tint(back, 0.3), 'opacity="0.7"'));
  c.add(
    rr(
      w * 0.14,
      h * 0.72,
      w * 0.72,
      h * 0.28,
      0,
      doc.linear(
        [
          [0, "#f6f3ee"],
          [1, "#d9d3ca"],
        ],
        { x1: 0, y1: 0, x2: 0, y2: 1 },
      ),
    ) + rr(w * 0.14, h * 0.72, w * 0.72, 8, 0, "#ffffff"),
  );
  const brand = named ?? rand.pick(["ODA", "SALT", "FERN"]);
  const box = (x, y, bw, bh, ground, ink) => {
    let s =
      shadow(doc, x + bw / 2, y + bh, bw * 0.6, 10, 0.3, 8) +
      rr(x, y, bw, bh, 2, ground) +
      path(`M${f(x + bw)},${f(y)} l${f(bw * 0.18)},${f(-bw * 0.1)} v${f(bh)} l${f(-bw * 0.18)},${f(bw * 0.1)} z`, dark(ground, 0.18));
    s += path(`M${f(x)},${f(y)} l${f(bw * 0.18)},${f(-bw * 0.1)} h${f(bw)} l${f(-bw * 0.18)},${f(bw * 0.1)} z`, tint(ground, 0.15));
    s +=
      t(x + bw * 0.1, y + bh * 0.25, brand, { size: f(bw * 0.2), weight: 900, fill: ink, spacing: 2 }) +
      rr(x + bw * 0.1, y + bh * 0.32, bw * 0.5, 3, 0, ink);
    s += circle(x + bw * 0.5, y + bh * 0.66, bw * 0.2, set.accent);
    return s;
  };
  c.add(box(w * 0.2, h * 0.38, w * 0.17, h * 0.34, set.ground, set.ink));
  c.add(box(w * 0.42, h * 0.5, w * 0.14, h * 0.22, set.ink, set.ground));
  // Bottle and tube.
  const bx = w * 0.64;
  c.add(
    shadow(doc, bx + 50, h * 0.72, 60, 10, 0.3, 8) +
      rr(
        bx,
        h * 0.36,
        100,
        h * 0.36,
        22,
        doc.linear(
          [
            [0, tint(set.accent, 0.2)],
            [1, dark(set.accent, 0.2)],
          ],
          { x1: 0, y1: 0, x2: 1, y2: 0 },
        ),
      ) +
      rr(bx + 30, h * 0.29, 40, h * 0.08, 6, set.ink),
  );
  c.add(
    rr(bx + 14, h * 0.46, 72, h * 0.16, 4, set.ground) +
      t(bx + 50, h * 0.53, brand, { size: 20, weight: 900, fill: set.ink, anchor: "middle" }),
  );
  c.add(
    `<g transform="rotate(-12 ${f(w * 0.74)} ${f(h * 0.7)})">` +
      rr(w * 0.72, h * 0.62, w * 0.1, h * 0.08, 10, set.ground) +
      rr(w * 0.82, h * 0.645, 26, h * 0.03, 4, set.ink) +
      "</g>",
  );
  return c.done();
}

/** A client's stationery from above: letterhead, business cards, an envelope and a stamp with the mark. */
export function identitySet({ w, h, seed, name = "Kvist Architects" }) {
  const rand = rng(seed);
  const c = canvas(w, h);
  const { doc } = c;
  const set = DESIGN_SETS[seed % DESIGN_SETS.length];
  c.add(
    `<rect width="${w}" height="${h}" fill="${doc.linear(
      [
        [0, "#3a3a3c"],
        [1, "#232325"],
      ],
      { x1: 0, y1: 0, x2: 1, y2: 1 },
    )}"/>`,
  );
  const mark = (x, y, r, col) =>
    circle(x, y, r, "none", `stroke="${col}" stroke-width="${f(r * 0.22)}"`) + rr(x - r * 0.12, y - r * 1.1, r * 0.24, r * 2.2, 0, col);
  // Letterhead.
  c.add(
    `<g transform="rotate(-6 ${f(w * 0.3)} ${f(h * 0.5)})">` +
      shadow(doc, w * 0.3, h * 0.92, w * 0.17, 12, 0.5, 12) +
      rr(w * 0.12, h * 0.06, w * 0.34, h * 0.86, 2, "#fbfaf7"),
  );
  c.add(mark(w * 0.17, h * 0.15, 20, set.accent) + t(w * 0.2, h * 0.16, name, { size: 22, weight: 700, fill: "#1e1e1e" }));
  for (let i = 0; i < 14; i++) c.add(rr(w * 0.15, h * (0.3 + i * 0.035), w * rand.range(0.18, 0.27), 6, 3, "#cfcac0"));
  c.add("</g>");
  // Business cards, one face up, one face down.
  const cardW = w * 0.22;
  const cardH = cardW * 0.58;
  c.add(
    `<g transform="rotate(8 ${f(w * 0.66)} ${f(h * 0.3)})">` +
      shadow(doc, w * 0.66, h * 0.42, cardW * 0.5, 8, 0.5, 8) +
      rr(w * 0.55, h * 0.16, cardW, cardH, 4, set.ground) +
      mark(w * 0.66, h * 0.16 + cardH / 2, 28, set.ink) +
      "</g>",
  );
  c.add(
    `<g transform="rotate(-4 ${f(w * 0.7)} ${f(h * 0.6)})">` +
      shadow(doc, w * 0.7, h * 0.7, cardW * 0.5, 8, 0.5, 8) +
      rr(w * 0.59, h * 0.48, cardW, cardH, 4, "#fbfaf7") +
      t(w * 0.61, h * 0.48 + 44, "Ines Marsh", { size: 20, weight: 700, fill: "#1e1e1e" }) +
      t(w * 0.61, h * 0.48 + 70, "Head of Design", { size: 15, fill: "#5a5a5a" }) +
      rr(w * 0.61, h * 0.48 + cardH - 30, cardW * 0.5, 6, 3, set.accent) +
      "</g>",
  );
  // Envelope.
  c.add(
    `<g transform="rotate(3 ${f(w * 0.72)} ${f(h * 0.85)})">` +
      shadow(doc, w * 0.72, h * 0.98, w * 0.16, 8, 0.5, 8) +
      rr(w * 0.55, h * 0.74, w * 0.34, h * 0.22, 2, set.ink === "#f4efe6" ? set.ground : "#f4efe6") +
      path(
        `M${f(w * 0.55)},${f(h * 0.74)} L${f(w * 0.72)},${f(h * 0.86)} L${f(w * 0.89)},${f(h * 0.74)}`,
        "none",
        'stroke="#000000" stroke-opacity="0.19" stroke-width="3"',
      ) +
      "</g>",
  );
  c.add(circle(w * 0.9, h * 0.2, 40, set.accent, 'opacity="0.95"') + mark(w * 0.9, h * 0.2, 16, "#fbfaf7"));
  return c.done();
}

/** A type specimen poster on an easel-like stand: a giant letter on its construction grid. */
export function typeSpecimen({ w, h, seed }) {
  const rand = rng(seed);
  const c = canvas(w, h);
  const { doc } = c;
  const set = DESIGN_SETS[(seed + 2) % DESIGN_SETS.length];
  c.add(`<rect width="${w}" height="${h}" fill="${vgrad(doc, set.ground, dark(set.ground, 0.1))}"/>`);
  for (let gx = 0; gx <= w; gx += w / 12) c.add(line(gx, 0, gx, h, set.ink, 1, 'opacity="0.12"'));
  for (let gy = 0; gy <= h; gy += h / 8) c.add(line(0, gy, w, gy, set.ink, 1, 'opacity="0.12"'));
  const letter = rand.pick(["R", "G", "a", "Q"]);
  c.add(t(w * 0.08, h * 0.86, letter, { size: f(h * 0.95), weight: 700, fill: set.ink, family: FONT_SERIF }));
  c.add(circle(w * 0.3, h * 0.45, h * 0.3, "none", `stroke="${set.accent}" stroke-width="3" stroke-dasharray="8 8"`));
  c.add(line(w * 0.05, h * 0.62, w * 0.6, h * 0.62, set.accent, 3) + line(w * 0.05, h * 0.2, w * 0.6, h * 0.2, set.accent, 3));
  c.add(
    t(w * 0.64, h * 0.22, "Nordlys Serif", { size: 38, weight: 700, fill: set.ink, family: FONT_SERIF }) +
      t(w * 0.64, h * 0.3, "A custom face in four weights", { size: 22, fill: set.ink, opacity: 0.8 }),
  );
  ["Light", "Regular", "Semibold", "Bold"].forEach((weight, i) =>
    c.add(
      t(w * 0.64, h * (0.44 + i * 0.11), `${weight} — Hamburgefonts`, {
        size: 30,
        weight: 300 + i * 200,
        fill: set.ink,
        family: FONT_SERIF,
      }),
    ),
  );
  return c.done();
}

/** Books the studio designed: a row of covers standing and one open at a spread. */
export function bookSpread({ w, h, seed }) {
  const rand = rng(seed);
  const c = canvas(w, h);
  const { doc } = c;
  c.add(`<rect width="${w}" height="${h}" fill="${vgrad(doc, "#e7e1d7", "#cfc6b8")}"/>`);
  c.add(rr(0, h * 0.7, w, h * 0.3, 0, "#b7a48b"));
  const words = ["Coast", "Makers", "Atlas", "Quiet"];
  for (let i = 0; i < 4; i++) {
    const bw = w * 0.12;
    const bh = bw * 1.45;
    const bx = w * 0.05 + i * w * 0.135;
    const by = h * 0.7 - bh;
    c.add(
      shadow(doc, bx + bw / 2 + 10, h * 0.7, bw * 0.55, 8, 0.3, 6) +
        posterFace(c, rand, bx, by, bw, bh, { ...DESIGN_SETS[(i + seed) % DESIGN_SETS.length], word: words[i] }) +
        rr(bx, by, 6, bh, 0, "#000000", 'opacity="0.19"'),
    );
  }
  // Open book.
  const ox = w * 0.6;
  const oy = h * 0.46;
  const ow = w * 0.36;
  const oh = h * 0.36;
  c.add(
    shadow(doc, ox + ow / 2, oy + oh + 6, ow * 0.52, 12, 0.35, 12) +
      path(
        `M${f(ox)},${f(oy + 10)} Q${f(ox + ow / 4)},${f(oy - 6)} ${f(ox + ow / 2)},${f(oy + 10)} Q${f(ox + ow * 0.75)},${f(oy - 6)} ${f(ox + ow)},${f(oy + 10)} V${f(oy + oh)} Q${f(ox + ow * 0.75)},${f(oy + oh - 14)} ${f(ox + ow / 2)},${f(oy + oh)} Q${f(ox + ow / 4)},${f(oy + oh - 14)} ${f(ox)},${f(oy + oh)} Z`,
        "#fbfaf7",
      ),
  );
  c.add(photo(c, rand, ox + ow * 0.54, oy + 26, ow * 0.4, oh * 0.7, ["#cfd9d2", "#5d7d6c", "#2e3f36"], "land"));
  c.add(t(ox + 24, oy + 70, "Chapter 3", { size: 22, weight: 700, fill: "#8c1c3a", family: FONT_SERIF }));
  for (let i = 0; i < 8; i++) c.add(rr(ox + 24, oy + 96 + i * 20, ow * rand.range(0.3, 0.4), 6, 3, "#c9c2b6"));
  c.add(line(ox + ow / 2, oy + 10, ox + ow / 2, oy + oh, "#000000", 4, 'opacity="0.15"'));
  return c.done();
}
