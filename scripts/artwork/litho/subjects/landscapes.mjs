// Travel landscapes: layered mountains with a lake, beaches with palms, city
// skylines at dusk, desert dunes, forest valleys. Depth comes from
// atmospheric perspective: each ridge nearer the viewer is darker and more
// saturated; time of day sets the sky and the whole colour key.
import { rng, f, pts } from "../../lib/core.mjs";
import { canvas, tint, dark, vgrad, circle, ellipse, path, line, leaf, ridge, smoothOpen } from "../lib/style.mjs";
import { mix } from "../../lib/core.mjs";
import { figure, look } from "../lib/figure.mjs";

// Sky keys: top, horizon, sun colour, far-ridge colour, near-ridge colour.
const SKIES = {
  dawn: { top: "#f3b8a6", hor: "#fde6c4", sun: "#fff4d6", far: "#d9a7a8", near: "#3a3552" },
  noon: { top: "#7fb6e0", hor: "#e3f1f7", sun: "#fffbea", far: "#a8c4d8", near: "#2f5a4a" },
  golden: { top: "#e9a45f", hor: "#fbe3a8", sun: "#fff1c0", far: "#d99a6a", near: "#4a2a22" },
  dusk: { top: "#2b3a66", hor: "#f0a878", sun: "#ffd9a0", far: "#8a6f9a", near: "#1b1830" },
  night: { top: "#0f1630", hor: "#3b3f6b", sun: "#f4efe0", far: "#3a4170", near: "#0b0d1c" },
  mint: { top: "#9fd3c7", hor: "#f2f5e6", sun: "#fffbea", far: "#9fc2b4", near: "#23483f" },
};

function sky(c, rand, key, { sunX = 0.7, sunY = 0.4, sunR = 0.06, stars = false, clouds = 3 } = {}) {
  const { doc, w, h } = c;
  const K = SKIES[key];
  c.add(
    `<rect width="${w}" height="${h}" fill="${doc.linear(
      [
        [0, K.top],
        [0.75, K.hor],
      ],
      { x1: 0, y1: 0, x2: 0, y2: 1 },
    )}"/>`,
  );
  const m = Math.min(w, h);
  c.add(
    circle(
      w * sunX,
      h * sunY,
      m * sunR * 5,
      doc.radialXY(w * sunX, h * sunY, m * sunR * 5, [
        [0, K.sun, 0.6],
        [1, K.sun, 0],
      ]),
    ),
  );
  c.add(circle(w * sunX, h * sunY, m * sunR, K.sun));
  if (stars)
    for (let i = 0; i < 80; i++)
      c.add(circle(rand.range(0, w), rand.range(0, h * 0.5), rand.range(0.6, 1.8), "#ffffff", `opacity="${f(rand.range(0.3, 0.9))}"`));
  for (let i = 0; i < clouds; i++) {
    const cx = rand.range(0, w);
    const cy = rand.range(0.08, 0.35) * h;
    const s = rand.range(0.5, 1.2) * m * 0.08;
    const col = key === "night" ? "#3b4270" : tint(K.hor, 0.4);
    c.add(
      `<g opacity="${f(rand.range(0.5, 0.9))}">${ellipse(cx, cy, s * 2.2, s * 0.45, col)}${circle(cx - s * 0.6, cy - s * 0.2, s * 0.6, col)}${circle(cx + s * 0.3, cy - s * 0.35, s * 0.8, col)}</g>`,
    );
  }
  return K;
}

function layer(c, rand, base, amp, col, o = {}) {
  const { w, h } = c;
  const p = ridge(rand, w, base, amp, { step: o.step || w / 40, waves: o.waves || 4 });
  if (o.peaks) {
    // Sharpen into peaks: use the absolute of a sine for a jagged crest line.
    for (const q of p) q[1] -= Math.abs(Math.sin((q[0] / w) * Math.PI * o.peaks + o.ph)) * amp * 0.8;
  }
  c.add(`<polygon points="${pts([...p, [w + 20, h + 10], [-20, h + 10]])}" fill="${col}"/>`);
  return p;
}

