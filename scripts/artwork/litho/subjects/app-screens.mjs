// Screens of a made-up daily planner app ("Cadence") for the application
// home: a phone screenshot per feature (today, habits, insights, focus), a
// hero with two phones floating over a soft gradient, and a desk seen from
// above with the phone lying among a notebook and a coffee. Every screen is
// drawn at 600 x 1280 and placed by transform, so the hero and the desk reuse
// the same drawings.
import { rng, f, text, FONT_SANS } from "../../lib/core.mjs";
import { canvas, tint, dark, vgrad, shadow, rr, circle, path, line, smoothOpen } from "../lib/style.mjs";

const SW = 600;
const SH = 1280;
const INDIGO = "#5b47e0";
const INK = "#1b1a2e";
const MUTED = "#6d6b80";
const SOFT = "#f5f4fb";
const TAGS = ["#5b47e0", "#f08a6c", "#3fa68f", "#e9b43f", "#4f8fd8"];

const t = (x, y, s, o) => text(x, y, s, { family: FONT_SANS, ...o });

function statusBar(fill) {
  return (
    t(52, 52, "9:41", { size: 22, weight: 600, fill }) +
    rr(470, 36, 34, 18, 5, "none", `stroke="${fill}" stroke-width="2"`) +
    rr(474, 40, 22, 10, 2, fill) +
    [0, 1, 2, 3].map((i) => rr(420 + i * 9, 50 - i * 4, 6, 6 + i * 4, 1.5, fill)).join("")
  );
}

function tabBar(c, active) {
  const y = SH - 120;
  let s = rr(0, y, SW, 120, 0, "#ffffff") + line(0, y, SW, y, "#e6e4f0", 2);
  const icons = [
    "M-14,-10 h28 v22 h-28 z",
    "M0,-14 a14,14 0 1 0 0.01,0 z",
    "M-14,12 v-10 M-4,12 v-22 M6,12 v-14 M16,12 v-6",
    "M0,-14 a8,8 0 1 0 0.01,0 z M-14,14 c0,-12 28,-12 28,0",
  ];
  icons.forEach((d, i) => {
    const x = 75 + i * 150;
    const col = i === active ? INDIGO : "#a9a7ba";
    s += `<path d="${d}" transform="translate(${x} ${y + 48})" fill="none" stroke="${col}" stroke-width="3.2" stroke-linecap="round" stroke-linejoin="round"/>`;
    if (i === active) s += circle(x, y + 84, 4, INDIGO);
  });
  s += rr(SW / 2 - 70, SH - 22, 140, 7, 4, "#1b1a2e");
  return s;
}

function ring(c, cx, cy, r, share, col, track, width) {
  const a = share * Math.PI * 2 - Math.PI / 2;
  const large = share > 0.5 ? 1 : 0;
  return (
    circle(cx, cy, r, "none", `stroke="${track}" stroke-width="${width}"`) +
    `<path d="M${f(cx)},${f(cy - r)} A${f(r)},${f(r)} 0 ${large} 1 ${f(cx + Math.cos(a) * r)},${f(cy + Math.sin(a) * r)}" fill="none" stroke="${col}" stroke-width="${width}" stroke-linecap="round"/>`
  );
}

const check = (x, y, s, col) =>
  `<path d="M${f(x - s * 0.45)},${f(y)} l${f(s * 0.3)},${f(s * 0.3)} l${f(s * 0.6)},${f(-s * 0.6)}" fill="none" stroke="${col}" stroke-width="3.5" stroke-linecap="round" stroke-linejoin="round"/>`;

