import { useEffect } from "react";
import { useLayoutState } from "../../lib/layout-state";

/** While `locked`, the shared modal flag is set, which stops the page behind from scrolling. */
export const useModalLock = (locked: boolean): void => {
  const { setModalOpen } = useLayoutState();
  useEffect(() => {
    if (!locked) return undefined;
    setModalOpen(true);
    return () => setModalOpen(false);
  }, [locked, setModalOpen]);
};
