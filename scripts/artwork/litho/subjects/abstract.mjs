// Backgrounds for sliders and page titles. They sit behind headline text, so
// they keep calm centres and contrast in one key (mostly dark, some light):
// soft gradient blobs, layered waves, gold contour lines on charcoal,
// low-poly facets, and a Bauhaus-like geometric composition.
import { rng, f, pts } from "../../lib/core.mjs";
import { canvas, PALETTES, tint, dark, vgrad, circle, path, rr, smoothOpen } from "../lib/style.mjs";
import { mix } from "../../lib/core.mjs";

export function abstractBg({ w, h, seed, kind }) {
  const rand = rng(seed);
  const c = canvas(w, h);
  const { doc } = c;
  const pal = rand.pick(PALETTES);
  const k = kind || rand.pick(["blobs", "waves", "contours", "facets", "geometric"]);
  if (k === "blobs") {
    const base = rand.pick(["#1e1e1e", "#141b29", "#24131f", "#132729", pal.light]);
    c.add(`<rect width="${w}" height="${h}" fill="${base}"/>`);
    const cols = [pal.base, pal.deep, "#e9c05f", pal.accent, "#ba8023"];
    for (let i = 0; i < 6; i++)
      c.add(
        circle(
          rand.range(0, w),
          rand.range(0, h),
          Math.max(w, h) * rand.range(0.15, 0.35),
          rand.pick(cols),
          `opacity="${f(rand.range(0.35, 0.7))}" filter="${doc.blur(Math.max(w, h) * 0.08)}"`,
        ),
      );
    c.add(`<rect width="${w}" height="${h}" fill="${base}" opacity="0.25"/>`);
  } else if (k === "waves") {
    const top = rand.pick([
      ["#1e1e1e", "#3a3733"],
      [pal.deep, dark(pal.deep, 0.4)],
      [tint(pal.base, 0.6), pal.base],
    ]);
    c.add(`<rect width="${w}" height="${h}" fill="${vgrad(doc, top[0], top[1])}"/>`);
    const n = rand.int(4, 6);
    for (let i = 0; i < n; i++) {
      const t = i / (n - 1);
      const base = h * (0.35 + t * 0.5);
      const p = [];
      const ph = rand.range(0, 6);
      const kk = rand.range(1, 2.2);
      for (let i2 = -1; i2 <= 17; i2++) {
        const x = (i2 / 16) * w;
        p.push([x, base + Math.sin((x / w) * Math.PI * kk + ph) * h * 0.06]);
      }
      c.add(
        path(
          `${smoothOpen(p)} L${w + 20},${h + 10} L-20,${h + 10} Z`,
          mix(rand.pick([pal.base, "#e9c05f", pal.accent]), top[1], 0.3 + t * 0.3),
          `opacity="${f(0.35 + t * 0.4)}"`,
        ),
      );
    }
  } else if (k === "contours") {
    c.add(
      `<rect width="${w}" height="${h}" fill="${doc.radialXY(w * 0.7, h * 0.3, Math.max(w, h), [
        [0, "#2e2b27"],
        [1, "#121212"],
      ])}"/>`,
    );
    const cx = w * rand.range(0.55, 0.85);
    const cy = h * rand.range(0.3, 0.7);
    for (let i = 1; i < 28; i++) {
      const p = [];
      const r0 = i * Math.max(w, h) * 0.035;
      for (let a = 0; a < 24; a++) {
        const ang = (a / 24) * Math.PI * 2;
        const r = r0 * (1 + 0.12 * Math.sin(ang * 3 + i * 0.3) + 0.06 * Math.sin(ang * 5 - i * 0.2));
        p.push([cx + Math.cos(ang) * r * 1.3, cy + Math.sin(ang) * r]);
      }
      p.push(p[0], p[1], p[2]);
      c.add(
        path(
          smoothOpen(p),
          "none",
          `stroke="${i % 5 === 0 ? "#e9c05f" : "#ba8023"}" stroke-width="${i % 5 === 0 ? 1.8 : 1}" opacity="${f(0.65 - i * 0.015)}"`,
        ),
      );
    }
  } else if (k === "facets") {
    const a = rand.pick([
      ["#1e1e1e", "#5a4a32"],
      ["#13243a", "#2f6ea5"],
      ["#24131f", "#6b3b5e"],
      ["#132729", "#2f8f8a"],
    ]);
    const cols = 9;
    const rows = Math.ceil((cols * h) / w) + 1;
    const gp = [];
    for (let j = 0; j <= rows; j++) {
      gp.push([]);
      for (let i = 0; i <= cols; i++)
        gp[j].push([
          (i / cols) * w + (i > 0 && i < cols ? rand.range(-0.3, 0.3) * (w / cols) : 0),
          (j / rows) * h + (j > 0 && j < rows ? rand.range(-0.3, 0.3) * (h / rows) : 0),
        ]);
    }
    for (let j = 0; j < rows; j++) {
      for (let i = 0; i < cols; i++) {
        const A = gp[j][i];
        const B = gp[j][i + 1];
        const C = gp[j + 1][i + 1];
        const D = gp[j + 1][i];
        for (const tri of [
          [A, B, C],
          [A, C, D],
        ]) {
          const mx = (tri[0][0] + tri[1][0] + tri[2][0]) / 3 / w;
          const my = (tri[0][1] + tri[1][1] + tri[2][1]) / 3 / h;
          const t = Math.min(1, Math.max(0, 0.15 + mx * 0.6 - my * 0.3 + rand.range(-0.1, 0.1)));
          c.add(`<polygon points="${pts(tri)}" fill="${mix(a[0], a[1], t)}" stroke="${mix(a[0], a[1], t)}" stroke-width="0.8"/>`);
        }
      }
    }
    c.add(path(`M0,${f(h * 0.8)} L${f(w)},${f(h * 0.45)}`, "none", 'stroke="#e9c05f" stroke-width="2" opacity="0.5"'));
  } else {
    c.add(`<rect width="${w}" height="${h}" fill="${pal.light}"/>`);
    const m = Math.min(w, h);
    const shapes = [pal.base, pal.deep, "#e9c05f", pal.accent, "#1e1e1e"];
    for (let i = 0; i < 9; i++) {
      const x = rand.range(0, w);
      const y = rand.range(0, h);
      const s = m * rand.range(0.08, 0.3);
      const col = rand.pick(shapes);
      const kind2 = rand.int(0, 3);
      if (kind2 === 0) c.add(circle(x, y, s / 2, col, 'opacity="0.85"'));
      else if (kind2 === 1)
        c.add(
          path(`M${f(x - s / 2)},${f(y + s / 2)} A${f(s / 2)},${f(s / 2)} 0 0 1 ${f(x + s / 2)},${f(y + s / 2)} Z`, col, 'opacity="0.85"'),
        );
      else if (kind2 === 2)
        c.add(rr(x - s / 2, y - s / 2, s, s, 0, col, `opacity="0.85" transform="rotate(${f(rand.range(0, 45))} ${f(x)} ${f(y)})"`));
      else for (let k2 = 0; k2 < 5; k2++) c.add(rr(x, y + k2 * s * 0.12, s, s * 0.04, s * 0.02, col));
    }
    c.add(`<rect width="${w}" height="${h}" fill="${pal.light}" opacity="0.25"/>`);
  }
  return c.done();
}
