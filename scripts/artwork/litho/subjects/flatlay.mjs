// Top-down "flat lay" scenes: food and drink on a table, and blog scenes
// (a lifestyle desk, a business desk, travel and fashion kits). Items are
// placed on a jittered grid so they never pile up, and each casts a soft
// shadow down and to the right as if lit from a window.
import { rng, f } from "../../lib/core.mjs";
import { canvas, tint, dark, lit, vgrad, shadow, rr, circle, ellipse, path, line, leaf, blob } from "../lib/style.mjs";

const SURFACES = {
  wood: ["#b8875c", "#a8764c"],
  marble: ["#f1efea", "#e4e0d8"],
  linen: ["#e9e2d6", "#ddd3c2"],
  slate: ["#3a3733", "#2a2826"],
  blush: ["#f3ddd6", "#ebcfc6"],
  sage: ["#cfd8c6", "#bfcab4"],
  navy: ["#2b3a55", "#223049"],
};

function surface(c, rand, kind) {
  const { doc, w, h } = c;
  const [a, b] = SURFACES[kind];
  c.add(
    `<rect width="${w}" height="${h}" fill="${doc.linear(
      [
        [0, a],
        [1, b],
      ],
      { x1: 0, y1: 0, x2: 1, y2: 1 },
    )}"/>`,
  );
  if (kind === "wood")
    for (let y = 0; y < h; y += h / 6)
      c.add(
        line(0, y, w, y, dark(a, 0.2), 2, 'opacity="0.5"') +
          path(
            `M0,${f(y + h / 12)} Q${f(w / 2)},${f(y + h / 12 + rand.range(-10, 10))} ${f(w)},${f(y + h / 12)}`,
            "none",
            `stroke="${dark(a, 0.1)}" stroke-width="1.2" opacity="0.4"`,
          ),
      );
  if (kind === "marble")
    for (let i = 0; i < 6; i++)
      c.add(
        path(
          `M${f(rand.range(-100, w))},${f(rand.range(0, h))} q${f(rand.range(100, 300))},${f(rand.range(-80, 80))} ${f(rand.range(200, 500))},${f(rand.range(-40, 120))}`,
          "none",
          `stroke="#b9b2a6" stroke-width="${f(rand.range(0.8, 2))}" opacity="0.5"`,
        ),
      );
}

const S = (doc, x, y, rx, ry, o = 0.3) => shadow(doc, x + rx * 0.12, y + ry * 0.16, rx, ry, o, Math.max(4, rx * 0.08));

