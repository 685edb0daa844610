import { useEffect, useRef, useState } from "react";
import { useInView } from "framer-motion";
import { animationsAllowed } from "../../lib/motion";
import * as styles from "./number-counter.module.css";

/** Count-up length, matching the site's reveal pace. */
export const COUNTER_DURATION_MS = 1800;

/** The template's number style: whole numbers under 10 get a leading zero ("05"). */
export const formatCounterValue = (value: number, decimals = 0): string => {
  const fixed = Math.abs(value).toFixed(decimals);
  const padded = Math.abs(value) < 10 ? `0${fixed}` : fixed;
  return value < 0 ? `-${padded}` : padded;
};

export interface NumberCounterProps {
  value: number;
  prefix?: string;
  /** Shown after the number, e.g. "+" for "175+". */
  suffix?: string;
  decimals?: number;
  durationMs?: number;
  className?: string;
}

const easeOut = (t: number): number => 1 - (1 - t) ** 3;

/**
 * A number that counts up the first time it scrolls into view. The server renders the final
 * value; counting is armed only for counters still below the fold at hydration (so a visible
 * number never drops to zero), and never under 768 px or with reduced motion. Screen readers get
 * the final value once, not every intermediate one.
 */
export const NumberCounter = ({
  value,
  prefix = "",
  suffix = "",
  decimals = 0,
  durationMs = COUNTER_DURATION_MS,
  className,
}: NumberCounterProps) => {
  const ref = useRef<HTMLSpanElement>(null);
  const [shown, setShown] = useState(value);
  const [armed, setArmed] = useState(false);
  const inView = useInView(ref, { once: true, margin: "0px 0px -10% 0px" });

  useEffect(() => {
    const element = ref.current;
    if (element && animationsAllowed() && element.getBoundingClientRect().top > window.innerHeight) {
      setArmed(true);
      setShown(0);
    } else {
      setShown(value);
    }
  }, [value]);

  useEffect(() => {
    if (!armed || !inView) return undefined;
    let frame = 0;
    const start = performance.now();
    const tick = (now: number) => {
      const progress = Math.min(1, (now - start) / durationMs);
      setShown(value * easeOut(progress));
      if (progress < 1) frame = requestAnimationFrame(tick);
    };
    frame = requestAnimationFrame(tick);
    return () => cancelAnimationFrame(frame);
  }, [armed, inView, value, durationMs]);

  const rounded = decimals > 0 ? shown : Math.round(shown);
  const finalText = `${prefix}${formatCounterValue(value, decimals)}${suffix}`;
  return (
    <span ref={ref} className={[styles.counter, className].filter(Boolean).join(" ")}>
      <span aria-hidden="true">
        {prefix}
        <span className={styles.digits}>{formatCounterValue(rounded, decimals)}</span>
        {suffix}
      </span>
      <span className="visually-hidden">{finalText}</span>
    </span>
  );
};