function pine(x, y, ph, col) {
  const wdt = ph * 0.32;
  return `<polygon points="${pts([
    [x, y - ph],
    [x + wdt * 0.5, y - ph * 0.55],
    [x + wdt * 0.3, y - ph * 0.55],
    [x + wdt * 0.7, y - ph * 0.15],
    [x + wdt * 0.1, y - ph * 0.15],
    [x + wdt * 0.1, y],
    [x - wdt * 0.1, y],
    [x - wdt * 0.1, y - ph * 0.15],
    [x - wdt * 0.7, y - ph * 0.15],
    [x - wdt * 0.3, y - ph * 0.55],
    [x - wdt * 0.5, y - ph * 0.55],
  ])}" fill="${col}"/>`;
}

export function mountains({ w, h, seed }) {
  const rand = rng(seed);
  const c = canvas(w, h);
  const key = rand.pick(["dawn", "noon", "golden", "dusk", "mint"]);
  const K = sky(c, rand, key, { sunX: rand.range(0.2, 0.8), sunY: rand.range(0.25, 0.42) });
  const n = 5;
  const lake = rand() < 0.55;
  let last;
  for (let i = 0; i < n; i++) {
    const t = i / (n - 1);
    const col = mix(K.far, K.near, Math.pow(t, 0.9));
    const base = h * (0.42 + t * (lake ? 0.2 : 0.4));
    last = layer(c, rand, base, h * (0.12 - t * 0.06), col, { peaks: i < 2 ? rand.range(3, 6) : 0, ph: rand.range(0, 3) });
    // Snow caps on the farthest range.
    if (i === 0 && key !== "dusk") {
      const caps = last
        .filter((_, k) => k % 3 === 0)
        .map(
          ([x, y]) =>
            `<path d="M${f(x - 14)},${f(y + 12)} L${f(x)},${f(y - 2)} L${f(x + 14)},${f(y + 12)} Z" fill="#ffffff" opacity="0.5"/>`,
        );
      c.add(caps.join(""));
    }
    if (i >= 3)
      for (let k = 0; k < 18 * i; k++) {
        const x = rand.range(0, w);
        const q = last[Math.min(last.length - 1, Math.max(0, Math.round((x / w) * (last.length - 2)) + 1))];
        c.add(pine(x, q[1] + rand.range(4, 30), h * rand.range(0.03, 0.06) * (i - 1.5), dark(col, 0.1)));
      }
  }
  if (lake) {
    const ly = h * 0.64;
    c.add(
      `<rect y="${f(ly)}" width="${w}" height="${f(h - ly)}" fill="${c.doc.linear(
        [
          [0, mix(K.hor, K.top, 0.3)],
          [1, dark(K.top, 0.25)],
        ],
        { x1: 0, y1: 0, x2: 0, y2: 1 },
      )}"/>`,
    );
    for (let i = 0; i < 30; i++) {
      const y = ly + (h - ly) * Math.pow(rand(), 0.7);
      const x = rand.range(0, w);
      c.add(line(x, y, x + rand.range(20, 90), y, "#ffffff", 1.5, `opacity="${f(rand.range(0.15, 0.4))}"`));
    }
    // Near shore with pines.
    layer(c, rand, h * 0.93, h * 0.03, K.near);
    for (let k = 0; k < 7; k++) {
      const x = rand.pick([rand.range(0, w * 0.25), rand.range(w * 0.75, w)]);
      c.add(pine(x, h * 0.95, h * rand.range(0.18, 0.32), dark(K.near, 0.2)));
    }
  }
  if (rand() < 0.5) {
    // Hiker on a ledge, for scale.
    const x = w * rand.range(0.3, 0.7);
    c.add(
      figure(
        c.doc,
        x,
        h * 0.985,
        h * 0.16,
        look(rand, { top: rand.pick(["#e9c05f", "#dc8f70", "#b3482f"]) }),
        rand.pick(["stand", "armsUp", "walk"]),
        { shadowOn: false },
      ),
    );
  }
  return c.done();
}

