// About-page pictures: heritage (a brass balance and the old trading ledger),
// value (coins and a bar with a blank tag), mission (the vault door), and
// market insight (a trading desk). None shows a price.
import { Doc, rng, f, pts, text, vignette, bokeh, glint, ramp, FONT_SANS, FONT_SERIF } from "../lib/core.mjs";
import { camera, solid } from "../lib/solid.mjs";
import { castBar, coinStack, emblem } from "../lib/gold.mjs";
import { series, candles, trendLine, grid, onQuad } from "../lib/scene.mjs";

const brass = (doc, angle = 0) => {
  const a = (angle * Math.PI) / 180;
  return doc.linear(
    [
      [0, "#4a3010"],
      [0.3, "#c99a46"],
      [0.45, "#f3d99a"],
      [0.6, "#b98634"],
      [1, "#3a250b"],
    ],
    { x1: 0.5 - Math.cos(a) / 2, y1: 0.5 - Math.sin(a) / 2, x2: 0.5 + Math.cos(a) / 2, y2: 0.5 + Math.sin(a) / 2 },
  );
};

/* ---------- heritage ---------- */
export function heritage({ seed }) {
  const doc = new Doc(1200, 900);
  const rand = rng(seed);
  const body = [];
  const wall = doc.linear(
    [
      [0, "#1a140e"],
      [1, "#2a1f14"],
    ],
    { x1: 0, y1: 0, x2: 0, y2: 1 },
  );
  body.push(`<rect width="1200" height="900" fill="${wall}"/>`);
  const lamp = doc.radialXY(520, 380, 700, [
    [0, "#c48a3a", 0.45],
    [1, "#c48a3a", 0],
  ]);
  body.push(`<rect width="1200" height="900" fill="${lamp}"/>`);
  // Desk.
  const desk = doc.linear(
    [
      [0, "#3a2414"],
      [1, "#1a0f08"],
    ],
    { x1: 0, y1: 0, x2: 0, y2: 1 },
  );
  body.push(`<rect y="430" width="1200" height="470" fill="${desk}"/>`);
  const grain = doc.filter(
    `<feTurbulence type="fractalNoise" baseFrequency="0.003 0.12" numOctaves="3" seed="3"/>` +
      `<feColorMatrix type="matrix" values="0 0 0 0 0.05  0 0 0 0 0.03  0 0 0 0 0.01  0 0 0 -2 1.2"/>`,
    { x: 0, y: 0, width: "100%", height: "100%" },
  );
  body.push(`<rect y="430" width="1200" height="470" filter="${grain}" opacity="0.6"/>`);
  body.push(`<rect y="428" width="1200" height="4" fill="#5a3a1e" opacity="0.7"/>`);

  // The ledger, open, lying on the desk.
  const cam = camera({ yaw: -0.12, pitch: 0.95, scale: 2.05, ox: 570, oy: 690 });
  const pageRamp = ramp([
    [0, "#5a4a32"],
    [0.5, "#cdb891"],
    [1, "#f1e3c0"],
  ]);
  const lights = {
    key: [-0.3, 0.4, 1],
    fill: [-0.8, -0.5, 0.3],
    rim: [1, 1, 0.2],
    ambient: 0.55,
    diffuse: 0.45,
    keySpec: 0.02,
    fillSpec: 0,
    rimSpec: 0,
  };
  const entries = [
    ["3 Mar", "Bonham Strand", "10 taels"],
    ["5 Mar", "Wing Lok St.", "4 bars"],
    ["9 Mar", "Des Voeux Rd.", "25 taels"],
    ["12 Mar", "Queen\u2019s Rd.", "2 bars"],
    ["17 Mar", "Man Wa Lane", "8 taels"],
    ["21 Mar", "Bonham Strand", "1 kilo"],
    ["26 Mar", "Jervois St.", "12 taels"],
  ];
  const pageInk =
    (left) =>
    ({ L, W }) => {
      let s = "";
      for (let i = 0; i < 16; i++)
        s += `<line x1="${f(-L / 2 + 8)}" y1="${f(-W / 2 + 26 + i * 11)}" x2="${f(L / 2 - 8)}" y2="${f(-W / 2 + 26 + i * 11)}" stroke="#6f8aa8" stroke-opacity="0.35" stroke-width="0.5"/>`;
      s += `<line x1="${f(-L / 2 + 34)}" y1="${f(-W / 2 + 10)}" x2="${f(-L / 2 + 34)}" y2="${f(W / 2 - 8)}" stroke="#b03a2e" stroke-opacity="0.5" stroke-width="0.6"/>`;
      s += `<line x1="${f(L / 2 - 38)}" y1="${f(-W / 2 + 10)}" x2="${f(L / 2 - 38)}" y2="${f(W / 2 - 8)}" stroke="#b03a2e" stroke-opacity="0.5" stroke-width="0.6"/>`;
      if (left)
        s += text(-L / 2 + 10, -W / 2 + 17, "Gold received \u2014 1998", { size: 9, family: FONT_SERIF, style: "italic", fill: "#2a2018" });
      else s += text(-L / 2 + 10, -W / 2 + 17, "Sheung Wan, Hong Kong", { size: 9, family: FONT_SERIF, style: "italic", fill: "#2a2018" });
      const list = left ? entries : entries.slice().reverse();
      list.forEach(([d, who, wt], i) => {
        const y = -W / 2 + 35 + i * 22;
        s += text(-L / 2 + 10, y, d, { size: 7, family: FONT_SERIF, style: "italic", fill: "#2b2a4a" });
        s += text(-L / 2 + 38, y, who, { size: 8, family: FONT_SERIF, style: "italic", fill: "#2b2a4a" });
        s += text(L / 2 - 10, y, wt, { size: 8, family: FONT_SERIF, style: "italic", anchor: "end", fill: "#2b2a4a" });
      });
      return s;
    };
  const PL = 150;
  const PW = 200;
  body.push(
    `<polygon points="${pts(
      [
        [-PL - 6, -PW / 2 - 6],
        [PL + 6, -PW / 2 - 6],
        [PL + 6, PW / 2 + 6],
        [-PL - 6, PW / 2 + 6],
      ]
        .map(([x, y]) => cam.project([x, y, 0]))
        .map(([x, y]) => [x + 14, y + 18]),
    )}" fill="#000" opacity="0.6" filter="${doc.blur(16)}"/>`,
  );
  body.push(
    solid(doc, cam, {
      rings: [
        { L: 2 * PL + 12, W: PW + 12, r: 3, z: 0 },
        { L: 2 * PL + 12, W: PW + 12, r: 3, z: 6 },
      ],
      palette: ramp([
        [0, "#1a0c06"],
        [0.5, "#4a1e12"],
        [1, "#7a3a22"],
      ]),
      lights,
      curve: 0.1,
      edge: 0,
    }),
  );
  body.push(
    solid(doc, cam, {
      rings: [
        { L: PL, W: PW, r: 1, z: 6 },
        { L: PL, W: PW, r: 1, z: 14 },
      ],
      at: [-PL / 2 - 1, 0, 0],
      palette: pageRamp,
      lights,
      top: pageInk(true),
      curve: 0.3,
      topCurve: 0.25,
      edge: 0.1,
    }),
  );
  body.push(
    solid(doc, cam, {
      rings: [
        { L: PL, W: PW, r: 1, z: 6 },
        { L: PL, W: PW, r: 1, z: 14 },
      ],
      at: [PL / 2 + 1, 0, 0],
      palette: pageRamp,
      lights,
      top: pageInk(false),
      curve: 0.3,
      topCurve: 0.25,
      edge: 0.1,
    }),
  );
  const gutterA = cam.project([0, -PW / 2, 14]);
  const gutterB = cam.project([0, PW / 2, 14]);
  body.push(
    `<line x1="${f(gutterA[0])}" y1="${f(gutterA[1])}" x2="${f(gutterB[0])}" y2="${f(gutterB[1])}" stroke="#3a2a18" stroke-opacity="0.55" stroke-width="6" filter="${doc.blur(3)}"/>`,
  );

  // Two small bars beside the ledger.
  const bcam = camera({ yaw: -0.75, pitch: 0.6, scale: 2.0, ox: 150, oy: 560 });
  body.push(castBar(doc, bcam, { L: 117, W: 53, H: 8.5, weight: "1 KILO", serial: "HG 000198", at: [0, 0, 0], reflect: 0, seed: 2 }));
  body.push(
    castBar(doc, bcam, {
      L: 117,
      W: 53,
      H: 8.5,
      weight: "1 KILO",
      serial: "HG 000199",
      at: [4, 2, 8.5],
      rot: 0.1,
      reflect: 0,
      shadow: 0.4,
      seed: 5,
    }),
  );

  // Brass balance scale on the right.
  const cx = 965;
  const baseY = 525;
  const b = brass(doc, 0);
  const bv = brass(doc, 90);
  body.push(`<ellipse cx="${cx + 10}" cy="${baseY + 8}" rx="150" ry="26" fill="#000" opacity="0.6" filter="${doc.blur(10)}"/>`);
  body.push(
    `<ellipse cx="${cx}" cy="${baseY}" rx="110" ry="22" fill="${b}"/><rect x="${cx - 110}" y="${baseY - 18}" width="220" height="18" fill="${b}"/><ellipse cx="${cx}" cy="${baseY - 18}" rx="110" ry="22" fill="${bv}"/>`,
  );
  body.push(`<rect x="${cx - 9}" y="${baseY - 330}" width="18" height="315" fill="${b}"/>`);
  body.push(`<circle cx="${cx}" cy="${baseY - 338}" r="16" fill="${bv}"/>`);
  const beamY = baseY - 330;
  const tilt = 4;
  body.push(
    `<g transform="rotate(${tilt} ${cx} ${beamY})"><path d="M${cx - 150},${beamY - 4} Q${cx},${beamY - 18} ${cx + 150},${beamY - 4} L${cx + 150},${beamY + 4} Q${cx},${beamY - 4} ${cx - 150},${beamY + 4} Z" fill="${bv}"/><circle cx="${cx - 150}" cy="${beamY}" r="7" fill="${bv}"/><circle cx="${cx + 150}" cy="${beamY}" r="7" fill="${bv}"/></g>`,
  );
  body.push(`<path d="M${cx - 6},${beamY - 10} L${cx},${beamY - 70} L${cx + 6},${beamY - 10} Z" fill="${bv}"/>`);
  const pan = (px, py, load) => {
    const out = [];
    for (const dx of [-62, 0, 62])
      out.push(
        `<line x1="${f(px)}" y1="${f(py - 200)}" x2="${f(px + dx)}" y2="${f(py)}" stroke="#c99a46" stroke-width="1.6" stroke-dasharray="5 2"/>`,
      );
    out.push(
      `<path d="M${f(px - 70)},${f(py)} Q${f(px)},${f(py + 42)} ${f(px + 70)},${f(py)} Z" fill="${b}"/><ellipse cx="${f(px)}" cy="${f(py)}" rx="70" ry="11" fill="${bv}"/>`,
    );
    if (load) {
      const g = doc.linear(
        [
          [0, "#fff0c0"],
          [0.5, "#e2ad4a"],
          [1, "#8a5a17"],
        ],
        { x1: 0, y1: 0, x2: 0, y2: 1 },
      );
      out.push(
        `<path d="M${f(px - 34)},${f(py + 2)} l8,-16 h52 l8,16 z" fill="${g}"/><path d="M${f(px - 24)},${f(py - 14)} l6,-12 h36 l6,12 z" fill="${g}"/>`,
      );
    } else {
      out.push(
        `<rect x="${f(px - 12)}" y="${f(py - 26)}" width="24" height="26" rx="3" fill="${bv}"/><rect x="${f(px - 8)}" y="${f(py - 34)}" width="16" height="9" rx="2" fill="${b}"/>`,
      );
    }
    return out.join("");
  };
  const a = (tilt * Math.PI) / 180;
  body.push(pan(cx - 150 * Math.cos(a), beamY - 150 * Math.sin(a) + 200, false));
  body.push(pan(cx + 150 * Math.cos(a), beamY + 150 * Math.sin(a) + 200, true));
  body.push(glint(cx - 6, beamY - 20, 16, 0.7, 10));
  // Warm sepia grade and dust in the lamp light.
  body.push(
    bokeh(doc, rand, {
      count: 40,
      x0: 200,
      y0: 60,
      x1: 900,
      y1: 420,
      rMin: 1,
      rMax: 3,
      colors: ["#ffe3b0"],
      opacity: [0.2, 0.6],
      blur: 0.6,
    }),
  );
  body.push(`<rect width="1200" height="900" fill="#6b4a1c" opacity="0.12"/>`);
  body.push(vignette(doc, 0.75));
  return doc.toString(body.join(""));
}

