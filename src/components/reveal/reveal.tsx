import { useEffect, useRef, useState } from "react";
import { animationsAllowed } from "../../lib/motion";
import { commitRemountNow } from "../../lib/commit-remount-now";

type RevealMotionComponent = typeof import("./reveal-motion").RevealMotion;

interface RevealProps {
  children: React.ReactNode;
  /** Seconds to wait after the block enters the viewport. */
  delay?: number;
  className?: string;
}

const isBelowFold = (element: HTMLElement): boolean => element.getBoundingClientRect().top > window.innerHeight;

/**
 * Fades a block up as it scrolls into view. The server renders it visible and it stays a plain
 * block unless animations are allowed (768 px and wider, no reduced motion) and it is still below
 * the fold: only then is the animation code fetched and the block handed to it. So nothing the
 * visitor can already see, or reads with JavaScript off, ever disappears, and phones download
 * no animation code at all.
 */
export const Reveal = ({ children, delay = 0, className }: RevealProps) => {
  const ref = useRef<HTMLDivElement>(null);
  const [Motion, setMotion] = useState<RevealMotionComponent | null>(null);

  useEffect(() => {
    const element = ref.current;
    if (!element || !animationsAllowed() || !isBelowFold(element)) return undefined;
    let cancelled = false;
    void import(/* webpackChunkName: "reveal-motion" */ "./reveal-motion").then((module) => {
      // The visitor may have scrolled while the code arrived: never hide what is now on screen.
      if (!cancelled && isBelowFold(element)) commitRemountNow(() => setMotion(() => module.RevealMotion));
    });
    return () => {
      cancelled = true;
    };
  }, []);

  return Motion ? (
    <Motion delay={delay} className={className}>
      {children}
    </Motion>
  ) : (
    <div ref={ref} className={className}>
      {children}
    </div>
  );
};
