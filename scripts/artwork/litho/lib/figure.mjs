// People in the flat illustration style: a posable full figure (limbs are
// thick round-capped strokes between joints, so one skeleton gives standing,
// walking, seated, yoga and presenting poses) and a head-and-shoulders
// portrait for team, testimonial and author pictures. Faces stay minimal on
// purpose: features drawn in a few strokes age badly at avatar size.
import { f, pts } from "../../lib/core.mjs";
import { tint, dark, lit, shadow, ellipse, circle, path, line, rr, SKINS, HAIRS, CLOTHES } from "./style.mjs";

// Joint positions in units of standing height; origin between the feet,
// y up is negative. Back limb (b) first, front limb (f) second.
const POSES = {
  stand: {
    head: [0, -0.905],
    neck: [0, -0.81],
    sh: [
      [-0.1, -0.79],
      [0.1, -0.79],
    ],
    el: [
      [-0.13, -0.63],
      [0.13, -0.63],
    ],
    ha: [
      [-0.14, -0.47],
      [0.14, -0.47],
    ],
    hip: [
      [-0.055, -0.48],
      [0.055, -0.48],
    ],
    kn: [
      [-0.06, -0.25],
      [0.06, -0.25],
    ],
    ft: [
      [-0.065, 0],
      [0.065, 0],
    ],
  },
  walk: {
    head: [0.02, -0.9],
    neck: [0.015, -0.805],
    sh: [
      [-0.06, -0.785],
      [0.08, -0.785],
    ],
    el: [
      [-0.12, -0.64],
      [0.14, -0.64],
    ],
    ha: [
      [-0.16, -0.5],
      [0.2, -0.52],
    ],
    hip: [
      [-0.03, -0.48],
      [0.04, -0.48],
    ],
    kn: [
      [-0.1, -0.26],
      [0.12, -0.27],
    ],
    ft: [
      [-0.19, -0.02],
      [0.16, 0],
    ],
  },
  run: {
    head: [0.06, -0.88],
    neck: [0.045, -0.79],
    sh: [
      [-0.02, -0.77],
      [0.09, -0.77],
    ],
    el: [
      [-0.12, -0.68],
      [0.2, -0.7],
    ],
    ha: [
      [-0.1, -0.57],
      [0.26, -0.8],
    ],
    hip: [
      [-0.02, -0.48],
      [0.03, -0.48],
    ],
    kn: [
      [-0.14, -0.33],
      [0.16, -0.34],
    ],
    ft: [
      [-0.28, -0.22],
      [0.14, -0.06],
    ],
  },
  sit: {
    head: [0, -0.66],
    neck: [0, -0.565],
    sh: [
      [-0.09, -0.545],
      [0.09, -0.545],
    ],
    el: [
      [-0.04, -0.4],
      [0.16, -0.4],
    ],
    ha: [
      [0.08, -0.33],
      [0.27, -0.38],
    ],
    hip: [
      [-0.05, -0.23],
      [0.05, -0.23],
    ],
    kn: [
      [0.17, -0.24],
      [0.2, -0.25],
    ],
    ft: [
      [0.17, 0],
      [0.21, 0],
    ],
  },
  present: {
    head: [0, -0.905],
    neck: [0, -0.81],
    sh: [
      [-0.1, -0.79],
      [0.1, -0.79],
    ],
    el: [
      [-0.13, -0.63],
      [0.22, -0.77],
    ],
    ha: [
      [-0.14, -0.47],
      [0.33, -0.86],
    ],
    hip: [
      [-0.055, -0.48],
      [0.055, -0.48],
    ],
    kn: [
      [-0.06, -0.25],
      [0.06, -0.25],
    ],
    ft: [
      [-0.075, 0],
      [0.075, 0],
    ],
  },
  armsUp: {
    head: [0, -0.905],
    neck: [0, -0.81],
    sh: [
      [-0.1, -0.79],
      [0.1, -0.79],
    ],
    el: [
      [-0.14, -0.95],
      [0.14, -0.95],
    ],
    ha: [
      [-0.06, -1.1],
      [0.06, -1.1],
    ],
    hip: [
      [-0.055, -0.48],
      [0.055, -0.48],
    ],
    kn: [
      [-0.06, -0.25],
      [0.06, -0.25],
    ],
    ft: [
      [-0.07, 0],
      [0.07, 0],
    ],
  },
  tree: {
    head: [0, -0.905],
    neck: [0, -0.81],
    sh: [
      [-0.1, -0.79],
      [0.1, -0.79],
    ],
    el: [
      [-0.15, -0.96],
      [0.15, -0.96],
    ],
    ha: [
      [-0.01, -1.1],
      [0.01, -1.1],
    ],
    hip: [
      [-0.055, -0.48],
      [0.055, -0.48],
    ],
    kn: [
      [0.2, -0.3],
      [0.0, -0.25],
    ],
    ft: [
      [0.02, -0.32],
      [0.0, 0],
    ],
  },
  warrior: {
    head: [0, -0.83],
    neck: [0, -0.735],
    sh: [
      [-0.1, -0.715],
      [0.1, -0.715],
    ],
    el: [
      [-0.26, -0.72],
      [0.26, -0.72],
    ],
    ha: [
      [-0.42, -0.72],
      [0.42, -0.72],
    ],
    hip: [
      [-0.05, -0.42],
      [0.05, -0.42],
    ],
    kn: [
      [-0.2, -0.2],
      [0.22, -0.22],
    ],
    ft: [
      [-0.36, 0],
      [0.3, 0],
    ],
  },
  lotus: {
    head: [0, -0.64],
    neck: [0, -0.545],
    sh: [
      [-0.1, -0.525],
      [0.1, -0.525],
    ],
    el: [
      [-0.18, -0.37],
      [0.18, -0.37],
    ],
    ha: [
      [-0.2, -0.2],
      [0.2, -0.2],
    ],
    hip: [
      [-0.06, -0.2],
      [0.06, -0.2],
    ],
    kn: [
      [-0.26, -0.06],
      [0.26, -0.06],
    ],
    ft: [
      [0.08, -0.06],
      [-0.08, -0.05],
    ],
  },
  lunge: {
    head: [0.1, -0.7],
    neck: [0.08, -0.61],
    sh: [
      [0.0, -0.6],
      [0.14, -0.6],
    ],
    el: [
      [0.0, -0.76],
      [0.16, -0.78],
    ],
    ha: [
      [0.04, -0.93],
      [0.12, -0.94],
    ],
    hip: [
      [-0.03, -0.33],
      [0.05, -0.33],
    ],
    kn: [
      [-0.26, -0.1],
      [0.26, -0.3],
    ],
    ft: [
      [-0.46, 0],
      [0.3, 0],
    ],
  },
  cheer: {
    head: [0, -0.905],
    neck: [0, -0.81],
    sh: [
      [-0.1, -0.79],
      [0.1, -0.79],
    ],
    el: [
      [-0.2, -0.92],
      [0.13, -0.63],
    ],
    ha: [
      [-0.24, -1.08],
      [0.15, -0.48],
    ],
    hip: [
      [-0.055, -0.48],
      [0.055, -0.48],
    ],
    kn: [
      [-0.06, -0.25],
      [0.06, -0.25],
    ],
    ft: [
      [-0.07, 0],
      [0.07, 0],
    ],
  },
};

