import { expect, type Locator, type Page } from "./fixtures";

/**
 * Waits that end on something the page did, never on a guess of how long it takes: a frame drawn, a
 * scroll handled, a transition finished. A test that checks something does *not* happen (a header
 * that stays put, a band that holds still) waits for one of these first, so it looks once the page
 * has had its chance to do it.
 */

/** Resolves once the browser has drawn `count` more frames. */
export const framesDrawn = (page: Page, count = 2) =>
  page.evaluate(
    (frames) =>
      new Promise<void>((resolve) => {
        let left = frames;
        const tick = () => {
          left -= 1;
          if (left <= 0) resolve();
          else requestAnimationFrame(tick);
        };
        requestAnimationFrame(tick);
      }),
    count,
  );

/**
 * Scrolls the window to `top` and resolves once the page has had the scroll event and drawn two frames
 * after it: the handlers have run and what they changed is on screen. A scroll that changes nothing
 * (already there) fires no event: then two frames.
 */
export const scrollAndDraw = (page: Page, top: number) =>
  page.evaluate(
    (y) =>
      new Promise<void>((resolve) => {
        const twoFrames = () => requestAnimationFrame(() => requestAnimationFrame(() => resolve()));
        const before = window.scrollY;
        window.addEventListener("scroll", twoFrames, { once: true });
        window.scrollTo(0, y);
        if (window.scrollY === before) {
          window.removeEventListener("scroll", twoFrames);
          twoFrames();
        }
      }),
    top,
  );

/** Waits until no transition or finite animation runs on the element or inside it (endless loops don't count). */
export const expectAnimationsFinished = (locator: Locator) =>
  expect
    .poll(() =>
      locator.evaluate(
        (element) =>
          element
            .getAnimations({ subtree: true })
            .filter((animation) => animation.playState === "running" && animation.effect?.getComputedTiming().endTime !== Infinity).length,
      ),
    )
    .toBe(0);

/**
 * Resolves once the tasks the page has queued so far have run. React renders an update made outside its
 * own event handlers (a timer's) in a task of its own, queued as the update is made; a message posted
 * after it is handled after it, so by then that render is on the page.
 */
export const queuedTasksRun = (page: Page) =>
  page.evaluate(
    () =>
      new Promise<void>((resolve) => {
        const channel = new MessageChannel();
        channel.port1.onmessage = () => resolve();
        channel.port2.postMessage(undefined);
      }),
  );

/**
 * Resolves once the browser has told the page's intersection observers what is in view now. It works
 * out every observer's intersections in the same step of a frame and reports them in one task, so by
 * the time a new observer has its first report, the page's own observers (Gatsby's links) have theirs.
 */
export const intersectionsReported = (page: Page) =>
  page.evaluate(
    () =>
      new Promise<void>((resolve) => {
        const observer = new IntersectionObserver(() => {
          observer.disconnect();
          resolve();
        });
        observer.observe(document.body);
      }),
  );
