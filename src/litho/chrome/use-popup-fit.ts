import { useCallback, useEffect } from "react";
import type React from "react";

/** Pop-up menus are re-checked this long after the last resize event, once the window has settled. */
export const POPUP_RECHECK_MS = 500;

/** Space kept between a pop-up and the window's edge. */
const EDGE = 12;

/**
 * Keeps the pop-ups inside `container` within the window. Elements marked `data-popup="panel"`
 * (dropdowns, megamenus, the cart) slide sideways through `--popup-shift`; `data-popup="flyout"`
 * (third-level menus) open to the other side when there is no room. Pop-ups are hidden with
 * visibility, not display, so they can be measured while closed.
 */
export const usePopupFit = (container: React.RefObject<HTMLElement | null>): (() => void) => {
  const fit = useCallback(() => {
    const root = container.current;
    if (!root) return;
    const width = document.documentElement.clientWidth || window.innerWidth;
    root.querySelectorAll<HTMLElement>("[data-popup]").forEach((popup) => {
      if (popup.dataset.popup === "flyout") {
        // Measure where it would open naturally, then flip only if that overflows.
        delete popup.dataset.flip;
        const rect = popup.getBoundingClientRect();
        if (rect.width > 0 && rect.right > width - EDGE) popup.dataset.flip = "true";
        return;
      }
      const current = Number.parseFloat(popup.style.getPropertyValue("--popup-shift")) || 0;
      const rect = popup.getBoundingClientRect();
      if (rect.width === 0) return;
      const left = rect.left - current;
      const right = rect.right - current;
      let shift = 0;
      if (right > width - EDGE) shift = width - EDGE - right;
      if (left + shift < EDGE) shift = EDGE - left;
      popup.style.setProperty("--popup-shift", `${Math.round(shift)}px`);
    });
  }, [container]);

  useEffect(() => {
    fit();
    let timer: ReturnType<typeof setTimeout> | undefined;
    const onResize = () => {
      if (timer !== undefined) clearTimeout(timer);
      timer = setTimeout(fit, POPUP_RECHECK_MS);
    };
    window.addEventListener("resize", onResize);
    return () => {
      window.removeEventListener("resize", onResize);
      if (timer !== undefined) clearTimeout(timer);
    };
  }, [fit]);

  return fit;
};
