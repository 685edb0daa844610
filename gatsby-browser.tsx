import { startTransition, type ReactElement } from "react";
import { createRoot, hydrateRoot } from "react-dom/client";
import type { GatsbyBrowser } from "gatsby";

export { wrapPageElement, wrapRootElement } from "./src/components/app/page-wrappers";

// The layout scrolls smoothly to the top itself on every route change (800 ms).
export const shouldUpdateScroll: GatsbyBrowser["shouldUpdateScroll"] = () => false;

/**
 * React 18 hydrates a page in one blocking pass unless the hydration is a transition; as one, it yields
 * to the browser every few milliseconds, so a phone scrolls and answers taps while a long page (a demo
 * home has about 1,100 elements) comes alive. A page without server-rendered content is rendered
 * instead, as Gatsby's own renderer does. Blocks that later remount their server-rendered images
 * (reveals, carousels) commit synchronously (src/lib/commit-remount-now.ts): with the hydration's
 * timing changed, an ordinary commit there sometimes lost an image for good.
 */
const hydrateInTransition = (element: ReactElement, container: Element): void => {
  const serverRendered = Boolean(document.getElementById("gatsby-focus-wrapper")?.children.length);
  if (!serverRendered) {
    createRoot(container).render(element);
    return;
  }
  startTransition(() => {
    hydrateRoot(container, element);
  });
};

// Gatsby's typings still describe the legacy ReactDOM.render signature; its runtime calls (element, container).
export const replaceHydrateFunction = (() => hydrateInTransition) as unknown as GatsbyBrowser["replaceHydrateFunction"];
