// The five "activities" pictures on the home page. Each has its own setting
// and colour temperature so the tabs feel distinct: a trade-fair hall, a
// sapling growing from gold (community work), a lecture on gold purity,
// a research desk, and an assay lab drawn as gold circuitry.
import { Doc, rng, f, pts, text, vignette, bokeh, glint, ramp, FONT_SANS, FONT_SERIF } from "../lib/core.mjs";
import { camera, perspective, solid } from "../lib/solid.mjs";
import { castBar, coinStack } from "../lib/gold.mjs";
import { person, bust, series, candles, trendLine, grid, onQuad } from "../lib/scene.mjs";

const charcoalRamp = ramp([
  [0, "#0a0a0a"],
  [0.4, "#1c1b1a"],
  [0.7, "#34312d"],
  [1, "#5a554d"],
]);

/* ---------- industry: an exhibition hall with gold display stands ---------- */
export function industry({ seed }) {
  const doc = new Doc(1200, 800);
  const rand = rng(seed);
  const cam = perspective({ eye: [0, -5200, 1900], target: [0, 4000, 900], focal: 820, cx: 600, cy: 360 });
  const body = [];
  const bg = doc.linear(
    [
      [0, "#0d0c0b"],
      [0.45, "#1a1611"],
      [1, "#0e0d0c"],
    ],
    { x1: 0, y1: 0, x2: 0, y2: 1 },
  );
  body.push(`<rect width="1200" height="800" fill="${bg}"/>`);
  const P = (x, y, z) => cam.project([x, y, z]);
  const quad = (a, b, c, d, fill, extra = "") => `<polygon points="${pts([a, b, c, d])}" fill="${fill}"${extra}/>`;

  // Ceiling trusses and track lights.
  const trussY = [1000, 3000, 5000, 7000, 9000, 11000];
  for (const y of trussY) {
    const a = P(-9000, y, 5200);
    const b = P(9000, y, 5200);
    body.push(
      `<line x1="${f(a[0])}" y1="${f(a[1])}" x2="${f(b[0])}" y2="${f(b[1])}" stroke="#2a2620" stroke-width="${f(Math.max(1, 1600 / (y + 5200)))}"/>`,
    );
  }
  for (const x of [-6000, -2000, 2000, 6000]) {
    const a = P(x, -2000, 5200);
    const b = P(x, 12000, 5200);
    body.push(`<line x1="${f(a[0])}" y1="${f(a[1])}" x2="${f(b[0])}" y2="${f(b[1])}" stroke="#27231d" stroke-width="2"/>`);
  }

  // Back wall of booths with backlit gold panels and fascia names.
  const wallY = 11000;
  const booths = [
    { x0: -7600, x1: -3000, name: "FINE GOLD BARS" },
    { x0: -2400, x1: 2400, name: "HARBOUR GOLD BULLION" },
    { x0: 3000, x1: 7600, name: "GOLD JEWELLERY" },
  ];
  for (const b of booths) {
    const tl = P(b.x0, wallY, 3400);
    const tr = P(b.x1, wallY, 3400);
    const br = P(b.x1, wallY, 0);
    const bl = P(b.x0, wallY, 0);
    const panel = doc.linearXY(0, tl[1], 0, bl[1], [
      [0, "#3b2a12"],
      [0.5, "#8a6224"],
      [1, "#2a1e0e"],
    ]);
    body.push(quad(tl, tr, br, bl, panel));
    const glowP = doc.radialXY((tl[0] + tr[0]) / 2, (tl[1] + bl[1]) / 2, (tr[0] - tl[0]) * 0.6, [
      [0, "#ffd98a", 0.55],
      [1, "#ffd98a", 0],
    ]);
    body.push(quad(tl, tr, br, bl, glowP));
    // Fascia.
    const fl = P(b.x0, wallY - 10, 3900);
    const fr = P(b.x1, wallY - 10, 3900);
    const fbl = P(b.x0, wallY - 10, 3400);
    const fbr = P(b.x1, wallY - 10, 3400);
    body.push(quad(fl, fr, fbr, fbl, "#141210"));
    body.push(`<line x1="${f(fbl[0])}" y1="${f(fbl[1])}" x2="${f(fbr[0])}" y2="${f(fbr[1])}" stroke="#e9c05f" stroke-width="2"/>`);
    const fw = fr[0] - fl[0];
    body.push(
      text((fl[0] + fr[0]) / 2, (fl[1] + fbl[1]) / 2 + fw * 0.022, b.name, {
        size: fw * 0.062,
        family: FONT_SANS,
        weight: 700,
        anchor: "middle",
        spacing: fw * 0.008,
        fill: "#e9c05f",
      }),
    );
    // Shelves of bars on the panel.
    for (let r = 0; r < 3; r++) {
      const z = 900 + r * 700;
      const a = P(b.x0 + 500, wallY - 20, z);
      const c = P(b.x1 - 500, wallY - 20, z);
      body.push(
        `<line x1="${f(a[0])}" y1="${f(a[1])}" x2="${f(c[0])}" y2="${f(c[1])}" stroke="#f6dc94" stroke-opacity="0.6" stroke-width="1.5"/>`,
      );
      const n = 9;
      for (let i = 0; i < n; i++) {
        const x = a[0] + ((c[0] - a[0]) * (i + 0.5)) / n;
        const bw = ((c[0] - a[0]) / n) * 0.7;
        const g = doc.linearXY(0, a[1] - 7, 0, a[1], [
          [0, "#fff0c0"],
          [0.5, "#e2ad4a"],
          [1, "#8a5a17"],
        ]);
        body.push(`<path d="M${f(x - bw / 2)},${f(a[1])} l${f(bw * 0.12)},-7 h${f(bw * 0.76)} l${f(bw * 0.12)},7 z" fill="${g}"/>`);
      }
    }
  }

  // Glossy floor with reflections of the lit wall.
  const floorTop = P(0, wallY, 0)[1];
  const floor = doc.linear(
    [
      [0, "#2a2116"],
      [0.25, "#15120f"],
      [1, "#0b0a09"],
    ],
    { x1: 0, y1: 0, x2: 0, y2: 1 },
  );
  body.push(`<rect y="${f(floorTop)}" width="1200" height="${f(800 - floorTop)}" fill="${floor}"/>`);
  const refl = doc.linear(
    [
      [0, "#e9c05f", 0.22],
      [1, "#e9c05f", 0],
    ],
    { x1: 0, y1: 0, x2: 0, y2: 1 },
  );
  for (const b of booths) {
    const l = P(b.x0, wallY, 0);
    const r = P(b.x1, wallY, 0);
    body.push(`<rect x="${f(l[0])}" y="${f(floorTop)}" width="${f(r[0] - l[0])}" height="160" fill="${refl}" filter="${doc.blur(6)}"/>`);
  }
  for (const x of [-8000, -4000, 0, 4000, 8000]) {
    const a = P(x, -3000, 0);
    const b = P(x, wallY, 0);
    body.push(
      `<line x1="${f(a[0])}" y1="${f(a[1])}" x2="${f(b[0])}" y2="${f(b[1])}" stroke="#fff" stroke-opacity="0.04" stroke-width="1"/>`,
    );
  }

  // Light cones from the track lights onto the stands.
  const cones = [];
  for (const [x, y] of [
    [-3700, 3000],
    [0, 900],
    [3700, 3000],
    [-1500, 8000],
    [1800, 8000],
  ]) {
    const top = P(x, y, 5200);
    const l = P(x - 900, y, 0);
    const r = P(x + 900, y, 0);
    const g = doc.linearXY(0, top[1], 0, l[1], [
      [0, "#ffe6a8", 0.3],
      [1, "#ffe6a8", 0],
    ]);
    cones.push(`<polygon points="${pts([top, r, l])}" fill="${g}"/>`);
    cones.push(`<circle cx="${f(top[0])}" cy="${f(top[1])}" r="4" fill="#fff3d0"/>`);
    // Pool of light where the cone meets the glossy floor.
    const pc = P(x, y - 900, 0);
    const pr = (r[0] - l[0]) * 0.9;
    cones.push(`<ellipse cx="${f(pc[0])}" cy="${f(pc[1])}" rx="${f(pr)}" ry="${f(pr * 0.22)}" fill="#ffd98a" opacity="0.16"/>`);
  }
  body.push(`<g filter="${doc.blur(10)}">${cones.join("")}</g>`);

  // Display plinths with glass cases and bars, plus visitors.
  const items = [];
  const plinths = [
    [-3700, 3000],
    [0, 900],
    [3700, 3000],
  ];
  for (const [x, y] of plinths) items.push({ kind: "plinth", x, y, d: cam.depth([x, y, 0]) });
  const visitors = [
    [-6300, 2400, 1750],
    [-1700, 5600, 1650],
    [-1300, 5900, 1550],
    [2100, 6400, 1800],
    [6200, 1600, 1700],
    [5400, 7800, 1700],
    [-5200, 8400, 1650],
    [900, 9000, 1750],
    [-300, 9300, 1600],
    [-2500, -1700, 1780],
  ];
  for (const [x, y, h] of visitors) items.push({ kind: "person", x, y, h, d: cam.depth([x, y, 0]) });
  items.sort((a, b) => b.d - a.d);
  for (const it of items) {
    if (it.kind === "person") {
      const feet = P(it.x, it.y, 0);
      const head = P(it.x, it.y, it.h);
      body.push(person(feet[0], feet[1], feet[1] - head[1], { fill: "#080808", pose: rand.range(-1, 1) }));
      continue;
    }
    const { x, y } = it;
    body.push(
      solid(doc, cam, {
        rings: [
          { L: 1300, W: 1300, r: 0, z: 0 },
          { L: 1300, W: 1300, r: 0, z: 950 },
        ],
        at: [x, y, 0],
        palette: charcoalRamp,
        curve: 0.2,
        edge: 0.25,
      }),
    );
    for (let i = 0; i < 3; i++) {
      body.push(
        castBar(doc, cam, {
          L: 330,
          W: 110,
          H: 50,
          taper: 12,
          lights: {
            key: [-0.2, -0.2, 1],
            fill: [-0.6, -1, 0.5],
            rim: [0.8, 1, 0.3],
            ambient: 0.3,
            diffuse: 0.35,
            keySpec: 0.6,
            fillSpec: 0.4,
            rimSpec: 0.5,
          },
          at: [x - 380 + i * 380, y - 150 + (i % 2) * 260, 950],
          rot: 0.2 - i * 0.15,
          marks: false,
          texture: false,
          reflect: 0,
          shadow: 0.5,
          edge: 0.4,
        }),
      );
    }
    // Glass case: faint edges and a sheen.
    const c = [
      [-650, -650],
      [650, -650],
      [650, 650],
      [-650, 650],
    ];
    const lo = c.map(([a, b]) => P(x + a, y + b, 950));
    const hi = c.map(([a, b]) => P(x + a, y + b, 1750));
    const glass = doc.linearXY(lo[0][0], hi[0][1], lo[1][0], lo[0][1], [
      [0, "#ffffff", 0.1],
      [0.5, "#ffffff", 0.02],
      [1, "#ffffff", 0.08],
    ]);
    body.push(`<polygon points="${pts([hi[0], hi[1], lo[1], lo[0]])}" fill="${glass}"/>`);
    body.push(`<polygon points="${pts(hi)}" fill="#fff" fill-opacity="0.05" stroke="#fff" stroke-opacity="0.25"/>`);
    for (let i = 0; i < 4; i++)
      body.push(
        `<line x1="${f(lo[i][0])}" y1="${f(lo[i][1])}" x2="${f(hi[i][0])}" y2="${f(hi[i][1])}" stroke="#fff" stroke-opacity="0.22"/>`,
      );
    const g = P(x, y, 1200);
    body.push(glint(g[0] + 20, g[1] - 6, 14, 0.8, 20));
  }
  body.push(
    bokeh(doc, rand, {
      count: 14,
      x0: 0,
      y0: 0,
      x1: 1200,
      y1: 260,
      rMin: 8,
      rMax: 26,
      colors: ["#ffe3a0", "#e9c05f"],
      opacity: [0.06, 0.2],
      blur: 3,
    }),
  );
  body.push(vignette(doc, 0.7));
  return doc.toString(body.join(""));
}

