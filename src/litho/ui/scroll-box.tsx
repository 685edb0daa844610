import { useCallback, useEffect, useRef, useState } from "react";
import type React from "react";
import * as styles from "./scroll-box.module.css";

/** The template re-checks overflow this long after a resize or an accordion toggle (layout has settled by then). */
export const SCROLL_RECHECK_MS = 500;

export interface ScrollBoxProps {
  children: React.ReactNode;
  /** Height of the box (px number or any CSS length). */
  maxHeight: number | string;
  /** Accessible name of the region, needed once it scrolls. */
  label: string;
  className?: string;
}

/**
 * A box of fixed height that shows a slim gold scroll bar only when its content is taller than the
 * box. Overflow is checked at mount, then SCROLL_RECHECK_MS after a window resize or after an
 * accordion inside it is toggled. A scrolling box becomes focusable, so keyboard users can scroll it.
 */
export const ScrollBox = ({ children, maxHeight, label, className }: ScrollBoxProps) => {
  const ref = useRef<HTMLDivElement>(null);
  const timer = useRef<number | undefined>(undefined);
  const [scrollable, setScrollable] = useState(false);

  const check = useCallback(() => {
    const box = ref.current;
    if (box) setScrollable(box.scrollHeight > box.clientHeight + 1);
  }, []);

  const recheckLater = useCallback(() => {
    window.clearTimeout(timer.current);
    timer.current = window.setTimeout(check, SCROLL_RECHECK_MS);
  }, [check]);

  useEffect(() => {
    const box = ref.current;
    // Accordion toggles inside bubble up here (keyboard activation of a button is a click too).
    const onToggle = (event: Event) => {
      if (event.target instanceof Element && event.target.closest("[data-accordion-trigger]")) recheckLater();
    };
    check();
    window.addEventListener("resize", recheckLater);
    box?.addEventListener("click", onToggle);
    return () => {
      window.removeEventListener("resize", recheckLater);
      box?.removeEventListener("click", onToggle);
      window.clearTimeout(timer.current);
    };
  }, [check, recheckLater]);

  return (
    <div
      ref={ref}
      className={[styles.box, className].filter(Boolean).join(" ")}
      style={{ maxHeight: typeof maxHeight === "number" ? `${maxHeight}px` : maxHeight }}
      data-scrollable={scrollable ? "" : undefined}
      role={scrollable ? "region" : undefined}
      aria-label={scrollable ? label : undefined}
      tabIndex={scrollable ? 0 : undefined}
    >
      {children}
    </div>
  );
};
