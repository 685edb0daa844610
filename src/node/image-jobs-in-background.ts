import { fork, type ChildProcess } from "node:child_process";
import path from "node:path";

type ImageJob = { inputPaths: unknown; outputDir: string; args: { isLazy?: boolean } };
type SharpWorkerModule = { IMAGE_PROCESSING: (job: ImageJob) => Promise<unknown> };
type Reply = { id: number; error?: string };

/**
 * Gatsby runs gatsby-plugin-sharp's image jobs in its main process, where they compete with webpack:
 * sharp's threads took the cores from webpack's one thread while the bundles were built (the browser
 * bundles took about 115 s instead of 58), and every step of a job between sharp's calls waited for
 * webpack's long synchronous stretches. Here each job goes to one child process at the lowest priority
 * (image-job-process.js): webpack keeps a core whenever it wants one, and the images use every cycle
 * it leaves. Gatsby looks the job function up on the plugin's module object for every job, so
 * replacing it there is enough.
 */
export function cutImagesInBackground(): void {
  const sharpWorker = require("gatsby-plugin-sharp/gatsby-worker") as SharpWorkerModule;
  const runInMainProcess = sharpWorker.IMAGE_PROCESSING;
  let background: ImageProcess | undefined;
  sharpWorker.IMAGE_PROCESSING = (job) => {
    // A lazy job (`gatsby develop`) only registers the image; the plugin answers it at once.
    if (job.args.isLazy) return runInMainProcess(job);
    background ??= new ImageProcess();
    return background.run(job);
  };
}

class ImageProcess {
  private readonly child: ChildProcess = fork(path.resolve("src/node/image-job-process.js"));
  private readonly pending = new Map<number, { resolve: () => void; reject: (error: Error) => void }>();
  private nextId = 0;

  constructor() {
    // Idle between jobs, the child must not keep a finished build's process alive.
    this.idle();
    this.child.on("message", ({ id, error }: Reply) => {
      const job = this.pending.get(id);
      this.pending.delete(id);
      if (error === undefined) job?.resolve();
      else job?.reject(new Error(error));
      if (this.pending.size === 0) this.idle();
    });
    this.child.on("error", (error) => this.failAll(error));
    this.child.on("exit", (code, signal) => this.failAll(new Error(`The image process stopped (${signal ?? `exit code ${code}`})`)));
  }

  run(job: ImageJob): Promise<void> {
    const id = this.nextId++;
    if (this.pending.size === 0) this.busy();
    return new Promise((resolve, reject) => {
      this.pending.set(id, { resolve, reject });
      this.child.send({ id, job });
    });
  }

  private busy(): void {
    this.child.ref();
    this.child.channel?.ref();
  }

  private idle(): void {
    this.child.unref();
    this.child.channel?.unref();
  }

  private failAll(error: Error): void {
    for (const job of this.pending.values()) job.reject(error);
    this.pending.clear();
  }
}
