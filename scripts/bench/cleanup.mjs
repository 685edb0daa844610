// One place that knows what the benchmark has started (build, server, browsers), so every exit path
// - normal end, thrown error, Ctrl-C, SIGTERM - stops them. Child processes run in their own process
// group (spawned `detached`), which a terminal's Ctrl-C does not reach, so we must stop them ourselves.

const tasks = new Map();
let nextId = 0;
let exiting = false;

/** Registers an async stop function; returns a function that unregisters it once the thing has stopped. */
export function onCleanup(stop, killNow) {
  const id = nextId++;
  tasks.set(id, { stop, killNow });
  return () => tasks.delete(id);
}

/** Runs every registered stop function (newest first), tolerating failures. */
export async function cleanupAll() {
  const pending = [...tasks.entries()].reverse();
  tasks.clear();
  for (const [, task] of pending) {
    try {
      await task.stop();
    } catch (error) {
      console.error(`bench: cleanup step failed: ${error?.message ?? error}`);
    }
  }
}

/** Sends a signal to a whole process group, ignoring "already gone". */
export function killGroup(pid, signal) {
  try {
    process.kill(-pid, signal);
  } catch {
    // ESRCH: the group has already exited.
  }
}

export function installSignalHandlers() {
  const onSignal = (signal) => {
    if (exiting) return;
    exiting = true;
    console.error(`\nbench: ${signal} received, stopping the build/server/browsers...`);
    cleanupAll().finally(() => process.exit(signal === "SIGINT" ? 130 : 143));
  };
  process.on("SIGINT", () => onSignal("SIGINT"));
  process.on("SIGTERM", () => onSignal("SIGTERM"));
  // Last resort if the process leaves without the async cleanup having run (e.g. process.exit elsewhere):
  // synchronous kills only, since nothing async runs inside an 'exit' handler.
  process.on("exit", () => {
    for (const task of tasks.values()) task.killNow?.();
  });
}