const ITEMS = {
  plate(c, rand, x, y, r, dish) {
    const { doc } = c;
    const out = [S(doc, x, y, r, r)];
    const rim = rand.pick(["#fbf8f1", "#f4f1ea", "#e9e2d6", "#1e1e1e", "#2f5d62"]);
    out.push(
      circle(x, y, r, rim) +
        circle(x, y, r * 0.78, dark(rim, 0.04)) +
        circle(x, y, r * 0.78, "none", `stroke="${dark(rim, 0.08)}" stroke-width="2"`),
    );
    const d = dish || rand.pick(["salad", "pasta", "pizza", "breakfast", "bowl", "dessert", "sushi"]);
    const ir = r * 0.7;
    if (d === "salad") {
      for (let i = 0; i < 26; i++) {
        const a = rand() * Math.PI * 2;
        const rr2 = ir * Math.sqrt(rand()) * 0.85;
        out.push(
          path(
            leaf(x + Math.cos(a) * rr2, y + Math.sin(a) * rr2, rand() * 6.3, ir * rand.range(0.3, 0.5), 0.4),
            rand.pick(["#6f9a4a", "#8ab35a", "#4f7a3c", "#a8c97a"]),
          ),
        );
      }
      for (let i = 0; i < 6; i++) {
        const a = rand() * 6.3;
        const rr2 = ir * Math.sqrt(rand()) * 0.7;
        out.push(
          circle(x + Math.cos(a) * rr2, y + Math.sin(a) * rr2, ir * 0.12, "#d9432f") +
            circle(x + Math.cos(a) * rr2, y + Math.sin(a) * rr2, ir * 0.06, "#f2b38a"),
        );
      }
      for (let i = 0; i < 8; i++) {
        const a = rand() * 6.3;
        const rr2 = ir * Math.sqrt(rand()) * 0.8;
        out.push(rr(x + Math.cos(a) * rr2, y + Math.sin(a) * rr2, ir * 0.1, ir * 0.1, 2, "#f3e3b0"));
      }
    } else if (d === "pasta") {
      for (let i = 0; i < 18; i++)
        out.push(
          circle(
            x + rand.range(-0.3, 0.3) * ir,
            y + rand.range(-0.3, 0.3) * ir,
            ir * rand.range(0.2, 0.55),
            "none",
            `stroke="#f0cf7a" stroke-width="${f(ir * 0.05)}" opacity="0.9"`,
          ),
        );
      out.push(path(blob(rand, x, y, ir * 0.35, 7, 0.3), "#c43a2a", 'opacity="0.85"'));
      for (let i = 0; i < 4; i++)
        out.push(path(leaf(x + rand.range(-0.2, 0.2) * ir, y + rand.range(-0.2, 0.2) * ir, rand() * 6.3, ir * 0.25, 0.45), "#3d7f3a"));
    } else if (d === "pizza") {
      out.push(circle(x, y, ir * 1.05, "#d9a05a") + circle(x, y, ir * 0.9, "#c8442f"));
      for (let i = 0; i < 12; i++)
        out.push(path(blob(rand, x + rand.range(-0.6, 0.6) * ir, y + rand.range(-0.6, 0.6) * ir, ir * 0.14, 6, 0.3), "#f6e7b0"));
      for (let i = 0; i < 7; i++) {
        const a = rand() * 6.3;
        const rr2 = ir * rand.range(0.2, 0.7);
        out.push(circle(x + Math.cos(a) * rr2, y + Math.sin(a) * rr2, ir * 0.1, "#8a2a1e"));
      }
      for (let i = 0; i < 4; i++)
        out.push(
          line(x, y, x + Math.cos((i * Math.PI) / 4) * ir, y + Math.sin((i * Math.PI) / 4) * ir, "#9c5a2a", 1.5, 'opacity="0.5"') +
            line(x, y, x - Math.cos((i * Math.PI) / 4) * ir, y - Math.sin((i * Math.PI) / 4) * ir, "#9c5a2a", 1.5, 'opacity="0.5"'),
        );
    } else if (d === "breakfast") {
      out.push(
        path(blob(rand, x - ir * 0.25, y - ir * 0.1, ir * 0.35, 7, 0.15), "#ffffff") +
          circle(x - ir * 0.25, y - ir * 0.1, ir * 0.14, "#f2b230"),
      );
      out.push(
        rr(x + ir * 0.05, y - ir * 0.45, ir * 0.5, ir * 0.45, ir * 0.08, "#d9a05a") +
          rr(x + ir * 0.1, y - ir * 0.4, ir * 0.4, ir * 0.35, ir * 0.06, "#f3d9a0"),
      );
      for (let i = 0; i < 3; i++) out.push(circle(x + ir * (-0.2 + i * 0.2), y + ir * 0.45, ir * 0.12, "#3a5a9a"));
      out.push(path(leaf(x + ir * 0.3, y + ir * 0.2, 0.3, ir * 0.45, 0.5), "#7aa54a"));
    } else if (d === "bowl") {
      const base = rand.pick(["#c9568a", "#8a5ab0", "#f0a24a", "#e9c05f"]);
      out.push(circle(x, y, ir, base));
      for (let i = 0; i < 5; i++) {
        const a = -Math.PI / 2 + (i / 5) * Math.PI * 2;
        out.push(
          circle(
            x + Math.cos(a) * ir * 0.5,
            y + Math.sin(a) * ir * 0.5,
            ir * 0.22,
            rand.pick(["#f6e08a", "#e9433f", "#3a5a9a", "#ffffff", "#7aa54a"]),
          ),
        );
      }
      out.push(circle(x, y, ir * 0.15, "#f3e3b0"));
    } else if (d === "dessert") {
      out.push(
        path(
          `M${f(x)},${f(y)} L${f(x + ir * 0.8)},${f(y - ir * 0.3)} A${f(ir * 0.85)},${f(ir * 0.85)} 0 0 1 ${f(x + ir * 0.6)},${f(y + ir * 0.55)} Z`,
          "#f3e3c3",
        ) +
          path(
            `M${f(x + ir * 0.05)},${f(y)} L${f(x + ir * 0.78)},${f(y - ir * 0.27)} A${f(ir * 0.8)},${f(ir * 0.8)} 0 0 1 ${f(x + ir * 0.57)},${f(y + ir * 0.5)} Z`,
            "#6b3e24",
            'opacity="0.9"',
          ),
      );
      for (let i = 0; i < 5; i++)
        out.push(circle(x - ir * 0.3 + rand.range(-0.2, 0.2) * ir, y + rand.range(-0.3, 0.3) * ir, ir * 0.1, "#c4243a"));
    } else {
      for (let i = 0; i < 6; i++) {
        const a = (i / 6) * Math.PI * 2;
        const sx = x + Math.cos(a) * ir * 0.55;
        const sy = y + Math.sin(a) * ir * 0.55;
        out.push(
          circle(sx, sy, ir * 0.24, "#1e2a1e") +
            circle(sx, sy, ir * 0.18, "#fbf8f1") +
            circle(sx, sy, ir * 0.09, rand.pick(["#f08a6c", "#e9c05f", "#7aa54a"])),
        );
      }
      out.push(path(leaf(x - ir * 0.2, y, 0, ir * 0.4, 0.3), "#7aa54a"));
    }
    return out.join("");
  },
  cup(c, rand, x, y, r) {
    const { doc } = c;
    const col = rand.pick(["#fbf8f1", "#1e1e1e", "#e9c05f", "#5fa8a0", "#dc8f70"]);
    const out = [
      S(doc, x, y, r * 1.3, r * 1.3),
      circle(x, y, r * 1.3, tint(col, 0.1)),
      circle(x, y, r * 1.3, "none", `stroke="${dark(col, 0.1)}" stroke-width="1.5"`),
    ];
    out.push(rr(x + r * 0.85, y - r * 0.15, r * 0.5, r * 0.3, r * 0.15, col));
    out.push(
      circle(x, y, r, col) +
        circle(x, y, r * 0.82, "#8a5a32") +
        circle(
          x,
          y,
          r * 0.82,
          doc.radialXY(x, y, r * 0.82, [
            [0, "#d9b08a"],
            [0.6, "#a86b43"],
            [1, "#6b3e24"],
          ]),
        ),
    );
    out.push(
      path(
        `M${f(x)},${f(y + r * 0.35)} C${f(x - r * 0.6)},${f(y - r * 0.1)} ${f(x - r * 0.2)},${f(y - r * 0.5)} ${f(x)},${f(y - r * 0.15)} C${f(x + r * 0.2)},${f(y - r * 0.5)} ${f(x + r * 0.6)},${f(y - r * 0.1)} ${f(x)},${f(y + r * 0.35)} Z`,
        "#f6e7cf",
        'opacity="0.9"',
      ),
    );
    return out.join("");
  },
  glass(c, rand, x, y, r) {
    const { doc } = c;
    const col = rand.pick(["#f2b230", "#e9433f", "#f08a6c", "#9fd3c7", "#c9568a"]);
    return (
      S(doc, x, y, r, r, 0.2) +
      circle(x, y, r, col, 'opacity="0.75"') +
      circle(x, y, r, "none", 'stroke="#ffffff" stroke-width="3" opacity="0.7"') +
      circle(x + r * 0.3, y - r * 0.2, r * 0.35, "#f6e08a", 'opacity="0.9"') +
      circle(x + r * 0.3, y - r * 0.2, r * 0.25, "#fff6c8", 'opacity="0.6"') +
      path(leaf(x - r * 0.3, y + r * 0.1, -0.6, r * 0.6, 0.4), "#3d7f3a")
    );
  },
  cutlery(c, rand, x, y, r) {
    const col = rand.pick(["#c8ccd2", "#e9c05f", "#1e1e1e"]);
    return (
      rr(x - r * 0.25, y - r, r * 0.12, r * 2, r * 0.06, col) +
      rr(x + r * 0.1, y - r, r * 0.12, r * 2, r * 0.06, col) +
      ellipse(x + r * 0.16, y - r * 0.8, r * 0.1, r * 0.3, col)
    );
  },
  napkin(c, rand, x, y, r) {
    const col = rand.pick(["#e9c05f", "#dc8f70", "#a9b99b", "#efbcb2", "#f4f1ea"]);
    return (
      S(c.doc, x, y, r, r * 0.6, 0.15) +
      rr(x - r, y - r * 0.6, r * 2, r * 1.2, 4, col, `transform="rotate(${f(rand.range(-20, 20))} ${f(x)} ${f(y)})"`)
    );
  },
  herbs(c, rand, x, y, r) {
    let s = "";
    for (let i = 0; i < 7; i++)
      s += path(leaf(x, y, rand() * 6.3, r * rand.range(0.4, 0.8), 0.35), rand.pick(["#3d7f3a", "#5e9a4a", "#2f6b3a"]));
    return s;
  },
  fruit(c, rand, x, y, r) {
    const col = rand.pick(["#e9433f", "#f2a230", "#f6e08a", "#8ab35a"]);
    return (
      S(c.doc, x, y, r * 0.5, r * 0.5, 0.25) +
      circle(x, y, r * 0.5, lit(c.doc, col, 0.15)) +
      path(leaf(x, y - r * 0.45, -1, r * 0.35, 0.4), "#3d7f3a")
    );
  },
  laptop(c, rand, x, y, r) {
    const { doc } = c;
    const col = rand.pick(["#c8ccd2", "#2a2a2a", "#e2d6c6"]);
    const scr = rand.pick([
      ["#2b3a55", "#6f8fbf"],
      ["#1f5f63", "#5fa8a0"],
      ["#3b2f2a", "#ba8023"],
    ]);
    const out = [S(doc, x, y, r * 1.5, r, 0.3)];
    out.push(
      rr(x - r * 1.5, y - r * 1.05, r * 3, r * 1.05, r * 0.06, "#1e1e1e") +
        rr(x - r * 1.42, y - r * 0.98, r * 2.84, r * 0.92, r * 0.04, vgrad(doc, scr[0], scr[1])),
    );
    for (let i = 0; i < 4; i++)
      out.push(
        rr(x - r * 1.2, y - r * (0.8 - i * 0.18), r * rand.range(0.8, 2), r * 0.08, 3, "#ffffff", `opacity="${i === 0 ? 0.85 : 0.4}"`),
      );
    out.push(rr(x - r * 1.5, y, r * 3, r * 1.05, r * 0.06, lit(doc, col, 0.08)));
    for (let j = 0; j < 4; j++)
      for (let i = 0; i < 12; i++)
        out.push(rr(x - r * 1.35 + i * r * 0.225, y + r * 0.1 + j * r * 0.15, r * 0.19, r * 0.12, 2, dark(col, 0.15)));
    out.push(rr(x - r * 0.4, y + r * 0.72, r * 0.8, r * 0.26, 4, dark(col, 0.06)));
    return out.join("");
  },
  notebook(c, rand, x, y, r) {
    const col = rand.pick(["#e9c05f", "#1e1e1e", "#2b3a55", "#dc8f70", "#56705a", "#efbcb2"]);
    const rot = rand.range(-15, 15);
    let s =
      S(c.doc, x, y, r * 0.8, r, 0.25) +
      `<g transform="rotate(${f(rot)} ${f(x)} ${f(y)})">` +
      rr(x - r * 0.75, y - r, r * 1.5, r * 2, r * 0.06, lit(c.doc, col, 0.1)) +
      rr(x + r * 0.5, y - r, r * 0.08, r * 2, 0, dark(col, 0.25));
    if (rand() < 0.5) s += rr(x - r * 0.5, y - r * 0.4, r * 0.8, r * 0.1, 3, "#ffffff", 'opacity="0.7"');
    s += "</g>";
    s += rr(
      x + r * 0.9,
      y - r * 0.9,
      r * 0.07,
      r * 1.6,
      r * 0.03,
      rand.pick(["#1e1e1e", "#e9c05f"]),
      `transform="rotate(${f(rot + 12)} ${f(x + r)} ${f(y)})"`,
    );
    return s;
  },
  phone(c, rand, x, y, r) {
    const rot = rand.range(-25, 25);
    return (
      S(c.doc, x, y, r * 0.5, r, 0.3) +
      `<g transform="rotate(${f(rot)} ${f(x)} ${f(y)})">` +
      rr(x - r * 0.5, y - r, r, r * 2, r * 0.14, "#1e1e1e") +
      rr(
        x - r * 0.44,
        y - r * 0.94,
        r * 0.88,
        r * 1.88,
        r * 0.1,
        vgrad(c.doc, rand.pick(["#e9c05f", "#8ec5e8", "#efbcb2"]), rand.pick(["#ba8023", "#2f6ea5", "#5e3456"])),
      ) +
      "</g>"
    );
  },
  glasses(c, rand, x, y, r) {
    const col = rand.pick(["#1e1e1e", "#6e4a2e", "#e9c05f"]);
    return `<g fill="none" stroke="${col}" stroke-width="${f(r * 0.08)}">${circle(x - r * 0.45, y, r * 0.38, "#ffffff", 'fill-opacity="0.2"')}${circle(x + r * 0.45, y, r * 0.38, "#ffffff", 'fill-opacity="0.2"')}<path d="M${f(x - r * 0.08)},${f(y - r * 0.05)} q${f(r * 0.08)},${f(-r * 0.1)} ${f(r * 0.16)},0"/><path d="M${f(x - r * 0.83)},${f(y - r * 0.1)} l${f(-r * 0.3)},${f(-r * 0.6)}"/><path d="M${f(x + r * 0.83)},${f(y - r * 0.1)} l${f(r * 0.3)},${f(-r * 0.6)}"/></g>`;
  },
  plant(c, rand, x, y, r) {
    const pot = rand.pick(["#fbf8f1", "#dc8f70", "#1e1e1e"]);
    let s = S(c.doc, x, y, r * 0.9, r * 0.9, 0.25);
    for (let i = 0; i < 9; i++)
      s += path(
        leaf(x, y, (i / 9) * Math.PI * 2 + rand.range(-0.2, 0.2), r * rand.range(0.8, 1.1), 0.35),
        rand.pick(["#3d7f3a", "#5e9a4a", "#2f6b3a"]),
      );
    return circle(x, y, r * 0.55, pot) + s + circle(x, y, r * 0.2, "#5e3e24");
  },
  passport(c, rand, x, y, r) {
    const col = rand.pick(["#2b3a55", "#7a2a3a", "#1f5f63"]);
    return (
      S(c.doc, x, y, r * 0.7, r, 0.25) +
      rr(
        x - r * 0.7,
        y - r,
        r * 1.4,
        r * 2,
        r * 0.08,
        lit(c.doc, col, 0.1),
        `transform="rotate(${f(rand.range(-20, 20))} ${f(x)} ${f(y)})"`,
      ) +
      circle(x, y - r * 0.2, r * 0.3, "none", 'stroke="#e9c05f" stroke-width="3"')
    );
  },
  map(c, rand, x, y, r) {
    const out = [S(c.doc, x, y, r * 1.6, r * 1.1, 0.2)];
    for (let i = 0; i < 4; i++)
      out.push(
        `<rect x="${f(x - r * 1.6 + i * r * 0.8)}" y="${f(y - r * 1.1)}" width="${f(r * 0.8)}" height="${f(r * 2.2)}" fill="${i % 2 ? "#efe6cf" : "#e4d9bc"}"/>`,
      );
    out.push(
      path(blob(rand, x - r * 0.4, y, r * 0.6, 8, 0.35), "#b7cfa0", 'opacity="0.9"') +
        path(blob(rand, x + r * 0.8, y - r * 0.4, r * 0.4, 7, 0.35), "#b7cfa0", 'opacity="0.9"'),
    );
    out.push(
      path(
        `M${f(x - r * 1.2)},${f(y + r * 0.7)} Q${f(x - r * 0.2)},${f(y - r * 0.9)} ${f(x + r)},${f(y + r * 0.3)}`,
        "none",
        'stroke="#c43a2a" stroke-width="3" stroke-dasharray="8 6"',
      ),
    );
    out.push(circle(x + r, y + r * 0.3, r * 0.1, "#c43a2a"));
    return out.join("");
  },
  hat(c, rand, x, y, r) {
    const col = rand.pick(["#e4cf9e", "#1e1e1e", "#c9a27a", "#f4f1ea"]);
    return (
      S(c.doc, x, y, r, r, 0.25) +
      circle(x, y, r, lit(c.doc, col, 0.08)) +
      circle(x, y, r * 0.55, dark(col, 0.08)) +
      circle(x, y, r * 0.58, "none", `stroke="${rand.pick(["#1e1e1e", "#ba8023", "#9c4c36"])}" stroke-width="${f(r * 0.1)}"`)
    );
  },
  shoe(c, rand, x, y, r) {
    const col = rand.pick(["#f4f1ea", "#1e1e1e", "#e9c05f", "#dc8f70", "#6e4a2e"]);
    const rot = rand.range(-30, 30);
    return (
      S(c.doc, x, y, r * 0.5, r, 0.25) +
      `<g transform="rotate(${f(rot)} ${f(x)} ${f(y)})">` +
      ellipse(x, y, r * 0.42, r, lit(c.doc, col, 0.12)) +
      ellipse(x, y + r * 0.15, r * 0.25, r * 0.45, dark(col, 0.25)) +
      "</g>"
    );
  },
  watch(c, rand, x, y, r) {
    const strap = rand.pick(["#6e4a2e", "#1e1e1e", "#c9a27a"]);
    return (
      S(c.doc, x, y, r * 0.6, r * 0.6, 0.25) +
      rr(x - r * 0.25, y - r * 1.2, r * 0.5, r * 2.4, r * 0.1, strap) +
      circle(x, y, r * 0.55, "#e9c05f") +
      circle(x, y, r * 0.45, "#fbf8f1") +
      line(x, y, x + r * 0.2, y - r * 0.2, "#1e1e1e", 2) +
      line(x, y, x, y - r * 0.32, "#1e1e1e", 1.5)
    );
  },
  shirt(c, rand, x, y, r) {
    const col = rand.pick(["#f4f1ea", "#6f8fbf", "#e9c05f", "#56705a", "#efbcb2", "#1e1e1e"]);
    return (
      S(c.doc, x, y, r * 1.1, r * 1.2, 0.2) +
      path(
        `M${f(x - r * 0.3)},${f(y - r * 1.2)} L${f(x - r)},${f(y - r)} L${f(x - r * 1.4)},${f(y - r * 0.3)} L${f(x - r * 0.9)},${f(y - r * 0.1)} L${f(x - r * 0.75)},${f(y - r * 0.4)} V${f(y + r * 1.2)} H${f(x + r * 0.75)} V${f(y - r * 0.4)} L${f(x + r * 0.9)},${f(y - r * 0.1)} L${f(x + r * 1.4)},${f(y - r * 0.3)} L${f(x + r)},${f(y - r)} L${f(x + r * 0.3)},${f(y - r * 1.2)} Q${f(x)},${f(y - r * 0.9)} ${f(x - r * 0.3)},${f(y - r * 1.2)} Z`,
        lit(c.doc, col, 0.08),
      )
    );
  },
  chart(c, rand, x, y, r) {
    const out = [S(c.doc, x, y, r * 0.8, r * 1.1, 0.2), rr(x - r * 0.8, y - r * 1.1, r * 1.6, r * 2.2, 3, "#fbfaf6")];
    for (let i = 0; i < 5; i++) {
      const bh = r * rand.range(0.3, 1.1);
      out.push(rr(x - r * 0.6 + i * r * 0.26, y + r * 0.8 - bh, r * 0.16, bh, 2, i === 3 ? "#e9c05f" : "#2b3a55"));
    }
    for (let i = 0; i < 3; i++)
      out.push(rr(x - r * 0.6, y - r * (0.9 - i * 0.15), r * rand.range(0.6, 1.1), r * 0.06, 2, "#8a8a8a", 'opacity="0.6"'));
    return out.join("");
  },
  camera(c, rand, x, y, r) {
    return (
      S(c.doc, x, y, r * 1.2, r * 0.8, 0.3) +
      rr(x - r * 1.2, y - r * 0.7, r * 2.4, r * 1.4, r * 0.2, "#1e1e1e") +
      rr(x - r * 1.2, y - r * 0.3, r * 2.4, r * 0.6, 0, "#6e4a2e") +
      circle(x, y, r * 0.6, "#2a2a2a") +
      circle(x, y, r * 0.42, "#13243a") +
      circle(x - r * 0.12, y - r * 0.12, r * 0.1, "#ffffff", 'opacity="0.5"')
    );
  },
  towel(c, rand, x, y, r) {
    const col = rand.pick(["#9fd3c7", "#f4f1ea", "#efbcb2", "#e9c05f"]);
    return (
      S(c.doc, x, y, r * 1.2, r * 0.7, 0.2) +
      rr(x - r * 1.2, y - r * 0.7, r * 2.4, r * 1.4, r * 0.2, lit(c.doc, col, 0.08)) +
      rr(x - r * 1.2, y + r * 0.35, r * 2.4, r * 0.12, 0, dark(col, 0.12))
    );
  },
  dumbbell(c, rand, x, y, r) {
    const col = rand.pick(["#e9c05f", "#1e1e1e", "#dc8f70", "#5fa8a0"]);
    const rot = rand.range(-30, 30);
    return (
      S(c.doc, x, y, r * 1.3, r * 0.5, 0.3) +
      `<g transform="rotate(${f(rot)} ${f(x)} ${f(y)})">` +
      rr(x - r, y - r * 0.1, r * 2, r * 0.2, r * 0.1, "#8a8a8a") +
      rr(x - r * 1.3, y - r * 0.5, r * 0.5, r, r * 0.15, lit(c.doc, col, 0.15)) +
      rr(x + r * 0.8, y - r * 0.5, r * 0.5, r, r * 0.15, lit(c.doc, col, 0.15)) +
      "</g>"
    );
  },
  bottle(c, rand, x, y, r) {
    const col = rand.pick(["#5fa8a0", "#e9c05f", "#6f8fbf", "#f4f1ea"]);
    const rot = rand.range(-40, 40);
    return (
      S(c.doc, x, y, r * 0.4, r * 1.2, 0.3) +
      `<g transform="rotate(${f(rot)} ${f(x)} ${f(y)})">` +
      rr(x - r * 0.35, y - r * 1.1, r * 0.7, r * 2.2, r * 0.3, lit(c.doc, col, 0.15, "h")) +
      rr(x - r * 0.2, y - r * 1.35, r * 0.4, r * 0.3, r * 0.08, "#1e1e1e") +
      "</g>"
    );
  },
};