function today(c) {
  let s = rr(0, 0, SW, SH, 0, SOFT) + statusBar(INK);
  s += t(40, 130, "TUESDAY, 14 MAY", { size: 18, weight: 600, fill: MUTED, spacing: 1.5 });
  s += t(40, 180, "Good morning, Mia", { size: 40, weight: 700, fill: INK });
  s += circle(530, 160, 30, "#efbcb2") + circle(530, 152, 11, "#8a5332") + path("M508,182 a22,18 0 0 1 44,0 z", "#8a5332");
  // Progress card.
  s += rr(40, 225, 520, 210, 28, vgrad(c.doc, "#6b58ee", "#4733c9"));
  s += ring(c, 145, 330, 62, 0.68, "#ffffff", "rgba(255,255,255,0.25)", 16);
  s += t(145, 342, "68%", { size: 32, weight: 700, fill: "#fff", anchor: "middle" });
  s += t(240, 300, "Daily progress", { size: 20, weight: 500, fill: "#dcd6ff" });
  s += t(240, 340, "4 of 6 habits done", { size: 27, weight: 700, fill: "#fff" });
  s +=
    rr(240, 370, 190, 40, 20, "rgba(255,255,255,0.18)") +
    t(335, 397, "Keep it up", { size: 18, weight: 600, fill: "#fff", anchor: "middle" });
  // Tasks.
  s +=
    t(40, 500, "Today", { size: 28, weight: 700, fill: INK }) +
    t(560, 500, "See all", { size: 19, weight: 600, fill: INDIGO, anchor: "end" });
  const tasks = [
    ["Review the Q2 budget", "09:30", 1, 0],
    ["Morning run, 5 km", "07:00", 1, 2],
    ["Call with the design team", "11:00", 0, 4],
    ["Read 20 pages", "13:30", 1, 3],
    ["Plan the weekend trip", "18:00", 0, 1],
  ];
  tasks.forEach(([title, time, done, tag], i) => {
    const y = 530 + i * 104;
    s += rr(40, y, 520, 88, 22, "#ffffff");
    s += done
      ? circle(88, y + 44, 17, INDIGO) + check(88, y + 44, 18, "#fff")
      : circle(88, y + 44, 16, "none", 'stroke="#c8c5da" stroke-width="3"');
    s += t(125, y + 40, title, {
      size: 21,
      weight: 600,
      fill: done ? "#8f8da3" : INK,
      "text-decoration": done ? "line-through" : undefined,
    });
    s += circle(131, y + 63, 6, TAGS[tag]) + t(145, y + 69, time, { size: 17, fill: MUTED });
  });
  return s + tabBar(c, 0);
}

function habits(c) {
  let s = rr(0, 0, SW, SH, 0, "#ffffff") + statusBar(INK);
  s += t(40, 160, "Habits", { size: 44, weight: 700, fill: INK });
  s += circle(528, 146, 30, INDIGO) + path("M528,132 v28 M514,146 h28", "none", 'stroke="#fff" stroke-width="4" stroke-linecap="round"');
  const days = ["M", "T", "W", "T", "F", "S", "S"];
  days.forEach((d, i) => {
    const x = 70 + i * 77;
    if (i === 1) s += rr(x - 28, 200, 56, 86, 28, INDIGO);
    s += t(x, 236, d, { size: 18, weight: 600, fill: i === 1 ? "#dcd6ff" : MUTED, anchor: "middle" });
    s += t(x, 270, String(13 + i), { size: 22, weight: 700, fill: i === 1 ? "#fff" : INK, anchor: "middle" });
  });
  const list = [
    ["Read 20 pages", "12-day streak", "#5b47e0", [1, 1, 1, 1, 1, 0, 0]],
    ["Morning run", "5-day streak", "#f08a6c", [1, 1, 0, 1, 1, 0, 0]],
    ["Drink 2 litres", "21-day streak", "#4f8fd8", [1, 1, 1, 1, 1, 1, 1]],
    ["Meditate 10 min", "3-day streak", "#3fa68f", [0, 1, 1, 1, 0, 0, 0]],
    ["No phone after 10", "8-day streak", "#e9b43f", [1, 1, 1, 0, 1, 1, 0]],
    ["Evening journal", "2-day streak", "#b76e6e", [1, 0, 0, 1, 1, 0, 0]],
  ];
  list.forEach(([name, streak, col, done], i) => {
    const y = 320 + i * 132;
    s += rr(40, y, 520, 116, 24, SOFT);
    s += circle(96, y + 42, 26, tint(col, 0.75)) + circle(96, y + 42, 10, col);
    s += t(140, y + 40, name, { size: 22, weight: 700, fill: INK }) + t(140, y + 68, streak, { size: 17, fill: MUTED });
    done.forEach((d, k) => {
      const x = 160 + k * 50;
      s += d ? circle(x, y + 94, 11, col) : circle(x, y + 94, 10, "none", 'stroke="#cfcce0" stroke-width="2.5"');
    });
    s += t(545, y + 48, `${done.filter(Boolean).length}/7`, {
      size: 20,
      weight: 700,
      fill: col === "#e9b43f" ? "#8a6410" : col,
      anchor: "end",
    });
  });
  return s + tabBar(c, 1);
}

