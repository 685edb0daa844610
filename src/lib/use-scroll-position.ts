import { useState } from "react";
import { useIsomorphicLayoutEffect } from "./use-isomorphic-layout-effect";

/**
 * True once the page is scrolled past `threshold` pixels; false on the server. Read before the first
 * paint, so a header that mounts with a new page while the old one's scroll still stands shows its
 * scrolled state at once rather than one frame later.
 */
export const useScrolledPast = (threshold: number): boolean => {
  const [past, setPast] = useState(false);
  useIsomorphicLayoutEffect(() => {
    const update = () => setPast(window.scrollY > threshold);
    update();
    window.addEventListener("scroll", update, { passive: true });
    return () => window.removeEventListener("scroll", update);
  }, [threshold]);
  return past;
};
