// Makes the site's own typefaces (Playfair Display, Inter, from the @fontsource
// packages the site already depends on) available to librsvg, so the artwork
// speaks the same typographic language as the pages around it. fontsource ships
// WOFF only; fontconfig wants plain sfnt, so each WOFF is unpacked to a TTF in a
// private temp directory and a private fontconfig file points at it. The system
// fonts stay visible too, as a fallback.
//
// Must run before sharp is first imported: fontconfig reads FONTCONFIG_FILE once.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import zlib from "node:zlib";

const FACES = [
  ["playfair-display", "playfair-display-latin-400-normal"],
  ["playfair-display", "playfair-display-latin-600-normal"],
  ["playfair-display", "playfair-display-latin-700-normal"],
  ["playfair-display", "playfair-display-latin-900-normal"],
  ["playfair-display", "playfair-display-latin-400-italic"],
  ["inter", "inter-latin-400-normal"],
  ["inter", "inter-latin-500-normal"],
  ["inter", "inter-latin-600-normal"],
  ["inter", "inter-latin-700-normal"],
  ["inter", "inter-latin-800-normal"],
];

function woffToSfnt(buf) {
  if (buf.readUInt32BE(0) !== 0x774f4646) throw new Error("not a WOFF file");
  const flavor = buf.readUInt32BE(4);
  const numTables = buf.readUInt16BE(12);
  const tables = [];
  for (let i = 0; i < numTables; i++) {
    const o = 44 + i * 20;
    const tag = buf.readUInt32BE(o);
    const offset = buf.readUInt32BE(o + 4);
    const compLength = buf.readUInt32BE(o + 8);
    const origLength = buf.readUInt32BE(o + 12);
    const checksum = buf.readUInt32BE(o + 16);
    const raw = buf.subarray(offset, offset + compLength);
    const data = compLength < origLength ? zlib.inflateSync(raw) : Buffer.from(raw);
    tables.push({ tag, checksum, data });
  }
  tables.sort((a, b) => a.tag - b.tag);
  let pow = 1;
  let log = 0;
  while (pow * 2 <= numTables) {
    pow *= 2;
    log++;
  }
  const headerSize = 12 + 16 * numTables;
  const total = tables.reduce((n, t) => n + ((t.data.length + 3) & ~3), headerSize);
  const out = Buffer.alloc(total);
  out.writeUInt32BE(flavor, 0);
  out.writeUInt16BE(numTables, 4);
  out.writeUInt16BE(pow * 16, 6);
  out.writeUInt16BE(log, 8);
  out.writeUInt16BE(numTables * 16 - pow * 16, 10);
  let offset = headerSize;
  tables.forEach((t, i) => {
    const r = 12 + i * 16;
    out.writeUInt32BE(t.tag, r);
    out.writeUInt32BE(t.checksum, r + 4);
    out.writeUInt32BE(offset, r + 8);
    out.writeUInt32BE(t.data.length, r + 12);
    t.data.copy(out, offset);
    offset += (t.data.length + 3) & ~3;
  });
  return out;
}

export function installSiteFonts(root) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "hg-artwork-fonts-"));
  const fontDir = path.join(dir, "fonts");
  fs.mkdirSync(fontDir);
  for (const [pkg, file] of FACES) {
    const src = path.join(root, "node_modules", "@fontsource", pkg, "files", `${file}.woff`);
    fs.writeFileSync(path.join(fontDir, `${file}.ttf`), woffToSfnt(fs.readFileSync(src)));
  }
  const conf = `<?xml version="1.0"?>
<!DOCTYPE fontconfig SYSTEM "fonts.dtd">
<fontconfig>
  <dir>${fontDir}</dir>
  <dir>/usr/share/fonts</dir>
  <dir>/usr/local/share/fonts</dir>
  <cachedir>${path.join(dir, "cache")}</cachedir>
</fontconfig>
`;
  const confFile = path.join(dir, "fonts.conf");
  fs.writeFileSync(confFile, conf);
  process.env.FONTCONFIG_FILE = confFile;
  return () => fs.rmSync(dir, { recursive: true, force: true });
}
