import type { GatsbyBrowser } from "gatsby";

export { wrapPageElement, wrapRootElement } from "./src/components/app/page-wrappers";

// The layout scrolls smoothly to the top itself on every route change (800 ms).
export const shouldUpdateScroll: GatsbyBrowser["shouldUpdateScroll"] = () => false;
