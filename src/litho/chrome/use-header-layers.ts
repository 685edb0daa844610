import { useCallback, useEffect, useState } from "react";

/** What a header opens over the page: its mobile or hamburger menu, its side panel, its search. */
export type HeaderLayer = "menu" | "side" | "search";

export interface HeaderLayers {
  /** The open layer, or null. */
  layer: HeaderLayer | null;
  /** A press on a layer's button: opens it in place of any other, or closes it when it is open. */
  toggle: (layer: HeaderLayer) => void;
  close: () => void;
}

/**
 * The header's layers, one open at a time. A new page starts with all closed, and the mobile menu
 * belongs to narrow windows: widening past the breakpoint closes it, unless the layout keeps its
 * menu behind the button at every width (`menuAtEveryWidth`).
 */
export const useHeaderLayers = (pathname: string, isMobile: boolean, menuAtEveryWidth: boolean): HeaderLayers => {
  const [layer, setLayer] = useState<HeaderLayer | null>(null);

  const toggle = useCallback((next: HeaderLayer) => setLayer((current) => (current === next ? null : next)), []);
  const close = useCallback(() => setLayer(null), []);

  useEffect(close, [pathname, close]);

  useEffect(() => {
    if (layer === "menu" && !menuAtEveryWidth && !isMobile && typeof window.matchMedia === "function") setLayer(null);
  }, [isMobile, layer, menuAtEveryWidth]);

  return { layer, toggle, close };
};
