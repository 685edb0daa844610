import { useSyncExternalStore } from "react";

const subscribe = (onChange: () => void): (() => void) => {
  document.addEventListener("visibilitychange", onChange);
  return () => document.removeEventListener("visibilitychange", onChange);
};

const pageVisible = (): boolean => document.visibilityState !== "hidden";

/** False while the tab is in the background: what loops for the eye should not run there. */
export const usePageVisible = (): boolean => useSyncExternalStore(subscribe, pageVisible, () => true);