/* ---------- csr: a sapling growing from a stack of gold coins ---------- */
function leaf(doc, x, y, len, ang, { gold = false } = {}) {
  const w = len * 0.42;
  const g = gold
    ? doc.linear(
        [
          [0, "#fff0c0"],
          [0.5, "#e9c05f"],
          [1, "#8a5a17"],
        ],
        { x1: 0, y1: 0, x2: 1, y2: 1 },
      )
    : doc.linear(
        [
          [0, "#b9e07a"],
          [0.45, "#5f9e3a"],
          [1, "#24501e"],
        ],
        { x1: 0, y1: 0, x2: 1, y2: 1 },
      );
  const d = `M0,0 C${f(len * 0.3)},${f(-w)} ${f(len * 0.8)},${f(-w * 0.8)} ${f(len)},0 C${f(len * 0.8)},${f(w * 0.8)} ${f(len * 0.3)},${f(w)} 0,0 Z`;
  const veins = [0.3, 0.5, 0.7]
    .map((t) => `M${f(len * t)},0 L${f(len * t + len * 0.12)},${f(-w * 0.45)} M${f(len * t)},0 L${f(len * t + len * 0.12)},${f(w * 0.45)}`)
    .join(" ");
  return (
    `<g transform="translate(${f(x)} ${f(y)}) rotate(${f(ang)})">` +
    `<path d="${d}" fill="${g}"/>` +
    `<path d="M0,0 L${f(len * 0.92)},0 ${veins}" stroke="${gold ? "#7a4d10" : "#cde9a0"}" stroke-opacity="0.5" stroke-width="${f(len * 0.018)}" fill="none"/>` +
    `<path d="M${f(len * 0.1)},${f(-w * 0.3)} C${f(len * 0.35)},${f(-w * 0.75)} ${f(len * 0.7)},${f(-w * 0.6)} ${f(len * 0.9)},${f(-w * 0.12)}" stroke="#fff" stroke-opacity="0.3" stroke-width="${f(len * 0.025)}" fill="none"/>` +
    `</g>`
  );
}