export function beach({ w, h, seed }) {
  const rand = rng(seed);
  const c = canvas(w, h);
  const { doc } = c;
  const key = rand.pick(["noon", "golden", "dawn", "mint"]);
  const K = sky(c, rand, key, { sunX: rand.range(0.25, 0.75), sunY: rand.range(0.2, 0.35), clouds: 4 });
  const hor = h * rand.range(0.45, 0.55);
  const sea = key === "golden" ? ["#e0a06a", "#2f7ea0"] : ["#7cc4d6", "#1f7a96"];
  // Distant headland first; the sea then covers everything below the horizon.
  if (rand() < 0.5) layer(c, rand, hor, h * 0.04, mix(K.far, sea[0], 0.4), { waves: 3 });
  c.add(`<rect y="${f(hor)}" width="${w}" height="${f(h - hor)}" fill="${vgrad(doc, sea[0], sea[1])}"/>`);
  for (let i = 0; i < 40; i++) {
    const y = hor + (h - hor) * Math.pow(rand(), 1.3) * 0.6;
    const x = rand.range(0, w);
    c.add(line(x, y, x + rand.range(15, 70), y, "#ffffff", 1.4, `opacity="${f(rand.range(0.2, 0.5))}"`));
  }
  // Sand with a curved shoreline and foam.
  const sandTop = h * rand.range(0.68, 0.76);
  const p = [];
  for (let x = -20; x <= w + 20; x += w / 12) p.push([x, sandTop + Math.sin((x / w) * Math.PI * rand.range(1, 2) + 1) * h * 0.04]);
  const shoreD = smoothOpen(p);
  c.add(path(`${shoreD} L${w + 20},${h + 10} L-20,${h + 10} Z`, vgrad(doc, "#f3dfb6", "#e2c18c")));
  c.add(path(shoreD, "none", `stroke="#ffffff" stroke-width="${f(h * 0.012)}" opacity="0.85"`));
  // Palms.
  const palms = rand.int(1, 3);
  for (let i = 0; i < palms; i++) {
    const side = i % 2 === 0 ? rand.range(0.05, 0.25) : rand.range(0.75, 0.95);
    const bx = w * side;
    const by = h * rand.range(0.9, 1.02);
    const ph = h * rand.range(0.55, 0.8);
    const lean = (side < 0.5 ? 1 : -1) * ph * rand.range(0.1, 0.3);
    const tx = bx + lean;
    const ty = by - ph;
    c.add(
      path(
        `M${f(bx - 8)},${f(by)} Q${f(bx + lean * 0.2)},${f(by - ph * 0.5)} ${f(tx - 4)},${f(ty)} L${f(tx + 4)},${f(ty)} Q${f(bx + lean * 0.2 + 14)},${f(by - ph * 0.5)} ${f(bx + 10)},${f(by)} Z`,
        "#7a5a3a",
      ),
    );
    for (let k = 0; k < 8; k++) {
      const a = -Math.PI / 2 + (k / 7 - 0.5) * Math.PI * 1.7 + rand.range(-0.1, 0.1);
      c.add(
        path(
          leaf(tx, ty, a, ph * rand.range(0.28, 0.38), 0.2),
          rand.pick(["#2f6b4a", "#3d7f55", "#24583c"]),
          `transform="rotate(${f(Math.cos(a) * 12)} ${f(tx)} ${f(ty)})"`,
        ),
      );
    }
  }
  // Umbrella and towel, or a sailing boat on the horizon.
  if (rand() < 0.6) {
    const ux = w * rand.range(0.35, 0.65);
    const uy = h * 0.88;
    const ur = w * 0.09;
    c.add(line(ux, uy, ux - ur * 0.15, uy - ur * 1.2, "#f4f1ea", 3));
    const cols = rand.pick([
      ["#e9c05f", "#ffffff"],
      ["#dc8f70", "#ffffff"],
      ["#1f5f63", "#e9c05f"],
    ]);
    for (let k = 0; k < 6; k++) {
      const a0 = Math.PI + (k / 6) * Math.PI;
      const a1 = Math.PI + ((k + 1) / 6) * Math.PI;
      const cx = ux - ur * 0.15;
      const cy = uy - ur * 1.2;
      c.add(
        path(
          `M${f(cx)},${f(cy - ur * 0.05)} L${f(cx + Math.cos(a0) * ur)},${f(cy + Math.sin(a0) * ur * 0.45)} L${f(cx + Math.cos(a1) * ur)},${f(cy + Math.sin(a1) * ur * 0.45)} Z`,
          cols[k % 2],
        ),
      );
    }
    c.add(
      `<rect x="${f(ux + ur * 0.1)}" y="${f(uy - ur * 0.05)}" width="${f(ur * 0.9)}" height="${f(ur * 0.3)}" fill="${cols[0]}" transform="skewX(-30)" transform-origin="${f(ux)} ${f(uy)}"/>`,
    );
  }
  const bx = w * rand.range(0.2, 0.8);
  c.add(
    path(`M${f(bx)},${f(hor - 4)} l${f(w * 0.012)},${f(-h * 0.06)} l${f(w * 0.01)},${f(h * 0.06)} Z`, "#ffffff") +
      path(`M${f(bx - w * 0.012)},${f(hor - 3)} h${f(w * 0.04)} l-4,4 h${f(-w * 0.032)} Z`, "#1e1e1e"),
  );
  return c.done();
}

