// Wide page banners (1600 x 700). They sit behind white and gold headings, so
// every one is dark and low in detail through the middle band where the title
// goes, with the interest pushed to the edges and the bottom.
import { Doc, rng, f, pts, vignette, bokeh } from "../lib/core.mjs";
import { perspective } from "../lib/solid.mjs";
import { castBar } from "../lib/gold.mjs";
import { skyline, series, candles, trendLine, grid } from "../lib/scene.mjs";

/** Text-safe wash: darkens the centre-left where page titles are set. */
function titleWash(doc, strength = 0.55) {
  const g = doc.linear(
    [
      [0, "#0d0d0d", strength],
      [0.55, "#0d0d0d", strength * 0.55],
      [1, "#0d0d0d", 0.1],
    ],
    { x1: 0, y1: 0, x2: 1, y2: 0 },
  );
  return `<rect width="${doc.width}" height="${doc.height}" fill="${g}"/>`;
}

function water(doc, rand, top, { sky, lights = [] }) {
  const { width: w, height: h } = doc;
  const out = [`<rect y="${top}" width="${w}" height="${h - top}" fill="${sky}"/>`];
  // Broken horizontal ripples reflecting the lights above.
  for (const [x, color, spread] of lights) {
    for (let i = 0; i < 26; i++) {
      const y = top + 6 + i * ((h - top) / 26) + rand.range(-2, 2);
      const len = rand.range(6, 40) * (1 + i / 20);
      out.push(
        `<rect x="${f(x + rand.gauss(0, spread) - len / 2)}" y="${f(y)}" width="${f(len)}" height="${f(rand.range(1.2, 2.6))}" fill="${color}" opacity="${f(rand.range(0.15, 0.6) * (1 - i / 30))}"/>`,
      );
    }
  }
  return out.join("");
}

function harbour(doc, rand, { night }) {
  const { width: w } = doc;
  const body = [];
  const base = 520;
  const sky = night
    ? doc.linear(
        [
          [0, "#07080d"],
          [0.55, "#111524"],
          [0.75, "#2a2230"],
          [1, "#3a2a24"],
        ],
        { x1: 0, y1: 0, x2: 0, y2: 1 },
      )
    : doc.linear(
        [
          [0, "#0d0e18"],
          [0.35, "#2a2236"],
          [0.62, "#6b3f35"],
          [0.78, "#c9803a"],
          [1, "#e9b060"],
        ],
        { x1: 0, y1: 0, x2: 0, y2: 1 },
      );
  body.push(`<rect width="${w}" height="${base}" fill="${sky}"/>`);
  if (!night)
    body.push(
      `<circle cx="1180" cy="${base - 20}" r="70" fill="#ffd58a" opacity="0.8" filter="${doc.blur(10)}"/><circle cx="1180" cy="${base - 10}" r="260" fill="#ffb860" opacity="0.25" filter="${doc.blur(60)}"/>`,
    );
  else {
    const stars = [];
    for (let i = 0; i < 90; i++)
      stars.push(
        `<circle cx="${f(rand.range(0, w))}" cy="${f(rand.range(0, 260))}" r="${f(rand.range(0.5, 1.4))}" opacity="${f(rand.range(0.2, 0.8))}"/>`,
      );
    body.push(`<g fill="#fff">${stars.join("")}</g>`);
  }
  body.push(
    skyline(doc, rand, {
      base,
      width: w + 40,
      x0: -20,
      scale: 1.15,
      fill: night ? "#06070b" : "#120d12",
      ridge: night ? "#0d0f18" : "#3a2430",
      windows: night ? 0.28 : 0.06,
      windowColor: "#f3cf7a",
    }),
  );
  const waterFill = night
    ? doc.linear(
        [
          [0, "#10121c"],
          [1, "#050508"],
        ],
        { x1: 0, y1: 0, x2: 0, y2: 1 },
      )
    : doc.linear(
        [
          [0, "#3a2630"],
          [0.3, "#1a1418"],
          [1, "#08080a"],
        ],
        { x1: 0, y1: 0, x2: 0, y2: 1 },
      );
  const lights = [];
  for (let i = 0; i < 18; i++) lights.push([rand.range(0, w), rand() < 0.8 ? "#f3cf7a" : "#ffffff", 14]);
  if (!night) lights.push([1180, "#ffd58a", 60], [1180, "#ffd58a", 40]);
  body.push(water(doc, rand, base, { sky: waterFill, lights }));
  // A junk under sail crossing the harbour.
  const jx = night ? 300 : 420;
  const jy = base + 70;
  body.push(
    `<g fill="${night ? "#030304" : "#0a0708"}"><path d="M${jx - 90},${jy} L${jx + 100},${jy} L${jx + 80},${jy + 16} L${jx - 76},${jy + 16} Z"/>` +
      `<path d="M${jx - 40},${jy - 4} Q${jx - 70},${jy - 70} ${jx - 36},${jy - 130} L${jx + 10},${jy - 126} Q${jx - 4},${jy - 60} ${jx + 6},${jy - 4} Z"/>` +
      `<path d="M${jx + 20},${jy - 4} Q${jx + 4},${jy - 56} ${jx + 26},${jy - 100} L${jx + 62},${jy - 96} Q${jx + 52},${jy - 46} ${jx + 64},${jy - 4} Z"/></g>`,
  );
  body.push(
    `<g stroke="${night ? "#1a1a22" : "#3a2020"}" stroke-width="1.2" opacity="0.8">${[0, 1, 2, 3, 4, 5].map((i) => `<line x1="${jx - 60 + i * 2}" y1="${jy - 20 - i * 18}" x2="${jx + 8 - i * 2}" y2="${jy - 18 - i * 18}"/>`).join("")}</g>`,
  );
  return body.join("");
}