const SETS = {
  food: {
    surfaces: ["wood", "marble", "linen", "slate", "sage"],
    items: ["plate", "plate", "cup", "glass", "cutlery", "napkin", "herbs", "fruit", "plate"],
  },
  coffee: { surfaces: ["wood", "marble", "slate", "blush"], items: ["cup", "cup", "notebook", "plant", "fruit", "phone", "herbs"] },
  lifestyle: { surfaces: ["marble", "blush", "linen", "sage"], items: ["laptop", "cup", "notebook", "plant", "phone", "glasses", "watch"] },
  business: { surfaces: ["wood", "navy", "slate", "marble"], items: ["laptop", "chart", "cup", "notebook", "phone", "chart", "glasses"] },
  travel: { surfaces: ["wood", "linen", "navy", "sage"], items: ["map", "passport", "camera", "hat", "glasses", "phone", "cup", "shoe"] },
  fashion: { surfaces: ["blush", "marble", "linen", "sage"], items: ["shirt", "shoe", "hat", "watch", "glasses", "plant", "shoe"] },
  fitness: { surfaces: ["sage", "linen", "slate", "blush"], items: ["dumbbell", "bottle", "towel", "shoe", "phone", "fruit", "dumbbell"] },
};

/** A top-down arrangement; set: food, coffee, lifestyle, business, travel, fashion, fitness. */
export function flatlay({ w, h, seed, set = "food" }) {
  const rand = rng(seed);
  const c = canvas(w, h);
  const S2 = SETS[set];
  surface(c, rand, rand.pick(S2.surfaces));
  const m = Math.min(w, h);
  // The hero item sits off-centre; the rest fill a jittered grid around it.
  const hero = S2.items[0];
  const hx = w * rand.range(0.38, 0.62);
  const hy = h * rand.range(0.42, 0.58);
  const heroR = hero === "laptop" ? m * 0.17 : hero === "map" ? m * 0.2 : hero === "shirt" || hero === "dumbbell" ? m * 0.2 : m * 0.26;
  const cols = 4;
  const rows = 3;
  const slots = [];
  for (let j = 0; j < rows; j++) for (let i = 0; i < cols; i++) slots.push([(i + 0.5) / cols, (j + 0.5) / rows]);
  const placed = [];
  for (const [u, v] of slots.sort(() => rand() - 0.5)) {
    const x = (u + rand.range(-0.06, 0.06)) * w;
    const y = (v + rand.range(-0.08, 0.08)) * h;
    if (Math.hypot((x - hx) / w, (y - hy) / h) < (heroR / m) * 0.75 + 0.12) continue;
    placed.push([x, y]);
  }
  const out = [];
  out.push(ITEMS[hero](c, rand, hx, hy, heroR));
  placed.slice(0, 7).forEach(([x, y], i) => {
    const kind = S2.items[1 + (i % (S2.items.length - 1))];
    const r = kind === "plate" ? m * 0.15 : kind === "laptop" ? m * 0.1 : kind === "map" ? m * 0.12 : m * rand.range(0.085, 0.11);
    out.unshift(ITEMS[kind](c, rand, x, y, r));
  });
  c.add(out.join(""));
  // Window light across the scene.
  c.add(
    `<rect width="${w}" height="${h}" fill="${c.doc.linear(
      [
        [0, "#fff8e6", 0.18],
        [0.6, "#fff8e6", 0],
        [1, "#000", 0.12],
      ],
      { x1: 0, y1: 0, x2: 1, y2: 1 },
    )}"/>`,
  );
  return c.done();
}

