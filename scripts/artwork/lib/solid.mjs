// A tiny parallel-projection renderer for the rounded box shapes the artwork is
// full of (cast and minted bars, card blanks, monitors, vault shelves). A solid
// is a stack of rounded-rectangle "rings" joined by quads; every face is lit
// from a small studio light set-up and painted with a gradient, so the metal
// reads as polished rather than flat. Parallel projection keeps a face's flat
// coordinates an affine map of the screen, which is what lets stamps and
// printed text sit exactly on a face.
import { f, pts, clamp } from "./core.mjs";

export const dot = (a, b) => a[0] * b[0] + a[1] * b[1] + a[2] * b[2];
export const sub = (a, b) => [a[0] - b[0], a[1] - b[1], a[2] - b[2]];
export const add = (a, b) => [a[0] + b[0], a[1] + b[1], a[2] + b[2]];
export const mul = (a, k) => [a[0] * k, a[1] * k, a[2] * k];
export const norm = (a) => {
  const l = Math.hypot(a[0], a[1], a[2]) || 1;
  return [a[0] / l, a[1] / l, a[2] / l];
};

/**
 * yaw turns the scene about the vertical axis, pitch is the camera elevation
 * (0 = level, PI/2 = straight down), scale is pixels per world unit (mm), and
 * (ox, oy) is where the world origin lands on screen.
 */
export function camera({ yaw, pitch, scale, ox, oy }) {
  const cy = Math.cos(yaw);
  const sy = Math.sin(yaw);
  const cp = Math.cos(pitch);
  const sp = Math.sin(pitch);
  const project = ([x, y, z]) => {
    const x1 = x * cy - y * sy;
    const y1 = x * sy + y * cy;
    return [ox + scale * x1, oy - scale * (y1 * sp + z * cp)];
  };
  const depth = ([x, y, z]) => (x * sy + y * cy) * cp - z * sp;
  const view = norm([-cp * sy, -cp * cy, sp]);
  /** Affine map from flat (u right, w toward the viewer) on the plane z = h. */
  const planeMatrix = (x0, y0, h, rot = 0) => {
    const [e, ff] = project([x0, y0, h]);
    const cr = Math.cos(rot);
    const sr = Math.sin(rot);
    // Unit vectors of the flat frame in world space.
    const U = [cr, sr, 0];
    const Wv = [sr, -cr, 0];
    const pu = project(U);
    const pw = project(Wv);
    const p0 = project([0, 0, 0]);
    return [pu[0] - p0[0], pu[1] - p0[1], pw[0] - p0[0], pw[1] - p0[1], e, ff];
  };
  return { project, depth, view, planeMatrix, yaw, pitch, scale, ox, oy };
}

/** A true perspective camera, for scenes that recede (vault aisles, halls). */
export function perspective({ eye, target, focal, cx, cy }) {
  const F = norm(sub(target, eye));
  const R = norm([F[1], -F[0], 0]);
  const U = [R[1] * F[2] - R[2] * F[1], R[2] * F[0] - R[0] * F[2], R[0] * F[1] - R[1] * F[0]];
  const project = (p) => {
    const d = sub(p, eye);
    const z = Math.max(1e-3, dot(d, F));
    return [cx + (focal * dot(d, R)) / z, cy - (focal * dot(d, U)) / z];
  };
  const depth = (p) => dot(sub(p, eye), F);
  const viewAt = (p) => norm(sub(eye, p));
  return { project, depth, viewAt, view: mul(F, -1), scale: focal / Math.max(1, Math.hypot(...sub(target, eye))), planeMatrix: null };
}

export const matrix = (m) => `matrix(${m.map(f).join(" ")})`;

/** Rounded rectangle ring centred on the origin, counter-clockwise from above. */
export function ring(L, W, r, z, segs = 4) {
  const hx = L / 2;
  const hy = W / 2;
  r = Math.max(0, Math.min(r, hx - 0.01, hy - 0.01));
  const centres = [
    [hx - r, hy - r, 0],
    [-hx + r, hy - r, 90],
    [-hx + r, -hy + r, 180],
    [hx - r, -hy + r, 270],
  ];
  const out = [];
  for (const [cx, cy, start] of centres) {
    for (let k = 0; k <= segs; k++) {
      const a = ((start + (90 * k) / segs) * Math.PI) / 180;
      out.push([cx + r * Math.cos(a), cy + r * Math.sin(a), z]);
    }
  }
  return out;
}

/** Default studio: soft key above and behind, cool-neutral fill front-left, warm rim back-right. */
export const STUDIO = {
  key: norm([-0.35, 0.45, 1]),
  fill: norm([-1, -0.7, 0.35]),
  rim: norm([1, 0.9, 0.35]),
  ambient: 0.13,
  diffuse: 0.3,
  keySpec: 0.62,
  fillSpec: 0.26,
  rimSpec: 0.55,
};

const lightCache = new WeakMap();
function normaliseLights(L) {
  if (!lightCache.has(L)) lightCache.set(L, { ...L, key: norm(L.key), fill: norm(L.fill), rim: norm(L.rim), normalised: true });
  return lightCache.get(L);
}

export function shade(n, view, L = STUDIO) {
  if (!L.normalised) L = normaliseLights(L);
  const nv = dot(n, view);
  const r = sub(mul(n, 2 * nv), view);
  let t = L.ambient + L.diffuse * Math.max(0, dot(n, L.key));
  t += L.keySpec * Math.pow(Math.max(0, dot(r, L.key)), 5);
  t += L.fillSpec * Math.pow(Math.max(0, dot(r, L.fill)), 3);
  t += L.rimSpec * Math.pow(Math.max(0, dot(r, L.rim)), 9);
  return clamp(t);
}