function insights(c) {
  let s = rr(0, 0, SW, SH, 0, SOFT) + statusBar(INK);
  s += t(40, 160, "Insights", { size: 44, weight: 700, fill: INK });
  s += rr(40, 195, 520, 60, 30, "#e8e6f5");
  ["Week", "Month", "Year"].forEach((label, i) => {
    if (i === 0) s += rr(46, 201, 168, 48, 24, "#ffffff");
    s += t(130 + i * 172, 233, label, { size: 19, weight: 600, fill: i === 0 ? INK : MUTED, anchor: "middle" });
  });
  s += rr(40, 285, 520, 420, 28, "#ffffff");
  s += t(72, 350, "18.5 h", { size: 52, weight: 800, fill: INK }) + t(72, 385, "focused this week", { size: 19, fill: MUTED });
  s += rr(410, 318, 118, 40, 20, "#dff3ec") + t(469, 345, "+12%", { size: 19, weight: 700, fill: "#1f7a5c", anchor: "middle" });
  const hours = [2.1, 3.4, 2.8, 4.2, 3.1, 1.6, 1.3];
  ["M", "T", "W", "T", "F", "S", "S"].forEach((d, i) => {
    const x = 88 + i * 68;
    const bh = hours[i] * 56;
    s += rr(x - 18, 660 - 240, 36, 240, 18, "#f1f0f8");
    s += rr(x - 18, 660 - bh, 36, bh, 18, i === 3 ? INDIGO : "#b9b0f5");
    s += t(x, 692, d, { size: 17, weight: 600, fill: MUTED, anchor: "middle" });
  });
  s += rr(40, 735, 520, 250, 28, "#ffffff");
  s +=
    t(72, 790, "Habit completion", { size: 22, weight: 700, fill: INK }) +
    t(528, 790, "86%", { size: 22, weight: 700, fill: INDIGO, anchor: "end" });
  const pts = [0.45, 0.52, 0.5, 0.63, 0.6, 0.74, 0.71, 0.82, 0.86].map((v, i) => [72 + i * 57, 960 - v * 140]);
  const d = smoothOpen(pts);
  s += path(
    `${d} L${f(pts[pts.length - 1][0])},962 L72,962 Z`,
    c.doc.linear(
      [
        [0, INDIGO, 0.28],
        [1, INDIGO, 0],
      ],
      { x1: 0, y1: 0, x2: 0, y2: 1 },
    ),
  );
  s += path(d, "none", `stroke="${INDIGO}" stroke-width="5" stroke-linecap="round"`);
  s += circle(pts[8][0], pts[8][1], 9, "#fff", `stroke="${INDIGO}" stroke-width="4"`);
  [
    ["Best streak", "21 days", "#f08a6c"],
    ["Tasks done", "46", "#3fa68f"],
  ].forEach(([label, value, col], i) => {
    const x = 40 + i * 270;
    s += rr(x, 1010, 250, 130, 26, "#ffffff") + circle(x + 40, 1050, 14, tint(col, 0.6)) + circle(x + 40, 1050, 6, col);
    s += t(x + 28, 1110, value, { size: 32, weight: 800, fill: INK }) + t(x + 66, 1057, label, { size: 17, fill: MUTED });
  });
  return s + tabBar(c, 2);
}

