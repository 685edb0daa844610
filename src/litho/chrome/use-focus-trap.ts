import { useEffect } from "react";
import type React from "react";

// Frames count: a player or a map inside a dialog must stay reachable by Tab.
const FOCUSABLE =
  'a[href], button:not([disabled]), input:not([disabled]):not([type="hidden"]), select:not([disabled]), textarea:not([disabled]), iframe, [tabindex]:not([tabindex="-1"])';

// Only what Tab stops at: a control taken out of the tab order (a second toggle for pointers) must
// not count as the last stop, or Tab would leave the layer from the real last one.
const focusablesIn = (root: HTMLElement): HTMLElement[] =>
  Array.from(root.querySelectorAll<HTMLElement>(FOCUSABLE)).filter(
    (element) => element.tabIndex >= 0 && !element.closest("[hidden], [aria-hidden='true'], [inert]"),
  );

/**
 * Keeps keyboard focus inside a modal layer while it is open: focus moves in on open
 * (to `initial` or the first control), Tab wraps at both ends, and on close focus goes back
 * to whatever opened the layer, so a keyboard user never lands on the page behind.
 */
export const useFocusTrap = (
  active: boolean,
  container: React.RefObject<HTMLElement | null>,
  initial?: React.RefObject<HTMLElement | null>,
): void => {
  useEffect(() => {
    const root = container.current;
    if (!active || !root) return undefined;
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    (initial?.current ?? focusablesIn(root)[0] ?? root).focus();

    const wrap = (event: KeyboardEvent) => {
      if (event.key !== "Tab") return;
      const items = focusablesIn(root);
      if (items.length === 0) {
        event.preventDefault();
        return;
      }
      const first = items[0];
      const last = items[items.length - 1];
      if (event.shiftKey && document.activeElement === first) {
        event.preventDefault();
        last.focus();
      } else if (!event.shiftKey && document.activeElement === last) {
        event.preventDefault();
        first.focus();
      }
    };
    document.addEventListener("keydown", wrap);
    return () => {
      document.removeEventListener("keydown", wrap);
      // Only hand focus back if it is still inside the closing layer (not moved on by a click elsewhere).
      if (opener && (root.contains(document.activeElement) || document.activeElement === document.body)) opener.focus();
    };
  }, [active, container, initial]);
};