export const POSE_NAMES = Object.keys(POSES);

/** Random but coherent looks for a person. */
export function look(rand, o = {}) {
  return {
    skin: o.skin || rand.pick(SKINS),
    hair: o.hair || rand.pick(HAIRS),
    hairStyle: o.hairStyle || rand.pick(["short", "long", "bun", "pony", "crop", "curly", "bob"]),
    top: o.top || rand.pick(CLOTHES),
    bottom: o.bottom || rand.pick(["#1e1e1e", "#2b3a55", "#4a4440", "#d9d4c7", "#56705a", "#3b4a6b"]),
    shoe: o.shoe || rand.pick(["#1e1e1e", "#f4f1ea", "#6e4a2e"]),
    sleeves: o.sleeves ?? rand.pick(["long", "short"]),
    skirt: o.skirt ?? rand() < 0.25,
  };
}

/**
 * A full figure at (x, y) (feet), height h. `flip` mirrors the pose.
 * Returns SVG markup.
 */
export function figure(doc, x, y, h, lk, pose = "stand", { flip = false, shadowOn = true } = {}) {
  const P = POSES[pose] || POSES.stand;
  const s = flip ? -1 : 1;
  const J = ([u, v]) => [x + s * u * h, y + v * h];
  const out = [];
  if (shadowOn) out.push(shadow(doc, x, y, h * 0.2, h * 0.025, 0.25, Math.max(1, h * 0.012)));
  const armW = h * 0.048;
  const legW = h * 0.068;
  const limb = (a, b, c, col, w, cap = "round") => {
    const A = J(a);
    const B = J(b);
    const C = J(c);
    return `<polyline points="${pts([A, B, C])}" fill="none" stroke="${col}" stroke-width="${f(w)}" stroke-linecap="${cap}" stroke-linejoin="round"/>`;
  };
  const leg = (i, shade) => {
    const col = shade ? dark(lk.bottom, 0.2) : lk.bottom;
    let m = limb(P.hip[i], P.kn[i], P.ft[i], col, legW);
    const ft = J(P.ft[i]);
    const kn = J(P.kn[i]);
    const dir = Math.sign(ft[0] - kn[0] || s) || 1;
    m += ellipse(ft[0] + dir * h * 0.018, ft[1] - h * 0.005, h * 0.04, h * 0.018, shade ? dark(lk.shoe, 0.15) : lk.shoe);
    return m;
  };
  const arm = (i, shade) => {
    const col = shade ? dark(lk.top, 0.18) : lk.top;
    const skin = shade ? dark(lk.skin, 0.12) : lk.skin;
    const S = J(P.sh[i]);
    const E = J(P.el[i]);
    const H = J(P.ha[i]);
    let m;
    if (lk.sleeves === "short") {
      const mid = [S[0] + (E[0] - S[0]) * 0.6, S[1] + (E[1] - S[1]) * 0.6];
      m = `<polyline points="${pts([mid, E, H])}" fill="none" stroke="${skin}" stroke-width="${f(armW * 0.82)}" stroke-linecap="round" stroke-linejoin="round"/>`;
      m += line(S[0], S[1], mid[0], mid[1], col, armW * 1.05);
    } else {
      m = `<polyline points="${pts([S, E, H])}" fill="none" stroke="${col}" stroke-width="${f(armW)}" stroke-linecap="round" stroke-linejoin="round"/>`;
    }
    m += circle(H[0], H[1], armW * 0.5, skin);
    return m;
  };
  // Back limbs, torso, front limbs, head.
  out.push(leg(0, true));
  out.push(arm(0, true));
  const [sl, sr] = [J(P.sh[0]), J(P.sh[1])];
  const [hl, hr] = [J(P.hip[0]), J(P.hip[1])];
  const torso = [sl, sr, [hr[0] + s * h * 0.01, hr[1]], [hl[0] - s * h * 0.01, hl[1]]];
  out.push(leg(1, false));
  if (lk.skirt) {
    const w0 = Math.abs(hr[0] - hl[0]);
    const cx = (hl[0] + hr[0]) / 2;
    const yy = (hl[1] + hr[1]) / 2;
    out.push(
      path(
        `M${f(cx - w0 * 0.8)},${f(yy - h * 0.01)} L${f(cx + w0 * 0.8)},${f(yy - h * 0.01)} L${f(cx + w0 * 1.6)},${f(yy + h * 0.2)} L${f(cx - w0 * 1.6)},${f(yy + h * 0.2)} Z`,
        dark(lk.bottom, 0.05),
      ),
    );
  }
  out.push(
    `<polygon points="${pts(torso)}" fill="${lit(doc, lk.top, 0.1)}" stroke="${lk.top}" stroke-width="${f(h * 0.05)}" stroke-linejoin="round"/>`,
  );
  out.push(arm(1, false));
  const N = J(P.neck);
  const Hd = J(P.head);
  out.push(line(N[0], N[1] + h * 0.02, Hd[0], Hd[1], dark(lk.skin, 0.1), h * 0.035));
  out.push(head(doc, Hd[0], Hd[1], h * 0.062, lk, s));
  return out.join("");
}

