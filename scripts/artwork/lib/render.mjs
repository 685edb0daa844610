// Rasterises a finished SVG document and writes the committed file. A faint
// film grain is added in raster space: it breaks up gradient banding (JPEG
// would otherwise show steps in the large dark fields) and makes the flat
// vector look more photographic. The grain comes from the seeded PRNG, so the
// output is repeatable.
import fs from "node:fs";
import path from "node:path";
import sharp from "sharp";
import { rng } from "./core.mjs";

export const MAX_WIDTH = 1600;

// quality defaults to the live site's 82; the demo area's jobs ask for 80.
export async function render(svg, { out, width, height, grain = 3.2, seed = 1, format = "jpeg", quality = 82, supersample = 1, preview }) {
  if (width > MAX_WIDTH) throw new Error(`${out}: wider than ${MAX_WIDTH}px`);
  let img = sharp(Buffer.from(svg), { density: 72 * supersample, limitInputPixels: false });
  if (supersample !== 1) img = img.resize(width, height, { kernel: "lanczos3" });
  const { data, info } = await img.removeAlpha().raw().toBuffer({ resolveWithObject: true });
  if (info.width !== width || info.height !== height) {
    throw new Error(`${out}: rendered ${info.width}x${info.height}, expected ${width}x${height}`);
  }
  if (grain > 0) {
    const rand = rng(seed * 7919 + 17);
    const ch = info.channels;
    for (let i = 0; i < data.length; i += ch) {
      // Triangular noise: softer than uniform, no hard clipping at the tails.
      const n = (rand() + rand() - 1) * grain;
      // Less grain in the deepest shadows, where it would read as noise.
      const lum = (data[i] + data[i + 1] + data[i + 2]) / 765;
      const k = 0.45 + 0.55 * Math.min(1, lum * 3);
      for (let c = 0; c < 3; c++) {
        const v = data[i + c] + n * k;
        data[i + c] = v < 0 ? 0 : v > 255 ? 255 : v;
      }
    }
  }
  const raw = sharp(data, { raw: { width: info.width, height: info.height, channels: info.channels } });
  fs.mkdirSync(path.dirname(out), { recursive: true });
  if (format === "png") {
    await raw.png({ compressionLevel: 9, palette: false }).toFile(out);
  } else {
    await raw.jpeg({ quality, mozjpeg: true }).toFile(out);
  }
  if (preview) {
    fs.mkdirSync(path.dirname(preview), { recursive: true });
    await sharp(out).png().toFile(preview);
  }
  return fs.statSync(out).size;
}
