import { useEffect, useState } from "react";
import type { LithoHeaderFixed } from "./header-settings";

/** The template's header turns sticky once the page is scrolled more than this many pixels. */
export const STICKY_THRESHOLD = 5;

export interface HeaderScroll {
  /** Scrolled past the threshold. */
  sticky: boolean;
  /** The last movement was upwards: the sticky header "appears" again. */
  scrollingUp: boolean;
}

const TOP: HeaderScroll = { sticky: false, scrollingUp: false };

/**
 * Tracks the header's scroll states. The direction only changes when the position does, so a
 * scroll event without movement (a resize, a smooth-scroll end) keeps the last direction.
 * Server render and first paint are the top-of-page state.
 */
export const useHeaderScroll = (threshold = STICKY_THRESHOLD, enabled = true): HeaderScroll => {
  const [state, setState] = useState<HeaderScroll>(TOP);

  useEffect(() => {
    if (!enabled) {
      setState(TOP);
      return undefined;
    }
    let last = window.scrollY;
    const update = () => {
      const y = window.scrollY;
      // Read the previous position now: React may run the updater later, after `last` has moved on.
      const before = last;
      last = y;
      setState((previous) => {
        const sticky = y > threshold;
        const scrollingUp = y === before ? previous.scrollingUp : y < before;
        return previous.sticky === sticky && previous.scrollingUp === scrollingUp ? previous : { sticky, scrollingUp };
      });
    };
    update();
    window.addEventListener("scroll", update, { passive: true });
    return () => window.removeEventListener("scroll", update);
  }, [threshold, enabled]);

  return state;
};

/**
 * The scroll states of a header with the given fixing: "disable-fixed" never turns sticky, and
 * "responsive-sticky" only on narrow windows. A left menu is a column on desktops, sticky only
 * where it collapses into a bar (`isMobile`).
 */
export const useStickyHeader = (fixed: LithoHeaderFixed, left: boolean, isMobile: boolean): HeaderScroll => {
  const scroll = useHeaderScroll(STICKY_THRESHOLD, fixed !== "disable-fixed");
  const allowed = fixed === "responsive-sticky" ? isMobile : fixed !== "disable-fixed" && !(left && !isMobile);
  return { sticky: allowed && scroll.sticky, scrollingUp: scroll.scrollingUp };
};