/** A small head with hair, for full figures. */
function head(doc, cx, cy, r, lk, s = 1) {
  const out = [];
  const hair = lk.hair;
  if (lk.hairStyle === "long")
    out.push(
      path(
        `M${f(cx - r * 1.05)},${f(cy - r * 0.2)} Q${f(cx - r * 1.3)},${f(cy + r * 1.6)} ${f(cx - r * 0.6)},${f(cy + r * 2)} L${f(cx + r * 0.6)},${f(cy + r * 2)} Q${f(cx + r * 1.3)},${f(cy + r * 1.6)} ${f(cx + r * 1.05)},${f(cy - r * 0.2)} Z`,
        hair,
      ),
    );
  if (lk.hairStyle === "pony")
    out.push(
      path(
        `M${f(cx - s * r * 0.6)},${f(cy - r * 0.4)} q${f(-s * r * 1.4)},${f(r * 0.4)} ${f(-s * r * 0.9)},${f(r * 1.9)} q${f(s * r * 0.3)},${f(-r * 1)} ${f(s * r * 0.9)},${f(-r * 1.2)} Z`,
        hair,
      ),
    );
  if (lk.hairStyle === "bob")
    out.push(
      path(
        `M${f(cx - r * 1.1)},${f(cy)} Q${f(cx - r * 1.2)},${f(cy + r * 1.1)} ${f(cx - r * 0.7)},${f(cy + r * 1.1)} L${f(cx + r * 0.7)},${f(cy + r * 1.1)} Q${f(cx + r * 1.2)},${f(cy + r * 1.1)} ${f(cx + r * 1.1)},${f(cy)} Z`,
        hair,
      ),
    );
  out.push(circle(cx, cy, r, lk.skin));
  out.push(path(`M${f(cx - r)},${f(cy)} A${f(r)},${f(r)} 0 0 0 ${f(cx + r)},${f(cy)} Z`, dark(lk.skin, 0.08), 'opacity="0.5"'));
  const cap = lk.hairStyle === "crop" ? 0.35 : 0.15;
  out.push(
    path(
      `M${f(cx - r * 1.04)},${f(cy + r * cap)} A${f(r * 1.04)},${f(r * 1.04)} 0 0 1 ${f(cx + r * 1.04)},${f(cy + r * cap)} Q${f(cx + s * r * 0.2)},${f(cy - r * 0.55)} ${f(cx - r * 1.04)},${f(cy + r * cap)} Z`,
      hair,
    ),
  );
  if (lk.hairStyle === "bun") out.push(circle(cx - s * r * 0.2, cy - r * 1.15, r * 0.5, hair));
  if (lk.hairStyle === "curly")
    for (let i = 0; i < 7; i++)
      out.push(
        circle(
          cx + Math.cos(Math.PI + (i / 6) * Math.PI) * r * 0.95,
          cy + Math.sin(Math.PI + (i / 6) * Math.PI) * r * 0.95,
          r * 0.38,
          hair,
        ),
      );
  return out.join("");
}

