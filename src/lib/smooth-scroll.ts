/** Smooth scrolling with a fixed duration (the spec's 800 ms), which CSS scroll-behavior cannot give. */

export const SMOOTH_SCROLL_MS = 800;

const easeInOutCubic = (t: number): number => (t < 0.5 ? 4 * t * t * t : 1 - (-2 * t + 2) ** 3 / 2);

export const prefersReducedMotion = (): boolean =>
  typeof window !== "undefined" && window.matchMedia?.("(prefers-reduced-motion: reduce)").matches === true;

let activeFrame = 0;

/**
 * Glides to a position. Given a function, it reads the destination again on every frame: sections below
 * the first screen take their real height only as they near the viewport (layout.module.css), so a
 * destination past them moves while the page scrolls towards it.
 */
export const smoothScrollTo = (target: number | (() => number), duration = SMOOTH_SCROLL_MS): void => {
  if (typeof window === "undefined") return;
  cancelAnimationFrame(activeFrame);
  const destination = typeof target === "function" ? target : () => target;
  const startTop = window.scrollY;
  if (destination() === startTop) return;
  if (prefersReducedMotion() || duration <= 0) {
    window.scrollTo(0, destination());
    return;
  }
  const startTime = performance.now();
  const step = (now: number) => {
    const progress = Math.min(1, (now - startTime) / duration);
    window.scrollTo(0, startTop + (destination() - startTop) * easeInOutCubic(progress));
    if (progress < 1) activeFrame = requestAnimationFrame(step);
  };
  activeFrame = requestAnimationFrame(step);
};

/** The live site's fixed header and a little air below it. */
const belowLiveHeader = (): number =>
  (parseFloat(getComputedStyle(document.documentElement).getPropertyValue("--header-height")) || 0) + 16;

/** Scrolls so that an element sits `offset` px below the window's top: by default, just below the fixed header. */
export const smoothScrollToElement = (
  element: HTMLElement,
  { offset = belowLiveHeader(), duration = SMOOTH_SCROLL_MS }: { offset?: number; duration?: number } = {},
): void => {
  smoothScrollTo(() => Math.max(0, element.getBoundingClientRect().top + window.scrollY - offset), duration);
};

/** The element a URL fragment ("#contact-form-title") names; a malformed escape is taken as written. */
export const elementForHash = (hash: string): HTMLElement | null => {
  const raw = hash.replace(/^#/, "");
  if (!raw) return null;
  let id = raw;
  try {
    id = decodeURIComponent(raw);
  } catch {
    // "%E0%A4%A" and the like: no id was escaped that way, so look the text up as it stands.
  }
  return document.getElementById(id);
};
