import { useCallback, useEffect, useMemo, useState } from "react";
import type React from "react";
import { elementForHash, smoothScrollToElement } from "../../lib/smooth-scroll";
import { isHashLink } from "./menu-utils";
import type { LithoMenuItem } from "./types";

export interface OnePageMenu {
  /** The hash of the section in view ("#services"), which the menu marks; null off one-page menus. */
  currentHash: string | null;
  /** Follows a click in another part of the menu (the menu panel) the way the header's own are followed. */
  followInPageLink: (event: MouseEvent) => void;
}

/** The in-page section nearest the top of the window. */
const sectionInView = (hashes: readonly string[]): string | null => {
  let current: string | null = null;
  for (const hash of hashes) {
    const target = elementForHash(hash);
    if (target && target.getBoundingClientRect().top <= window.innerHeight * 0.35) current = hash;
  }
  return current;
};

/**
 * The one-page header's menu of in-page links (#services …), when `enabled`: the section nearest the
 * top of the window is the current one as the page scrolls, and a click on an in-page link glides to
 * its section below the header and puts its hash in the address without a history entry per click.
 * The header's clicks are followed here; the menu panel's through `followInPageLink`.
 */
export const useOnePageMenu = (
  header: React.RefObject<HTMLElement | null>,
  menu: readonly LithoMenuItem[],
  enabled: boolean,
): OnePageMenu => {
  const [currentHash, setCurrentHash] = useState<string | null>(null);

  const hashes = useMemo(
    () => (enabled ? menu.map((item) => item.link ?? "").filter((link) => isHashLink(link) && link.length > 1) : []),
    [enabled, menu],
  );
  useEffect(() => {
    if (hashes.length === 0) return undefined;
    const update = () => setCurrentHash(sectionInView(hashes));
    update();
    window.addEventListener("scroll", update, { passive: true });
    return () => window.removeEventListener("scroll", update);
  }, [hashes]);

  const followInPageLink = useCallback(
    (event: MouseEvent) => {
      if (!enabled) return;
      const anchor = event.target instanceof Element ? event.target.closest("a") : null;
      const hash = anchor?.getAttribute("href") ?? "";
      if (!isHashLink(hash) || hash.length < 2) return;
      const target = elementForHash(hash);
      if (!target) return;
      event.preventDefault();
      smoothScrollToElement(target, { offset: header.current?.offsetHeight ?? 0 });
      window.history.replaceState(window.history.state, "", hash);
    },
    [enabled, header],
  );

  // Every link of the header, in any of its layouts, dropdowns or top bar: one listener on the header.
  useEffect(() => {
    const element = header.current;
    if (!enabled || !element) return undefined;
    element.addEventListener("click", followInPageLink);
    return () => element.removeEventListener("click", followInPageLink);
  }, [enabled, header, followInPageLink]);

  return { currentHash, followInPageLink };
};
