/*
 * Tells a synchronous React commit from an ordinary one (src/lib/commit-remount-now.ts). Outside act(),
 * an ordinary commit that has used up React's 5 ms time slice runs its passive effects in a later task,
 * after pending microtasks; a synchronous commit runs them at once. The probe renders slowly enough to
 * use up the slice (as a long block does on a phone) and logs the order.
 */
import { useEffect, useLayoutEffect } from "react";

/** The log of one mount whose layout and passive effects ran in the same task. */
export const EFFECTS_IN_ONE_TASK = ["layout effect", "passive effect", "next microtask"];

export const effectOrderProbe = () => {
  const log: string[] = [];
  const Probe = () => {
    const renderStart = Date.now();
    while (Date.now() - renderStart < 10); // longer than React's 5 ms slice
    useLayoutEffect(() => {
      log.push("layout effect");
      queueMicrotask(() => log.push("next microtask"));
    }, []);
    useEffect(() => {
      log.push("passive effect");
    }, []);
    return <p>Probe</p>;
  };
  return { log, Probe };
};

/** Lets React schedule effects as it does in a browser, not in act()'s batches, for the tests of this file. */
export const scheduleLikeABrowser = (): void => {
  const reactEnvironment = globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean };
  beforeEach(() => {
    reactEnvironment.IS_REACT_ACT_ENVIRONMENT = false;
  });
  afterEach(() => {
    reactEnvironment.IS_REACT_ACT_ENVIRONMENT = true;
  });
};

export const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Waits (up to a second) until the condition holds, then a moment more for the effects to run. */
export const settleUntil = async (condition: () => boolean): Promise<void> => {
  for (let tries = 0; tries < 100 && !condition(); tries += 1) await wait(10);
  await wait(20);
};