function focus(c) {
  let s = rr(0, 0, SW, SH, 0, vgrad(c.doc, "#2a1f6e", "#120d33")) + statusBar("#ffffff");
  s += circle(
    SW / 2,
    560,
    300,
    c.doc.radialXY(SW / 2, 560, 300, [
      [0, "#6b58ee", 0.45],
      [1, "#6b58ee", 0],
    ]),
  );
  s += t(SW / 2, 180, "FOCUS SESSION", { size: 19, weight: 600, fill: "#b9b0f5", anchor: "middle", spacing: 3 });
  s += t(SW / 2, 230, "Deep work", { size: 40, weight: 700, fill: "#fff", anchor: "middle" });
  s += ring(c, SW / 2, 540, 190, 0.62, "#a99cff", "rgba(255,255,255,0.12)", 20);
  for (let i = 0; i < 60; i++) {
    const a = (i / 60) * Math.PI * 2;
    const r1 = i % 5 === 0 ? 150 : 158;
    s += line(
      SW / 2 + Math.cos(a) * r1,
      540 + Math.sin(a) * r1,
      SW / 2 + Math.cos(a) * 166,
      540 + Math.sin(a) * 166,
      "rgba(255,255,255,0.35)",
      i % 5 === 0 ? 3 : 1.5,
    );
  }
  s += t(SW / 2, 565, "18:42", { size: 76, weight: 700, fill: "#fff", anchor: "middle" });
  s += t(SW / 2, 610, "of 45 minutes", { size: 20, fill: "#c9c2ff", anchor: "middle" });
  s += rr(130, 790, 340, 64, 32, "rgba(255,255,255,0.1)") + circle(170, 822, 8, "#f08a6c");
  s += t(192, 830, "Draft the Q2 report", { size: 21, weight: 600, fill: "#fff" });
  s += circle(SW / 2, 980, 56, "#ffffff") + rr(SW / 2 - 17, 958, 11, 44, 4, "#2a1f6e") + rr(SW / 2 + 6, 958, 11, 44, 4, "#2a1f6e");
  s += circle(150, 980, 38, "rgba(255,255,255,0.12)") + rr(136, 966, 28, 28, 5, "#fff");
  s +=
    circle(450, 980, 38, "rgba(255,255,255,0.12)") +
    path("M438,964 l20,16 l-20,16 z M462,964 v32", "#fff", 'stroke="#fff" stroke-width="4" stroke-linejoin="round"');
  s += t(SW / 2, 1130, "Next: short break, 5 min", { size: 19, fill: "#b9b0f5", anchor: "middle" });
  s += rr(SW / 2 - 70, SH - 22, 140, 7, 4, "#ffffff");
  return s;
}

const SCREENS = { today, habits, insights, focus };

/** One screenshot, full frame. */
export function appScreen({ w, h, kind }) {
  const c = canvas(w, h);
  c.add(`<g transform="scale(${f(w / SW)} ${f(h / SH)})">${SCREENS[kind](c)}</g>`);
  return c.done();
}

/** A phone body around a screen, drawn at (x, y) with width pw and a rotation. */
function phone(c, kind, x, y, pw, rot) {
  const k = pw / (SW + 40);
  const ph = (SH + 40) * k;
  const clip = c.doc.clip(`<rect x="20" y="20" width="${SW}" height="${SH}" rx="70"/>`);
  const inner =
    rr(0, 0, SW + 40, SH + 40, 88, vgrad(c.doc, "#3b3b40", "#0c0c0e")) +
    rr(6, 6, SW + 28, SH + 28, 82, "#0b0b0d") +
    `<g clip-path="${clip}"><g transform="translate(20 20)">${SCREENS[kind](c)}</g></g>` +
    rr((SW + 40) / 2 - 85, 46, 170, 48, 24, "#050505");
  return (
    shadow(c.doc, x + pw / 2 + 30, y + ph * 0.98, pw * 0.55, ph * 0.05, 0.35, 18) +
    `<g transform="translate(${f(x)} ${f(y)}) rotate(${f(rot)} ${f(pw / 2)} ${f(ph / 2)}) scale(${f(k)})">${inner}</g>`
  );
}

/** The app's night-indigo ground with soft glows: a band behind a closing call to action. */
export function appGlow({ w, h, seed }) {
  const rand = rng(seed);
  const c = canvas(w, h);
  const { doc } = c;
  c.add(
    `<rect width="${w}" height="${h}" fill="${doc.linear(
      [
        [0, "#120d33"],
        [1, "#3a2c93"],
      ],
      { x1: 0, y1: 1, x2: 1, y2: 0 },
    )}"/>`,
  );
  for (let i = 0; i < 7; i++)
    c.add(
      circle(
        rand.range(0, w),
        rand.range(0, h),
        rand.range(90, 220),
        rand.pick(["#7b68ff", "#f08a6c", "#4f8fd8"]),
        `opacity="${f(rand.range(0.25, 0.5))}" filter="${doc.blur(60)}"`,
      ),
    );
  // Concentric rings, like the focus timer's, off to one side.
  for (let i = 1; i < 9; i++)
    c.add(circle(w * 0.82, h * 0.5, i * 46, "none", `stroke="#b9b0f5" stroke-width="1.4" opacity="${f(0.5 - i * 0.05)}"`));
  for (let i = 0; i < 50; i++)
    c.add(circle(rand.range(0, w), rand.range(0, h), rand.range(1, 2.2), "#ffffff", `opacity="${f(rand.range(0.15, 0.5))}"`));
  return c.done();
}