/* ---------- value ---------- */
export function value({ seed }) {
  const doc = new Doc(1200, 900);
  const rand = rng(seed);
  const body = [];
  const wall = doc.linear(
    [
      [0, "#121212"],
      [0.55, "#1e1c1a"],
      [0.56, "#24211d"],
      [1, "#121212"],
    ],
    { x1: 0, y1: 0, x2: 0, y2: 1 },
  );
  body.push(`<rect width="1200" height="900" fill="${wall}"/>`);
  body.push(
    `<rect width="1200" height="900" fill="${doc.radialXY(640, 420, 620, [
      [0, "#4a361a", 0.8],
      [1, "#121212", 0],
    ])}"/>`,
  );
  body.push(
    bokeh(doc, rand, {
      count: 16,
      x0: 0,
      y0: 30,
      x1: 1200,
      y1: 380,
      rMin: 12,
      rMax: 40,
      colors: ["#e9c05f", "#ba8023"],
      opacity: [0.05, 0.16],
      blur: 5,
    }),
  );
  body.push(`<ellipse cx="600" cy="740" rx="470" ry="60" fill="#000" opacity="0.55" filter="${doc.blur(20)}"/>`);
  for (const [x, y] of [
    [300, 660],
    [520, 640],
    [880, 600],
  ])
    body.push(`<ellipse cx="${x + 14}" cy="${y + 8}" rx="118" ry="40" fill="#000" opacity="0.65" filter="${doc.blur(12)}"/>`);
  body.push(coinStack(doc, { cx: 300, baseY: 660, r: 96, count: 16, thickness: 11, pitch: 0.42, jitter: 1.5, rand }));
  body.push(coinStack(doc, { cx: 520, baseY: 640, r: 96, count: 24, thickness: 11, pitch: 0.42, jitter: 1.5, rand }));
  body.push(coinStack(doc, { cx: 880, baseY: 600, r: 96, count: 11, thickness: 11, pitch: 0.42, jitter: 1.5, rand }));
  // A bar leaning forward of the stacks.
  const cam = camera({ yaw: -0.32, pitch: 0.5, scale: 3.6, ox: 690, oy: 770 });
  body.push(castBar(doc, cam, { L: 117, W: 53, H: 8.5, weight: "1 KILO", serial: "HG 005310", reflect: 0.12, shadow: 0.7, seed: 8 }));
  // Manila tag tied to the tall stack: blank where a price would be.
  const tx = 960;
  const ty = 650;
  const tagFill = doc.linear(
    [
      [0, "#f1dfb4"],
      [1, "#c9ad78"],
    ],
    { x1: 0, y1: 0, x2: 1, y2: 1 },
  );
  body.push(
    `<g transform="translate(${tx} ${ty}) rotate(-14)">` +
      `<path d="M-90,-60 L70,-60 L110,0 L70,60 L-90,60 Z" fill="#000" opacity="0.5" filter="${doc.blur(8)}" transform="translate(8 12)"/>` +
      `<path d="M-90,-60 L70,-60 L110,0 L70,60 L-90,60 Z" fill="${tagFill}"/>` +
      `<circle cx="78" cy="0" r="9" fill="#1e1c1a"/><circle cx="78" cy="0" r="13" fill="none" stroke="#ba8023" stroke-width="3"/>` +
      text(-72, -22, "FINE GOLD", { size: 15, family: FONT_SANS, weight: 700, spacing: 2.5, fill: "#8a5d12" }) +
      text(-72, 14, "999.9", { size: 34, family: FONT_SERIF, weight: 700, fill: "#2a2218" }) +
      `<line x1="-72" y1="34" x2="40" y2="34" stroke="#2a2218" stroke-opacity="0.4" stroke-dasharray="3 3"/>` +
      text(-72, 50, "TRUE VALUE, WEIGHED", { size: 9, family: FONT_SANS, weight: 600, spacing: 1.4, fill: "#6b5a3a" }) +
      `</g>`,
  );
  for (const [x, y] of [
    [300, 486],
    [520, 376],
    [880, 484],
    [620, 700],
  ])
    body.push(glint(x + rand.gauss(0, 20), y, rand.range(14, 24), 0.8, 20));
  body.push(vignette(doc, 0.6));
  return doc.toString(body.join(""));
}

