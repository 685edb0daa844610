// Product shots for the shop and portfolio: one object on a podium in a
// coloured studio sweep, lit from the upper left, with a soft contact shadow.
// The object list covers fashion, furniture, decor, gadgets and cosmetics;
// the seed picks the object's colourway and the set (podium shape, backdrop,
// props), so a shop grid of twelve products does not look like twelve copies.
// The shop's aviators take their colourway and pose from the view instead.
import { rng, f, pts } from "../../lib/core.mjs";
import { canvas, PALETTES, tint, dark, lit, vgrad, shadow, rr, circle, ellipse, path, line, leaf, blob } from "../lib/style.mjs";

const SET_PALS = PALETTES.filter((p) => p.name !== "charcoal");

/** Studio sweep with a podium; returns the top-centre of the podium and a unit size. */
function studio(c, rand, pal, { podium = rand.pick(["cylinder", "box", "none", "cylinder"]), darkSet = false } = {}) {
  const { doc, w, h } = c;
  const wall = darkSet ? "#2a2826" : tint(pal.base, rand.range(0.35, 0.6));
  const floorY = h * rand.range(0.7, 0.76);
  c.add(
    `<rect width="${w}" height="${h}" fill="${doc.radialXY(w * 0.4, h * 0.35, Math.max(w, h) * 0.8, [
      [0, tint(wall, 0.25)],
      [1, dark(wall, 0.12)],
    ])}"/>`,
  );
  c.add(`<rect y="${f(floorY)}" width="${w}" height="${f(h - floorY)}" fill="${vgrad(doc, dark(wall, 0.06), dark(wall, 0.16))}"/>`);
  c.add(`<rect y="${f(floorY - 30)}" width="${w}" height="60" fill="${dark(wall, 0.06)}" opacity="0.5" filter="${doc.blur(18)}"/>`);
  // A large soft shape behind the product for a designed look.
  const m = Math.min(w, h);
  const deco = rand.pick(["circle", "arch", "blob", "none"]);
  const cx = w / 2 + rand.range(-0.08, 0.08) * w;
  if (deco === "circle") c.add(circle(cx, floorY - m * 0.3, m * 0.3, darkSet ? "#3a3733" : tint(pal.base, 0.15)));
  if (deco === "arch")
    c.add(
      path(
        `M${f(cx - m * 0.26)},${f(floorY)} V${f(floorY - m * 0.4)} A${f(m * 0.26)},${f(m * 0.26)} 0 0 1 ${f(cx + m * 0.26)},${f(floorY - m * 0.4)} V${f(floorY)} Z`,
        darkSet ? "#34312d" : pal.base,
        'opacity="0.55"',
      ),
    );
  if (deco === "blob") c.add(path(blob(rand, cx, floorY - m * 0.3, m * 0.3, 8, 0.15), darkSet ? "#34312d" : tint(pal.base, 0.1)));
  let top = floorY + m * 0.06;
  const x = w / 2;
  if (podium === "cylinder") {
    const pr = m * rand.range(0.26, 0.32);
    const ph = m * rand.range(0.06, 0.14);
    const col = rand.pick(["#f4f1ea", pal.deep, "#e9c05f", darkSet ? "#1e1e1e" : pal.light]);
    top = floorY + m * 0.05 - ph;
    c.add(shadow(doc, x + pr * 0.1, floorY + m * 0.05, pr * 1.05, pr * 0.2, 0.3, 10));
    c.add(
      path(
        `M${f(x - pr)},${f(top)} V${f(top + ph)} A${f(pr)},${f(pr * 0.22)} 0 0 0 ${f(x + pr)},${f(top + ph)} V${f(top)} Z`,
        doc.linear(
          [
            [0, tint(col, 0.1)],
            [0.5, col],
            [1, dark(col, 0.2)],
          ],
          { x1: 0, y1: 0, x2: 1, y2: 0 },
        ),
      ),
    );
    c.add(ellipse(x, top, pr, pr * 0.22, tint(col, 0.15)));
    return { x, y: top, m, floorY, flat: pr * 0.22 };
  }
  if (podium === "box") {
    const bw = m * rand.range(0.5, 0.6);
    const bh = m * rand.range(0.08, 0.16);
    const col = rand.pick(["#f4f1ea", pal.deep, "#e9c05f", pal.accent]);
    top = floorY + m * 0.04 - bh;
    c.add(shadow(doc, x + bw * 0.05, floorY + m * 0.04, bw * 0.55, bw * 0.06, 0.3, 10));
    c.add(`<rect x="${f(x - bw / 2)}" y="${f(top)}" width="${f(bw)}" height="${f(bh)}" fill="${lit(doc, col, 0.08, "h")}"/>`);
    c.add(
      `<polygon points="${pts([
        [x - bw / 2, top],
        [x + bw / 2, top],
        [x + bw / 2 - bw * 0.06, top - bh * 0.3],
        [x - bw / 2 + bw * 0.06, top - bh * 0.3],
      ])}" fill="${tint(col, 0.18)}"/>`,
    );
    return { x, y: top - bh * 0.15, m, floorY, flat: bh * 0.15 };
  }
  return { x, y: top, m, floorY, flat: m * 0.04 };
}

