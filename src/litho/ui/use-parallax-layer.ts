import { useEffect, type RefObject } from "react";
import { animationsAllowed } from "../../lib/motion";
import { parallaxOffset, type ParallaxGeometry } from "./parallax-offset";

interface ParallaxOptions {
  rate: number;
  origin: ParallaxGeometry["origin"];
  /** Off for variants that keep their background still. */
  enabled?: boolean;
  /** The most a foreground layer may move either way; a background layer is held by its overhang beyond the band. */
  reach?: number;
}

/**
 * Moves `layer` slower than the page while `band` is on screen. Only a transform changes (no
 * layout shift); the scroll listener is passive and updates at most once a frame. Phones (under
 * 768 px), reduced motion and visits without JavaScript keep the layer still where the CSS puts it.
 * The shift never exceeds the layer's overhang beyond the band, so no edge ever shows.
 */
export const useParallaxLayer = (
  band: RefObject<HTMLElement>,
  layer: RefObject<HTMLElement>,
  { rate, origin, enabled = true, reach: fixedReach }: ParallaxOptions,
): void => {
  useEffect(() => {
    if (!enabled || !animationsAllowed()) return undefined;
    let frame = 0;
    const update = () => {
      frame = 0;
      const box = band.current?.getBoundingClientRect();
      const target = layer.current;
      if (!box || !target || box.bottom < 0 || box.top > window.innerHeight) return;
      const overhang = origin === "centre" ? Math.max(0, (target.offsetHeight - box.height) / 2) : undefined;
      const reach = fixedReach ?? overhang;
      const offset = parallaxOffset({ top: box.top, height: box.height, viewport: window.innerHeight, rate, origin, reach });
      target.style.transform = `translate3d(0, ${offset}px, 0)`;
    };
    const onScroll = () => {
      if (!frame) frame = requestAnimationFrame(update);
    };
    update();
    window.addEventListener("scroll", onScroll, { passive: true });
    window.addEventListener("resize", onScroll, { passive: true });
    return () => {
      window.removeEventListener("scroll", onScroll);
      window.removeEventListener("resize", onScroll);
      cancelAnimationFrame(frame);
    };
  }, [band, layer, rate, origin, enabled, fixedReach]);
};
