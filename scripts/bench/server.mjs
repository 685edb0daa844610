// Serves the built site as the host does (scripts/host/serve.mjs) on a free loopback port for the duration of
// the benchmark. It gzips text, so transferred bytes resemble the real host.
import { spawn } from "node:child_process";
import net from "node:net";
import path from "node:path";
import { onCleanup, killGroup } from "./cleanup.mjs";

// 9000 is `npm run serve` and 8000 `gatsby develop`: a developer may be using either.
const RESERVED_PORTS = new Set([8000, 9000]);

function portFromKernel() {
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.unref();
    probe.once("error", reject);
    probe.listen({ port: 0, host: "127.0.0.1", exclusive: true }, () => {
      const { port } = probe.address();
      probe.close(() => resolve(port));
    });
  });
}

export async function freePort() {
  for (let attempt = 0; attempt < 20; attempt += 1) {
    const port = await portFromKernel();
    if (!RESERVED_PORTS.has(port)) return port;
  }
  throw new Error("no free port on 127.0.0.1");
}

async function waitUntilServing(origin, child, timeoutMs) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`the site's server exited early (code ${child.exitCode})`);
    try {
      const response = await fetch(`${origin}/`, { signal: AbortSignal.timeout(2000) });
      if (response.ok) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`the site's server did not answer on ${origin} within ${timeoutMs / 1000} s`);
}

/** Starts the server; resolves to { origin, stop }. `stop` is idempotent and also registered for cleanup. */
export async function startServer({ cwd }) {
  const port = await freePort();
  const host = "127.0.0.1";
  const child = spawn(process.execPath, [path.join(cwd, "scripts/host/serve.mjs"), "--host", host, "--port", String(port)], {
    cwd,
    detached: true, // own process group: stop() signals the whole tree
    env: { ...process.env, GATSBY_TELEMETRY_DISABLED: "1" },
    stdio: ["ignore", "ignore", "pipe"],
  });
  let stderr = "";
  child.stderr.on("data", (chunk) => {
    stderr = (stderr + chunk).slice(-4000);
  });
  const exited = new Promise((resolve) => child.on("close", resolve));

  let stopped = false;
  const stop = async () => {
    if (stopped) return;
    stopped = true;
    killGroup(child.pid, "SIGTERM");
    const timer = setTimeout(() => killGroup(child.pid, "SIGKILL"), 3000);
    await exited;
    clearTimeout(timer);
    unregister();
  };
  const unregister = onCleanup(stop, () => killGroup(child.pid, "SIGKILL"));

  const origin = `http://${host}:${port}`;
  try {
    await waitUntilServing(origin, child, 60_000);
  } catch (error) {
    await stop();
    throw new Error(`${error.message}${stderr ? `\n${stderr}` : ""}`);
  }
  return { origin, stop };
}