// Aviators, modelled in 3D and projected, so one frame can stand square on, turned or folded.
// Units are the frame's: x across (0 at the nose), y up from the lowest point of the lenses, z back
// along the temples. Only the right half is traced; the left is its mirror. Curves are cubic
// Béziers as flat lists: a start point, then two control points and an end point per segment.
const AVIATOR = {
  // The teardrop: a near-straight top, widest there, the outer edge sweeping down and in to its
  // lowest point nearer the nose, then a short, steep rise back up beside the nose pad.
  lens: [
    [0.07, 0.28],
    [0.07, 0.35, 0.1, 0.4, 0.19, 0.425],
    [0.3, 0.445, 0.42, 0.445, 0.5, 0.435],
    [0.56, 0.43, 0.585, 0.38, 0.575, 0.31],
    [0.545, 0.15, 0.37, 0.0, 0.25, 0.0],
    [0.15, 0.0, 0.09, 0.07, 0.078, 0.15],
    [0.072, 0.2, 0.07, 0.24, 0.07, 0.28],
  ].flat(),
  hinge: [0.58, 0.36, 0.02],
  // An open temple splays a little and its tip hooks down onto the podium, level with the lenses.
  arm: [0.6, 0.3, 0.3, 0.63, 0.2, 0.6, 0.64, 0.16, 0.8],
  hook: [0.645, 0.13, 0.88, 0.65, 0.05, 0.94, 0.65, 0.0, 0.96],
  padArm: [0.08, 0.3, 0, 0.09, 0.24, 0.03, 0.1, 0.2, 0.05, 0.11, 0.17, 0.06],
};
// The shop's three pictures are its three colourways, in the order products.json lists them
// (Brown with grey lenses, Gold and Black with brown), each in a pose of its own: square on,
// turned, and folded. `fold` turns the left and right temples in by slightly different angles,
// so folded they lie one behind the other.
const AVIATOR_VIEWS = [
  { frame: "#6e4a2e", lens: ["#141618", "#8a9095"], yaw: 0, fold: [0, 0] },
  { frame: "#e9c05f", lens: ["#24140a", "#b9834c"], yaw: 32, fold: [0, 0] },
  { frame: "#1e1e1e", lens: ["#24140a", "#b9834c"], yaw: -30, fold: [78, 86] },
];
// The podiums' tops are drawn as if seen from about this far above.
const AVIATOR_PITCH = (13 * Math.PI) / 180;

/** Flat [x, y, z, ...] points of the right temple, turned `deg` in about the hinge. */
function foldTemple(list, deg) {
  const [hx, , hz] = AVIATOR.hinge;
  const [cos, sin] = [Math.cos((deg * Math.PI) / 180), Math.sin((deg * Math.PI) / 180)];
  const out = [];
  for (let i = 0; i < list.length; i += 3) {
    const [dx, dz] = [list[i] - hx, list[i + 2] - hz];
    out.push(hx + dx * cos - dz * sin, list[i + 1], hz + dx * sin + dz * cos);
  }
  return out;
}

/** An orthographic view of the frame turned `yaw` degrees, with its ground point (0, 0, zc) on (x0, y0). */
function aviatorCamera(x0, y0, s, yaw, zc) {
  const [cos, sin] = [Math.cos((yaw * Math.PI) / 180), Math.sin((yaw * Math.PI) / 180)];
  const raw = (x, y, z) => [s * (x * cos + z * sin), -s * (y * Math.cos(AVIATOR_PITCH) + (z * cos - x * sin) * Math.sin(AVIATOR_PITCH))];
  const [dx, dy] = raw(0, 0, zc);
  return (x, y, z) => {
    const [px, py] = raw(x, y, z);
    return [x0 + px - dx, y0 + py - dy];
  };
}

/** SVG path data for a flat Bézier list of `dim`-number points, each put on the canvas by `at`. */
function bezier(list, dim, at) {
  let d = "";
  for (let i = 0, k = 0; i < list.length; i += dim, k++)
    d += (k === 0 ? "M" : k % 3 === 1 ? " C" : " ") + pts([at(...list.slice(i, i + dim))]);
  return d;
}

/** One lens: a gradient tint, dark at the top and clearer below, the sky caught in it, its thin rim. */
function aviatorLens(doc, cam, sg, lens, metal, s) {
  const d = bezier(AVIATOR.lens, 2, (x, y) => cam(sg * x, y, 0)) + " Z";
  const tintFill = doc.linearXY(...cam(sg * 0.3, 0.44, 0), ...cam(sg * 0.3, 0, 0), [
    [0, lens[0], 0.96],
    [0.35, lens[0], 0.92],
    [1, lens[1], 0.56],
  ]);
  // Two slanted bands, the same way up on both lenses: the light is from the upper left.
  const [x0, y0] = cam(sg * 0.3 - 0.2, 0.5, 0);
  const band = (from, to, opacity) => {
    const q = [
      [from, 0],
      [to, 0],
      [to - 0.3, 0.55],
      [from - 0.3, 0.55],
    ].map(([u, v]) => [x0 + u * s, y0 + v * s]);
    return `<polygon points="${pts(q)}" fill="#ffffff" opacity="${opacity}"/>`;
  };
  return (
    path(d, tintFill) +
    `<g clip-path="${doc.clip(`<path d="${d}"/>`)}">${band(0.22, 0.36, 0.14)}${band(0.42, 0.46, 0.2)}</g>` +
    path(d, "none", `stroke="${metal}" stroke-width="${f(s * 0.02)}"`)
  );
}