export function csr({ seed }) {
  const doc = new Doc(1200, 800);
  const rand = rng(seed);
  const body = [];
  const sky = doc.linear(
    [
      [0, "#141612"],
      [0.55, "#3a2f17"],
      [0.72, "#7a5a22"],
      [0.78, "#2a2416"],
      [1, "#121310"],
    ],
    { x1: 0, y1: 0, x2: 0, y2: 1 },
  );
  body.push(`<rect width="1200" height="800" fill="${sky}"/>`);
  const sun = doc.radialXY(760, 560, 520, [
    [0, "#ffe2a0", 0.85],
    [0.25, "#e9a94a", 0.45],
    [1, "#e9a94a", 0],
  ]);
  body.push(`<rect width="1200" height="800" fill="${sun}"/>`);
  body.push(
    bokeh(doc, rand, {
      count: 26,
      x0: 0,
      y0: 60,
      x1: 1200,
      y1: 560,
      rMin: 10,
      rMax: 46,
      colors: ["#e9c05f", "#a9d46a", "#f6dc94", "#7fb24e"],
      opacity: [0.06, 0.22],
      blur: 5,
    }),
  );

  // A community line of people holding hands on the horizon, softly out of focus.
  const people = [];
  const n = 17;
  for (let i = 0; i < n; i++) {
    const x = 40 + (i * 1120) / (n - 1) + rand.gauss(0, 6);
    const kid = i % 4 === 2;
    const h = kid ? rand.range(70, 85) : rand.range(110, 130);
    people.push(person(x, 612, h, { fill: "#17140e", pose: rand.range(-0.5, 0.5) }));
    if (i < n - 1) {
      const nx = 40 + ((i + 1) * 1120) / (n - 1);
      const hy = 612 - (kid ? 0.5 : 0.48) * h;
      people.push(
        `<path d="M${f(x + h * 0.12)},${f(hy)} Q${f((x + nx) / 2)},${f(hy + 14)} ${f(nx - 14)},${f(hy + 2)}" stroke="#17140e" stroke-width="${f(h * 0.05)}" fill="none" stroke-linecap="round"/>`,
      );
    }
  }
  body.push(`<g filter="${doc.blur(2.2)}" opacity="0.85">${people.join("")}</g>`);
  const ground = doc.linear(
    [
      [0, "#1e1a10"],
      [1, "#0c0c09"],
    ],
    { x1: 0, y1: 0, x2: 0, y2: 1 },
  );
  body.push(`<path d="M0,612 Q600,596 1200,612 V800 H0 Z" fill="${ground}"/>`);

  // Coin stacks with the sapling rising out of the tallest.
  body.push(`<ellipse cx="610" cy="735" rx="330" ry="40" fill="#000" opacity="0.6" filter="${doc.blur(14)}"/>`);
  body.push(coinStack(doc, { cx: 430, baseY: 720, r: 78, count: 6, thickness: 9, pitch: 0.5, jitter: 1.5, rand }));
  body.push(coinStack(doc, { cx: 800, baseY: 728, r: 78, count: 9, thickness: 9, pitch: 0.5, jitter: 1.5, rand }));
  body.push(coinStack(doc, { cx: 612, baseY: 748, r: 92, count: 14, thickness: 10, pitch: 0.5, jitter: 1.2, rand }));
  const soil = 748 - 14 * 10 * Math.cos(0.5);
  body.push(`<ellipse cx="612" cy="${f(soil - 2)}" rx="34" ry="12" fill="#2b1d10"/>`);
  const stem = doc.linear(
    [
      [0, "#3f6b26"],
      [1, "#8cc35a"],
    ],
    { x1: 0, y1: 1, x2: 0, y2: 0 },
  );
  body.push(
    `<path d="M612,${f(soil)} C600,${f(soil - 70)} 630,${f(soil - 120)} 616,${f(soil - 220)}" stroke="${stem}" stroke-width="9" fill="none" stroke-linecap="round"/>`,
  );
  body.push(leaf(doc, 610, soil - 90, 120, -160));
  body.push(leaf(doc, 622, soil - 130, 135, -20));
  body.push(leaf(doc, 616, soil - 205, 90, -120));
  body.push(leaf(doc, 618, soil - 210, 100, -55, { gold: true }));
  body.push(leaf(doc, 606, soil - 60, 70, 165, { gold: true }));
  for (const [x, y] of [
    [700, soil - 160],
    [520, soil - 110],
    [640, soil - 260],
  ])
    body.push(glint(x, y, rand.range(12, 22), 0.8, 15));
  body.push(vignette(doc, 0.6));
  return doc.toString(body.join(""));
}

