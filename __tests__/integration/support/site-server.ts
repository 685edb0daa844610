/*
 * The built site as the host serves it, as `npm start` runs it (scripts/host/serve.mjs), spawned on a free
 * loopback port with the environment a test chooses. Its output is kept for assertions and
 * for the error message when it fails to start.
 */
import { spawn, type ChildProcess } from "node:child_process";
import path from "node:path";
import { stripVTControlCharacters } from "node:util";
import { freePort, waitFor } from "./free-port";

export const ROOT_DIR = path.resolve(__dirname, "..", "..", "..");

export interface SiteServer {
  origin: string;
  /** Everything the server printed so far (stdout and stderr), without colour codes. */
  output(): string;
  stop(): Promise<void>;
}

const exited = (child: ChildProcess, timeoutMs: number): Promise<boolean> =>
  new Promise((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) return resolve(true);
    const timer = setTimeout(() => resolve(false), timeoutMs);
    child.once("exit", () => {
      clearTimeout(timer);
      resolve(true);
    });
  });

/** Signals the server's whole process group (it was started as its leader). */
const signalGroup = (child: ChildProcess, signal: NodeJS.Signals): void => {
  if (child.pid === undefined) return;
  try {
    process.kill(-child.pid, signal);
  } catch {
    // Already gone.
  }
};

export const startSite = async (env: Record<string, string>): Promise<SiteServer> => {
  const port = await freePort();
  const origin = `http://127.0.0.1:${port}`;
  const child = spawn(
    process.execPath,
    [path.join(ROOT_DIR, "scripts", "host", "serve.mjs"), "--port", String(port), "--host", "127.0.0.1"],
    {
      cwd: ROOT_DIR,
      env: { ...process.env, GATSBY_TELEMETRY_DISABLED: "1", NO_COLOR: "1", ...env },
      // Its own process group, so stopping it also stops anything it started.
      detached: true,
      stdio: ["ignore", "pipe", "pipe"],
    },
  );
  let output = "";
  child.stdout?.on("data", (chunk: Buffer) => (output += chunk.toString("utf8")));
  child.stderr?.on("data", (chunk: Buffer) => (output += chunk.toString("utf8")));

  const stop = async () => {
    signalGroup(child, "SIGTERM");
    if (!(await exited(child, 5_000))) {
      signalGroup(child, "SIGKILL");
      await exited(child, 2_000);
    }
  };

  try {
    await waitFor(
      `the site on ${origin}`,
      async () => {
        if (child.exitCode !== null)
          throw new Error(`the site's server exited with ${child.exitCode}:\n${stripVTControlCharacters(output)}`);
        const response = await fetch(`${origin}/`).catch(() => null);
        return response?.ok ?? false;
      },
      60_000,
      250,
    );
  } catch (error) {
    await stop();
    throw error;
  }
  return { origin, output: () => stripVTControlCharacters(output), stop };
};