/**
 * A head-and-shoulders portrait centred at cx, with the shoulders' baseline
 * at y and the head of radius r. Options: outfit (jacket, sweater, shirt,
 * turtleneck, hoodie, blouse), glasses, beard, earrings.
 */
export function portrait(doc, rand, cx, y, r, lk, o = {}) {
  const out = [];
  const outfit = o.outfit || rand.pick(["jacket", "sweater", "shirt", "turtleneck", "hoodie", "blouse"]);
  const headY = y - r * 3.35;
  const neckTop = headY + r * 0.6;
  const shY = y - r * 1.55;
  const shW = r * 2.5;
  const hair = lk.hair;
  const skinD = dark(lk.skin, 0.16);

  // Hair behind the head and shoulders for long styles.
  if (lk.hairStyle === "long" || lk.hairStyle === "curly") {
    const len = lk.hairStyle === "long" ? r * 2.6 : r * 1.4;
    const wid = lk.hairStyle === "curly" ? r * 1.45 : r * 1.22;
    out.push(
      path(
        `M${f(cx - wid)},${f(headY)} Q${f(cx - wid * 1.1)},${f(headY + len)} ${f(cx - wid * 0.8)},${f(headY + len + r * 0.3)} L${f(cx + wid * 0.8)},${f(headY + len + r * 0.3)} Q${f(cx + wid * 1.1)},${f(headY + len)} ${f(cx + wid)},${f(headY)} Z`,
        dark(hair, 0.1),
      ),
    );
  }
  // Neck.
  out.push(rr(cx - r * 0.38, neckTop, r * 0.76, shY - neckTop + r * 0.5, r * 0.3, lk.skin));
  out.push(
    path(
      `M${f(cx - r * 0.38)},${f(neckTop + r * 0.1)} Q${f(cx)},${f(neckTop + r * 0.65)} ${f(cx + r * 0.38)},${f(neckTop + r * 0.1)} V${f(neckTop + r * 0.5)} Q${f(cx)},${f(neckTop + r * 0.9)} ${f(cx - r * 0.38)},${f(neckTop + r * 0.5)} Z`,
      skinD,
      'opacity="0.55"',
    ),
  );

  // Body: shoulders rounding down to the frame's bottom edge.
  const bodyD = `M${f(cx - shW - r * 0.3)},${f(y + r)} C${f(cx - shW - r * 0.2)},${f(shY + r * 0.3)} ${f(cx - shW * 0.8)},${f(shY)} ${f(cx - r * 0.6)},${f(shY - r * 0.1)} L${f(cx + r * 0.6)},${f(shY - r * 0.1)} C${f(cx + shW * 0.8)},${f(shY)} ${f(cx + shW + r * 0.2)},${f(shY + r * 0.3)} ${f(cx + shW + r * 0.3)},${f(y + r)} Z`;
  const top = lk.top;
  out.push(
    path(
      bodyD,
      doc.linear(
        [
          [0, tint(top, 0.1)],
          [1, dark(top, 0.15)],
        ],
        { x1: 0, y1: 0, x2: 1, y2: 0.4 },
      ),
    ),
  );
  const neckline = (depth, wid) =>
    path(`M${f(cx - wid)},${f(shY - r * 0.1)} Q${f(cx)},${f(shY + depth)} ${f(cx + wid)},${f(shY - r * 0.1)} Z`, lk.skin);
  if (outfit === "jacket") {
    const shirt = o.shirt || rand.pick(["#f4f1ea", "#e8edf4", "#1e1e1e", "#d9d4c7"]);
    out.push(
      path(
        `M${f(cx - r * 0.75)},${f(shY - r * 0.1)} L${f(cx + r * 0.75)},${f(shY - r * 0.1)} L${f(cx + r * 0.3)},${f(y + r)} L${f(cx - r * 0.3)},${f(y + r)} Z`,
        shirt,
      ),
    );
    out.push(
      path(`M${f(cx - r * 0.4)},${f(shY - r * 0.12)} L${f(cx)},${f(shY + r * 0.45)} L${f(cx + r * 0.4)},${f(shY - r * 0.12)} Z`, lk.skin),
    );
    if (rand() < 0.5)
      out.push(
        path(
          `M${f(cx - r * 0.12)},${f(shY + r * 0.4)} L${f(cx + r * 0.12)},${f(shY + r * 0.4)} L${f(cx + r * 0.2)},${f(y + r * 0.6)} L${f(cx)},${f(y + r * 0.9)} L${f(cx - r * 0.2)},${f(y + r * 0.6)} Z`,
          o.tie || rand.pick(["#ba8023", "#2b3a55", "#9c4c36", "#1e1e1e"]),
        ),
      );
    // Lapels.
    for (const sg of [-1, 1]) {
      out.push(
        path(
          `M${f(cx + sg * r * 0.75)},${f(shY - r * 0.1)} L${f(cx + sg * r * 0.25)},${f(shY + r * 1.6)} L${f(cx + sg * r * 0.55)},${f(shY + r * 0.9)} L${f(cx + sg * r * 1.05)},${f(shY + r * 0.8)} Z`,
          dark(top, 0.22),
        ),
      );
    }
  } else if (outfit === "sweater") {
    out.push(neckline(r * 0.55, r * 0.55));
    out.push(
      path(
        `M${f(cx - r * 0.62)},${f(shY - r * 0.1)} Q${f(cx)},${f(shY + r * 0.75)} ${f(cx + r * 0.62)},${f(shY - r * 0.1)}`,
        "none",
        `stroke="${dark(top, 0.25)}" stroke-width="${f(r * 0.14)}"`,
      ),
    );
  } else if (outfit === "shirt") {
    out.push(neckline(r * 0.7, r * 0.4));
    for (const sg of [-1, 1])
      out.push(
        path(
          `M${f(cx + sg * r * 0.2)},${f(shY + r * 0.5)} L${f(cx + sg * r * 0.7)},${f(shY - r * 0.2)} L${f(cx + sg * r * 0.9)},${f(shY + r * 0.35)} Z`,
          tint(top, 0.25),
        ),
      );
    out.push(line(cx, shY + r * 0.55, cx, y + r, dark(top, 0.18), r * 0.04));
  } else if (outfit === "turtleneck") {
    out.push(rr(cx - r * 0.55, shY - r * 0.75, r * 1.1, r * 0.85, r * 0.25, dark(top, 0.08)));
    for (let i = 1; i < 4; i++)
      out.push(line(cx - r * 0.5, shY - r * 0.75 + i * r * 0.2, cx + r * 0.5, shY - r * 0.75 + i * r * 0.2, dark(top, 0.22), r * 0.03));
  } else if (outfit === "hoodie") {
    out.push(
      path(
        `M${f(cx - r * 1.2)},${f(shY - r * 0.05)} Q${f(cx)},${f(shY + r * 1.1)} ${f(cx + r * 1.2)},${f(shY - r * 0.05)} Q${f(cx)},${f(shY + r * 0.3)} ${f(cx - r * 1.2)},${f(shY - r * 0.05)} Z`,
        dark(top, 0.2),
      ),
    );
    for (const sg of [-1, 1]) out.push(line(cx + sg * r * 0.25, shY + r * 0.5, cx + sg * r * 0.3, shY + r * 1.3, tint(top, 0.5), r * 0.05));
  } else {
    out.push(neckline(r * 0.85, r * 0.75));
    if (o.necklace ?? rand() < 0.6)
      out.push(
        path(
          `M${f(cx - r * 0.45)},${f(shY - r * 0.05)} Q${f(cx)},${f(shY + r * 0.6)} ${f(cx + r * 0.45)},${f(shY - r * 0.05)}`,
          "none",
          `stroke="#e9c05f" stroke-width="${f(r * 0.05)}"`,
        ) + circle(cx, shY + r * 0.33, r * 0.08, "#ba8023"),
      );
  }
  // Arm seams for depth.
  for (const sg of [-1, 1])
    out.push(
      path(
        `M${f(cx + sg * shW * 0.72)},${f(shY + r * 0.25)} Q${f(cx + sg * shW * 0.78)},${f(y)} ${f(cx + sg * shW * 0.7)},${f(y + r)}`,
        "none",
        `stroke="${dark(top, 0.25)}" stroke-width="${f(r * 0.05)}" opacity="0.6"`,
      ),
    );

  // Head: ears, face, soft shading.
  for (const sg of [-1, 1]) out.push(ellipse(cx + sg * r * 0.98, headY + r * 0.05, r * 0.17, r * 0.26, dark(lk.skin, 0.06)));
  if (o.earrings) for (const sg of [-1, 1]) out.push(circle(cx + sg * r * 1.0, headY + r * 0.38, r * 0.08, "#e9c05f"));
  out.push(
    ellipse(
      cx,
      headY,
      r,
      r * 1.18,
      doc.linear(
        [
          [0, tint(lk.skin, 0.06)],
          [1, dark(lk.skin, 0.08)],
        ],
        { x1: 0.2, y1: 0, x2: 0.9, y2: 1 },
      ),
    ),
  );
  out.push(
    path(
      `M${f(cx + r * 0.1)},${f(headY - r * 0.1)} Q${f(cx + r * 0.22)},${f(headY + r * 0.25)} ${f(cx + r * 0.05)},${f(headY + r * 0.32)}`,
      "none",
      `stroke="${skinD}" stroke-width="${f(r * 0.06)}" stroke-linecap="round"`,
    ),
  );
  for (const sg of [-1, 1]) out.push(ellipse(cx + sg * r * 0.5, headY + r * 0.32, r * 0.17, r * 0.1, "#e88a7a", 'opacity="0.25"'));
  // A calm minimal face: brows, eyes, a small smile.
  const eyeY = headY - r * 0.02;
  for (const sg of [-1, 1]) {
    out.push(ellipse(cx + sg * r * 0.38, eyeY, r * 0.07, r * 0.09, "#2a1d18"));
    out.push(
      path(
        `M${f(cx + sg * r * 0.24)},${f(eyeY - r * 0.24)} Q${f(cx + sg * r * 0.38)},${f(eyeY - r * 0.31)} ${f(cx + sg * r * 0.54)},${f(eyeY - r * 0.24)}`,
        "none",
        `stroke="${dark(hair, 0.1)}" stroke-width="${f(r * 0.06)}" stroke-linecap="round"`,
      ),
    );
  }
  out.push(
    path(
      `M${f(cx - r * 0.2)},${f(headY + r * 0.55)} Q${f(cx)},${f(headY + r * 0.7)} ${f(cx + r * 0.2)},${f(headY + r * 0.55)}`,
      "none",
      `stroke="${dark(lk.skin, 0.42)}" stroke-width="${f(r * 0.06)}" stroke-linecap="round"`,
    ),
  );
  if (o.beard) {
    out.push(
      path(
        `M${f(cx - r * 0.98)},${f(headY + r * 0.05)} Q${f(cx - r * 0.9)},${f(headY + r * 1.2)} ${f(cx)},${f(headY + r * 1.22)} Q${f(cx + r * 0.9)},${f(headY + r * 1.2)} ${f(cx + r * 0.98)},${f(headY + r * 0.05)} Q${f(cx + r * 0.75)},${f(headY + r * 0.75)} ${f(cx + r * 0.35)},${f(headY + r * 0.5)} Q${f(cx)},${f(headY + r * 0.4)} ${f(cx - r * 0.35)},${f(headY + r * 0.5)} Q${f(cx - r * 0.75)},${f(headY + r * 0.75)} ${f(cx - r * 0.98)},${f(headY + r * 0.05)} Z`,
        hair,
        'opacity="0.8"',
      ),
    );
    out.push(
      path(
        `M${f(cx - r * 0.22)},${f(headY + r * 0.62)} Q${f(cx)},${f(headY + r * 0.72)} ${f(cx + r * 0.22)},${f(headY + r * 0.62)}`,
        "none",
        `stroke="${dark(lk.skin, 0.35)}" stroke-width="${f(r * 0.06)}" stroke-linecap="round"`,
      ),
    );
  }
  if (o.glasses) {
    const gc = o.glassesColor || rand.pick(["#1e1e1e", "#ba8023", "#6e4a2e"]);
    for (const sg of [-1, 1])
      out.push(
        `<rect x="${f(cx + sg * r * 0.38 - r * 0.25)}" y="${f(eyeY - r * 0.17)}" width="${f(r * 0.5)}" height="${f(r * 0.34)}" rx="${f(r * 0.1)}" fill="#ffffff" fill-opacity="0.12" stroke="${gc}" stroke-width="${f(r * 0.06)}"/>`,
      );
    out.push(line(cx - r * 0.13, eyeY - r * 0.04, cx + r * 0.13, eyeY - r * 0.04, gc, r * 0.05));
  }
  // Hair on top.
  out.push(hairCap(cx, headY, r, lk, rand));
  return out.join("");
}