/* ---------- education: a lecture on gold purity ---------- */
export function education({ seed }) {
  const doc = new Doc(1200, 800);
  const rand = rng(seed);
  const body = [];
  body.push(`<rect width="1200" height="800" fill="#0f0f10"/>`);
  const wall = doc.radialXY(640, 250, 700, [
    [0, "#2b2622"],
    [1, "#0f0f10"],
  ]);
  body.push(`<rect width="1200" height="800" fill="${wall}"/>`);
  // The projection screen, seen slightly from the left.
  const s = [
    [330, 80],
    [1010, 100],
    [1000, 470],
    [340, 470],
  ];
  const glow = doc.radialXY(670, 280, 560, [
    [0, "#f3e2bf", 0.22],
    [1, "#f3e2bf", 0],
  ]);
  body.push(`<rect width="1200" height="800" fill="${glow}"/>`);
  body.push(`<polygon points="${pts(s.map(([x, y]) => [x + 6, y + 8]))}" fill="#000" opacity="0.6" filter="${doc.blur(10)}"/>`);
  const slideW = 680;
  const slideH = 380;
  const bars = [
    ["24K", 0.9999, "999.9"],
    ["22K", 0.916, "916"],
    ["18K", 0.75, "750"],
    ["14K", 0.585, "585"],
  ];
  const barFill = doc.linear(
    [
      [0, "#f6dc94"],
      [0.5, "#e9c05f"],
      [1, "#ba8023"],
    ],
    { x1: 0, y1: 0, x2: 0, y2: 1 },
  );
  const chartTop = 110;
  const chartH = 220;
  let slide =
    `<rect width="${slideW}" height="${slideH}" fill="#1e1e1e"/>` +
    `<rect width="${slideW}" height="6" fill="#e9c05f"/>` +
    text(40, 56, "Gold purity, explained", { size: 30, family: FONT_SERIF, weight: 700, fill: "#fff" }) +
    text(40, 84, "FINENESS BY KARAT (PARTS PER THOUSAND)", { size: 11, family: FONT_SANS, weight: 600, spacing: 1.6, fill: "#e9c05f" }) +
    `<line x1="40" y1="${chartTop + chartH}" x2="${slideW - 40}" y2="${chartTop + chartH}" stroke="#fff" stroke-opacity="0.35"/>`;
  bars.forEach(([k, v, label], i) => {
    const bw = 96;
    const x = 70 + i * 150;
    const h = chartH * v;
    slide +=
      `<rect x="${x}" y="${f(chartTop + chartH - h)}" width="${bw}" height="${f(h)}" fill="${barFill}" rx="3"/>` +
      text(x + bw / 2, chartTop + chartH - h - 10, label, { size: 16, family: FONT_SANS, weight: 700, anchor: "middle", fill: "#f6dc94" }) +
      text(x + bw / 2, chartTop + chartH + 22, k, { size: 15, family: FONT_SANS, weight: 600, anchor: "middle", fill: "#ddd" });
  });
  body.push(onQuad([s[0], s[1], s[3]], slideW, slideH, slide));
  body.push(`<polygon points="${pts(s)}" fill="none" stroke="#3a3834" stroke-width="4"/>`);
  // Projector beam through the dark room.
  const beam = doc.linearXY(660, 760, 660, 300, [
    [0, "#fff4d8", 0.16],
    [1, "#fff4d8", 0.02],
  ]);
  body.push(`<polygon points="590,-10 640,-10 1010,100 330,80" fill="${beam}" filter="${doc.blur(8)}" opacity="0.6"/>`);
  // Lecturer beside the screen, pointing.
  body.push(person(250, 560, 300, { fill: "#0a0a0a" }));
  body.push(
    `<path d="M280,330 L360,268" stroke="#0a0a0a" stroke-width="12" stroke-linecap="round"/><path d="M360,268 L420,226" stroke="#b8b0a0" stroke-width="2.5"/>`,
  );
  // Lectern.
  const lect = doc.linear(
    [
      [0, "#2a2520"],
      [1, "#121110"],
    ],
    { x1: 0, y1: 0, x2: 1, y2: 0 },
  );
  body.push(
    `<path d="M120,470 L250,470 L238,600 L132,600 Z" fill="${lect}"/><rect x="112" y="462" width="146" height="12" fill="#3a332b"/>`,
  );
  body.push(`<rect x="150" y="505" width="70" height="44" rx="3" fill="none" stroke="#e9c05f" stroke-opacity="0.6"/>`);
  // Audience rows, lit on their tops by the screen.
  const floor = doc.linear(
    [
      [0, "#141312"],
      [1, "#070707"],
    ],
    { x1: 0, y1: 0, x2: 0, y2: 1 },
  );
  body.push(`<rect y="560" width="1200" height="240" fill="${floor}"/>`);
  const rows = [
    { y: 640, w: 80, n: 12, fill: "#151412" },
    { y: 720, w: 110, n: 9, fill: "#0f0e0d" },
    { y: 830, w: 150, n: 7, fill: "#090909" },
  ];
  for (const r of rows) {
    const out = [];
    for (let i = 0; i < r.n; i++) {
      const x = (i + 0.5) * (1200 / r.n) + rand.gauss(0, r.w * 0.12);
      if (rand() < 0.12) continue;
      out.push(bust(x, r.y, r.w * rand.range(0.9, 1.05), { fill: r.fill }));
      out.push(
        `<path d="M${f(x - r.w * 0.16)},${f(r.y - r.w * 0.84)} A${f(r.w * 0.2)},${f(r.w * 0.23)} 0 0 1 ${f(x + r.w * 0.16)},${f(r.y - r.w * 0.84)}" stroke="#f3e2bf" stroke-opacity="0.25" stroke-width="2" fill="none"/>`,
      );
    }
    body.push(out.join(""));
  }
  body.push(vignette(doc, 0.55));
  return doc.toString(body.join(""));
}

