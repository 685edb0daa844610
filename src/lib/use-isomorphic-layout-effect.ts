import { useEffect, useLayoutEffect } from "react";

/**
 * A layout effect in the browser (it runs before the paint, so what it reads shows in the first frame)
 * and a plain effect on the server, where layout effects only warn.
 */
export const useIsomorphicLayoutEffect = typeof window === "undefined" ? useEffect : useLayoutEffect;