function newell(poly) {
  let nx = 0;
  let ny = 0;
  let nz = 0;
  for (let i = 0; i < poly.length; i++) {
    const a = poly[i];
    const b = poly[(i + 1) % poly.length];
    nx += (a[1] - b[1]) * (a[2] + b[2]);
    ny += (a[2] - b[2]) * (a[0] + b[0]);
    nz += (a[0] - b[0]) * (a[1] + b[1]);
  }
  return [nx, ny, nz];
}

const centroid = (poly) =>
  mul(
    poly.reduce((s, p) => add(s, p), [0, 0, 0]),
    1 / poly.length,
  );

function screenArea(p) {
  let a = 0;
  for (let i = 0; i < p.length; i++) {
    const [x0, y0] = p[i];
    const [x1, y1] = p[(i + 1) % p.length];
    a += x0 * y1 - x1 * y0;
  }
  return Math.abs(a) / 2;
}

/**
 * Draws a solid made of stacked rings.
 *   rings     [{L, W, r, z}] bottom to top (solid's own frame, z up)
 *   at        world position of the solid's origin; rot turns it about z
 *   palette   function t in [0,1] -> colour
 *   curve     how much each flat face is treated as slightly domed (sheen)
 *   mirror    draw the reflection in a floor at world z = 0
 *   top       function(matrix, face) -> SVG in flat face coordinates (mm)
 *   lights    light set-up (defaults to STUDIO)
 */
export function solid(doc, cam, o) {
  const {
    rings: spec,
    at = [0, 0, 0],
    rot = 0,
    palette,
    curve = 0.35,
    topCurve = curve,
    mirror = false,
    top,
    lights = STUDIO,
    edge = 0.5,
    segs = 4,
    minFaceArea = 0.5,
  } = o;
  const cr = Math.cos(rot);
  const sr = Math.sin(rot);
  const toWorld = ([x, y, z]) => {
    const w = [at[0] + x * cr - y * sr, at[1] + x * sr + y * cr, at[2] + z];
    if (mirror) w[2] = -w[2];
    return w;
  };
  const rings = spec.map((s) => ring(s.L, s.W, s.r ?? 0, s.z, s.segs ?? segs).map(toWorld));
  const allPts = rings.flat();
  const centre = centroid(allPts);
  const faces = [];
  for (let i = 0; i + 1 < rings.length; i++) {
    const A = rings[i];
    const B = rings[i + 1];
    for (let j = 0; j < A.length; j++) {
      const k = (j + 1) % A.length;
      faces.push({ poly: [A[j], A[k], B[k], B[j]], tangent: sub(A[k], A[j]), kind: "side" });
    }
  }
  const topRing = rings[rings.length - 1];
  faces.push({ poly: topRing, kind: "top" });
  faces.push({ poly: rings[0].slice().reverse(), kind: "bottom" });

  const out = [];
  const lengthAxis = norm([cr, sr, 0]);
  for (const face of faces) {
    let n = norm(newell(face.poly));
    const c = centroid(face.poly);
    if (dot(n, sub(c, centre)) < 0) n = mul(n, -1);
    const view = cam.viewAt ? cam.viewAt(c) : cam.view;
    if (dot(n, view) <= 1e-4) continue;
    const sp = face.poly.map(cam.project);
    const area = screenArea(sp);
    if (area < minFaceArea) continue;
    const isCap = face.kind !== "side";
    // A flat face is shaded as if gently domed along the bar's length: the
    // highlight then travels across it instead of the face being one colour.
    const axis = isCap ? lengthAxis : norm(face.tangent);
    const k = isCap ? topCurve : curve;
    const samples = [-1, -0.5, 0, 0.5, 1].map((s) => [s, palette(shade(norm(add(n, mul(axis, k * s))), view, lights))]);
    let fill;
    if (area < 40 || k === 0) {
      fill = samples[2][1];
    } else {
      const ext = face.poly.map((p) => dot(sub(p, c), axis));
      const lo = Math.min(...ext);
      const hi = Math.max(...ext);
      const [x1, y1] = cam.project(add(c, mul(axis, lo)));
      const [x2, y2] = cam.project(add(c, mul(axis, hi)));
      fill = doc.linearXY(
        x1,
        y1,
        x2,
        y2,
        samples.map(([s, col]) => [(s + 1) / 2, col]),
      );
    }
    out.push(
      `<polygon points="${pts(sp)}" fill="${fill}" stroke="${isCap ? "none" : fill}" stroke-width="${isCap ? 0 : 0.6}" stroke-linejoin="round"/>`,
    );
    if (face.kind === "top" && top && !mirror) {
      const clip = doc.clip(`<polygon points="${pts(sp)}"/>`);
      const z = spec[spec.length - 1].z;
      const m = cam.planeMatrix(at[0], at[1], at[2] + z, rot);
      out.push(
        `<g clip-path="${clip}"><g transform="${matrix(m)}">${top({ doc, L: spec[spec.length - 1].L, W: spec[spec.length - 1].W })}</g></g>`,
      );
    }
  }
  if (edge > 0 && !mirror) {
    // A crisp light line along the top edge sells the bevel.
    const sp = topRing.map(cam.project);
    out.push(`<polygon points="${pts(sp)}" fill="none" stroke="#fff6d6" stroke-opacity="${f(edge)}" stroke-width="1"/>`);
  }
  return out.join("");
}

/** Screen-space outline of a solid's footprint (for contact shadows). */
export function footprint(cam, { L, W, r = 0, at = [0, 0, 0], rot = 0 }) {
  const cr = Math.cos(rot);
  const sr = Math.sin(rot);
  return ring(L, W, r, 0).map(([x, y]) => cam.project([at[0] + x * cr - y * sr, at[1] + x * sr + y * cr, at[2]]));
}
