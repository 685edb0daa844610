import { useState, type ReactNode } from "react";

interface PopupContentsProps {
  open: boolean;
  children: ReactNode;
}

/**
 * The contents of a header dropdown or megamenu. Together they hold about 800 elements on every demo
 * page, and hydrating them cost a phone more than any section below. So the page ships them inside
 * `<noscript>`, where a browser without JavaScript shows them (its hover rules open the pop-up), while
 * React neither parses nor hydrates them; the live contents mount the first time the pop-up opens and
 * stay mounted, so it closes and reopens with its transition.
 *
 * A `<noscript>` must not hold another one (the parser would end the outer one early), so the
 * contents hold none: their pictures are PlainPictures, not GatsbyImages.
 */
export const PopupContents = ({ open, children }: PopupContentsProps) => {
  const [opened, setOpened] = useState(open);
  // Adjusting state while rendering (not in an effect) mounts the contents in the same commit that opens the pop-up.
  if (open && !opened) setOpened(true);
  return opened ? <>{children}</> : <noscript>{children}</noscript>;
};
