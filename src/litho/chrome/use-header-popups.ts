import { useCallback, useEffect, useState } from "react";
import type React from "react";
import { useEscapeKey, useOutsidePress } from "./use-dismiss";
import { canHover } from "./use-media-query";
import { usePopupFit } from "./use-popup-fit";

type OpenPopup = { key: string; via: "click" | "hover" } | null;

export interface HeaderPopups {
  /** The key of the open pop-up (a menu item's, "language", "cart"), or null. */
  openKey: string | null;
  /** A click on a pop-up's button: opens it, or closes it when a click had opened it. */
  toggle: (key: string) => void;
  /** The pointer entering or leaving a pop-up's item, on devices that can hover. */
  hover: (key: string, entering: boolean) => void;
  close: () => void;
}

/**
 * The header's pop-ups (dropdowns, megamenus, the language and cart lists): one open at a time,
 * closed by Escape (focus goes back to the pop-up's button, found by `popupId`), by a press outside
 * the header and on a new page, and moved to fit inside the window when one opens.
 */
export const useHeaderPopups = (
  header: React.RefObject<HTMLElement | null>,
  popupId: (key: string) => string,
  pathname: string,
): HeaderPopups => {
  const [popup, setPopup] = useState<OpenPopup>(null);

  const toggle = useCallback((key: string) => {
    // A pop-up opened by hovering stays open on the click that usually follows; a second click closes it.
    setPopup((current) => (current?.key === key && current.via === "click" ? null : { key, via: "click" }));
  }, []);

  const hover = useCallback((key: string, entering: boolean) => {
    if (!canHover()) return;
    setPopup((current) => {
      if (entering) return current?.key === key ? current : { key, via: "hover" };
      return current?.key === key && current.via === "hover" ? null : current;
    });
  }, []);

  const close = useCallback(() => setPopup(null), []);

  useEscapeKey(popup !== null, () => {
    if (!popup) return;
    const trigger = header.current?.querySelector<HTMLElement>(`[aria-controls="${popupId(popup.key)}"]`);
    setPopup(null);
    trigger?.focus();
  });
  useOutsidePress(popup !== null, [header], close);

  const fitPopups = usePopupFit(header);
  useEffect(() => {
    if (popup) fitPopups();
  }, [popup, fitPopups]);

  useEffect(close, [pathname, close]);

  return { openKey: popup?.key ?? null, toggle, hover, close };
};
