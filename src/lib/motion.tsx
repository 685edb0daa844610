import type React from "react";
import { LazyMotion } from "framer-motion";
import { mediaQueryMatches } from "./media-query";

/**
 * Reveal animations run only on screens 768 px and wider and when the visitor has not asked
 * for reduced motion. Elsewhere the animation code is never downloaded.
 */
export const ANIMATION_MEDIA_QUERY = "(min-width: 768px) and (prefers-reduced-motion: no-preference)";

export const animationsAllowed = (): boolean => mediaQueryMatches(ANIMATION_MEDIA_QUERY);

/** Where animations are off the features never load, and `m` elements render as plain, visible elements. */
const neverLoad = () => new Promise<never>(() => undefined);

const loadFeatures = () =>
  animationsAllowed()
    ? import(/* webpackChunkName: "motion-features" */ "./motion-features").then((module) => module.default)
    : neverLoad();

/**
 * For pages whose components use framer-motion's `m` elements (the demo area): the live site's
 * reveal animations load their own code (src/components/reveal), keeping framer-motion out of
 * every live page's first load.
 */
export const MotionProvider = ({ children }: { children: React.ReactNode }) => (
  <LazyMotion features={loadFeatures} strict>
    {children}
  </LazyMotion>
);
