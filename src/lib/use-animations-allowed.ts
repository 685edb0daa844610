import { useSyncExternalStore } from "react";
import { ANIMATION_MEDIA_QUERY, animationsAllowed } from "./motion";

const subscribe = (onChange: () => void): (() => void) => {
  if (typeof window === "undefined" || typeof window.matchMedia !== "function") return () => undefined;
  const query = window.matchMedia(ANIMATION_MEDIA_QUERY);
  query.addEventListener?.("change", onChange);
  return () => query.removeEventListener?.("change", onChange);
};

/** The server (and hydration) always answers "no": the first paint is the final, static state. */
const serverSnapshot = (): boolean => false;

/**
 * True when animations may run: 768 px and wider, no reduced-motion request. Follows the
 * media query live (rotating a tablet, changing the OS setting) and never differs between
 * the server render and hydration, so it cannot cause a hydration mismatch.
 */
export const useAnimationsAllowed = (): boolean => useSyncExternalStore(subscribe, animationsAllowed, serverSnapshot);

const REDUCED_MOTION_QUERY = "(prefers-reduced-motion: reduce)";

const subscribeReduced = (onChange: () => void): (() => void) => {
  if (typeof window === "undefined" || typeof window.matchMedia !== "function") return () => undefined;
  const query = window.matchMedia(REDUCED_MOTION_QUERY);
  query.addEventListener?.("change", onChange);
  return () => query.removeEventListener?.("change", onChange);
};

const prefersReducedMotion = (): boolean =>
  typeof window !== "undefined" && window.matchMedia?.(REDUCED_MOTION_QUERY).matches === true;

/**
 * True when the visitor asked for reduced motion. Separate from the width rule because some
 * movement (a carousel's autoplay) is content, not decoration, and stops only on this request.
 */
export const usePrefersReducedMotion = (): boolean => useSyncExternalStore(subscribeReduced, prefersReducedMotion, serverSnapshot);
