import { useCallback, useEffect, useState } from "react";
import type { ComponentType } from "react";

export interface LazyPart<P> {
  /** The part once its code has arrived. */
  Part: ComponentType<P> | null;
  /**
   * True a frame after the part first mounted: until then it is drawn closed, so a part asked for
   * by the press that opens it still plays its opening transition.
   */
  ready: boolean;
  /** Handlers for the part's trigger: hovering, focusing or pressing it starts the download, and a click also does `onClick`. */
  triggerProps: (onClick: () => void) => {
    onPointerEnter: () => void;
    onFocus: () => void;
    onPointerDown: () => void;
    onClick: () => void;
  };
}

/**
 * A piece of the chrome that shows only on request (search overlay, side panel, menu panel, cart
 * and language lists). Its code and its stylesheet come in a chunk of their own on the first sign
 * of intent, so no page carries them with its first screen; the press that opens it usually finds
 * them already there. `load` must be stable (a module-level function).
 */
export const useLazyPart = <P extends object>(load: () => Promise<ComponentType<P>>): LazyPart<P> => {
  const [Part, setPart] = useState<ComponentType<P> | null>(null);
  const [ready, setReady] = useState(false);

  // A failed download (offline) leaves the trigger inert; the next intent tries again.
  const request = useCallback(() => {
    load().then(
      (component) => setPart(() => component),
      () => undefined,
    );
  }, [load]);

  useEffect(() => {
    if (!Part) return undefined;
    const frame = requestAnimationFrame(() => setReady(true));
    return () => cancelAnimationFrame(frame);
  }, [Part]);

  const triggerProps = (onClick: () => void) => ({
    onPointerEnter: request,
    onFocus: request,
    onPointerDown: request,
    onClick: () => {
      request();
      onClick();
    },
  });
  return { Part, ready, triggerProps };
};
