#!/usr/bin/env node
// Cuts a core out of the site's two font files (Inter, variable, and Playfair Display 600, both from
// their @fontsource packages): printable ASCII, the accented letters of the names in the copy and the
// punctuation it uses. Every page preloads the cores, about a third smaller than the whole latin files,
// which a phone loads before it can show the first screen; the latin files stay as the fallback that a
// browser fetches only for a page containing a character the core lacks (rarer letters and symbols).
// Writes src/fonts/*.woff2 and fonts.css; the outputs are committed. Run after upgrading either
// package:  npm run fonts
import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import subsetFont from "subset-font";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../..");
const outDir = path.join(root, "src", "fonts");

/** fontsource's "latin" subset, as its CSS declares it. */
const LATIN = [
  [0x0000, 0x00ff],
  [0x0131],
  [0x0152, 0x0153],
  [0x02bb, 0x02bc],
  [0x02c6],
  [0x02da],
  [0x02dc],
  [0x0304],
  [0x0308],
  [0x0329],
  [0x2000, 0x206f],
  [0x20ac],
  [0x2122],
  [0x2191],
  [0x2193],
  [0x2212],
  [0x2215],
  [0xfeff],
  [0xfffd],
];

/**
 * Printable ASCII, no-break space, the symbols and typographic punctuation of the site's copy, and the
 * accented letters of the names in it (the Latin-1 letters) and the minus sign: twenty demo homes name
 * a José or a Zoë, and without these each fetched the whole latin file (47 KB) and laid its page out again.
 */
const CORE = [
  [0x0020, 0x007e],
  [0x00a0],
  [0x00a3],
  [0x00a9],
  [0x00b0],
  [0x00b7],
  [0x00c0, 0x00ff],
  [0x2013, 0x2014],
  [0x2018, 0x2019],
  [0x201c, 0x201d],
  [0x2022],
  [0x2026],
  [0x20ac],
  [0x2212],
];

const FACES = [
  {
    family: "Inter",
    weight: "100 900",
    source: "@fontsource-variable/inter/files/inter-latin-wght-normal.woff2",
    name: "inter-wght",
  },
  {
    family: "Playfair Display",
    weight: "600",
    source: "@fontsource/playfair-display/files/playfair-display-latin-600-normal.woff2",
    name: "playfair-display-600",
  },
];

const codePoints = (ranges) => ranges.flatMap(([from, to = from]) => Array.from({ length: to - from + 1 }, (_, i) => from + i));

/** Collapses sorted code points into a CSS unicode-range value. */
const unicodeRange = (points) => {
  const ranges = [];
  for (const point of points) {
    const last = ranges.at(-1);
    if (last && point === last[1] + 1) last[1] = point;
    else ranges.push([point, point]);
  }
  const hex = (point) => point.toString(16).toUpperCase().padStart(4, "0");
  return ranges.map(([from, to]) => (from === to ? `U+${hex(from)}` : `U+${hex(from)}-${hex(to)}`)).join(",");
};

/**
 * The code points of `points` that a font has a glyph for. A face claims only those in its
 * unicode-range: a face whose range claims a character it lacks is still downloaded for it (the
 * narrow no-break space of a time field's "AM" fetched the whole latin Inter file, which lacks it).
 */
const drawnPoints = async (font, points) => {
  const empty = (await subsetFont(font, "", { targetFormat: "truetype" })).length;
  const drawn = [];
  for (const point of points) {
    if ((await subsetFont(font, String.fromCodePoint(point), { targetFormat: "truetype" })).length > empty) drawn.push(point);
  }
  return drawn;
};

// The whole latin file is declared first, the core second: for a character in both ranges a browser
// tries the rule declared last, so it fetches the latin file only for a character the core lacks.
// (A smaller "latin minus core" file would fall under Gatsby's 10 KB limit and be inlined into every
// page's CSS as a data URI; an exact complement range would take kilobytes of CSS to write.)
const parts = [
  { suffix: "latin", points: codePoints(LATIN), whole: true },
  { suffix: "core", points: codePoints(CORE), whole: false },
];

fs.mkdirSync(outDir, { recursive: true });
const rules = [];
for (const face of FACES) {
  const source = fs.readFileSync(path.join(root, "node_modules", face.source));
  for (const part of parts) {
    const file = `${face.name}-${part.suffix}.woff2`;
    const points = await drawnPoints(source, part.points);
    const output = part.whole ? source : await subsetFont(source, String.fromCodePoint(...points), { targetFormat: "woff2" });
    fs.writeFileSync(path.join(outDir, file), output);
    console.log(`src/fonts/${file}  ${(output.length / 1024).toFixed(1)} KB`);
    rules.push(`@font-face {
  font-family: "${face.family}";
  font-style: normal;
  font-display: swap;
  font-weight: ${face.weight};
  src: url("./${file}") format("woff2");
  unicode-range: ${unicodeRange(points)};
}`);
  }
}

const header = `/* Written by scripts/fonts/subset-fonts.mjs (npm run fonts) from the @fontsource packages; do not edit. */`;
fs.writeFileSync(path.join(outDir, "fonts.css"), `${header}\n${rules.join("\n\n")}\n`);
console.log("src/fonts/fonts.css");
