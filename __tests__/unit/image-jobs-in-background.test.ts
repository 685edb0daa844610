/**
 * @jest-environment node
 *
 * The build's image jobs, handed to the background image process: the files Gatsby asked for are
 * written, with that process's encoder settings, and a job that fails says which image it was.
 */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import sharp from "sharp";
import { cutImagesInBackground } from "../../src/node/image-jobs-in-background";

type Job = { inputPaths: Array<{ path: string; contentDigest: string }>; outputDir: string; args: Record<string, unknown> };
const sharpWorker = require("gatsby-plugin-sharp/gatsby-worker") as { IMAGE_PROCESSING: (job: Job) => Promise<unknown> };

const SOURCE = path.resolve(__dirname, "../../data/site/images/products/gold-bar-1g.jpg");
const PLUGIN_OPTIONS = { stripMetadata: true, defaultQuality: 50, failOn: "warning" };
const resize = (toFormat: string) => ({ width: 120, height: 90, toFormat, quality: 74, fit: "cover", cropFocus: 17 });

let outputDir: string;
const jobFor = (source: string, isLazy = false): Job => ({
  inputPaths: [{ path: source, contentDigest: "test" }],
  outputDir,
  args: {
    isLazy,
    pluginOptions: PLUGIN_OPTIONS,
    operations: [
      { outputPath: "a/bar.jpg", args: resize("jpg") },
      { outputPath: "b/bar.webp", args: resize("webp") },
    ],
  },
});

beforeAll(() => cutImagesInBackground());
beforeEach(() => {
  outputDir = fs.mkdtempSync(path.join(os.tmpdir(), "image-jobs-"));
});
afterEach(() => fs.rmSync(outputDir, { recursive: true, force: true }));

describe("image jobs in the background process", () => {
  it("writes every file of a job at its size, the JPEG fallback as a baseline file", async () => {
    await sharpWorker.IMAGE_PROCESSING(jobFor(SOURCE));
    const jpeg = await sharp(path.join(outputDir, "a/bar.jpg")).metadata();
    const webp = await sharp(path.join(outputDir, "b/bar.webp")).metadata();
    expect([jpeg.format, jpeg.width, jpeg.height, jpeg.isProgressive]).toEqual(["jpeg", 120, 90, false]);
    expect([webp.format, webp.width, webp.height]).toEqual(["webp", 120, 90]);
  });

  it("fails a job whose source cannot be read, naming the image", async () => {
    const missing = path.join(outputDir, "no-such-image.jpg");
    await expect(sharpWorker.IMAGE_PROCESSING(jobFor(missing))).rejects.toThrow(/no-such-image\.jpg/);
  });

  it("leaves a lazy job (`gatsby develop`) to the plugin, which cuts nothing until the image is asked for", async () => {
    await sharpWorker.IMAGE_PROCESSING(jobFor(SOURCE, true));
    expect(fs.readdirSync(outputDir)).toEqual([]);
  });
});
