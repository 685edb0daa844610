import { startTransition, type ReactElement } from "react";
import { createRoot, hydrateRoot, type Root } from "react-dom/client";
import type { GatsbyBrowser } from "gatsby";
import { isDemoRoute } from "./src/lib/demo-route";
import { elementForHash, smoothScrollTo, smoothScrollToElement } from "./src/lib/smooth-scroll";
import { THIRD_PARTY_ATTRIBUTE, policyIsThisPages } from "./src/lib/third-parties";

export { wrapRootElement } from "./src/components/app/page-wrappers";

/**
 * Where a new page starts. The demo area keeps Gatsby's own handling: the top of a new page, the
 * element its fragment names, and the place the visitor left on Back and Forward. The live site
 * glides instead (onRouteUpdate).
 */
export const shouldUpdateScroll: GatsbyBrowser["shouldUpdateScroll"] = ({ routerProps: { location } }) => isDemoRoute(location.pathname);

/**
 * A page that embeds a third party (a map, a chart, a player) allows it in its own security policy only,
 * and a page reached without a full load still runs under the policy of the page first loaded: it is
 * loaded whole instead. Its embeds wait for that (src/lib/third-parties.ts).
 */
const reloadForThirdParties = (): boolean => {
  if (policyIsThisPages() || !document.querySelector(`[${THIRD_PARTY_ATTRIBUTE}]`)) return false;
  // The page arrives as a link would bring it, at its fragment, not where the client-side render had scrolled.
  window.history.scrollRestoration = "manual";
  // This document now shows the new page under the old entry too; if Back brings it out of the
  // back-forward cache, it loads that entry afresh.
  window.addEventListener("pageshow", (event) => {
    if (event.persisted) window.location.reload();
  });
  window.location.reload();
  return true;
};

/**
 * On the live site every route change glides to the top in the spec's 800 ms, or to the element the
 * fragment names ("Contact Us" on a product lands on the form). The first page keeps the browser's own
 * scroll (a reload part-way down, a fragment in the address), and so does a change of fragment alone.
 */
export const onRouteUpdate: GatsbyBrowser["onRouteUpdate"] = ({ location, prevLocation }) => {
  if (prevLocation && reloadForThirdParties()) return;
  if (!prevLocation || prevLocation.pathname === location.pathname || isDemoRoute(location.pathname)) return;
  const target = elementForHash(location.hash);
  if (target) smoothScrollToElement(target);
  else smoothScrollTo(0);
};

/**
 * React 18 hydrates a page in one blocking pass unless the hydration is a transition; as one, it yields
 * to the browser every few milliseconds, so a phone scrolls and answers taps while a long page (a demo
 * home has about 1,100 elements) comes alive. Blocks that later remount their server-rendered images
 * (reveals, carousels) commit synchronously (src/lib/commit-remount-now.ts): with the hydration's
 * timing changed, an ordinary commit there sometimes lost an image for good.
 *
 * Gatsby hands this function every root it mounts, not only the page's: `gatsby develop` also mounts its
 * loading indicators into new, empty elements. So the container itself decides: one that holds
 * server-rendered markup is hydrated, an empty one is rendered into. Gatsby unmounts through the
 * returned cleanup.
 */
const hydrateInTransition = (element: ReactElement, container: Element): (() => void) => {
  if (!container.hasChildNodes()) {
    const root = createRoot(container);
    root.render(element);
    return () => root.unmount();
  }
  let root: Root | undefined;
  startTransition(() => {
    root = hydrateRoot(container, element);
  });
  return () => root?.unmount();
};

// Gatsby's typings still describe the legacy ReactDOM.render signature; its runtime calls (element, container).
export const replaceHydrateFunction = (() => hydrateInTransition) as unknown as GatsbyBrowser["replaceHydrateFunction"];