export function aboutBanner({ seed }) {
  const doc = new Doc(1600, 700);
  const rand = rng(seed);
  const body = [harbour(doc, rand, { night: false }), titleWash(doc, 0.6), vignette(doc, 0.55)];
  return doc.toString(body.join(""));
}

export function contactBanner({ seed }) {
  const doc = new Doc(1600, 700);
  const rand = rng(seed);
  const body = [harbour(doc, rand, { night: true }), titleWash(doc, 0.5), vignette(doc, 0.5)];
  return doc.toString(body.join(""));
}

/** Products: an aisle in the vault, shelves of bars receding on both sides. */
export function productsBanner({ seed }) {
  const doc = new Doc(1600, 700);
  const rand = rng(seed);
  const cam = perspective({ eye: [0, -1400, 1300], target: [0, 4000, 900], focal: 900, cx: 800, cy: 330 });
  const P = (x, y, z) => cam.project([x, y, z]);
  const body = [];
  body.push(`<rect width="1600" height="700" fill="#0d0d0d"/>`);
  body.push(
    `<rect width="1600" height="700" fill="${doc.radialXY(800, 300, 700, [
      [0, "#3a2a14", 0.9],
      [1, "#0d0d0d", 0],
    ])}"/>`,
  );
  const shelves = [];
  const L = 250;
  const W = 76;
  for (const side of [-1, 1]) {
    const x = side * 1100;
    for (let lvl = 0; lvl < 4; lvl++) {
      const z = 150 + lvl * 420;
      for (let k = 0; k < 16; k++) {
        const y = 200 + k * 520;
        shelves.push({ side, x, y, z, k, lvl, d: cam.depth([x, y, z]) });
      }
    }
  }
  // Shelf boards and uprights first, far to near.
  const boards = [];
  for (const side of [-1, 1]) {
    const xi = side * 700;
    const xo = side * 1500;
    for (let lvl = 0; lvl < 4; lvl++) {
      const z = 150 + lvl * 420;
      const a = P(xi, 0, z);
      const b = P(xo, 0, z);
      const c = P(xo, 9000, z);
      const d = P(xi, 9000, z);
      boards.push(`<polygon points="${pts([a, b, c, d])}" fill="#1a1714"/>`);
      const e1 = P(xi, 0, z - 40);
      boards.push(`<polygon points="${pts([a, d, P(xi, 9000, z - 40), e1])}" fill="#2a2520"/>`);
      boards.push(
        `<line x1="${f(a[0])}" y1="${f(a[1])}" x2="${f(d[0])}" y2="${f(d[1])}" stroke="#e9c05f" stroke-opacity="0.35" stroke-width="1.5"/>`,
      );
    }
  }
  body.push(boards.join(""));
  shelves.sort((a, b) => b.d - a.d);
  for (const s of shelves) {
    for (let j = 0; j < 3; j++) {
      const bx = s.side * (780 + j * 210 + 60);
      body.push(
        castBar(doc, cam, {
          L,
          W,
          H: 36,
          taper: 9,
          at: [bx, s.y + (j % 2) * 20, s.z],
          rot: Math.PI / 2 + rand.gauss(0, 0.02),
          marks: false,
          texture: false,
          reflect: 0,
          shadow: 0.45,
          edge: 0.3,
          minFaceArea: 0.2,
        }),
      );
    }
  }
  // Floor and the aisle's far glow.
  const floorA = P(-700, 0, 0);
  const floorB = P(700, 0, 0);
  const floorC = P(700, 9000, 0);
  const floorD = P(-700, 9000, 0);
  body.push(
    `<polygon points="${pts([[0, 700], [1600, 700], floorB, floorC, floorD, floorA])}" fill="${doc.linear(
      [
        [0, "#14120f"],
        [1, "#080808"],
      ],
      { x1: 0, y1: 0, x2: 0, y2: 1 },
    )}"/>`,
  );
  body.push(`<circle cx="800" cy="300" r="120" fill="#ffd98a" opacity="0.22" filter="${doc.blur(40)}"/>`);
  body.push(
    `<g opacity="0.5">${[0, 1, 2, 3, 4, 5, 6]
      .map((i) => {
        const a = P(0, 600 + i * 1200, 2000);
        return `<ellipse cx="${f(a[0])}" cy="${f(a[1])}" rx="${f(40 - i * 4)}" ry="${f(6 - i * 0.6)}" fill="#fff3d0"/>`;
      })
      .join("")}</g>`,
  );
  body.push(titleWash(doc, 0.45));
  body.push(vignette(doc, 0.6));
  return doc.toString(body.join(""));
}