/** One phone upright on a pale lavender ground with a ticked habit floating beside it. */
export function appSolo({ w, h, seed, kind }) {
  const rand = rng(seed);
  const c = canvas(w, h);
  const { doc } = c;
  c.add(
    `<rect width="${w}" height="${h}" fill="${doc.linear(
      [
        [0, "#f6f4ff"],
        [1, "#e4defc"],
      ],
      { x1: 0, y1: 0, x2: 1, y2: 1 },
    )}"/>`,
  );
  for (let i = 0; i < 4; i++)
    c.add(
      circle(
        rand.range(0, w),
        rand.range(0, h),
        rand.range(120, 220),
        rand.pick(["#c9c0ff", "#fde3da", "#d4ecf7"]),
        `opacity="0.7" filter="${doc.blur(60)}"`,
      ),
    );
  c.add(circle(w * 0.5, h * 0.52, h * 0.4, "#6b58ee", 'opacity="0.12"'));
  const pw = h * 0.42;
  c.add(phone(c, kind, w * 0.5 - pw / 2, h * 0.06, pw, -4));
  const nx = w * 0.5 - 100;
  const ny = h * 0.74;
  c.add(shadow(doc, nx + 130, ny + 92, 120, 10, 0.25, 10) + rr(nx, ny, 270, 84, 20, "#ffffff"));
  c.add(circle(nx + 42, ny + 42, 22, INDIGO) + check(nx + 42, ny + 42, 22, "#ffffff"));
  c.add(
    text(nx + 76, ny + 38, "Habit kept", { size: 20, weight: 700, fill: INK }) +
      text(nx + 76, ny + 62, "Meditate 10 min, 3 days", { size: 15, fill: MUTED }),
  );
  return c.done();
}

/** The hero: two phones on the right over a soft indigo gradient with floating notes. */
export function appHero({ w, h, seed }) {
  const rand = rng(seed);
  const c = canvas(w, h);
  const { doc } = c;
  c.add(
    `<rect width="${w}" height="${h}" fill="${doc.linear(
      [
        [0, "#171233"],
        [0.55, "#2b2070"],
        [1, "#5b47e0"],
      ],
      { x1: 0, y1: 0, x2: 1, y2: 1 },
    )}"/>`,
  );
  for (let i = 0; i < 5; i++)
    c.add(
      circle(
        rand.range(w * 0.45, w),
        rand.range(0, h),
        rand.range(120, 260),
        rand.pick(["#7b68ff", "#f08a6c", "#3fa68f", "#4f8fd8"]),
        `opacity="${f(rand.range(0.2, 0.4))}" filter="${doc.blur(70)}"`,
      ),
    );
  for (let i = 0; i < 40; i++)
    c.add(circle(rand.range(0, w), rand.range(0, h), rand.range(1, 2.4), "#ffffff", `opacity="${f(rand.range(0.15, 0.5))}"`));
  c.add(phone(c, "insights", w * 0.6, h * 0.16, w * 0.18, -8));
  c.add(phone(c, "today", w * 0.77, h * 0.1, w * 0.2, 6));
  // A floating streak note between the phones.
  const nx = w * 0.5;
  const ny = h * 0.8;
  c.add(shadow(doc, nx + 130, ny + 92, 120, 10, 0.4, 10) + rr(nx, ny, 260, 84, 20, "#ffffff"));
  c.add(circle(nx + 42, ny + 42, 22, "#fde3da") + path(`M${nx + 42},${ny + 28} c8,10 10,16 0,28 c-10,-12 -8,-18 0,-28 z`, "#f08a6c"));
  c.add(
    text(nx + 76, ny + 38, "12-day streak", { size: 20, weight: 700, fill: INK }) +
      text(nx + 76, ny + 62, "Reading, every morning", { size: 15, fill: MUTED }),
  );
  return c.done();
}