/* ---------- mission: the vault door ---------- */
export function mission({ seed }) {
  const doc = new Doc(1200, 900);
  const rand = rng(seed);
  const body = [];
  const cx = 600;
  const cy = 450;
  const wall = doc.radialXY(cx, cy, 760, [
    [0, "#2a2622"],
    [1, "#0e0e0e"],
  ]);
  body.push(`<rect width="1200" height="900" fill="${wall}"/>`);
  // Warm light spilling round the door, as if the vault behind were lit.
  body.push(
    `<circle cx="${cx}" cy="${cy}" r="420" fill="${doc.radialXY(cx, cy, 460, [
      [0.75, "#ffcf70", 0.65],
      [0.9, "#e9a94a", 0.25],
      [1, "#e9a94a", 0],
    ])}" filter="${doc.blur(18)}"/>`,
  );
  const steel = (a) =>
    doc.linear(
      [
        [0, "#5a5550"],
        [0.35, "#9a948a"],
        [0.5, "#d8d2c6"],
        [0.65, "#8a847a"],
        [1, "#2a2724"],
      ],
      { x1: 0.5 - Math.cos(a) / 2, y1: 0.5 - Math.sin(a) / 2, x2: 0.5 + Math.cos(a) / 2, y2: 0.5 + Math.sin(a) / 2 },
    );
  const warmSteel = doc.linear(
    [
      [0, "#2a2622"],
      [0.4, "#6b6258"],
      [0.55, "#b3a48a"],
      [0.7, "#5a5046"],
      [1, "#1a1816"],
    ],
    { x1: 0, y1: 0, x2: 1, y2: 1 },
  );
  body.push(`<circle cx="${cx}" cy="${cy}" r="380" fill="#0c0c0c"/>`);
  body.push(`<circle cx="${cx + 14}" cy="${cy + 20}" r="360" fill="#000" opacity="0.7" filter="${doc.blur(14)}"/>`);
  body.push(`<circle cx="${cx}" cy="${cy}" r="360" fill="${warmSteel}"/>`);
  // Machined rings.
  for (let i = 0; i < 26; i++)
    body.push(
      `<circle cx="${cx}" cy="${cy}" r="${330 - i * 5}" fill="none" stroke="#fff" stroke-opacity="${f(0.02 + (i % 3) * 0.015)}" stroke-width="1"/>`,
    );
  body.push(`<circle cx="${cx}" cy="${cy}" r="336" fill="none" stroke="${steel(0.8)}" stroke-width="16"/>`);
  body.push(`<circle cx="${cx}" cy="${cy}" r="200" fill="none" stroke="${steel(2)}" stroke-width="10"/>`);
  body.push(`<circle cx="${cx}" cy="${cy}" r="200" fill="none" stroke="#e9c05f" stroke-opacity="0.55" stroke-width="2"/>`);
  // Locking bolts round the rim.
  for (let i = 0; i < 16; i++) {
    const a = (i / 16) * Math.PI * 2;
    const x = cx + Math.cos(a) * 300;
    const y = cy + Math.sin(a) * 300;
    body.push(
      `<circle cx="${f(x + 3)}" cy="${f(y + 4)}" r="17" fill="#000" opacity="0.5" filter="${doc.blur(3)}"/><circle cx="${f(x)}" cy="${f(y)}" r="16" fill="${steel(0.9)}"/><circle cx="${f(x)}" cy="${f(y)}" r="7" fill="#2a2724"/>`,
    );
  }
  // Spoked handle wheel.
  const wheel = [];
  for (let i = 0; i < 5; i++) {
    const a = (i / 5) * Math.PI * 2 - Math.PI / 2;
    const x = cx + Math.cos(a) * 170;
    const y = cy + Math.sin(a) * 170;
    wheel.push(`<line x1="${cx}" y1="${cy}" x2="${f(x)}" y2="${f(y)}" stroke="${steel(a)}" stroke-width="22" stroke-linecap="round"/>`);
    wheel.push(
      `<circle cx="${f(x)}" cy="${f(y)}" r="24" fill="${doc.radialXY(x - 8, y - 8, 30, [
        [0, "#fff0c0"],
        [0.5, "#e2ad4a"],
        [1, "#6b430e"],
      ])}"/>`,
    );
  }
  body.push(
    `<g filter="${doc.blur(6)}" opacity="0.6" transform="translate(12 16)"><circle cx="${cx}" cy="${cy}" r="150" fill="none" stroke="#000" stroke-width="18"/>${wheel.join("").replace(/stroke="url\([^)]*\)"/g, 'stroke="#000"')}</g>`,
  );
  body.push(`<circle cx="${cx}" cy="${cy}" r="150" fill="none" stroke="${steel(0.6)}" stroke-width="16"/>`);
  body.push(wheel.join(""));
  // Hub with the house emblem in gold.
  const hub = doc.radialXY(cx - 20, cy - 24, 110, [
    [0, "#fff0c0"],
    [0.35, "#e9c05f"],
    [0.75, "#a87424"],
    [1, "#4a2e09"],
  ]);
  body.push(`<circle cx="${cx}" cy="${cy}" r="78" fill="${hub}"/>`);
  body.push(`<g color="#5a3c0c" fill="#5a3c0c" stroke="none" opacity="0.85">${emblem(doc, cx, cy, 60)}</g>`);
  // Hinge block on the right.
  body.push(
    `<rect x="${cx + 352}" y="${cy - 150}" width="64" height="300" rx="14" fill="${steel(0)}"/><rect x="${cx + 362}" y="${cy - 120}" width="44" height="70" rx="8" fill="#2a2724" opacity="0.6"/><rect x="${cx + 362}" y="${cy + 50}" width="44" height="70" rx="8" fill="#2a2724" opacity="0.6"/>`,
  );
  body.push(glint(cx - 250, cy - 220, 26, 0.8, 15));
  body.push(glint(cx - 40, cy - 60, 18, 0.7, 0));
  body.push(
    bokeh(doc, rand, {
      count: 14,
      x0: 0,
      y0: 0,
      x1: 1200,
      y1: 900,
      rMin: 8,
      rMax: 26,
      colors: ["#ffd98a"],
      opacity: [0.04, 0.14],
      blur: 4,
    }),
  );
  body.push(vignette(doc, 0.7));
  return doc.toString(body.join(""));
}

