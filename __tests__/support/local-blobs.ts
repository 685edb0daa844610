/*
 * Netlify Blobs' own local server (`BlobsServer` from @netlify/blobs/server), offline on a
 * temporary folder. It runs in a child Node process: the package loads ES modules that Jest's
 * module system cannot require.
 */
import { spawn, type ChildProcess } from "node:child_process";
import { randomBytes } from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { getStore } from "@netlify/blobs";
import { RATE_LIMIT_STORE_NAME } from "../../src/lib/server/blobs-rate-limit-store";

/** The site the tests' stores belong to, as the host names it in each function's event. */
export const SITE_ID = "harbour-gold-test-site";

const ROOT_DIR = path.resolve(__dirname, "..", "..");

const SERVER_SCRIPT = `
import { BlobsServer } from "@netlify/blobs/server";
const [directory, token] = process.argv.slice(1);
const server = new BlobsServer({ directory, token });
const { address } = await server.start();
process.stdout.write(address + "\\n");
process.on("SIGTERM", () => server.stop().then(() => process.exit(0)));
`;

export interface LocalBlobs {
  /** Serves as both the edge URL and the uncached one. */
  url: string;
  token: string;
  stop(): Promise<void>;
}

/** The site's rate-limit store on the local server, opened afresh at each call as each function instance does. */
export const openLocalRateLimitStore = (blobs: LocalBlobs) =>
  getStore(RATE_LIMIT_STORE_NAME, {
    siteID: SITE_ID,
    token: blobs.token,
    edgeURL: blobs.url,
    uncachedEdgeURL: blobs.url,
    consistency: "strong",
  });

/** The address the server prints once it listens. */
const addressOf = (child: ChildProcess): Promise<string> =>
  new Promise((resolve, reject) => {
    let output = "";
    child.stdout?.on("data", (chunk: Buffer) => {
      output += chunk.toString("utf8");
      if (output.includes("\n")) resolve(output.trim());
    });
    child.once("exit", (code) => reject(new Error(`the local Blobs server exited (${code}) before it listened`)));
  });

export const startLocalBlobs = async (): Promise<LocalBlobs> => {
  const directory = fs.mkdtempSync(path.join(os.tmpdir(), "harbour-gold-blobs-"));
  const token = randomBytes(16).toString("hex");
  const child = spawn(process.execPath, ["--input-type=module", "-e", SERVER_SCRIPT, directory, token], {
    cwd: ROOT_DIR,
    stdio: ["ignore", "pipe", "inherit"],
  });
  return {
    url: await addressOf(child),
    token,
    stop: async () => {
      const exited = new Promise((resolve) => child.once("exit", resolve));
      child.kill("SIGTERM");
      await exited;
      fs.rmSync(directory, { recursive: true, force: true });
    },
  };
};
