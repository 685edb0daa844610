import { createContext, useContext, useEffect, useMemo, useState } from "react";
import type React from "react";

/**
 * State the whole layout shares: measured header and footer heights (the fixed header
 * offsets the page by its height) and whether a modal is open (which locks body scroll).
 */
export interface LayoutState {
  headerHeight: number;
  footerHeight: number;
  modalOpen: boolean;
  setHeaderHeight: (height: number) => void;
  setFooterHeight: (height: number) => void;
  setModalOpen: (open: boolean) => void;
}

const LayoutStateContext = createContext<LayoutState | null>(null);

export const LayoutStateProvider = ({ children }: { children: React.ReactNode }) => {
  const [headerHeight, setHeaderHeight] = useState(0);
  const [footerHeight, setFooterHeight] = useState(0);
  const [modalOpen, setModalOpen] = useState(false);

  useEffect(() => {
    document.body.classList.toggle("scroll-locked", modalOpen);
    return () => document.body.classList.remove("scroll-locked");
  }, [modalOpen]);

  useEffect(() => {
    if (headerHeight > 0) document.documentElement.style.setProperty("--header-height", `${headerHeight}px`);
  }, [headerHeight]);

  const value = useMemo(
    () => ({ headerHeight, footerHeight, modalOpen, setHeaderHeight, setFooterHeight, setModalOpen }),
    [headerHeight, footerHeight, modalOpen],
  );
  return <LayoutStateContext.Provider value={value}>{children}</LayoutStateContext.Provider>;
};

export const useLayoutState = (): LayoutState => {
  const state = useContext(LayoutStateContext);
  if (!state) throw new Error("useLayoutState must be used inside <LayoutStateProvider>");
  return state;
};
