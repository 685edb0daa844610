/**
 * A placeholder face for Chinese text while Noto Sans TC is on its way: every CJK character is an empty
 * glyph one em wide, with Noto Sans TC's line metrics, so text laid out before the real face arrives
 * already has its final size. Where a Chinese face arrived after the first paint, the characters had been
 * laid out in a fallback (on a device without a Chinese font, missing-glyph boxes narrower than an em),
 * and the text grew when the face came: headings rewrapped and whole sections moved down the page.
 *
 * It is under a kilobyte, inlined as data, and added from a script in the head as well, so that it is ready
 * for the first layout (see cjkMetricsFontFaceScript). The page's font stacks name it after Noto Sans TC
 * and the system's Chinese font (src/styles/font-fallbacks.css), so it draws only on a device without
 * one. Form fields leave it out, so a character a visitor types that the cut faces lack still shows in a
 * system font.
 */

/** Noto Sans TC's metrics (hhea and OS/2), so a line keeps its height when the real face replaces this one. */
const UNITS_PER_EM = 1000;
const ASCENDER = 1160;
const DESCENDER = -288;
const TYPO_ASCENDER = 880;
const TYPO_DESCENDER = -120;

/** The CJK blocks the cut faces claim (cjk-font.ts), each mapped to the one empty glyph. */
const BLOCKS: readonly [number, number][] = [
  [0x3000, 0x303f],
  [0x3400, 0x9fff],
  [0xf900, 0xfaff],
  [0xff00, 0xffef],
];

const CJK_METRICS_FAMILY = "Noto Sans TC Metrics";

const u16 = (value: number) => Buffer.from([(value >> 8) & 0xff, value & 0xff]);
const u32 = (value: number) => {
  const bytes = Buffer.alloc(4);
  bytes.writeUInt32BE(value >>> 0);
  return bytes;
};
const zeros = (count: number) => Buffer.alloc(count);
const cat = (...parts: Buffer[]) => Buffer.concat(parts);

const head = () =>
  cat(
    u32(0x00010000), // version
    u32(0x00010000), // font revision
    u32(0), // checksum adjustment, set once the font is assembled
    u32(0x5f0f3cf5), // magic number
    u16(0x000b), // flags: baseline and left sidebearing at 0, integer scaling
    u16(UNITS_PER_EM),
    zeros(16), // created, modified
    u16(0), // xMin
    u16(DESCENDER),
    u16(UNITS_PER_EM), // xMax
    u16(ASCENDER),
    u16(0), // mac style
    u16(8), // smallest readable size
    u16(2), // font direction hint
    u16(0), // short loca offsets
    u16(0), // glyph data format
  );

const hhea = () =>
  cat(
    u32(0x00010000),
    u16(ASCENDER),
    u16(DESCENDER),
    u16(0), // line gap
    u16(UNITS_PER_EM), // widest advance
    zeros(4), // min left and right sidebearings
    u16(UNITS_PER_EM), // x max extent
    u16(1), // caret slope rise
    zeros(14), // caret slope run and offset, reserved, metric data format
    u16(1), // one horizontal metric serves both glyphs
  );

/** TrueType maximum profile for two glyphs, the first a four-point square. */
const maxp = () => cat(u32(0x00010000), u16(2), u16(4), u16(1), zeros(4), u16(2), zeros(16));

const os2 = () =>
  cat(
    u16(4), // version
    u16(UNITS_PER_EM), // average width
    u16(400), // weight
    u16(5), // width: medium
    u16(0), // embedding: installable
    zeros(22), // sub- and superscript sizes and offsets, strikeout, family class
    zeros(10), // PANOSE
    zeros(16), // unicode ranges
    Buffer.from("NONE", "latin1"), // vendor
    u16(0x40), // regular
    u16(BLOCKS[0][0]), // first character
    u16(BLOCKS[BLOCKS.length - 1][1]), // last character
    u16(TYPO_ASCENDER),
    u16(TYPO_DESCENDER),
    u16(0), // typo line gap
    u16(ASCENDER), // win ascent
    u16(-DESCENDER), // win descent
    zeros(8), // code page ranges
    zeros(4), // x height, cap height
    u16(0), // default character
    u16(BLOCKS[0][0]), // break character
    u16(0), // max context
  );

/** The .notdef glyph has an outline (the sanitizer refuses an empty glyf table); the mapped glyph has none. */
const notdef = cat(
  u16(1),
  u16(0),
  u16(0),
  u16(500),
  u16(500),
  u16(3),
  u16(0),
  Buffer.from([1, 1, 1, 1]),
  u16(0),
  u16(500),
  u16(0),
  u16(-500),
  zeros(4),
  u16(500),
  u16(0),
);
const glyf = cat(notdef, zeros((4 - (notdef.length % 4)) % 4));
/** Short offsets (halved): .notdef's outline, then the empty mapped glyph, which starts and ends at its end. */
const loca = cat(u16(0), u16(glyf.length / 2), u16(glyf.length / 2));
const hmtx = () => cat(u16(UNITS_PER_EM), u16(0), u16(0));