/* ---------- research: an analyst's desk, a loupe over a kilo bar ---------- */
function paper(doc, x, y, w, h, rot, inner) {
  return (
    `<g transform="translate(${f(x)} ${f(y)}) rotate(${f(rot)})">` +
    `<rect x="6" y="10" width="${w}" height="${h}" fill="#000" opacity="0.5" filter="${doc.blur(8)}"/>` +
    `<rect width="${w}" height="${h}" fill="#efe9dc"/>` +
    inner +
    `</g>`
  );
}

export function research({ seed }) {
  const doc = new Doc(1200, 800);
  const rand = rng(seed);
  const body = [];
  // Walnut desk top.
  const wood = doc.linear(
    [
      [0, "#2a1a10"],
      [0.5, "#3a2616"],
      [1, "#1c120b"],
    ],
    { x1: 0, y1: 0, x2: 1, y2: 1 },
  );
  body.push(`<rect width="1200" height="800" fill="${wood}"/>`);
  const grain = doc.filter(
    `<feTurbulence type="fractalNoise" baseFrequency="0.004 0.09" numOctaves="3" seed="8" result="n"/>` +
      `<feColorMatrix in="n" type="matrix" values="0 0 0 0 0.05  0 0 0 0 0.03  0 0 0 0 0.01  0 0 0 -2.2 1.25"/>` +
      `<feComposite in2="SourceGraphic" operator="in"/>`,
    { x: 0, y: 0, width: "100%", height: "100%" },
  );
  body.push(`<rect width="1200" height="800" fill="#000" filter="${grain}" opacity="0.7" transform="rotate(-8 600 400)"/>`);
  const lamp = doc.radialXY(520, 330, 700, [
    [0, "#ffdca0", 0.22],
    [1, "#ffdca0", 0],
  ]);
  body.push(`<rect width="1200" height="800" fill="${lamp}"/>`);

  // Printed chart sheets.
  const d1 = series(rand, 34, { drift: 0.25 });
  const sheet1 =
    text(30, 44, "GOLD MARKET REVIEW", { size: 16, family: FONT_SANS, weight: 700, spacing: 2, fill: "#1e1e1e" }) +
    `<rect x="30" y="58" width="90" height="3" fill="#ba8023"/>` +
    grid(30, 80, 400, 200, 8, 4, "#1e1e1e", 0.12) +
    candles(d1, { x: 30, y: 80, w: 400, h: 200, up: "#ba8023", down: "#55504a", wick: 1.2 }) +
    `<path d="${trendLine(d1, { x: 30, y: 80, w: 400, h: 200 })}" stroke="#1e1e1e" stroke-width="1.5" fill="none"/>` +
    [0, 1, 2, 3, 4, 5, 6]
      .map((i) => `<rect x="30" y="${310 + i * 18}" width="${f(rand.range(260, 400))}" height="6" rx="3" fill="#1e1e1e" opacity="0.22"/>`)
      .join("");
  body.push(paper(doc, 90, 110, 460, 460, -7, sheet1));
  const d2 = series(rand, 40, { drift: 0.1, vol: 1.2 });
  let sheet2 = text(30, 44, "Fineness & assay notes", { size: 20, family: FONT_SERIF, weight: 700, fill: "#1e1e1e" });
  sheet2 += `<path d="${trendLine(d2, { x: 30, y: 70, w: 360, h: 130, span: 1 })}" stroke="#ba8023" stroke-width="2.5" fill="none"/>`;
  sheet2 += [0, 1, 2, 3, 4, 5, 6, 7, 8]
    .map((i) => `<rect x="30" y="${230 + i * 18}" width="${f(rand.range(220, 360))}" height="6" rx="3" fill="#1e1e1e" opacity="0.2"/>`)
    .join("");
  body.push(paper(doc, 640, 300, 420, 520, 9, sheet2));

  // Kilo bar on the papers, seen from above.
  const cam = camera({ yaw: 0.35, pitch: 1.22, scale: 3.4, ox: 690, oy: 300 });
  body.push(castBar(doc, cam, { L: 117, W: 53, H: 8.5, weight: "1 KILO", serial: "HG 002958", reflect: 0, shadow: 0.8, seed: 4 }));

  // Magnifier: the lens shows the same bar at twice the scale.
  const lc = [700, 290];
  const lr = 120;
  const s2 = cam.scale * 2.1;
  const M = [(lc[0] - cam.ox) / cam.scale, (lc[1] - cam.oy) / cam.scale];
  const cam2 = camera({ yaw: 0.35, pitch: 1.22, scale: s2, ox: lc[0] - s2 * M[0], oy: lc[1] - s2 * M[1] });
  const lensClip = doc.clip(`<circle cx="${lc[0]}" cy="${lc[1]}" r="${lr}"/>`);
  body.push(`<circle cx="${lc[0] + 30}" cy="${lc[1] + 40}" r="${lr + 10}" fill="#000" opacity="0.45" filter="${doc.blur(18)}"/>`);
  body.push(
    `<line x1="${lc[0] + 100}" y1="${lc[1] + 96}" x2="${lc[0] + 250}" y2="${lc[1] + 246}" stroke="#000" stroke-opacity="0.5" stroke-width="34" stroke-linecap="round" filter="${doc.blur(10)}" transform="translate(24 30)"/>`,
  );
  const handle = doc.linearXY(lc[0] + 100, lc[1] + 120, lc[0] + 130, lc[1] + 90, [
    [0, "#0c0c0c"],
    [0.5, "#3a3530"],
    [1, "#0c0c0c"],
  ]);
  body.push(
    `<line x1="${lc[0] + 100}" y1="${lc[1] + 96}" x2="${lc[0] + 250}" y2="${lc[1] + 246}" stroke="${handle}" stroke-width="30" stroke-linecap="round"/>`,
  );
  body.push(
    `<g clip-path="${lensClip}"><rect x="${lc[0] - lr}" y="${lc[1] - lr}" width="${2 * lr}" height="${2 * lr}" fill="#3a2616"/>${castBar(doc, cam2, { L: 117, W: 53, H: 8.5, weight: "1 KILO", serial: "HG 002958", reflect: 0, shadow: 0.6, seed: 4 })}</g>`,
  );
  const lensSheen = doc.linearXY(lc[0] - lr, lc[1] - lr, lc[0] + lr, lc[1] + lr, [
    [0, "#fff", 0.35],
    [0.35, "#fff", 0.04],
    [0.7, "#fff", 0],
    [1, "#fff", 0.12],
  ]);
  body.push(`<circle cx="${lc[0]}" cy="${lc[1]}" r="${lr}" fill="${lensSheen}"/>`);
  const rim = doc.linearXY(lc[0] - lr, lc[1] - lr, lc[0] + lr, lc[1] + lr, [
    [0, "#fff0c0"],
    [0.3, "#e9c05f"],
    [0.6, "#7a4d10"],
    [1, "#d9a445"],
  ]);
  body.push(`<circle cx="${lc[0]}" cy="${lc[1]}" r="${lr + 7}" fill="none" stroke="${rim}" stroke-width="14"/>`);

  // Pen and a coffee cup.
  const pen = doc.linear(
    [
      [0, "#0c0c0c"],
      [0.5, "#3a3632"],
      [1, "#0a0a0a"],
    ],
    { x1: 0, y1: 0, x2: 0, y2: 1 },
  );
  body.push(
    `<g transform="translate(250 640) rotate(-28)"><rect x="4" y="8" width="300" height="16" rx="8" fill="#000" opacity="0.5" filter="${doc.blur(5)}"/><rect width="300" height="16" rx="8" fill="${pen}"/><rect x="220" width="14" height="16" fill="#e9c05f"/><path d="M300,3 L330,8 L300,13 Z" fill="#c9c2b4"/></g>`,
  );
  const cupR = 78;
  body.push(`<circle cx="1050" cy="130" r="${cupR + 14}" fill="#000" opacity="0.5" filter="${doc.blur(12)}"/>`);
  body.push(
    `<circle cx="1040" cy="120" r="${cupR}" fill="#e8e2d6"/><circle cx="1040" cy="120" r="${cupR - 10}" fill="#2a170b"/><circle cx="1040" cy="120" r="${cupR - 10}" fill="${doc.radialXY(
      1025,
      105,
      80,
      [
        [0, "#6b3f1e"],
        [1, "#1c0e06"],
      ],
    )}"/>`,
  );
  body.push(`<path d="M${1040 + cupR - 2},110 q40,-6 40,20 q0,26 -40,20" fill="none" stroke="#e8e2d6" stroke-width="13"/>`);
  body.push(vignette(doc, 0.6));
  return doc.toString(body.join(""));
}

