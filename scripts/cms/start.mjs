/**
 * `npm run cms`: the maintainers' editor on this machine. Starts Decap's local backend (decap-server,
 * which reads and writes the files under data/ directly) beside `gatsby develop`, which serves the
 * editor at http://localhost:8000/admin/ and the site it edits. Ctrl+C stops both; if either stops,
 * so does the other. Saved changes are ordinary file changes, ready to review and commit.
 */
import { spawn } from "node:child_process";
import path from "node:path";
import { fileURLToPath } from "node:url";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..", "..");
const bin = (name) => path.join(root, "node_modules", ".bin", name);
const env = { ...process.env, GATSBY_TELEMETRY_DISABLED: "1" };

const children = [
  // Port 8081 is where the editor looks for the local backend (src/node/editor/editor-policy.ts).
  spawn(bin("decap-server"), [], { cwd: root, stdio: "inherit", env: { ...env, PORT: "8081", MODE: "fs" } }),
  spawn(bin("gatsby"), ["develop"], { cwd: root, stdio: "inherit", env }),
];

let stopping = false;
const stopAll = (code) => {
  if (stopping) return;
  stopping = true;
  for (const child of children) if (child.exitCode === null) child.kill("SIGTERM");
  process.exitCode = code;
};

for (const child of children) child.on("exit", (code) => stopAll(code ?? 0));
for (const signal of ["SIGINT", "SIGTERM"]) process.on(signal, () => stopAll(0));
console.log("Editor: http://localhost:8000/admin/ once the site has started (the local backend listens on port 8081).");
