import { useSyncExternalStore } from "react";
import { ANIMATION_MEDIA_QUERY, animationsAllowed } from "./motion";
import { mediaQueryList, mediaQueryMatches } from "./media-query";

const subscribeTo =
  (query: string) =>
  (onChange: () => void): (() => void) => {
    const list = mediaQueryList(query);
    list?.addEventListener?.("change", onChange);
    return () => list?.removeEventListener?.("change", onChange);
  };

/** The server (and hydration) always answers "no": the first paint is the final, static state. */
const serverSnapshot = (): boolean => false;

const subscribeAnimations = subscribeTo(ANIMATION_MEDIA_QUERY);

/**
 * True when animations may run: 768 px and wider, no reduced-motion request. Follows the
 * media query live (rotating a tablet, changing the OS setting) and never differs between
 * the server render and hydration, so it cannot cause a hydration mismatch.
 */
export const useAnimationsAllowed = (): boolean => useSyncExternalStore(subscribeAnimations, animationsAllowed, serverSnapshot);

const REDUCED_MOTION_QUERY = "(prefers-reduced-motion: reduce)";

const subscribeReduced = subscribeTo(REDUCED_MOTION_QUERY);

const prefersReducedMotion = (): boolean => mediaQueryMatches(REDUCED_MOTION_QUERY);

/**
 * True when the visitor asked for reduced motion. Separate from the width rule because some
 * movement (a carousel's autoplay) is content, not decoration, and stops only on this request.
 */
export const usePrefersReducedMotion = (): boolean => useSyncExternalStore(subscribeReduced, prefersReducedMotion, serverSnapshot);