function hairCap(cx, cy, r, lk, rand) {
  const hair = lk.hair;
  const hi = tint(hair, 0.18);
  const st = lk.hairStyle;
  const out = [];
  if (st === "crop") {
    out.push(
      path(
        `M${f(cx - r * 1.0)},${f(cy - r * 0.1)} C${f(cx - r * 1.05)},${f(cy - r * 1.35)} ${f(cx + r * 1.05)},${f(cy - r * 1.35)} ${f(cx + r * 1.0)},${f(cy - r * 0.1)} Q${f(cx + r * 0.85)},${f(cy - r * 0.75)} ${f(cx)},${f(cy - r * 0.8)} Q${f(cx - r * 0.85)},${f(cy - r * 0.75)} ${f(cx - r * 1.0)},${f(cy - r * 0.1)} Z`,
        hair,
      ),
    );
  } else if (st === "curly") {
    const n = 11;
    for (let i = 0; i < n; i++) {
      const a = Math.PI * (1.02 + (i / (n - 1)) * 0.96);
      out.push(circle(cx + Math.cos(a) * r * 1.02, cy - r * 0.1 + Math.sin(a) * r * 1.12, r * rand.range(0.3, 0.4), hair));
    }
    out.push(
      path(
        `M${f(cx - r)},${f(cy - r * 0.2)} Q${f(cx)},${f(cy - r * 1.5)} ${f(cx + r)},${f(cy - r * 0.2)} Q${f(cx)},${f(cy - r * 0.65)} ${f(cx - r)},${f(cy - r * 0.2)} Z`,
        hair,
      ),
    );
  } else {
    // Side-parted cap that sweeps across the forehead; longer styles frame the face.
    const side = rand() < 0.5 ? -1 : 1;
    out.push(
      path(
        `M${f(cx - r * 1.06)},${f(cy - r * 0.05)} C${f(cx - r * 1.2)},${f(cy - r * 1.55)} ${f(cx + r * 1.2)},${f(cy - r * 1.55)} ${f(cx + r * 1.06)},${f(cy - r * 0.05)} C${f(cx + r * 0.95)},${f(cy - r * 0.6)} ${f(cx + side * r * 0.3)},${f(cy - r * 0.75)} ${f(cx - side * r * 0.2)},${f(cy - r * 0.62)} C${f(cx - side * r * 0.6)},${f(cy - r * 0.55)} ${f(cx - r * 0.95)},${f(cy - r * 0.5)} ${f(cx - r * 1.06)},${f(cy - r * 0.05)} Z`,
        hair,
      ),
    );
    out.push(
      path(
        `M${f(cx - side * r * 0.5)},${f(cy - r * 0.95)} Q${f(cx + side * r * 0.3)},${f(cy - r * 1.2)} ${f(cx + side * r * 0.8)},${f(cy - r * 0.7)}`,
        "none",
        `stroke="${hi}" stroke-width="${f(r * 0.08)}" stroke-linecap="round" opacity="0.6"`,
      ),
    );
    if (st === "long" || st === "bob") {
      for (const sg of [-1, 1])
        out.push(
          path(
            `M${f(cx + sg * r * 1.08)},${f(cy - r * 0.1)} Q${f(cx + sg * r * 1.15)},${f(cy + r * (st === "bob" ? 1.0 : 1.6))} ${f(cx + sg * r * (st === "bob" ? 1.2 : 1.05))},${f(cy + r * (st === "bob" ? 1.15 : 2.1))} L${f(cx + sg * r * 0.88)},${f(cy + r * (st === "bob" ? 1.1 : 1.9))} Q${f(cx + sg * r * 0.95)},${f(cy + r * 0.5)} ${f(cx + sg * r * 0.82)},${f(cy - r * 0.2)} Z`,
            hair,
          ),
        );
    }
    if (st === "bun")
      out.push(circle(cx, cy - r * 1.28, r * 0.45, hair) + circle(cx - r * 0.1, cy - r * 1.38, r * 0.15, hi, 'opacity="0.4"'));
    if (st === "pony")
      out.push(
        path(
          `M${f(cx + side * r * 0.85)},${f(cy - r * 0.7)} q${f(side * r * 0.8)},${f(r * 0.2)} ${f(side * r * 0.6)},${f(r * 1.8)} q${f(-side * r * 0.35)},${f(-r * 0.6)} ${f(-side * r * 0.45)},${f(-r * 1.5)} Z`,
          hair,
        ),
      );
  }
  return out.join("");
}
