import { useEffect, useRef, useState } from "react";
import type React from "react";
import { m, useInView, type Variants } from "framer-motion";
import { animationsAllowed } from "../../lib/motion";

const REVEAL_SECONDS = 0.9;

const variants: Variants = {
  hidden: { opacity: 0, y: 48, transition: { duration: 0 } },
  visible: (delay: number) => ({
    opacity: 1,
    y: 0,
    transition: { duration: REVEAL_SECONDS, delay, ease: [0.22, 1, 0.36, 1] },
  }),
};

interface RevealProps {
  children: React.ReactNode;
  /** Seconds to wait after the block enters the viewport. */
  delay?: number;
  className?: string;
}

/**
 * Fades a block up as it scrolls into view. The server renders it visible, and only blocks
 * still below the fold when the page hydrates are hidden for the animation, so nothing the
 * visitor can already see (or reads with JavaScript off) ever disappears.
 */
export const Reveal = ({ children, delay = 0, className }: RevealProps) => {
  const ref = useRef<HTMLDivElement>(null);
  const [armed, setArmed] = useState(false);
  const inView = useInView(ref, { once: true, margin: "0px 0px -12% 0px" });

  useEffect(() => {
    const element = ref.current;
    if (element && animationsAllowed() && element.getBoundingClientRect().top > window.innerHeight) {
      setArmed(true);
    }
  }, []);

  const state = armed ? (inView ? "visible" : "hidden") : undefined;
  return (
    <m.div ref={ref} className={className} variants={variants} custom={delay} initial={false} animate={state}>
      {children}
    </m.div>
  );
};