export function city({ w, h, seed }) {
  const rand = rng(seed);
  const c = canvas(w, h);
  const { doc } = c;
  const key = rand.pick(["dusk", "night", "golden", "dawn"]);
  const K = sky(c, rand, key, { sunX: rand.range(0.2, 0.8), sunY: rand.range(0.3, 0.5), stars: key === "night", clouds: 2 });
  const water = rand() < 0.6;
  const base = water ? h * 0.7 : h * 0.92;
  // Three depths of towers.
  for (let d = 0; d < 3; d++) {
    const col = mix(K.far, K.near, d / 2);
    let x = -10;
    while (x < w) {
      const bw = w * rand.range(0.03, 0.07) * (1 + d * 0.3);
      const bh = h * rand.range(0.12, 0.42) * (1 - d * 0.2) * (rand() < 0.1 ? 1.5 : 1);
      const top = base - bh;
      const kind = rand();
      let d2 = `M${f(x)},${f(base)} V${f(top)} H${f(x + bw)} V${f(base)} Z`;
      if (kind < 0.15)
        d2 = `M${f(x)},${f(base)} V${f(top + bw * 0.5)} L${f(x + bw / 2)},${f(top)} L${f(x + bw)},${f(top + bw * 0.5)} V${f(base)} Z`;
      else if (kind < 0.25) d2 += ` M${f(x + bw / 2 - 1.5)},${f(top)} v${f(-bh * 0.2)} h3 v${f(bh * 0.2)} Z`;
      else if (kind < 0.35)
        d2 = `M${f(x)},${f(base)} V${f(top + bw * 0.3)} H${f(x + bw * 0.2)} V${f(top)} H${f(x + bw * 0.8)} V${f(top + bw * 0.3)} H${f(x + bw)} V${f(base)} Z`;
      c.add(path(d2, col));
      if (d === 2 || (d === 1 && key !== "golden")) {
        const lit2 = key === "night" || key === "dusk" ? 0.45 : 0.15;
        const wins = [];
        for (let yy = top + 8; yy < base - 6; yy += 9)
          for (let xx = x + 4; xx < x + bw - 5; xx += 7)
            if (rand() < lit2) wins.push(`<rect x="${f(xx)}" y="${f(yy)}" width="3" height="4"/>`);
        c.add(`<g fill="#ffd98a" opacity="${d === 2 ? 0.85 : 0.5}">${wins.join("")}</g>`);
      }
      x += bw + rand.range(0, 6);
    }
  }
  if (water) {
    c.add(
      `<rect y="${f(base)}" width="${w}" height="${f(h - base)}" fill="${vgrad(doc, mix(K.hor, "#2f5f80", 0.55), mix(K.top, "#0f1e33", 0.6))}"/>`,
    );
    for (let i = 0; i < 60; i++) {
      const y = base + (h - base) * rand();
      const x = rand.range(0, w);
      c.add(line(x, y, x + rand.range(8, 40), y, rand() < 0.5 ? "#ffd98a" : "#ffffff", 1.4, `opacity="${f(rand.range(0.15, 0.5))}"`));
    }
    // A bridge crossing in front.
    if (rand() < 0.5) {
      const by = base + (h - base) * 0.35;
      c.add(`<rect y="${f(by)}" width="${w}" height="${f(h * 0.015)}" fill="${K.near}"/>`);
      for (const px of [0.25, 0.75]) {
        const x = w * px;
        c.add(`<rect x="${f(x - 6)}" y="${f(by - h * 0.25)}" width="12" height="${f(h * 0.25 + (h - by))}" fill="${K.near}"/>`);
        for (let k = 1; k < 9; k++) {
          c.add(
            line(x, by - h * 0.24, x - k * w * 0.028, by, K.near, 1.2, 'opacity="0.8"') +
              line(x, by - h * 0.24, x + k * w * 0.028, by, K.near, 1.2, 'opacity="0.8"'),
          );
        }
      }
    }
  }
  return c.done();
}

