import { useEffect } from "react";
import type React from "react";
import { useLayoutState } from "../../lib/layout-state";

/**
 * Keeps the layout's header height (the page's top clearance, --header-height) equal to the
 * header's own, measured again on every resize and whenever the header changes form. A sticky
 * header floats over the page and a left menu is a column beside it on desktops: neither is
 * measured then, so the page keeps the clearance of the header at rest.
 */
export const useHeaderHeight = (
  header: React.RefObject<HTMLElement | null>,
  { left, isMobile, sticky }: { left: boolean; isMobile: boolean; sticky: boolean },
): void => {
  const { setHeaderHeight } = useLayoutState();
  useEffect(() => {
    const element = header.current;
    if (!element) return undefined;
    const measure = () => {
      if (left && !isMobile) return;
      if (!sticky) setHeaderHeight(element.offsetHeight);
    };
    measure();
    window.addEventListener("resize", measure);
    return () => window.removeEventListener("resize", measure);
  }, [header, left, isMobile, sticky, setHeaderHeight]);
};