/** News: a market screen, shallow depth of field, candles glowing gold. */
export function newsBanner({ seed }) {
  const doc = new Doc(1600, 700);
  const rand = rng(seed);
  const body = [];
  body.push(`<rect width="1600" height="700" fill="#0c0c0d"/>`);
  body.push(
    `<rect width="1600" height="700" fill="${doc.radialXY(1100, 320, 800, [
      [0, "#2a2012", 0.9],
      [1, "#0c0c0d", 0],
    ])}"/>`,
  );
  const data = series(rand, 70, { drift: 0.22, vol: 1.4 });
  const box = { x: 60, y: 120, w: 1480, h: 420 };
  // Background layer, blurred: a second chart further away.
  const far = series(rand, 90, { drift: -0.05, vol: 1.2 });
  body.push(
    `<g filter="${doc.blur(6)}" opacity="0.5">${candles(far, { x: 0, y: 60, w: 1600, h: 520, up: "#ba8023", down: "#3a3632", wick: 2 })}</g>`,
  );
  body.push(grid(box.x, box.y, box.w, box.h, 16, 6, "#e9c05f", 0.07));
  // Focus falls off to the left so the title area stays soft.
  const sharpClip = doc.clip(`<rect x="700" y="0" width="900" height="700"/>`);
  const softClip = doc.clip(`<rect x="0" y="0" width="700" height="700"/>`);
  const c = candles(data, { ...box, up: "#e9c05f", down: "#6b6358", wick: 2 });
  const glowLine = `<path d="${trendLine(data, box)}" stroke="#fff4d0" stroke-width="2.5" fill="none"/>`;
  body.push(`<g clip-path="${softClip}"><g filter="${doc.blur(4)}" opacity="0.6">${c}${glowLine}</g></g>`);
  body.push(`<g clip-path="${sharpClip}">${c}${glowLine}</g>`);
  body.push(`<g filter="${doc.blur(10)}" opacity="0.5">${candles(data, { ...box, up: "#ffcf60", down: "#000", wick: 2 })}</g>`);
  // Volume bars along the bottom.
  const vols = data.map(() => rand.range(0.2, 1));
  body.push(
    `<g fill="#e9c05f" opacity="0.25">${vols.map((v, i) => `<rect x="${f(box.x + (i * box.w) / data.length + 4)}" y="${f(640 - v * 70)}" width="${f(box.w / data.length - 8)}" height="${f(v * 70)}"/>`).join("")}</g>`,
  );
  body.push(
    bokeh(doc, rand, {
      count: 18,
      x0: 0,
      y0: 0,
      x1: 1600,
      y1: 700,
      rMin: 8,
      rMax: 36,
      colors: ["#e9c05f", "#f6dc94"],
      opacity: [0.04, 0.14],
      blur: 5,
    }),
  );
  body.push(titleWash(doc, 0.6));
  body.push(vignette(doc, 0.6));
  return doc.toString(body.join(""));
}
