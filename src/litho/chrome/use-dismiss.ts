import { useEffect, useRef } from "react";
import type React from "react";

/** The template listens for key code 27; `key` is what current browsers report for it. */
export const isEscapeKey = (event: KeyboardEvent): boolean => event.key === "Escape" || event.keyCode === 27;

/** Calls `onEscape` when Escape is pressed anywhere while `active`. */
export const useEscapeKey = (active: boolean, onEscape: () => void): void => {
  // The latest callback is read at key time, so callers need not memoise it.
  const callback = useRef(onEscape);
  callback.current = onEscape;
  useEffect(() => {
    if (!active) return undefined;
    const handle = (event: KeyboardEvent) => {
      if (isEscapeKey(event)) callback.current();
    };
    document.addEventListener("keydown", handle);
    return () => document.removeEventListener("keydown", handle);
  }, [active]);
};

/**
 * Calls `onOutside` for a press that starts outside every given element while `active`.
 * Press start (mousedown/touchstart) rather than click, so that selecting text which ends
 * outside does not close anything, and so the trigger's own click can toggle normally.
 */
export const useOutsidePress = (active: boolean, refs: ReadonlyArray<React.RefObject<HTMLElement | null>>, onOutside: () => void): void => {
  const callback = useRef(onOutside);
  callback.current = onOutside;
  const targets = useRef(refs);
  targets.current = refs;
  useEffect(() => {
    if (!active) return undefined;
    const handle = (event: MouseEvent | TouchEvent) => {
      const target = event.target as Node | null;
      if (!target) return;
      const inside = targets.current.some((ref) => ref.current?.contains(target));
      if (!inside) callback.current();
    };
    document.addEventListener("mousedown", handle);
    document.addEventListener("touchstart", handle, { passive: true });
    return () => {
      document.removeEventListener("mousedown", handle);
      document.removeEventListener("touchstart", handle);
    };
  }, [active]);
};