/** Aviators with their footprint centred on (x, y); the front is about 1.2 s across. */
function aviators(doc, x, y, s, { frame, lens, yaw, fold }) {
  const temples = fold.map((deg) => [foldTemple(AVIATOR.arm, deg), foldTemple(AVIATOR.hook, deg)]);
  // The footprint runs from the lenses back to the temple tips.
  const cam = aviatorCamera(x, y, s, yaw, temples[0][1].at(-1) / 2);
  const mirror = (sg, list) => list.map((v, i) => (i % 3 === 0 ? sg * v : v));
  const curve = (sg, list) => bezier(mirror(sg, list), 3, cam);
  const metal = doc.linearXY(...cam(-0.6, 0.45, 0), ...cam(0.6, 0, 0), [
    [0, tint(frame, 0.45)],
    [0.35, frame],
    [0.6, dark(frame, 0.25)],
    [0.8, tint(frame, 0.25)],
    [1, dark(frame, 0.3)],
  ]);
  const wire = (w, stroke = metal) => `stroke="${stroke}" stroke-width="${f(s * w)}" stroke-linecap="round"`;
  const sides = [-1, 1];
  const out = [shadow(doc, x, y, s * 0.62, s * 0.12, 0.3, 8)];
  // Behind the lenses, and seen through them: the temples with their plastic tips, the nose pads.
  sides.forEach((sg, i) => {
    const [arm, hook] = temples[i];
    out.push(path(curve(sg, [...AVIATOR.hinge, ...arm, ...hook]), "none", wire(0.016)));
    out.push(path(curve(sg, [...arm.slice(-3), ...hook]), "none", wire(0.026, dark(frame, 0.3))));
    out.push(path(curve(sg, AVIATOR.padArm), "none", wire(0.01)));
    out.push(circle(...cam(...mirror(sg, AVIATOR.padArm.slice(-3))), s * 0.03, "#ffffff", 'opacity="0.4"'));
  });
  for (const sg of sides) out.push(aviatorLens(doc, cam, sg, lens, metal, s));
  // The double bridge: a saddle between the lenses and a straight bar above it. Then the end pieces.
  out.push(path(`M${pts([cam(-0.072, 0.3, 0)])} Q${pts([cam(0, 0.36, 0), cam(0.072, 0.3, 0)])}`, "none", wire(0.02)));
  out.push(line(...cam(-0.26, 0.445, 0), ...cam(0.26, 0.445, 0), metal, s * 0.018));
  for (const sg of sides) out.push(line(...cam(sg * 0.56, 0.36, 0), ...cam(...mirror(sg, AVIATOR.hinge)), metal, s * 0.03));
  return out.join("");
}

