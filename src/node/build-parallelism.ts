import os from "node:os";

/**
 * Gatsby sizes its pools (image jobs at once, query and HTML workers) at the cores minus one, for a main
 * process that waits meanwhile. Here webpack builds the bundles while sharp cuts the images (in the
 * image process of `image-jobs-in-background.ts`), and on 2 cores that left one image job at a time:
 * each job's few files could not keep the second core busy, and a clean build ended with a minute of
 * images on 1.5 cores.
 * One more than the cores keeps both busy: by hand, on one afternoon, clean builds took 174–192 s with
 * it and 191–210 s without. A value set in the environment still wins. Gatsby reads it when it creates
 * the pools, after this config is loaded.
 */
export function sizeBuildPoolsForOverlap(): void {
  process.env.GATSBY_CPU_COUNT ??= String(os.availableParallelism() + 1);
}
