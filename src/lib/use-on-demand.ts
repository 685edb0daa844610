import { useEffect, useRef } from "react";
import type React from "react";

/** How far ahead of the viewport a block's heavier code starts loading. */
export const NEAR_MARGIN = "300px 0px";

interface OnDemandOptions {
  /** Also call when the element comes within `margin` of the viewport (else only on first use). */
  nearViewport?: boolean;
  margin?: string;
  /** With `nearViewport`: wait this many milliseconds after the element first comes near (first use still calls at once). */
  nearDelay?: number;
}

/**
 * Calls `onDemand` once: when the visitor first focuses or presses something inside the element,
 * or, with `nearViewport`, when it first comes within `margin` of the viewport. This keeps heavy
 * enhancements (Swiper, the form libraries) off a page's first load. Without IntersectionObserver a
 * viewport-bound block loads at once. `onDemand` gets a function that tells whether the element is
 * still mounted, for work that ends after an import. `nearDelay` holds back work that is not needed
 * the moment the block shows (an autoplaying carousel's first slide change), so it does not compete
 * with the page's own start-up on a phone.
 */
export const useOnDemand = (
  ref: React.RefObject<Element | null>,
  onDemand: (stillMounted: () => boolean) => void,
  { nearViewport = false, margin = NEAR_MARGIN, nearDelay = 0 }: OnDemandOptions = {},
): void => {
  const latest = useRef(onDemand);
  latest.current = onDemand;

  useEffect(() => {
    const element = ref.current;
    if (!element) return undefined;
    let mounted = true;
    let fired = false;
    const stillMounted = () => mounted;
    let observer: IntersectionObserver | null = null;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const stop = () => {
      observer?.disconnect();
      clearTimeout(timer);
      element.removeEventListener("focusin", fire);
      element.removeEventListener("pointerdown", fire);
    };
    function fire() {
      if (fired) return;
      fired = true;
      stop();
      latest.current(stillMounted);
    }
    const unmount = () => {
      mounted = false;
      stop();
    };
    element.addEventListener("focusin", fire);
    element.addEventListener("pointerdown", fire);
    const near = () => {
      if (nearDelay <= 0) fire();
      else if (timer === undefined) timer = setTimeout(fire, nearDelay);
    };
    if (nearViewport && typeof IntersectionObserver === "undefined") near();
    else if (nearViewport) {
      observer = new IntersectionObserver((entries) => entries.some((entry) => entry.isIntersecting) && near(), { rootMargin: margin });
      observer.observe(element);
    }
    return unmount;
  }, [ref, nearViewport, margin, nearDelay]);
};
