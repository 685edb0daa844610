// Loaded only on screens where animations run (see animation-sample.tsx), so phones never download it.
import { useEffect, useRef } from "react";
import type React from "react";
import { LazyMotion, domAnimation, m, useAnimationControls, useInView, type Variants } from "framer-motion";
import { effectStates, entranceTransition, type EntranceEffect, type EntranceTiming } from "./entrance-effects";

export interface EntranceMotionProps {
  effect: EntranceEffect;
  timing: EntranceTiming;
  /** The pieces of a group, entering one after another; a single block when absent. */
  pieces?: readonly React.ReactNode[];
  /** Seconds between the pieces of a group. */
  stagger?: number;
  children?: React.ReactNode;
  /** Still below the fold when this loaded: starts hidden and plays once it scrolls into view. */
  armed: boolean;
  /** How often the visitor has asked for a replay; each new value plays the entrance again. */
  plays: number;
  className?: string;
  pieceClassName?: string;
}

/**
 * Plays one entrance: when the block first scrolls into view (if it was out of view when the page
 * became interactive) and again on every replay. It always ends at the effect's resting state.
 */
export const EntranceMotion = ({
  effect,
  timing,
  pieces,
  stagger = 0.15,
  children,
  armed,
  plays,
  className,
  pieceClassName,
}: EntranceMotionProps) => {
  const ref = useRef<HTMLDivElement>(null);
  const controls = useAnimationControls();
  const inView = useInView(ref, { once: true, margin: "0px 0px -12% 0px" });
  const { hidden, visible } = effectStates(effect);
  const transition = entranceTransition(timing);
  const group = pieces !== undefined;

  // A group's container only times its pieces; each piece carries the effect.
  const variants: Variants = group
    ? { hidden: {}, visible: { transition: { delayChildren: transition.delay, staggerChildren: stagger } } }
    : { hidden, visible: { ...visible, transition } };
  // No delay of their own: a delay here would replace the one the container's stagger gives each piece.
  const { delay: _groupDelay, ...pieceTransition } = transition;
  const pieceVariants: Variants = { hidden, visible: { ...visible, transition: pieceTransition } };

  useEffect(() => {
    if (armed) controls.set("hidden");
  }, [armed, controls]);

  useEffect(() => {
    if (armed && inView) void controls.start("visible");
  }, [armed, inView, controls]);

  useEffect(() => {
    if (plays === 0) return;
    controls.set("hidden");
    void controls.start("visible");
  }, [plays, controls]);

  return (
    <LazyMotion features={domAnimation} strict>
      <m.div ref={ref} className={className} variants={variants} initial={false} animate={controls}>
        {group
          ? pieces.map((piece, index) => (
              <m.span key={index} className={pieceClassName} variants={pieceVariants}>
                {piece}
              </m.span>
            ))
          : children}
      </m.div>
    </LazyMotion>
  );
};
