export interface ParallaxGeometry {
  /** The band's top edge relative to the viewport (getBoundingClientRect().top). */
  top: number;
  /** The band's height. */
  height: number;
  /** The viewport's height. */
  viewport: number;
  /** How far the layer lags behind the page, as a share of the scroll (0 = scrolls with the page). */
  rate: number;
  /**
   * Where the layer sits at rest: "top" when the band's top meets the viewport's top (a page title),
   * "centre" when the band is centred in the viewport (a band further down the page).
   */
  origin: "top" | "centre";
  /** How far the layer may move either way before its oversized edge would show a gap; no limit when absent. */
  reach?: number;
}

/** The layer's vertical shift in whole pixels: positive moves it down, so it trails the page. */
export const parallaxOffset = ({ top, height, viewport, rate, origin, reach }: ParallaxGeometry): number => {
  const travel = origin === "top" ? -top : viewport / 2 - (top + height / 2);
  const shift = Math.round(travel * rate);
  const limited = reach === undefined ? shift : Math.max(-reach, Math.min(reach, shift));
  // Never "-0": the style string stays stable at rest.
  return limited === 0 ? 0 : limited;
};
