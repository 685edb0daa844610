import { useEffect, useState } from "react";
import type React from "react";
import { useInView } from "framer-motion";
import { animationsAllowed } from "../../lib/motion";

/**
 * For fill-up effects (bars, pie charts): true when the element should show its final state.
 * The server and hydration say true (the final state is the static page); only elements still
 * below the fold at hydration, where animations run, are reset and filled once they come into view.
 */
export const useFilledWhenInView = (ref: React.RefObject<Element | null>): boolean => {
  const [armed, setArmed] = useState(false);
  const inView = useInView(ref, { once: true, margin: "0px 0px -10% 0px" });

  useEffect(() => {
    const element = ref.current;
    if (element && animationsAllowed() && element.getBoundingClientRect().top > window.innerHeight) setArmed(true);
  }, [ref]);

  return !armed || inView;
};
