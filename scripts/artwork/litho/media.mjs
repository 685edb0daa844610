// Demo media for the blog-type posts: a few-second looping video and a short
// audio clip, both generated here so nothing is downloaded. The video's
// frames are SVG drawn per time step (gold contour rings drifting over a
// charcoal field, with the phase wrapping at the end so the clip loops
// seamlessly), rasterised by sharp and piped raw into ffmpeg (Debian package)
// for H.264. The audio is a soft bell-like arpeggio synthesised by ffmpeg's
// aevalsrc (its expression is quoted: commas would otherwise split the
// filter graph). Both are deterministic for the same ffmpeg build.
import { spawn } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import sharp from "sharp";
import { Doc, f } from "../lib/core.mjs";
import { smoothOpen } from "./lib/style.mjs";

const W = 640;
const H = 360;
const FPS = 24;
const SECONDS = 4;

function frame(t) {
  const doc = new Doc(W, H);
  const body = [];
  const bg = doc.radialXY(W * 0.65, H * 0.35, W, [
    [0, "#2e2b27"],
    [1, "#121212"],
  ]);
  body.push(`<rect width="${W}" height="${H}" fill="${bg}"/>`);
  const a = t * Math.PI * 2;
  const glow = doc.radialXY(W * (0.6 + 0.08 * Math.cos(a)), H * (0.5 + 0.1 * Math.sin(a)), W * 0.45, [
    [0, "#e9c05f", 0.28],
    [1, "#e9c05f", 0],
  ]);
  body.push(`<rect width="${W}" height="${H}" fill="${glow}"/>`);
  const cx = W * 0.62;
  const cy = H * 0.5;
  for (let i = 1; i < 22; i++) {
    const p = [];
    const r0 = i * 17;
    for (let k = 0; k < 24; k++) {
      const ang = (k / 24) * Math.PI * 2;
      const r = r0 * (1 + 0.1 * Math.sin(ang * 3 + i * 0.35 + a) + 0.05 * Math.sin(ang * 5 - i * 0.2 - 2 * a));
      p.push([cx + Math.cos(ang) * r * 1.35, cy + Math.sin(ang) * r]);
    }
    p.push(p[0], p[1], p[2]);
    body.push(
      `<path d="${smoothOpen(p)}" fill="none" stroke="${i % 5 === 0 ? "#e9c05f" : "#ba8023"}" stroke-width="${i % 5 === 0 ? 1.6 : 0.9}" opacity="${f(0.75 - i * 0.025)}"/>`,
    );
  }
  // A light sweep crossing once per loop.
  const sx = -W * 0.3 + ((t * 1.6) % 1) * W * 1.6;
  const sweep = doc.linearXY(sx - 80, 0, sx + 80, 0, [
    [0, "#fff6d8", 0],
    [0.5, "#fff6d8", 0.1],
    [1, "#fff6d8", 0],
  ]);
  body.push(`<rect width="${W}" height="${H}" fill="${sweep}"/>`);
  return doc.toString(body.join(""));
}

function run(cmd, args, input) {
  return new Promise((resolve, reject) => {
    const p = spawn(cmd, args, { stdio: [input ? "pipe" : "ignore", "ignore", "pipe"] });
    let err = "";
    p.stderr.on("data", (d) => (err += d));
    p.on("error", reject);
    p.on("close", (code) => (code === 0 ? resolve() : reject(new Error(`${cmd} exited ${code}: ${err.slice(-800)}`))));
    if (input) input(p.stdin);
  });
}

export async function demoVideo({ out }) {
  fs.mkdirSync(path.dirname(out), { recursive: true });
  const n = FPS * SECONDS;
  const frames = [];
  for (let i = 0; i < n; i++) {
    frames.push(
      await sharp(Buffer.from(frame(i / n)))
        .removeAlpha()
        .raw()
        .toBuffer(),
    );
  }
  await run(
    "ffmpeg",
    [
      "-y",
      "-loglevel",
      "error",
      "-f",
      "rawvideo",
      "-pix_fmt",
      "rgb24",
      "-s",
      `${W}x${H}`,
      "-r",
      String(FPS),
      "-i",
      "-",
      "-c:v",
      "libx264",
      "-preset",
      "slow",
      "-crf",
      "26",
      "-pix_fmt",
      "yuv420p",
      "-movflags",
      "+faststart",
      "-threads",
      "1",
      "-an",
      out,
    ],
    (stdin) => {
      (async () => {
        for (const fr of frames) if (!stdin.write(fr)) await new Promise((r) => stdin.once("drain", r));
        stdin.end();
      })();
    },
  );
  return fs.statSync(out).size;
}

export async function demoPoster({ out }) {
  fs.mkdirSync(path.dirname(out), { recursive: true });
  await sharp(Buffer.from(frame(0)))
    .removeAlpha()
    .jpeg({ quality: 80, mozjpeg: true })
    .toFile(out);
  return fs.statSync(out).size;
}

export async function demoAudio({ out }) {
  fs.mkdirSync(path.dirname(out), { recursive: true });
  // C major arpeggio, one note per 0.75 s, each a sine with a quieter octave
  // partial and an exponential decay, over a faint fifth drone.
  const note = "if(lt(t,0.75),523.25,if(lt(t,1.5),659.25,if(lt(t,2.25),783.99,if(lt(t,3),1046.5,if(lt(t,3.75),783.99,659.25)))))";
  const env = "exp(-3.2*mod(t,0.75))*min(1,mod(t,0.75)*60)";
  const expr = `0.22*${env}*(sin(2*PI*${note}*t)+0.3*sin(4*PI*${note}*t))+0.04*sin(2*PI*261.63*t)*min(1,t)*min(1,(4.5-t))`;
  await run("ffmpeg", [
    "-y",
    "-loglevel",
    "error",
    "-f",
    "lavfi",
    "-i",
    `aevalsrc=exprs='${expr}':s=44100:d=4.5`,
    "-ac",
    "1",
    "-c:a",
    "libmp3lame",
    "-b:a",
    "96k",
    "-map_metadata",
    "-1",
    "-fflags",
    "+bitexact",
    out,
  ]);
  return fs.statSync(out).size;
}