/* ---------- innovation: refinery tech, a laser assay over gold circuitry ---------- */
export function innovation({ seed }) {
  const doc = new Doc(1200, 800);
  const rand = rng(seed);
  const body = [];
  const bg = doc.radialXY(640, 430, 760, [
    [0, "#1b1a17"],
    [1, "#0a0b0c"],
  ]);
  body.push(`<rect width="1200" height="800" fill="${bg}"/>`);
  // Circuit traces: random walks on a grid with 45-degree turns.
  const traces = [];
  const vias = [];
  const step = 24;
  for (let i = 0; i < 46; i++) {
    let x = Math.round(rand.range(0, 1200) / step) * step;
    let y = Math.round(rand.range(0, 800) / step) * step;
    let dir = rand.int(0, 3) * 90;
    const p = [[x, y]];
    const len = rand.int(6, 18);
    for (let k = 0; k < len; k++) {
      if (rand() < 0.28) dir += rand() < 0.5 ? 45 : -45;
      const a = (dir * Math.PI) / 180;
      x += Math.round(Math.cos(a)) * step;
      y += Math.round(Math.sin(a)) * step;
      p.push([x, y]);
      if (rand() < 0.2) dir = Math.round(dir / 90) * 90;
    }
    traces.push(`<polyline points="${pts(p)}"/>`);
    vias.push(`<circle cx="${p[0][0]}" cy="${p[0][1]}" r="5"/><circle cx="${x}" cy="${y}" r="5"/>`);
  }
  body.push(`<g fill="none" stroke="#ba8023" stroke-opacity="0.35" stroke-width="3" stroke-linejoin="round">${traces.join("")}</g>`);
  body.push(`<g fill="none" stroke="#e9c05f" stroke-opacity="0.55" stroke-width="2.5">${vias.join("")}</g>`);
  body.push(
    `<g fill="none" stroke="#f6dc94" stroke-opacity="0.5" stroke-width="2" filter="${doc.blur(3)}">${traces.slice(0, 10).join("")}</g>`,
  );
  // Chip pads around the centre.
  const chip = doc.linear(
    [
      [0, "#2a2724"],
      [1, "#121110"],
    ],
    { x1: 0, y1: 0, x2: 1, y2: 1 },
  );
  body.push(`<rect x="420" y="520" width="360" height="150" rx="10" fill="${chip}" stroke="#e9c05f" stroke-opacity="0.5"/>`);
  for (let i = 0; i < 14; i++)
    body.push(
      `<rect x="${438 + i * 24}" y="506" width="12" height="14" fill="#d9a445"/><rect x="${438 + i * 24}" y="670" width="12" height="14" fill="#d9a445"/>`,
    );

  // Assay stage: the sample button of gold on a dark ceramic stage.
  const cam = camera({ yaw: 0.2, pitch: 0.55, scale: 3.2, ox: 600, oy: 560 });
  body.push(
    solid(doc, cam, {
      rings: [
        { L: 100, W: 60, r: 6, z: 0 },
        { L: 100, W: 60, r: 6, z: 10 },
      ],
      palette: charcoalRamp,
      curve: 0.3,
      edge: 0.35,
    }),
  );
  body.push(castBar(doc, cam, { L: 40, W: 24, H: 6, taper: 2, at: [0, 0, 10], weight: "", marks: false, reflect: 0, shadow: 0.6 }));
  const hit = cam.project([0, 0, 16]);
  // The analyser head above, and its beam.
  const headFill = doc.linear(
    [
      [0, "#4a4540"],
      [0.5, "#2a2724"],
      [1, "#121110"],
    ],
    { x1: 0, y1: 0, x2: 1, y2: 0 },
  );
  body.push(`<path d="M520,60 H680 V220 L640,290 H560 L520,220 Z" fill="${headFill}" stroke="#e9c05f" stroke-opacity="0.45"/>`);
  body.push(`<rect x="520" y="120" width="160" height="8" fill="#e9c05f" opacity="0.8"/>`);
  body.push(text(600, 180, "ASSAY", { size: 15, family: FONT_SANS, weight: 700, anchor: "middle", spacing: 4, fill: "#e9c05f" }));
  body.push(
    `<line x1="600" y1="290" x2="${f(hit[0])}" y2="${f(hit[1])}" stroke="#7fe3ff" stroke-width="14" opacity="0.35" filter="${doc.blur(6)}"/>`,
  );
  body.push(`<line x1="600" y1="290" x2="${f(hit[0])}" y2="${f(hit[1])}" stroke="#e6fbff" stroke-width="3"/>`);
  body.push(
    `<circle cx="${f(hit[0])}" cy="${f(hit[1])}" r="40" fill="${doc.radialXY(hit[0], hit[1], 40, [
      [0, "#ffffff", 1],
      [0.3, "#bff4ff", 0.6],
      [1, "#7fe3ff", 0],
    ])}"/>`,
  );
  for (let i = 0; i < 18; i++) {
    const a = rand.range(-Math.PI, 0);
    const r = rand.range(30, 110);
    body.push(
      `<line x1="${f(hit[0])}" y1="${f(hit[1])}" x2="${f(hit[0] + Math.cos(a) * r)}" y2="${f(hit[1] + Math.sin(a) * r * 0.6)}" stroke="#ffe6a8" stroke-width="1.4" opacity="${f(rand.range(0.3, 0.8))}"/>`,
    );
  }
  // Read-out panel: the gold emission peaks of the spectrum.
  const px = 820;
  const py = 110;
  body.push(
    `<rect x="${px}" y="${py}" width="320" height="230" rx="10" fill="#0e1214" fill-opacity="0.85" stroke="#7fe3ff" stroke-opacity="0.35"/>`,
  );
  body.push(text(px + 20, py + 34, "SPECTRUM", { size: 12, family: FONT_SANS, weight: 700, spacing: 3, fill: "#7fe3ff" }));
  body.push(text(px + 300, py + 34, "Au 999.9", { size: 18, family: FONT_SANS, weight: 700, anchor: "end", fill: "#e9c05f" }));
  let d = `M${px + 20},${py + 200}`;
  for (let i = 0; i <= 280; i += 4) {
    const peak = 110 * Math.exp(-((i - 150) ** 2) / 40) + 70 * Math.exp(-((i - 185) ** 2) / 30) + 30 * Math.exp(-((i - 90) ** 2) / 60);
    d += ` L${px + 20 + i},${f(py + 200 - peak - rand.range(0, 6))}`;
  }
  body.push(grid(px + 20, py + 60, 280, 140, 7, 4, "#7fe3ff", 0.1));
  body.push(`<path d="${d}" fill="none" stroke="#e9c05f" stroke-width="2"/>`);
  body.push(text(px + 170, py + 78, "Au Lα", { size: 11, family: FONT_SANS, weight: 600, fill: "#f6dc94" }));
  body.push(text(px + 205, py + 120, "Au Lβ", { size: 11, family: FONT_SANS, weight: 600, fill: "#f6dc94" }));
  body.push(
    bokeh(doc, rand, {
      count: 12,
      x0: 0,
      y0: 0,
      x1: 1200,
      y1: 800,
      rMin: 6,
      rMax: 20,
      colors: ["#7fe3ff", "#e9c05f"],
      opacity: [0.05, 0.2],
      blur: 3,
    }),
  );
  body.push(vignette(doc, 0.65));
  return doc.toString(body.join(""));
}
