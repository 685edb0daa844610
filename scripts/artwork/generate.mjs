#!/usr/bin/env node
// Renders the site's illustrative artwork (hero, product shots, activity and
// about pictures, banners, map preview, social image, app icon) from SVG drawn
// in code. The outputs are committed; run this by hand after changing a
// subject:  npm run artwork  [-- name-filter ...] [--preview DIR]
//
// The /litho/ demo area's imagery and demo media are jobs too (litho/jobs.mjs);
// `npm run artwork -- litho/` renders only those, since every filter is
// matched against the output path.
//
// Fonts: the marks and labels use the site's own typefaces, Playfair Display
// and Inter, read from the @fontsource packages in node_modules (see
// lib/fonts.mjs), with DejaVu (Debian fonts-dejavu-core) as fallback. Nothing
// at build time depends on fonts: the build only sees the committed JPEGs.
import path from "node:path";
import { fileURLToPath } from "node:url";
import { installSiteFonts } from "./lib/fonts.mjs";

const here = path.dirname(fileURLToPath(import.meta.url));
const root = path.resolve(here, "..", "..");
const cleanupFonts = installSiteFonts(root);

// sharp (and with it fontconfig) only after the fonts are registered.
const { render } = await import("./lib/render.mjs");
const { JOBS: SITE_JOBS } = await import("./jobs.mjs");
const { LITHO_JOBS } = await import("./litho/jobs.mjs");
const JOBS = [...SITE_JOBS, ...LITHO_JOBS];

const args = process.argv.slice(2);
let previewDir = null;
const filters = [];
for (let i = 0; i < args.length; i++) {
  if (args[i] === "--preview") previewDir = args[++i];
  else filters.push(args[i]);
}

const jobs = JOBS.filter((j) => filters.length === 0 || filters.some((s) => j.out.includes(s)));
let failed = false;
for (const job of jobs) {
  const started = Date.now();
  try {
    // Media jobs (video, audio) produce their file themselves.
    if (job.run) {
      const size = await job.run({ root, out: path.join(root, job.out), previewDir });
      console.log(`${job.out}  ${(size / 1024).toFixed(0)} KB  ${Date.now() - started} ms`);
      continue;
    }
    const svg = job.draw();
    const out = path.join(root, job.out);
    const preview = previewDir ? path.join(previewDir, job.out.replace(/[/\\]/g, "__").replace(/\.\w+$/, ".png")) : undefined;
    const size = await render(svg, { ...job, out, preview });
    console.log(`${job.out}  ${job.width}x${job.height}  ${(size / 1024).toFixed(0)} KB  ${Date.now() - started} ms`);
  } catch (err) {
    failed = true;
    console.error(`${job.out}: ${err.stack || err}`);
  }
}
cleanupFonts();
if (failed) process.exit(1);
