import { useEffect, useState } from "react";

/** The template's mobile menu breakpoint: menus collapse at 991 px and below. */
export const MOBILE_MENU_QUERY = "(max-width: 991px)";

/** Whether a media query matches; false on the server and until the first effect runs. */
export const useMediaQuery = (query: string): boolean => {
  const [matches, setMatches] = useState(false);
  useEffect(() => {
    if (typeof window.matchMedia !== "function") return undefined;
    const list = window.matchMedia(query);
    const update = () => setMatches(list.matches);
    update();
    list.addEventListener("change", update);
    return () => list.removeEventListener("change", update);
  }, [query]);
  return matches;
};

/** Whether the visitor's main pointer can hover: hover opens menus only then, never on touch. */
export const canHover = (): boolean =>
  typeof window !== "undefined" &&
  typeof window.matchMedia === "function" &&
  window.matchMedia("(hover: hover) and (pointer: fine)").matches;
