import { useEffect } from "react";
import type { WrapRootElementBrowserArgs } from "gatsby";
import { LayoutStateProvider } from "../../lib/layout-state";
// Imported one by one, not through CSS @import, so every change to each file invalidates the build cache.
import "../../styles/tokens.css";
import "../../styles/font-fallbacks.css";
import "../../styles/global.css";
// Inter as one variable face (every weight) and Playfair Display in its 600 weight, which every serif line
// uses, each split into a preloaded core and the rest of latin (scripts/fonts/subset-fonts.mjs).
import "../../fonts/fonts.css";

/**
 * Marks the document once React has hydrated it, so scripts and tests can tell a page that only
 * looks ready from one whose buttons already respond.
 */
const InteractiveMarker = () => {
  useEffect(() => {
    document.documentElement.dataset.interactive = "";
  }, []);
  return null;
};

/** Shared by gatsby-browser and gatsby-ssr so the server and the browser render the same tree. */
export const wrapRootElement = ({ element }: Pick<WrapRootElementBrowserArgs, "element">) => (
  <LayoutStateProvider>
    {element}
    <InteractiveMarker />
  </LayoutStateProvider>
);
