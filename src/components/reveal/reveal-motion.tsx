// Loaded only on screens where reveal animations run (see reveal.tsx), so phones never download it.
import { useRef } from "react";
import { LazyMotion, domAnimation, m, useInView, type Variants } from "framer-motion";

const REVEAL_SECONDS = 0.9;

const variants: Variants = {
  hidden: { opacity: 0, y: 48, transition: { duration: 0 } },
  visible: (delay: number) => ({
    opacity: 1,
    y: 0,
    transition: { duration: REVEAL_SECONDS, delay, ease: [0.22, 1, 0.36, 1] },
  }),
};

interface RevealMotionProps {
  children: React.ReactNode;
  delay: number;
  className?: string;
}

export const RevealMotion = ({ children, delay, className }: RevealMotionProps) => {
  const ref = useRef<HTMLDivElement>(null);
  const inView = useInView(ref, { once: true, margin: "0px 0px -12% 0px" });
  return (
    <LazyMotion features={domAnimation} strict>
      <m.div ref={ref} className={className} variants={variants} custom={delay} initial="hidden" animate={inView ? "visible" : "hidden"}>
        {children}
      </m.div>
    </LazyMotion>
  );
};
