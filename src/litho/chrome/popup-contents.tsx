import { createContext, useContext, useState, type ReactNode } from "react";

/**
 * True inside a `<noscript>` rendered here. A `<noscript>` must not hold another one: where scripts
 * run, the parser reads its contents as text up to the first `</noscript>`, so an inner one would end
 * the outer one early and spill the rest onto the page.
 */
const WithinNoscript = createContext(false);

/** Contents for browsers without JavaScript only; contents waiting inside it for a pop-up render plainly. */
export const NoscriptOnly = ({ children }: { children: ReactNode }) => (
  <noscript>
    <WithinNoscript.Provider value>{children}</WithinNoscript.Provider>
  </noscript>
);

interface PopupContentsProps {
  open: boolean;
  children: ReactNode;
}

/**
 * The contents of a header dropdown or megamenu, or of a closed branch of a menu tree. Together
 * they hold about 800 elements on every demo page (a left menu's tree as many again), and
 * hydrating them cost a phone more than any section below. So the page ships them inside
 * `<noscript>`, where a browser without JavaScript shows them (its CSS opens the pop-up or lists
 * the branch), while React neither parses nor hydrates them; the live contents mount the first
 * time the pop-up opens and stay mounted, so it closes and reopens with its transition.
 *
 * Their pictures are PlainPictures, not GatsbyImages, which bring a `<noscript>` of their own.
 */
export const PopupContents = ({ open, children }: PopupContentsProps) => {
  const withinNoscript = useContext(WithinNoscript);
  const [opened, setOpened] = useState(open);
  // Adjusting state while rendering (not in an effect) mounts the contents in the same commit that opens the pop-up.
  if (open && !opened) setOpened(true);
  return opened || withinNoscript ? <>{children}</> : <NoscriptOnly>{children}</NoscriptOnly>;
};