/** A drink at a bar, seen from the front, with bokeh lights behind. */
export function cocktail({ w, h, seed }) {
  const rand = rng(seed);
  const c = canvas(w, h);
  const { doc } = c;
  const bg = rand.pick([
    ["#1e1e1e", "#3b2a1a"],
    ["#13243a", "#2b3a55"],
    ["#24131f", "#5e3456"],
    ["#132729", "#1f5f63"],
  ]);
  c.add(`<rect width="${w}" height="${h}" fill="${vgrad(doc, bg[0], bg[1])}"/>`);
  for (let i = 0; i < 24; i++)
    c.add(
      circle(
        rand.range(0, w),
        rand.range(0, h * 0.6),
        Math.min(w, h) * rand.range(0.02, 0.07),
        rand.pick(["#ffd98a", "#e9c05f", "#f08a6c", "#ffffff"]),
        `opacity="${f(rand.range(0.12, 0.4))}" filter="${doc.blur(4)}"`,
      ),
    );
  const by = h * 0.78;
  c.add(`<rect y="${f(by)}" width="${w}" height="${f(h - by)}" fill="${vgrad(doc, "#6e4a2e", "#3b2414")}"/>`);
  c.add(`<rect y="${f(by)}" width="${w}" height="4" fill="#c9a27a"/>`);
  const m = Math.min(w, h);
  const n = rand.int(1, 3);
  for (let i = 0; i < n; i++) {
    const x = w * (n === 1 ? 0.5 : 0.3 + (i / (n - 1)) * 0.4);
    const kind = rand.pick(["coupe", "tumbler", "highball"]);
    const liquid = rand.pick(["#f2b230", "#e9433f", "#f08a6c", "#9fd3c7", "#c9568a", "#e9c05f"]);
    const s = m * (n === 1 ? 0.5 : 0.38);
    c.add(shadow(doc, x, by + 4, s * 0.3, s * 0.03, 0.4, 4));
    if (kind === "coupe") {
      c.add(
        line(x, by, x, by - s * 0.45, "#ffffff", 3, 'opacity="0.7"') + ellipse(x, by - 2, s * 0.15, s * 0.025, "#ffffff", 'opacity="0.6"'),
      );
      c.add(
        path(
          `M${f(x - s * 0.32)},${f(by - s * 0.75)} Q${f(x - s * 0.3)},${f(by - s * 0.45)} ${f(x)},${f(by - s * 0.45)} Q${f(x + s * 0.3)},${f(by - s * 0.45)} ${f(x + s * 0.32)},${f(by - s * 0.75)} Z`,
          liquid,
          'opacity="0.85"',
        ),
      );
      c.add(
        path(
          `M${f(x - s * 0.32)},${f(by - s * 0.75)} Q${f(x - s * 0.3)},${f(by - s * 0.45)} ${f(x)},${f(by - s * 0.45)} Q${f(x + s * 0.3)},${f(by - s * 0.45)} ${f(x + s * 0.32)},${f(by - s * 0.75)}`,
          "none",
          'stroke="#ffffff" stroke-width="3" opacity="0.6"',
        ),
      );
      c.add(
        circle(x + s * 0.2, by - s * 0.8, s * 0.08, "#f6e08a") + line(x + s * 0.2, by - s * 0.8, x + s * 0.2, by - s * 0.7, "#3d7f3a", 2),
      );
    } else {
      const gw = kind === "tumbler" ? s * 0.45 : s * 0.3;
      const gh = kind === "tumbler" ? s * 0.45 : s * 0.85;
      c.add(rr(x - gw / 2, by - gh, gw, gh, 6, "#ffffff", 'opacity="0.18"'));
      c.add(
        rr(
          x - gw / 2 + 4,
          by - gh * 0.8,
          gw - 8,
          gh * 0.8 - 4,
          4,
          doc.linear(
            [
              [0, tint(liquid, 0.2)],
              [1, dark(liquid, 0.2)],
            ],
            { x1: 0, y1: 0, x2: 0, y2: 1 },
          ),
          'opacity="0.85"',
        ),
      );
      for (let k = 0; k < 3; k++)
        c.add(rr(x - gw * 0.3 + k * gw * 0.2, by - gh * 0.75 + k * gh * 0.12, gw * 0.25, gw * 0.25, 3, "#ffffff", 'opacity="0.35"'));
      c.add(rr(x - gw / 2, by - gh, gw, gh, 6, "none", 'stroke="#ffffff" stroke-width="3" opacity="0.6"'));
      c.add(line(x + gw * 0.1, by - gh * 0.5, x + gw * 0.4, by - gh * 1.2, rand.pick(["#1e1e1e", "#e9c05f", "#ffffff"]), 4));
      c.add(
        path(
          `M${f(x - gw / 2)},${f(by - gh * 0.9)} a${f(gw * 0.25)},${f(gw * 0.25)} 0 0 1 ${f(gw * 0.5)},0 Z`,
          rand.pick(["#f6e08a", "#f2a230", "#8ab35a"]),
        ),
      );
    }
  }
  return c.done();
}

export const food = (o) => flatlay({ ...o, set: "food" });
export const coffee = (o) => flatlay({ ...o, set: "coffee" });
export const lifestyle = (o) => flatlay({ ...o, set: "lifestyle" });
export const business = (o) => flatlay({ ...o, set: "business" });
export const travelKit = (o) => flatlay({ ...o, set: "travel" });
export const fashionKit = (o) => flatlay({ ...o, set: "fashion" });
export const fitnessKit = (o) => flatlay({ ...o, set: "fitness" });
