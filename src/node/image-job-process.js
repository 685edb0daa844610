// @ts-check
/**
 * The process that cuts the build's images (started by image-jobs-in-background.ts). It runs
 * gatsby-plugin-sharp's own job function, queue and all, so a job does here exactly what it does in
 * Gatsby's main process; only the process, and its priority, differ.
 */
const os = require("node:os");

// Lowest priority, set before sharp starts its threads so that they inherit it: the images take the CPU
// that webpack leaves, and never hold webpack back.
os.setPriority(19);

const sharp = require("sharp");
const { IMAGE_PROCESSING } = require("gatsby-plugin-sharp/gatsby-worker");

// Encoder settings gatsby-plugin-sharp has no option for; every job runs in this process, so setting them
// here covers every image file of the build.
// - WebP: the plugin asks for no effort, so sharp would use its default of 4. At effort 2 a file encodes in
//   about half the time and comes out about 7% larger at the same quality (measured on the bundled
//   artwork; effort 3 is no faster than 4).
// - JPEG: the plugin always asks for progressive files. Its JPEG files are only the fallback for browsers
//   without WebP, which the supported ones all read, and a baseline file encodes in about half the time.
const WEBP_EFFORT = 2;
const encodeWebp = sharp.prototype.webp;
sharp.prototype.webp = function webpWithEffort(options) {
  return encodeWebp.call(this, { effort: WEBP_EFFORT, ...options });
};
const encodeJpeg = sharp.prototype.jpeg;
sharp.prototype.jpeg = function baselineJpeg(options) {
  return encodeJpeg.call(this, { ...options, progressive: false });
};

const send = process.send?.bind(process);
if (!send) throw new Error("image-job-process.js runs as a child process of the build");

process.on("message", (/** @type {{ id: number, job: Parameters<typeof IMAGE_PROCESSING>[0] }} */ { id, job }) => {
  Promise.resolve()
    .then(() => IMAGE_PROCESSING(job))
    .then(
      () => send({ id }),
      (error) => send({ id, error: error instanceof Error ? (error.stack ?? error.message) : String(error) }),
    );
});