// Each product draws standing on (x, y), with unit m (short side of the frame).
const PRODUCTS = {
  sneaker(c, rand, x, y, m) {
    const { doc } = c;
    const s = m * 0.5;
    const col = rand.pick(["#f4f1ea", "#1e1e1e", "#e9c05f", "#dc8f70", "#6f8fbf", "#56705a"]);
    const acc = rand.pick(["#e9c05f", "#b3482f", "#2b3a55", "#ffffff", "#1f5f63"]);
    const out = [shadow(doc, x, y, s * 0.5, s * 0.05, 0.35, 5)];
    out.push(
      path(
        `M${f(x - s * 0.5)},${f(y - s * 0.04)} Q${f(x - s * 0.52)},${f(y - s * 0.3)} ${f(x - s * 0.35)},${f(y - s * 0.34)} L${f(x - s * 0.15)},${f(y - s * 0.36)} Q${f(x + s * 0.05)},${f(y - s * 0.2)} ${f(x + s * 0.3)},${f(y - s * 0.16)} Q${f(x + s * 0.5)},${f(y - s * 0.13)} ${f(x + s * 0.52)},${f(y - s * 0.04)} Z`,
        lit(doc, col, 0.12, "v"),
      ),
    );
    out.push(
      path(
        `M${f(x - s * 0.52)},${f(y - s * 0.06)} H${f(x + s * 0.53)} Q${f(x + s * 0.55)},${f(y)} ${f(x + s * 0.48)},${f(y)} H${f(x - s * 0.5)} Z`,
        "#ffffff",
      ),
    );
    out.push(line(x - s * 0.52, y - s * 0.05, x + s * 0.53, y - s * 0.05, "#d8d3c8", 2));
    out.push(
      path(
        `M${f(x - s * 0.25)},${f(y - s * 0.08)} Q${f(x)},${f(y - s * 0.25)} ${f(x + s * 0.3)},${f(y - s * 0.1)}`,
        "none",
        `stroke="${acc}" stroke-width="${f(s * 0.05)}" stroke-linecap="round"`,
      ),
    );
    for (let i = 0; i < 4; i++)
      out.push(
        line(
          x - s * 0.12 + i * s * 0.06,
          y - s * 0.3 + i * s * 0.03,
          x - s * 0.05 + i * s * 0.06,
          y - s * 0.33 + i * s * 0.03,
          tint(col, 0.5),
          s * 0.015,
        ),
      );
    out.push(
      path(
        `M${f(x - s * 0.5)},${f(y - s * 0.3)} Q${f(x - s * 0.45)},${f(y - s * 0.42)} ${f(x - s * 0.35)},${f(y - s * 0.4)} L${f(x - s * 0.35)},${f(y - s * 0.34)} Z`,
        acc,
      ),
    );
    return out.join("");
  },
  handbag(c, rand, x, y, m) {
    const { doc } = c;
    const s = m * 0.42;
    const col = rand.pick(["#9c4c36", "#1e1e1e", "#e9c05f", "#b76e6e", "#2e4a4f", "#d9c9b0"]);
    const out = [shadow(doc, x, y, s * 0.55, s * 0.05, 0.35, 6)];
    out.push(
      path(
        `M${f(x - s * 0.22)},${f(y - s * 0.6)} Q${f(x)},${f(y - s * 1.05)} ${f(x + s * 0.22)},${f(y - s * 0.6)}`,
        "none",
        `stroke="${dark(col, 0.2)}" stroke-width="${f(s * 0.05)}"`,
      ),
    );
    out.push(
      path(
        `M${f(x - s * 0.42)},${f(y - s * 0.62)} H${f(x + s * 0.42)} L${f(x + s * 0.5)},${f(y)} H${f(x - s * 0.5)} Z`,
        lit(doc, col, 0.12),
      ),
    );
    out.push(
      path(
        `M${f(x - s * 0.42)},${f(y - s * 0.62)} H${f(x + s * 0.42)} L${f(x + s * 0.44)},${f(y - s * 0.4)} Q${f(x)},${f(y - s * 0.3)} ${f(x - s * 0.44)},${f(y - s * 0.4)} Z`,
        dark(col, 0.1),
      ),
    );
    out.push(rr(x - s * 0.06, y - s * 0.38, s * 0.12, s * 0.08, 2, "#e9c05f"));
    out.push(
      path(
        `M${f(x - s * 0.47)},${f(y - s * 0.05)} H${f(x + s * 0.47)}`,
        "none",
        `stroke="${tint(col, 0.3)}" stroke-dasharray="4 4" stroke-width="1.5"`,
      ),
    );
    return out.join("");
  },
  watch(c, rand, x, y, m) {
    const { doc } = c;
    const s = m * 0.36;
    const strap = rand.pick(["#6e4a2e", "#1e1e1e", "#2b3a55", "#d9c9b0", "#56705a"]);
    const caseC = rand.pick(["#e9c05f", "#c8ccd2", "#1e1e1e"]);
    const face = rand.pick(["#f4f1ea", "#1e1e1e", "#2b3a55", "#1f5f63"]);
    const cy = y - s * 0.55;
    const out = [shadow(doc, x, y, s * 0.45, s * 0.06, 0.3, 6)];
    out.push(rr(x - s * 0.17, cy - s * 0.55, s * 0.34, s * 1.1, s * 0.08, lit(doc, strap, 0.12, "h")));
    out.push(
      circle(
        x,
        cy,
        s * 0.36,
        doc.linear(
          [
            [0, tint(caseC, 0.35)],
            [0.5, caseC],
            [1, dark(caseC, 0.3)],
          ],
          { x1: 0, y1: 0, x2: 1, y2: 1 },
        ),
      ),
    );
    out.push(circle(x, cy, s * 0.3, face));
    for (let i = 0; i < 12; i++) {
      const a = (i / 12) * Math.PI * 2;
      out.push(
        line(
          x + Math.cos(a) * s * 0.24,
          cy + Math.sin(a) * s * 0.24,
          x + Math.cos(a) * s * (i % 3 ? 0.26 : 0.22),
          cy + Math.sin(a) * s * (i % 3 ? 0.26 : 0.22),
          face === "#f4f1ea" ? "#1e1e1e" : "#e9c05f",
          i % 3 ? 1.2 : 2.5,
        ),
      );
    }
    const hc = face === "#f4f1ea" ? "#1e1e1e" : "#ffffff";
    out.push(line(x, cy, x + s * 0.1, cy - s * 0.12, hc, 3) + line(x, cy, x - s * 0.05, cy - s * 0.2, hc, 2) + circle(x, cy, 3, "#e9c05f"));
    out.push(rr(x + s * 0.35, cy - s * 0.04, s * 0.05, s * 0.08, 2, caseC));
    out.push(
      path(
        `M${f(x - s * 0.25)},${f(cy - s * 0.2)} A${f(s * 0.3)},${f(s * 0.3)} 0 0 1 ${f(x + s * 0.1)},${f(cy - s * 0.3)}`,
        "none",
        'stroke="#fff" stroke-opacity="0.3" stroke-width="3"',
      ),
    );
    return out.join("");
  },
  sunglasses(c, rand, x, y, m) {
    const { doc } = c;
    const s = m * 0.42;
    const frame = rand.pick(["#1e1e1e", "#e9c05f", "#6e4a2e", "#b76e6e"]);
    const lens = rand.pick([
      ["#3a3a3a", "#101010"],
      ["#6b4a2e", "#2a1a0e"],
      ["#2f6ea5", "#13243a"],
      ["#b76e6e", "#5e3456"],
    ]);
    const cy = y - s * 0.18;
    const out = [shadow(doc, x, y, s * 0.55, s * 0.04, 0.3, 5)];
    for (const sg of [-1, 1]) {
      const lx = x + sg * s * 0.26;
      out.push(
        rr(
          lx - s * 0.22,
          cy - s * 0.16,
          s * 0.44,
          s * 0.32,
          s * 0.14,
          doc.linear(
            [
              [0, lens[0]],
              [1, lens[1]],
            ],
            { x1: 0, y1: 0, x2: 0.3, y2: 1 },
          ),
          `stroke="${frame}" stroke-width="${f(s * 0.035)}"`,
        ),
      );
      out.push(
        path(
          `M${f(lx - s * 0.15)},${f(cy - s * 0.08)} l${f(s * 0.1)},${f(-s * 0.04)}`,
          "none",
          'stroke="#fff" stroke-opacity="0.5" stroke-width="3" stroke-linecap="round"',
        ),
      );
    }
    out.push(
      path(
        `M${f(x - s * 0.05)},${f(cy - s * 0.08)} Q${f(x)},${f(cy - s * 0.14)} ${f(x + s * 0.05)},${f(cy - s * 0.08)}`,
        "none",
        `stroke="${frame}" stroke-width="${f(s * 0.035)}"`,
      ),
    );
    out.push(
      line(x - s * 0.48, cy - s * 0.1, x - s * 0.6, cy + s * 0.12, frame, s * 0.03) +
        line(x + s * 0.48, cy - s * 0.1, x + s * 0.6, cy + s * 0.12, frame, s * 0.03),
    );
    return out.join("");
  },
  aviator(c, rand, x, y, m, view = 1) {
    return aviators(c.doc, x, y, m * 0.37, AVIATOR_VIEWS[view - 1]);
  },
  headphones(c, rand, x, y, m) {
    const { doc } = c;
    const s = m * 0.45;
    const col = rand.pick(["#1e1e1e", "#f4f1ea", "#e9c05f", "#6f8fbf", "#b76e6e"]);
    const pad = col === "#1e1e1e" ? "#3a3a3a" : dark(col, 0.25);
    const out = [shadow(doc, x, y, s * 0.45, s * 0.05, 0.3, 6)];
    out.push(
      path(
        `M${f(x - s * 0.36)},${f(y - s * 0.35)} A${f(s * 0.36)},${f(s * 0.45)} 0 0 1 ${f(x + s * 0.36)},${f(y - s * 0.35)}`,
        "none",
        `stroke="${dark(col, 0.1)}" stroke-width="${f(s * 0.07)}" stroke-linecap="round"`,
      ),
    );
    for (const sg of [-1, 1]) {
      out.push(rr(x + sg * s * 0.36 - s * 0.1, y - s * 0.42, s * 0.2, s * 0.38, s * 0.09, lit(doc, col, 0.15, "h")));
      out.push(rr(x + sg * s * 0.36 - (sg > 0 ? s * 0.1 : -s * 0.02), y - s * 0.38, s * 0.08, s * 0.3, s * 0.04, pad));
    }
    return out.join("");
  },
  phone(c, rand, x, y, m) {
    const { doc } = c;
    const s = m * 0.55;
    const col = rand.pick(["#1e1e1e", "#e9c05f", "#c8ccd2", "#2b3a55"]);
    const scr = rand.pick([
      ["#e9c05f", "#ba8023"],
      ["#8ec5e8", "#2f6ea5"],
      ["#efbcb2", "#5e3456"],
      ["#9fd3c7", "#1f5f63"],
    ]);
    const out = [shadow(doc, x, y, s * 0.25, s * 0.03, 0.3, 5)];
    out.push(rr(x - s * 0.22, y - s * 0.9, s * 0.44, s * 0.9, s * 0.06, lit(doc, col, 0.2, "h")));
    out.push(
      rr(
        x - s * 0.2,
        y - s * 0.88,
        s * 0.4,
        s * 0.86,
        s * 0.05,
        doc.linear(
          [
            [0, scr[0]],
            [1, scr[1]],
          ],
          { x1: 0, y1: 0, x2: 0.4, y2: 1 },
        ),
      ),
    );
    out.push(rr(x - s * 0.05, y - s * 0.865, s * 0.1, s * 0.02, 4, "#111"));
    for (let i = 0; i < 3; i++) out.push(rr(x - s * 0.15, y - s * (0.62 - i * 0.16), s * 0.3, s * 0.1, 6, "#ffffff", 'opacity="0.35"'));
    out.push(circle(x - s * 0.08, y - s * 0.72, s * 0.05, "#ffffff", 'opacity="0.7"'));
    return out.join("");
  },
  perfume(c, rand, x, y, m) {
    const { doc } = c;
    const s = m * 0.5;
    const liquid = rand.pick(["#e9c05f", "#efbcb2", "#b98aab", "#9fd3c7", "#dc8f70"]);
    const out = [shadow(doc, x, y, s * 0.3, s * 0.04, 0.3, 6)];
    const bw = s * rand.range(0.42, 0.55);
    const bh = s * rand.range(0.5, 0.62);
    out.push(
      rr(
        x - bw / 2,
        y - bh,
        bw,
        bh,
        s * 0.06,
        doc.linear(
          [
            [0, tint(liquid, 0.5), 0.95],
            [0.5, liquid, 0.9],
            [1, dark(liquid, 0.25), 0.95],
          ],
          { x1: 0, y1: 0, x2: 1, y2: 0 },
        ),
      ),
    );
    out.push(rr(x - bw / 2 + 8, y - bh + 8, bw * 0.12, bh - 16, 6, "#ffffff", 'opacity="0.35"'));
    out.push(rr(x - bw * 0.28, y - bh * 0.55, bw * 0.56, bh * 0.22, 3, "#fbf8f1", 'opacity="0.9"'));
    out.push(
      rr(x - bw * 0.16, y - bh * 0.47, bw * 0.32, bh * 0.03, 2, "#1e1e1e") +
        rr(x - bw * 0.1, y - bh * 0.41, bw * 0.2, bh * 0.02, 2, "#ba8023"),
    );
    out.push(rr(x - s * 0.06, y - bh - s * 0.06, s * 0.12, s * 0.06, 2, "#c8ccd2"));
    out.push(
      rr(x - s * 0.12, y - bh - s * 0.24, s * 0.24, s * 0.18, s * 0.04, lit(doc, rand.pick(["#e9c05f", "#1e1e1e", "#f4f1ea"]), 0.2, "h")),
    );
    return out.join("");
  },
  cosmetics(c, rand, x, y, m) {
    const { doc } = c;
    const s = m * 0.45;
    const col = rand.pick(["#efbcb2", "#f4f1ea", "#e9c05f", "#b98aab", "#9fd3c7"]);
    const out = [shadow(doc, x, y, s * 0.6, s * 0.05, 0.3, 6)];
    // Jar, tube and dropper bottle as a set.
    out.push(rr(x - s * 0.55, y - s * 0.26, s * 0.42, s * 0.26, s * 0.04, lit(doc, col, 0.1, "h")));
    out.push(rr(x - s * 0.57, y - s * 0.36, s * 0.46, s * 0.12, s * 0.03, lit(doc, "#e9c05f", 0.15, "h")));
    out.push(
      path(
        `M${f(x - s * 0.06)},${f(y)} H${f(x + s * 0.14)} L${f(x + s * 0.16)},${f(y - s * 0.62)} H${f(x - s * 0.08)} Z`,
        lit(doc, tint(col, 0.3), 0.1, "h"),
      ),
    );
    out.push(rr(x - s * 0.06, y - s * 0.12, s * 0.2, s * 0.12, 3, dark(col, 0.2)));
    out.push(rr(x - s * 0.03, y - s * 0.45, s * 0.14, s * 0.12, 2, "#ffffff", 'opacity="0.6"'));
    out.push(
      rr(
        x + s * 0.25,
        y - s * 0.4,
        s * 0.26,
        s * 0.4,
        s * 0.05,
        doc.linear(
          [
            [0, "#c98a3a", 0.95],
            [1, "#6b3e14", 0.95],
          ],
          { x1: 0, y1: 0, x2: 1, y2: 0 },
        ),
      ),
    );
    out.push(
      rr(x + s * 0.31, y - s * 0.52, s * 0.14, s * 0.12, 2, "#1e1e1e") + ellipse(x + s * 0.38, y - s * 0.6, s * 0.06, s * 0.09, "#1e1e1e"),
    );
    return out.join("");
  },
  lipstick(c, rand, x, y, m) {
    const { doc } = c;
    const s = m * 0.5;
    const tube = rand.pick(["#e9c05f", "#1e1e1e", "#c8ccd2"]);
    const shade = rand.pick(["#b3243a", "#d45a6a", "#9c4c36", "#7a2a3a", "#e07a6a"]);
    const out = [shadow(doc, x, y, s * 0.35, s * 0.04, 0.3, 6)];
    for (const [dx, hgt, open] of [
      [-0.15, 0.62, true],
      [0.14, 0.42, false],
    ]) {
      const bx = x + dx * s;
      out.push(rr(bx - s * 0.08, y - s * 0.3, s * 0.16, s * 0.3, 3, lit(doc, tube, 0.2, "h")));
      if (open) {
        out.push(rr(bx - s * 0.065, y - s * 0.42, s * 0.13, s * 0.12, 2, lit(doc, "#e9c05f", 0.2, "h")));
        out.push(
          path(
            `M${f(bx - s * 0.05)},${f(y - s * 0.42)} V${f(y - s * hgt + s * 0.04)} L${f(bx + s * 0.05)},${f(y - s * hgt - s * 0.04)} V${f(y - s * 0.42)} Z`,
            lit(doc, shade, 0.15, "h"),
          ),
        );
      } else
        out.push(
          rr(bx - s * 0.085, y - s * hgt, s * 0.17, s * (hgt - 0.28), 3, lit(doc, shade === "#b3243a" ? "#1e1e1e" : tube, 0.25, "h")),
        );
    }
    return out.join("");
  },
  chair(c, rand, x, y, m) {
    const { doc } = c;
    const s = m * 0.62;
    const col = rand.pick(["#e9c05f", "#56705a", "#dc8f70", "#2b3a55", "#f4f1ea", "#b76e6e"]);
    const wood = rand.pick(["#6e4a2e", "#c9a27a", "#1e1e1e"]);
    const out = [shadow(doc, x, y, s * 0.45, s * 0.05, 0.3, 6)];
    for (const [a, b] of [
      [-0.3, -0.34],
      [0.3, 0.34],
      [-0.16, -0.2],
      [0.16, 0.2],
    ])
      out.push(line(x + a * s, y - s * 0.32, x + b * s, y, wood, s * 0.025));
    out.push(
      path(
        `M${f(x - s * 0.36)},${f(y - s * 0.32)} Q${f(x - s * 0.42)},${f(y - s * 0.82)} ${f(x)},${f(y - s * 0.86)} Q${f(x + s * 0.42)},${f(y - s * 0.82)} ${f(x + s * 0.36)},${f(y - s * 0.32)} Z`,
        lit(doc, col, 0.14),
      ),
    );
    out.push(rr(x - s * 0.38, y - s * 0.38, s * 0.76, s * 0.12, s * 0.05, lit(doc, dark(col, 0.05), 0.12, "v")));
    for (const sg of [-1, 1]) out.push(rr(x + sg * s * 0.38 - s * 0.05, y - s * 0.55, s * 0.1, s * 0.22, s * 0.04, dark(col, 0.12)));
    return out.join("");
  },
  sofa(c, rand, x, y, m) {
    const { doc } = c;
    const s = m * 0.78;
    const col = rand.pick(["#56705a", "#2b3a55", "#c9a27a", "#b76e6e", "#d9c9b0", "#6b5b4d"]);
    const wood = rand.pick(["#6e4a2e", "#c9a27a", "#1e1e1e"]);
    const out = [shadow(doc, x, y, s * 0.55, s * 0.05, 0.32, 7)];
    for (const a of [-0.42, 0.42]) out.push(line(x + a * s, y - s * 0.1, x + a * s * 1.03, y, wood, s * 0.022));
    // Back, seat cushions and arms.
    out.push(rr(x - s * 0.46, y - s * 0.5, s * 0.92, s * 0.3, s * 0.06, lit(doc, dark(col, 0.04), 0.12, "v")));
    for (const dx of [-0.21, 0.21])
      out.push(rr(x + dx * s - s * 0.2, y - s * 0.46, s * 0.4, s * 0.24, s * 0.05, lit(doc, tint(col, 0.06), 0.12)));
    out.push(rr(x - s * 0.46, y - s * 0.24, s * 0.92, s * 0.15, s * 0.04, lit(doc, col, 0.1, "v")));
    for (const dx of [-0.21, 0.21]) out.push(rr(x + dx * s - s * 0.205, y - s * 0.28, s * 0.41, s * 0.08, s * 0.035, tint(col, 0.12)));
    for (const sg of [-1, 1])
      out.push(rr(x + sg * s * 0.47 - s * 0.06, y - s * 0.36, s * 0.12, s * 0.27, s * 0.05, lit(doc, dark(col, 0.08), 0.12)));
    return out.join("");
  },
  sideTable(c, rand, x, y, m) {
    const { doc } = c;
    const s = m * 0.55;
    const wood = rand.pick(["#8a5a34", "#c9a27a", "#3b2a1e", "#6e4a2e"]);
    const out = [shadow(doc, x, y, s * 0.34, s * 0.05, 0.3, 6)];
    for (const [a, b] of [
      [-0.26, -0.32],
      [0.26, 0.32],
      [-0.12, -0.16],
      [0.12, 0.16],
    ])
      out.push(line(x + a * s, y - s * 0.56, x + b * s, y, dark(wood, 0.1), s * 0.035));
    out.push(rr(x - s * 0.3, y - s * 0.34, s * 0.6, s * 0.03, s * 0.01, dark(wood, 0.15)));
    out.push(ellipse(x, y - s * 0.6, s * 0.36, s * 0.06, dark(wood, 0.2)));
    out.push(ellipse(x, y - s * 0.625, s * 0.36, s * 0.06, lit(doc, wood, 0.15, "h")));
    // A cup or a small vase on top.
    const top = y - s * 0.63;
    out.push(rr(x + s * 0.05, top - s * 0.14, s * 0.1, s * 0.14, s * 0.02, rand.pick(["#f4f1ea", "#dc8f70", "#1f5f63"])));
    return out.join("");
  },
  lamp(c, rand, x, y, m) {
    const { doc } = c;
    const s = m * 0.6;
    const shadeCol = rand.pick(["#f4f1ea", "#e9c05f", "#1f5f63", "#dc8f70"]);
    const baseCol = rand.pick(["#e9c05f", "#1e1e1e", "#c8ccd2", "#b76e6e"]);
    const out = [shadow(doc, x, y, s * 0.2, s * 0.03, 0.3, 5)];
    out.push(
      circle(
        x,
        y - s * 0.75,
        s * 0.5,
        doc.radialXY(x, y - s * 0.75, s * 0.5, [
          [0, "#fff0c2", 0.5],
          [1, "#fff0c2", 0],
        ]),
      ),
    );
    out.push(ellipse(x, y - s * 0.02, s * 0.14, s * 0.03, baseCol));
    out.push(line(x, y - s * 0.02, x, y - s * 0.6, baseCol, s * 0.02));
    out.push(
      path(
        `M${f(x - s * 0.28)},${f(y - s * 0.52)} A${f(s * 0.28)},${f(s * 0.3)} 0 0 1 ${f(x + s * 0.28)},${f(y - s * 0.52)} Z`,
        lit(doc, shadeCol, 0.15, "h"),
      ),
    );
    out.push(ellipse(x, y - s * 0.52, s * 0.28, s * 0.04, "#fff6d8"));
    return out.join("");
  },
  vases(c, rand, x, y, m) {
    const { doc } = c;
    const s = m * 0.5;
    const cols = [
      rand.pick(["#e9c05f", "#dc8f70", "#f4f1ea"]),
      rand.pick(["#1e1e1e", "#56705a", "#2e4a4f"]),
      rand.pick(["#efbcb2", "#d9c9b0", "#9fd3c7"]),
    ];
    const out = [shadow(doc, x, y, s * 0.6, s * 0.05, 0.3, 6)];
    const vs = [
      [-0.32, 0.55, 0.2],
      [0.02, 0.8, 0.16],
      [0.32, 0.4, 0.26],
    ];
    vs.forEach(([dx, hh, ww], i) => {
      const vx = x + dx * s;
      const vh = hh * s;
      const vw = ww * s;
      out.push(
        path(
          `M${f(vx - vw * 0.25)},${f(y - vh)} H${f(vx + vw * 0.25)} Q${f(vx + vw * 0.2)},${f(y - vh * 0.7)} ${f(vx + vw * 0.6)},${f(y - vh * 0.4)} Q${f(vx + vw * 0.7)},${f(y)} ${f(vx + vw * 0.35)},${f(y)} H${f(vx - vw * 0.35)} Q${f(vx - vw * 0.7)},${f(y)} ${f(vx - vw * 0.6)},${f(y - vh * 0.4)} Q${f(vx - vw * 0.2)},${f(y - vh * 0.7)} ${f(vx - vw * 0.25)},${f(y - vh)} Z`,
          doc.linear(
            [
              [0, tint(cols[i], 0.2)],
              [0.6, cols[i]],
              [1, dark(cols[i], 0.25)],
            ],
            { x1: 0, y1: 0, x2: 1, y2: 0 },
          ),
        ),
      );
      if (i === 1)
        for (let k = 0; k < 5; k++)
          out.push(line(vx, y - vh, vx + rand.range(-0.2, 0.2) * s, y - vh - rand.range(0.2, 0.4) * s, "#6e4a2e", 2));
    });
    for (let k = 0; k < 5; k++)
      out.push(
        circle(
          x + rand.range(-0.2, 0.22) * s,
          y - 0.8 * s - rand.range(0.15, 0.38) * s,
          s * 0.035,
          rand.pick(["#d9c59a", "#f4f1ea", "#e9c05f"]),
        ),
      );
    return out.join("");
  },
  backpack(c, rand, x, y, m) {
    const { doc } = c;
    const s = m * 0.5;
    const col = rand.pick(["#56705a", "#2b3a55", "#dc8f70", "#e9c05f", "#1e1e1e"]);
    const out = [shadow(doc, x, y, s * 0.4, s * 0.05, 0.3, 6)];
    out.push(
      path(
        `M${f(x - s * 0.1)},${f(y - s * 0.85)} Q${f(x)},${f(y - s * 1)} ${f(x + s * 0.1)},${f(y - s * 0.85)}`,
        "none",
        `stroke="${dark(col, 0.3)}" stroke-width="${f(s * 0.03)}"`,
      ),
    );
    out.push(rr(x - s * 0.32, y - s * 0.88, s * 0.64, s * 0.88, s * 0.16, lit(doc, col, 0.12)));
    out.push(
      path(
        `M${f(x - s * 0.32)},${f(y - s * 0.6)} Q${f(x)},${f(y - s * 0.75)} ${f(x + s * 0.32)},${f(y - s * 0.6)} V${f(y - s * 0.7)} Q${f(x)},${f(y - s * 0.95)} ${f(x - s * 0.32)},${f(y - s * 0.7)} Z`,
        dark(col, 0.12),
      ),
    );
    out.push(rr(x - s * 0.22, y - s * 0.38, s * 0.44, s * 0.3, s * 0.06, dark(col, 0.1)));
    out.push(line(x - s * 0.18, y - s * 0.33, x + s * 0.18, y - s * 0.33, "#e9c05f", 2));
    out.push(rr(x - s * 0.04, y - s * 0.5, s * 0.08, s * 0.05, 2, "#c9a27a"));
    return out.join("");
  },
  camera(c, rand, x, y, m) {
    const { doc } = c;
    const s = m * 0.5;
    const body = rand.pick(["#1e1e1e", "#c8ccd2"]);
    const trim = rand.pick(["#6e4a2e", "#1e1e1e", "#e9c05f"]);
    const out = [shadow(doc, x, y, s * 0.5, s * 0.05, 0.3, 6)];
    out.push(rr(x - s * 0.2, y - s * 0.58, s * 0.22, s * 0.1, 3, dark(body, 0.1)));
    out.push(rr(x - s * 0.48, y - s * 0.5, s * 0.96, s * 0.5, s * 0.06, lit(doc, body, 0.18, "v")));
    out.push(rr(x - s * 0.48, y - s * 0.38, s * 0.96, s * 0.26, 2, trim));
    out.push(
      circle(x + s * 0.05, y - s * 0.26, s * 0.22, "#2a2a2a") +
        circle(
          x + s * 0.05,
          y - s * 0.26,
          s * 0.16,
          doc.radialXY(x, y - s * 0.32, s * 0.18, [
            [0, "#4a6fa5"],
            [0.5, "#14213a"],
            [1, "#05070d"],
          ]),
        ) +
        circle(x - s * 0.01, y - s * 0.32, s * 0.04, "#ffffff", 'opacity="0.5"'),
    );
    out.push(rr(x + s * 0.3, y - s * 0.56, s * 0.1, s * 0.06, 2, "#e9c05f"));
    return out.join("");
  },
  tshirt(c, rand, x, y, m) {
    const { doc } = c;
    const s = m * 0.6;
    const col = rand.pick(["#f4f1ea", "#1e1e1e", "#e9c05f", "#6f8fbf", "#dc8f70", "#56705a"]);
    const out = [line(x, y - s * 0.98, x, y - s * 1.05, "#8a8a8a", 2)];
    out.push(
      path(
        `M${f(x - s * 0.12)},${f(y - s * 0.92)} L${f(x - s * 0.35)},${f(y - s * 0.85)} L${f(x - s * 0.5)},${f(y - s * 0.62)} L${f(x - s * 0.38)},${f(y - s * 0.55)} L${f(x - s * 0.3)},${f(y - s * 0.65)} V${f(y - s * 0.08)} H${f(x + s * 0.3)} V${f(y - s * 0.65)} L${f(x + s * 0.38)},${f(y - s * 0.55)} L${f(x + s * 0.5)},${f(y - s * 0.62)} L${f(x + s * 0.35)},${f(y - s * 0.85)} L${f(x + s * 0.12)},${f(y - s * 0.92)} Q${f(x)},${f(y - s * 0.82)} ${f(x - s * 0.12)},${f(y - s * 0.92)} Z`,
        lit(doc, col, 0.1),
      ),
    );
    out.push(
      path(
        `M${f(x - s * 0.25)},${f(y - s * 0.92)} Q${f(x)},${f(y - s * 1.02)} ${f(x + s * 0.25)},${f(y - s * 0.92)}`,
        "none",
        'stroke="#8a6a3a" stroke-width="4"',
      ),
    );
    out.push(circle(x, y - s * 0.55, s * 0.09, col === "#e9c05f" ? "#1e1e1e" : "#e9c05f", 'opacity="0.9"'));
    return out.join("");
  },
};

export const PRODUCT_KINDS = Object.keys(PRODUCTS);

export function product({ w, h, seed, kind, darkSet, view }) {
  const rand = rng(seed);
  const c = canvas(w, h);
  const pal = rand.pick(SET_PALS);
  const k = kind || rand.pick(PRODUCT_KINDS);
  const hanging = k === "tshirt";
  const st = studio(c, rand, pal, { podium: hanging ? "none" : undefined, darkSet: darkSet ?? rand() < 0.15 });
  const y = hanging ? st.floorY - st.m * 0.02 : st.y + st.flat * 0.3;
  c.add(PRODUCTS[k](c, rand, st.x, y, st.m, view));
  // A prop leaf or pebble beside the podium, sometimes.
  if (rand() < 0.5) {
    const lx = st.x + rand.pick([-1, 1]) * st.m * 0.45;
    for (let i = 0; i < 3; i++)
      c.add(
        path(
          leaf(lx, st.floorY + st.m * 0.08, -Math.PI / 2 + rand.range(-0.8, 0.8), st.m * rand.range(0.12, 0.2), 0.28),
          rand.pick(["#56705a", "#3d6b57", "#7aa56f"]),
        ),
      );
  }
  return c.done();
}
