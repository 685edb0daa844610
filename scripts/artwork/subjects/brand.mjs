// Brand pieces: the social-sharing card, the app icon, and the office map
// preview (a stylised, not surveyed, street plan of Sheung Wan).
import { Doc, rng, f, text, vignette, bokeh, glint, FONT_SANS, FONT_SERIF } from "../lib/core.mjs";
import { camera } from "../lib/solid.mjs";
import { castBar } from "../lib/gold.mjs";
import { brandMark } from "./products.mjs";

export function share({ seed }) {
  const doc = new Doc(1200, 630);
  const rand = rng(seed);
  const body = [];
  body.push(`<rect width="1200" height="630" fill="#1e1e1e"/>`);
  body.push(
    `<rect width="1200" height="630" fill="${doc.radialXY(930, 360, 600, [
      [0, "#4a361a", 0.9],
      [1, "#1e1e1e", 0],
    ])}"/>`,
  );
  body.push(
    bokeh(doc, rand, {
      count: 16,
      x0: 640,
      y0: 20,
      x1: 1200,
      y1: 340,
      rMin: 10,
      rMax: 40,
      colors: ["#e9c05f", "#ba8023", "#f6dc94"],
      opacity: [0.05, 0.2],
      blur: 4,
    }),
  );
  const cam = camera({ yaw: -0.45, pitch: 0.55, scale: 3.9, ox: 930, oy: 420 });
  body.push(castBar(doc, cam, { L: 117, W: 53, H: 8.5, weight: "1 KILO", serial: "HG 000001", reflect: 0.2, seed: 6 }));
  body.push(glint(1090, 330, 22, 0.85, 15));
  body.push(brandMark(doc, 80, 150, 96));
  // Same split as the header wordmark: the first word set large, the rest in tracked caps.
  body.push(text(80, 330, "Harbour", { size: 84, family: FONT_SERIF, weight: 700, fill: "#ffffff" }));
  body.push(text(84, 385, "GOLD BULLION", { size: 26, family: FONT_SANS, weight: 600, spacing: 9, fill: "#e9c05f" }));
  body.push(`<rect x="84" y="420" width="80" height="3" fill="#e9c05f"/>`);
  body.push(text(84, 472, "Pure gold bars & fine jewelry \u00b7 Hong Kong", { size: 27, family: FONT_SANS, weight: 500, fill: "#e6e1d6" }));
  body.push(
    `<rect x="0" y="618" width="1200" height="12" fill="${doc.linear(
      [
        [0, "#ba8023"],
        [0.5, "#e9c05f"],
        [1, "#ba8023"],
      ],
      { x1: 0, y1: 0, x2: 1, y2: 0 },
    )}"/>`,
  );
  return doc.toString(body.join(""));
}

export function icon() {
  const doc = new Doc(512, 512);
  const body = [];
  // Full-bleed square so maskable/rounded platform crops never show a corner;
  // the mark keeps inside the central safe zone.
  body.push(`<rect width="512" height="512" fill="#1e1e1e"/>`);
  body.push(
    `<rect width="512" height="512" fill="${doc.radialXY(256, 220, 330, [
      [0, "#33291b"],
      [1, "#1e1e1e"],
    ])}"/>`,
  );
  body.push(
    `<circle cx="256" cy="256" r="176" fill="none" stroke="${doc.linear(
      [
        [0, "#f8e1a0"],
        [0.5, "#e9c05f"],
        [1, "#ba8023"],
      ],
      { x1: 0, y1: 0, x2: 1, y2: 1 },
    )}" stroke-width="6"/>`,
  );
  body.push(brandMark(doc, 256 - 118, 256 - 126, 236));
  return doc.toString(body.join(""));
}

/**
 * Sheung Wan street plan, stylised: the harbour to the north, the Connaught
 * Road and Des Voeux Road Central corridors, Bonham Strand bending between
 * them, Wing Lok Street, Queen's Road Central to the south, the Sheung Wan MTR
 * exit, and a gold pin at the office on Bonham Strand.
 */
