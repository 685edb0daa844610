/*
 * Stand-ins for the browser APIs jsdom lacks, shared by the tests of pieces that animate when seen.
 */

/** A window where animations are allowed (wide, no reduced motion) or not (reduced motion asked for). */
export const mockMotionMedia = (allowed: boolean) => {
  window.matchMedia = ((query: string) => ({
    matches: query.includes("prefers-reduced-motion: reduce") ? !allowed : allowed,
    media: query,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
  })) as unknown as typeof window.matchMedia;
};

/**
 * Installs an IntersectionObserver that reports only when told. Returns the trigger: it tells the last
 * observer of the last observed element that the element came into view (or left it).
 */
export const installIntersectionObserver = () => {
  let report: (visible: boolean) => void = () => undefined;
  (window as { IntersectionObserver?: unknown }).IntersectionObserver = class {
    constructor(private readonly callback: IntersectionObserverCallback) {}
    observe(target: Element) {
      report = (visible) =>
        this.callback([{ target, isIntersecting: visible } as IntersectionObserverEntry], this as unknown as IntersectionObserver);
    }
    unobserve() {}
    disconnect() {}
  };
  return (visible = true) => report(visible);
};