export function desert({ w, h, seed }) {
  const rand = rng(seed);
  const c = canvas(w, h);
  const key = rand.pick(["golden", "dawn", "noon"]);
  sky(c, rand, key, { sunX: rand.range(0.2, 0.8), sunY: rand.range(0.3, 0.45), clouds: 1 });
  const sand = ["#f0c98e", "#e4ad6a", "#cf8f4f", "#b5723a", "#8f5426"];
  for (let i = 0; i < 5; i++) {
    const p = layer(c, rand, h * (0.55 + i * 0.1), h * 0.06, sand[i], { waves: 2, step: w / 30 });
    // Lit crest edge.
    c.add(path(smoothOpen(p), "none", `stroke="${tint(sand[i], 0.35)}" stroke-width="2" opacity="0.7"`));
  }
  // Camel caravan or a lone cactus.
  if (rand() < 0.5) {
    for (let k = 0; k < 4; k++) {
      const x = w * (0.3 + k * 0.06);
      const y = h * 0.6 + k * 3;
      const s = h * 0.035;
      c.add(
        `<g fill="#3a2518"><ellipse cx="${f(x)}" cy="${f(y - s)}" rx="${f(s * 0.9)}" ry="${f(s * 0.45)}"/><circle cx="${f(x - s * 0.2)}" cy="${f(y - s * 1.4)}" r="${f(s * 0.35)}"/><rect x="${f(x - s * 0.7)}" y="${f(y - s)}" width="${f(s * 0.12)}" height="${f(s)}"/><rect x="${f(x + s * 0.6)}" y="${f(y - s)}" width="${f(s * 0.12)}" height="${f(s)}"/><path d="M${f(x + s * 0.8)},${f(y - s * 1.1)} q${f(s * 0.5)},${f(-s * 0.5)} ${f(s * 0.6)},${f(-s * 1)} l${f(s * 0.3)},0 l0,${f(s * 0.2)} l${f(-s * 0.2)},0 q${f(-s * 0.1)},${f(s * 0.6)} ${f(-s * 0.5)},${f(s * 1)} Z"/></g>`,
      );
    }
  } else {
    const x = w * rand.range(0.65, 0.85);
    const y = h * 0.97;
    const s = h * 0.35;
    const cc = "#3d6b57";
    c.add(
      `<g stroke="${cc}" stroke-linecap="round" fill="none"><path d="M${f(x)},${f(y)} V${f(y - s)}" stroke-width="${f(s * 0.14)}"/><path d="M${f(x)},${f(y - s * 0.45)} h${f(-s * 0.2)} v${f(-s * 0.3)}" stroke-width="${f(s * 0.09)}"/><path d="M${f(x)},${f(y - s * 0.6)} h${f(s * 0.18)} v${f(-s * 0.22)}" stroke-width="${f(s * 0.09)}"/></g>`,
    );
  }
  return c.done();
}

export function forest({ w, h, seed }) {
  const rand = rng(seed);
  const c = canvas(w, h);
  const key = rand.pick(["mint", "dawn", "noon", "golden"]);
  const K = sky(c, rand, key, { sunX: rand.range(0.3, 0.7), sunY: rand.range(0.3, 0.4), clouds: 2 });
  for (let i = 0; i < 5; i++) {
    const t = i / 4;
    const col = mix(K.far, "#1f3b2c", t);
    const p = layer(c, rand, h * (0.5 + t * 0.35), h * 0.05, col, { waves: 3 });
    const count = 30 + i * 10;
    for (let k = 0; k < count; k++) {
      const x = rand.range(-10, w + 10);
      const q = p[Math.min(p.length - 1, Math.max(0, Math.round((x / w) * (p.length - 2)) + 1))];
      c.add(pine(x, q[1] + h * 0.02, h * (0.05 + t * 0.14) * rand.range(0.7, 1.2), col));
    }
  }
  // Mist band.
  c.add(
    `<rect y="${f(h * 0.55)}" width="${w}" height="${f(h * 0.15)}" fill="${tint(K.hor, 0.3)}" opacity="0.35" filter="${c.doc.blur(20)}"/>`,
  );
  // A winding path.
  c.add(
    path(
      `M${f(w * 0.45)},${f(h * 0.8)} Q${f(w * 0.6)},${f(h * 0.88)} ${f(w * 0.48)},${f(h * 0.95)} T${f(w * 0.55)},${f(h + 10)} H${f(w * 0.75)} Q${f(w * 0.62)},${f(h * 0.92)} ${f(w * 0.5)},${f(h * 0.8)} Z`,
      "#d9c59a",
      'opacity="0.9"',
    ),
  );
  return c.done();
}