/* ---------- market insight: the trading desk ---------- */
function monitor(doc, corners, inner, w, h) {
  const [a, b, _c, d] = corners;
  return (
    `<polygon points="${pts(corners.map(([x, y]) => [x + 10, y + 16]))}" fill="#000" opacity="0.6" filter="${doc.blur(14)}"/>` +
    `<polygon points="${pts(corners)}" fill="#0b0b0b" stroke="#2a2a2a" stroke-width="10" stroke-linejoin="round"/>` +
    onQuad([a, b, d], w, h, inner) +
    `<polygon points="${pts(corners)}" fill="${doc.linear(
      [
        [0, "#fff", 0.08],
        [0.4, "#fff", 0],
        [1, "#fff", 0.02],
      ],
      { x1: 0, y1: 0, x2: 1, y2: 1 },
    )}"/>`
  );
}

function chartScreen(doc, rand, w, h, { title, n = 40, vol = 1.6, line = false }) {
  const data = series(rand, n, { vol, drift: rand.range(-0.1, 0.3) });
  const box = { x: 40, y: 70, w: w - 120, h: h - 120 };
  let s = `<rect width="${w}" height="${h}" fill="#111213"/>`;
  s += text(30, 40, title, { size: 20, family: FONT_SANS, weight: 700, spacing: 2, fill: "#e9c05f" });
  s += `<rect x="${w - 200}" y="22" width="170" height="26" rx="13" fill="#e9c05f" opacity="0.15"/>`;
  s += grid(box.x, box.y, box.w, box.h, 10, 6, "#fff", 0.06);
  s += line
    ? `<path d="${trendLine(data, { ...box, span: 1 })}" stroke="#e9c05f" stroke-width="3" fill="none"/><path d="${trendLine(data, { ...box, span: 1 })} L${box.x + box.w},${box.y + box.h} L${box.x},${box.y + box.h} Z" fill="#e9c05f" opacity="0.12"/>`
    : candles(data, { ...box, up: "#e9c05f", down: "#7a726a", wick: 2 }) +
      `<path d="${trendLine(data, box)}" stroke="#fff" stroke-opacity="0.6" stroke-width="2" fill="none"/>`;
  for (let i = 0; i < 6; i++)
    s += `<rect x="${w - 64}" y="${box.y + i * (box.h / 6) + 8}" width="44" height="8" rx="4" fill="#fff" opacity="0.12"/>`;
  return s;
}