export function officeMap({ seed }) {
  const doc = new Doc(1200, 700);
  const rand = rng(seed);
  const body = [];
  body.push(`<rect width="1200" height="700" fill="#232221"/>`);
  // City blocks texture: small irregular blocks everywhere on land.
  const blocks = [];
  for (let x = -20; x < 1220; x += 46) {
    for (let y = 150; y < 720; y += 38) {
      if (rand() < 0.1) continue;
      blocks.push(
        `<rect x="${f(x + rand.range(0, 6))}" y="${f(y + rand.range(0, 5))}" width="${f(rand.range(26, 38))}" height="${f(rand.range(20, 30))}" rx="2"/>`,
      );
    }
  }
  body.push(`<g fill="#2b2a28" transform="rotate(-8 600 350)">${blocks.join("")}</g>`);
  // Harbour along the top, with the reclaimed waterfront edge.
  const water = `M0,0 H1200 V118 C1050,126 980,150 900,146 L760,140 C700,138 640,160 560,160 L380,150 C300,146 200,166 0,168 Z`;
  body.push(`<path d="${water}" fill="#141b22"/>`);
  body.push(`<path d="${water}" fill="none" stroke="#3a4652" stroke-width="2"/>`);
  for (let i = 0; i < 12; i++)
    body.push(
      `<path d="M${f(rand.range(40, 1100))},${f(rand.range(20, 100))} q20,-6 40,0 t40,0" stroke="#2a3642" stroke-width="2" fill="none"/>`,
    );
  body.push(text(1120, 60, "VICTORIA HARBOUR", { size: 16, family: FONT_SANS, weight: 600, spacing: 5, anchor: "end", fill: "#5a6a7a" }));
  // Ferry piers.
  body.push(
    `<g fill="#2e2d2b" stroke="#3e3c39"><rect x="180" y="96" width="120" height="64"/><rect x="330" y="110" width="60" height="46"/></g>`,
  );
  body.push(text(240, 88, "Ferry Terminal", { size: 13, family: FONT_SANS, weight: 500, anchor: "middle", fill: "#8a8780" }));
  // Roads: [path, width, colour, label, label position].
  const road = (d, w, col = "#3a3835", edge = "#4a4743") =>
    `<path d="${d}" fill="none" stroke="${edge}" stroke-width="${w + 3}" stroke-linecap="round" stroke-linejoin="round"/><path d="${d}" fill="none" stroke="${col}" stroke-width="${w}" stroke-linecap="round" stroke-linejoin="round"/>`;
  const connaught = "M-20,200 C200,196 380,188 560,196 S900,180 1220,166";
  const desVoeux = "M-20,300 C220,292 420,282 600,286 S920,270 1220,258";
  const bonham = "M-20,392 C140,386 260,360 420,350 C560,342 640,370 760,372 S1000,352 1220,346";
  const wingLok = "M170,296 C300,330 420,330 560,326";
  const queens = "M-20,520 C240,500 460,470 640,474 S980,470 1220,440";
  const hollywood = "M-20,640 C260,620 520,600 760,604 S1060,590 1220,570";
  const cross = [
    "M250,170 C262,300 270,420 262,700",
    "M540,160 C548,280 552,400 548,700",
    "M760,150 C770,280 776,420 770,700",
    "M990,130 C996,260 1000,400 992,700",
    "M400,292 L412,520",
    "M880,270 L884,470",
  ];
  body.push(cross.map((d) => road(d, 9, "#33312e", "#403d39")).join(""));
  body.push(road(hollywood, 12));
  body.push(road(wingLok, 10));
  body.push(road(queens, 16, "#5a4522", "#6e5529"));
  body.push(road(desVoeux, 18, "#5a4522", "#6e5529"));
  body.push(road(connaught, 26, "#6e5529", "#87682f"));
  body.push(road(bonham, 14, "#7a5e2a", "#e9c05f"));
  // Tram line down Des Voeux Road.
  body.push(`<path d="${desVoeux}" fill="none" stroke="#e9c05f" stroke-opacity="0.35" stroke-width="1.5" stroke-dasharray="10 6"/>`);
  // Park.
  body.push(`<path d="M1020,520 C1060,500 1130,505 1160,530 L1150,600 C1100,610 1050,600 1030,580 Z" fill="#26302a"/>`);
  const label = (x, y, s, rot = 0, o = {}) =>
    `<g transform="rotate(${f(rot)} ${f(x)} ${f(y)})">${text(x, y, s, { size: 15, family: FONT_SANS, weight: 600, anchor: "middle", fill: "#d9d4c8", stroke: "#232221", "stroke-width": 4, "paint-order": "stroke", ...o })}</g>`;
  body.push(label(170, 192, "Connaught Road Central", -1));
  body.push(label(860, 271, "Des Voeux Road Central", -2));
  body.push(label(180, 380, "Bonham Strand", -3, { fill: "#f3d894", size: 17, weight: 700 }));
  body.push(label(330, 322, "Wing Lok Street", 10, { size: 13 }));
  body.push(label(300, 497, "Queen\u2019s Road Central", -4));
  body.push(label(380, 615, "Hollywood Road", -3, { size: 13, fill: "#a8a398" }));
  body.push(label(1090, 560, "Park", 0, { size: 12, fill: "#8aa08c" }));
  // MTR station exit.
  const mx = 640;
  const my = 236;
  body.push(`<circle cx="${mx}" cy="${my}" r="17" fill="#1e1e1e" stroke="#d9d4c8" stroke-width="2.5"/>`);
  body.push(
    `<path d="M${mx - 8},${my + 6} V${my - 6} L${mx},${my + 2} L${mx + 8},${my - 6} V${my + 6}" fill="none" stroke="#d9d4c8" stroke-width="2.6" stroke-linejoin="round"/>`,
  );
  body.push(label(mx + 26, my + 5, "Sheung Wan MTR", 0, { anchor: "start", size: 14 }));
  // The office pin on Bonham Strand.
  const px = 700;
  const py = 366;
  body.push(`<circle cx="${px}" cy="${py}" r="70" fill="#e9c05f" opacity="0.18" filter="${doc.blur(16)}"/>`);
  body.push(`<ellipse cx="${px}" cy="${py + 2}" rx="16" ry="6" fill="#000" opacity="0.5" filter="${doc.blur(3)}"/>`);
  const pin = doc.linear(
    [
      [0, "#f8e1a0"],
      [0.5, "#e9c05f"],
      [1, "#ba8023"],
    ],
    { x1: 0, y1: 0, x2: 1, y2: 1 },
  );
  body.push(
    `<path d="M${px},${py} C${px - 8},${py - 22} ${px - 30},${py - 40} ${px - 30},${py - 64} A30,30 0 1 1 ${px + 30},${py - 64} C${px + 30},${py - 40} ${px + 8},${py - 22} ${px},${py} Z" fill="${pin}" stroke="#1e1e1e" stroke-width="2"/>`,
  );
  body.push(brandMark(doc, px - 17, py - 82, 34));
  // Address card.
  const cx = 760;
  const cy = 388;
  body.push(`<rect x="${cx + 4}" y="${cy + 6}" width="330" height="96" rx="10" fill="#000" opacity="0.45" filter="${doc.blur(8)}"/>`);
  body.push(`<rect x="${cx}" y="${cy}" width="330" height="96" rx="10" fill="#1e1e1e" stroke="#e9c05f" stroke-opacity="0.6"/>`);
  body.push(text(cx + 20, cy + 34, "Harbour Gold Bullion", { size: 21, family: FONT_SERIF, weight: 700, fill: "#fff" }));
  body.push(text(cx + 20, cy + 60, "18/F, 88 Bonham Strand", { size: 15, family: FONT_SANS, weight: 500, fill: "#e9c05f" }));
  body.push(text(cx + 20, cy + 81, "Sheung Wan, Hong Kong", { size: 14, family: FONT_SANS, weight: 400, fill: "#bdb7aa" }));
  // North arrow and the honest caption.
  body.push(
    `<g transform="translate(1140 640)"><circle r="24" fill="#1e1e1e" stroke="#4a4743"/><path d="M0,-16 L7,8 L0,3 L-7,8 Z" fill="#e9c05f"/>${text(0, -28, "N", { size: 12, family: FONT_SANS, weight: 700, anchor: "middle", fill: "#bdb7aa" })}</g>`,
  );
  body.push(text(24, 684, "Illustrative map, not to scale", { size: 12, family: FONT_SANS, weight: 500, fill: "#8a8780" }));
  body.push(vignette(doc, 0.35));
  return doc.toString(body.join(""));
}
