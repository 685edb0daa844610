import { useEffect } from "react";
import type { WrapPageElementBrowserArgs, WrapRootElementBrowserArgs } from "gatsby";
import { Layout } from "../layout/layout";
import { LayoutStateProvider } from "../../lib/layout-state";
import { isDemoRoute } from "../../lib/demo-route";
import { LanguageProvider } from "../../lib/i18n/language-context";
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


export const wrapPageElement = ({ element, props }: Pick<WrapPageElementBrowserArgs, "element" | "props">) =>
  isDemoRoute(props.location.pathname) ? (
    element
  ) : (
    <LanguageProvider code={(props.pageContext as { language?: string }).language}>
      <Layout pathname={props.location.pathname}>{element}</Layout>
    </LanguageProvider>
  );