export function marketInsight({ seed }) {
  const doc = new Doc(1200, 900);
  const rand = rng(seed);
  const body = [];
  body.push(`<rect width="1200" height="900" fill="#0e0e0f"/>`);
  body.push(
    `<rect width="1200" height="900" fill="${doc.radialXY(600, 330, 700, [
      [0, "#3a2c18", 0.7],
      [1, "#0e0e0f", 0],
    ])}"/>`,
  );
  body.push(
    bokeh(doc, rand, {
      count: 18,
      x0: 0,
      y0: 0,
      x1: 1200,
      y1: 200,
      rMin: 10,
      rMax: 34,
      colors: ["#e9c05f", "#7fa0c8"],
      opacity: [0.04, 0.12],
      blur: 5,
    }),
  );
  // Desk.
  const desk = doc.linear(
    [
      [0, "#2a2622"],
      [0.2, "#161514"],
      [1, "#0a0a0a"],
    ],
    { x1: 0, y1: 0, x2: 0, y2: 1 },
  );
  body.push(`<path d="M0,600 L1200,600 L1200,900 L0,900 Z" fill="${desk}"/>`);
  body.push(`<rect y="598" width="1200" height="3" fill="#e9c05f" opacity="0.25"/>`);
  // Screen glow on the desk.
  body.push(`<ellipse cx="600" cy="640" rx="520" ry="60" fill="#e9c05f" opacity="0.12" filter="${doc.blur(24)}"/>`);
  const W = 800;
  const H = 460;
  // Left and right monitors angled in, centre facing.
  body.push(
    monitor(
      doc,
      [
        [40, 190],
        [370, 215],
        [370, 480],
        [40, 520],
      ],
      chartScreen(doc, rand, W, H, { title: "XAU · 1H", n: 36, line: true }),
      W,
      H,
    ),
  );
  body.push(
    monitor(
      doc,
      [
        [830, 215],
        [1160, 190],
        [1160, 520],
        [830, 480],
      ],
      chartScreen(doc, rand, W, H, { title: "VOLUME", n: 30, vol: 2.2 }),
      W,
      H,
    ),
  );
  body.push(
    monitor(
      doc,
      [
        [380, 140],
        [820, 140],
        [820, 460],
        [380, 460],
      ],
      chartScreen(doc, rand, W, H, { title: "XAU · 1D", n: 44 }),
      W,
      H,
    ),
  );
  // Stands.
  for (const x of [205, 600, 995])
    body.push(
      `<rect x="${x - 12}" y="${x === 600 ? 460 : 500}" width="24" height="${x === 600 ? 120 : 80}" fill="#1a1a1a"/><ellipse cx="${x}" cy="600" rx="70" ry="10" fill="#1a1a1a"/>`,
    );
  // Keyboard and mouse.
  const kb = [
    [330, 690],
    [870, 690],
    [900, 780],
    [300, 780],
  ];
  body.push(`<polygon points="${pts(kb.map(([x, y]) => [x + 8, y + 14]))}" fill="#000" opacity="0.6" filter="${doc.blur(10)}"/>`);
  body.push(`<polygon points="${pts(kb)}" fill="#1c1c1d" stroke="#2e2e30"/>`);
  const keys = [];
  for (let r = 0; r < 5; r++) {
    const t0 = r / 5;
    const t1 = (r + 0.8) / 5;
    const y0 = 694 + t0 * 84;
    const y1 = 694 + t1 * 84;
    const xl0 = 334 - t0 * 30;
    const xr0 = 866 + t0 * 30;
    const n = 15;
    for (let k = 0; k < n; k++) {
      const xa = xl0 + ((xr0 - xl0) * k) / n + 2;
      const xb = xl0 + ((xr0 - xl0) * (k + 0.85)) / n + 2;
      keys.push(`<polygon points="${f(xa)},${f(y0)} ${f(xb)},${f(y0)} ${f(xb - 1.5)},${f(y1)} ${f(xa - 1.5)},${f(y1)}"/>`);
    }
  }
  body.push(`<g fill="#2a2a2c" stroke="#e9c05f" stroke-opacity="0.08">${keys.join("")}</g>`);
  body.push(`<ellipse cx="1000" cy="740" rx="34" ry="48" fill="#1c1c1d" stroke="#2e2e30"/>`);
  // Notebook with a gold pen.
  body.push(
    `<g transform="translate(90 700) rotate(-8)"><rect width="170" height="120" rx="4" fill="#e9e2d2"/><rect x="0" width="14" height="120" fill="#1e1e1e"/>${[0, 1, 2, 3, 4].map((i) => `<rect x="28" y="${24 + i * 18}" width="${110 - i * 12}" height="4" fill="#1e1e1e" opacity="0.25"/>`).join("")}<rect x="40" y="-10" width="10" height="140" rx="5" fill="#e9c05f" transform="rotate(30 45 60)"/></g>`,
  );
  body.push(vignette(doc, 0.6));
  return doc.toString(body.join(""));
}