/** A Windows BMP subtable that maps nothing (expected beside the full-range one) and the blocks, many to one. */
const cmap = () => {
  const bmp = cat(u16(4), u16(24), u16(0), u16(2), u16(2), u16(0), u16(0), u16(0xffff), u16(0), u16(0xffff), u16(1), u16(0));
  const manyToOne = cat(
    u16(13),
    u16(0),
    u32(16 + 12 * BLOCKS.length),
    u32(0),
    u32(BLOCKS.length),
    ...BLOCKS.map(([first, last]) => cat(u32(first), u32(last), u32(1))),
  );
  return cat(u16(0), u16(2), u16(3), u16(1), u32(20), u16(3), u16(10), u32(20 + bmp.length), bmp, manyToOne);
};

const name = () => {
  const records: [number, string][] = [
    [1, CJK_METRICS_FAMILY],
    [2, "Regular"],
    [4, CJK_METRICS_FAMILY],
    [6, CJK_METRICS_FAMILY.replaceAll(" ", "")],
  ];
  const strings = records.map(([, text]) => Buffer.from(text, "utf16le").swap16());
  let offset = 0;
  const entries = records.map(([id], index) => {
    const entry = cat(u16(3), u16(1), u16(0x409), u16(id), u16(strings[index].length), u16(offset));
    offset += strings[index].length;
    return entry;
  });
  return cat(u16(0), u16(records.length), u16(6 + 12 * records.length), ...entries, ...strings);
};

const post = () => cat(u32(0x00030000), zeros(4), u16(-100), u16(50), zeros(20));

const padded = (table: Buffer) => cat(table, zeros((4 - (table.length % 4)) % 4));
const checksum = (bytes: Buffer) => {
  const words = padded(bytes);
  let sum = 0;
  for (let index = 0; index < words.length; index += 4) sum = (sum + words.readUInt32BE(index)) >>> 0;
  return sum;
};

/** The font file: an sfnt header, the table directory (tags sorted) and the tables. */
const cjkMetricsFont = (): Buffer => {
  const tables: Record<string, Buffer> = {
    "OS/2": os2(),
    cmap: cmap(),
    glyf,
    head: head(),
    hhea: hhea(),
    hmtx: hmtx(),
    loca,
    maxp: maxp(),
    name: name(),
    post: post(),
  };
  const tags = Object.keys(tables).sort();
  const power = 2 ** Math.floor(Math.log2(tags.length));
  let offset = 12 + 16 * tags.length;
  const directory: Buffer[] = [];
  const data: Buffer[] = [];
  for (const tag of tags) {
    directory.push(cat(Buffer.from(tag, "latin1"), u32(checksum(tables[tag])), u32(offset), u32(tables[tag].length)));
    data.push(padded(tables[tag]));
    offset += padded(tables[tag]).length;
  }
  const font = cat(
    u32(0x00010000),
    u16(tags.length),
    u16(power * 16),
    u16(Math.log2(power)),
    u16(tags.length * 16 - power * 16),
    ...directory,
    ...data,
  );
  const headOffset = 12 + 16 * tags.length + data.slice(0, tags.indexOf("head")).reduce((sum, table) => sum + table.length, 0);
  font.writeUInt32BE((0xb1b0afba - checksum(font)) >>> 0, headOffset + 8);
  return font;
};

/** The font as base64, built once for both the rule and the script. */
let fontBase64: string | undefined;
const cjkMetricsFontBase64 = (): string => (fontBase64 ??= cjkMetricsFont().toString("base64"));

/** Its @font-face rule, the font inlined. */
export const cjkMetricsFontFace = (): string =>
  `@font-face{font-family:"${CJK_METRICS_FAMILY}";font-display:block;src:url(data:font/ttf;base64,${cjkMetricsFontBase64()}) format("truetype")}`;

/**
 * The same face handed to the browser from a script in the head. Even inlined as data, the rule's face
 * loads asynchronously, and the first layout sometimes came before it (Lighthouse saw the Chinese home
 * page's hero grow by 120 px at its first paint in 1 of 4 loads); a face built from bytes is ready as soon
 * as it is made. Added after the rule's face, it is the one the browser picks; the rule stays for browsers
 * without JavaScript.
 */
export const cjkMetricsFontFaceScript = (): string =>
  `document.fonts.add(new FontFace(${JSON.stringify(CJK_METRICS_FAMILY)},Uint8Array.from(atob("${cjkMetricsFontBase64()}"),function(c){return c.charCodeAt(0)}),{display:"block"}))`;