/** A desk from above: the phone showing the day, a notebook, a pen, a coffee and a plant. */
export function appDesk({ w, h, seed }) {
  const rand = rng(seed);
  const c = canvas(w, h);
  const { doc } = c;
  const wood = rand.pick(["#d8c3a5", "#cfb08a", "#e5d6c0"]);
  c.add(
    `<rect width="${w}" height="${h}" fill="${doc.linear(
      [
        [0, tint(wood, 0.1)],
        [1, dark(wood, 0.08)],
      ],
      { x1: 0, y1: 0, x2: 1, y2: 1 },
    )}"/>`,
  );
  for (let i = 0; i < 22; i++) {
    const y = (i / 22) * h + rand.range(-6, 6);
    c.add(
      path(
        `M0,${f(y)} C${f(w * 0.3)},${f(y + rand.range(-8, 8))} ${f(w * 0.7)},${f(y + rand.range(-8, 8))} ${f(w)},${f(y)}`,
        "none",
        `stroke="${dark(wood, 0.12)}" stroke-width="${f(rand.range(0.8, 2))}" opacity="0.45"`,
      ),
    );
  }
  // Notebook, open, with a week plan.
  c.add(
    `<g transform="rotate(-6 ${f(w * 0.25)} ${f(h * 0.5)})">` +
      shadow(doc, w * 0.25, h * 0.83, w * 0.2, 14, 0.3, 10) +
      rr(w * 0.05, h * 0.16, w * 0.4, h * 0.66, 8, "#fbfaf6") +
      line(w * 0.25, h * 0.17, w * 0.25, h * 0.81, "#d6d1c4", 2),
  );
  for (let i = 0; i < 9; i++) {
    c.add(line(w * 0.075, h * (0.26 + i * 0.06), w * 0.23, h * (0.26 + i * 0.06), "#d9e1ec", 1.4));
    c.add(line(w * 0.27, h * (0.26 + i * 0.06), w * 0.425, h * (0.26 + i * 0.06), "#d9e1ec", 1.4));
  }
  for (let i = 0; i < 6; i++) c.add(rr(w * 0.08, h * (0.245 + i * 0.06), w * rand.range(0.06, 0.13), 5, 2, "#4a4a6a", 'opacity="0.55"'));
  for (let i = 0; i < 4; i++)
    c.add(
      circle(w * 0.29, h * (0.25 + i * 0.06), 6, "none", `stroke="${INDIGO}" stroke-width="2"`) +
        rr(w * 0.305, h * (0.245 + i * 0.06), w * rand.range(0.05, 0.1), 5, 2, "#4a4a6a", 'opacity="0.5"'),
    );
  c.add("</g>");
  // Pen.
  c.add(
    `<g transform="rotate(28 ${f(w * 0.49)} ${f(h * 0.6)})">` +
      rr(w * 0.47, h * 0.3, 14, h * 0.5, 7, "#1b1a2e") +
      rr(w * 0.47, h * 0.3, 14, h * 0.08, 7, "#c9a27a") +
      "</g>",
  );
  // Phone.
  c.add(phone(c, "today", w * 0.55, h * 0.08, w * 0.2, 10));
  // Coffee from above.
  const cx = w * 0.86;
  const cy = h * 0.3;
  c.add(
    shadow(doc, cx + 8, cy + 10, 86, 86, 0.3, 12) +
      circle(cx, cy, 92, "#f4f1ea") +
      circle(cx, cy, 66, "#ffffff") +
      circle(
        cx,
        cy,
        52,
        doc.radialXY(cx - 10, cy - 10, 60, [
          [0, "#a06a3e"],
          [1, "#5a3418"],
        ]),
      ),
  );
  c.add(path(`M${cx - 18},${cy - 6} c10,-14 26,-8 30,4 c-12,-4 -20,2 -30,-4 z`, "#e9d2b0", 'opacity="0.7"'));
  // Plant from above in the corner.
  const px = w * 0.9;
  const py = h * 0.86;
  c.add(shadow(doc, px, py + 8, 90, 90, 0.28, 12) + circle(px, py, 78, "#e6dfd2"));
  for (let i = 0; i < 9; i++) {
    const a = (i / 9) * Math.PI * 2 + rand.range(-0.2, 0.2);
    c.add(
      path(
        `M${px},${py} q${f(Math.cos(a + 0.5) * 60)},${f(Math.sin(a + 0.5) * 60)} ${f(Math.cos(a) * 120)},${f(Math.sin(a) * 120)} q${f(-Math.cos(a - 0.5) * 50)},${f(-Math.sin(a - 0.5) * 50)} ${f(-Math.cos(a) * 120)},${f(-Math.sin(a) * 120)} z`,
        i % 2 ? "#4f7a4c" : "#6b9a5e",
      ),
    );
  }
  return c.done();
}
