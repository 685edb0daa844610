import { useEffect, useRef, useState } from "react";
import type React from "react";
import { ChromeIcon } from "./chrome-icon";
import { MenuTree } from "./menu-tree";
import { SocialLinks } from "./social-links";
import { useEscapeKey } from "./use-dismiss";
import { useFocusTrap } from "./use-focus-trap";
import { useModalLock } from "./use-modal-lock";
import type { LithoMenuItem, LithoSocialLink } from "./types";
import * as styles from "./menu-panel.module.css";

/** The mobile menu types of the template, plus the half-screen menu of the hamburger header. */
export type MenuPanelType = "classic" | "modern" | "full" | "half";

export interface MenuPanelProps {
  id: string;
  type: MenuPanelType;
  open: boolean;
  onClose: () => void;
  menu: readonly LithoMenuItem[];
  pathname: string;
  trail: ReadonlySet<LithoMenuItem>;
  /** Which edge a modern or half panel slides from. */
  side?: "left" | "right";
  socials?: readonly LithoSocialLink[];
  /** A line under the menu in the larger panels, such as an e-mail address or a short claim. */
  note?: React.ReactNode;
  /** The ink of the classic drop-down, which continues the header: "light" text on dark, "dark" on white. */
  ink?: "light" | "dark";
  currentHash?: string | null;
  /** Sees every click in the sheet (the one-page header's in-page links); stable across renders. */
  onLinkClick?: (event: MouseEvent) => void;
}

/**
 * A menu that covers the page: the classic drop-down under the header, the modern side sheet,
 * the full-screen overlay and the half-screen sheet. While open the page behind does not scroll,
 * focus stays inside, and Escape, the close button or a press on the dimmed page closes it.
 */
export const MenuPanel = ({
  id,
  type,
  open,
  onClose,
  menu,
  pathname,
  trail,
  side = "right",
  socials,
  note,
  ink = "light",
  currentHash,
  onLinkClick,
}: MenuPanelProps) => {
  const sheet = useRef<HTMLDivElement>(null);
  const closeButton = useRef<HTMLButtonElement>(null);
  useModalLock(open);
  useEscapeKey(open, onClose);
  useFocusTrap(open, sheet, closeButton);

  useEffect(() => {
    const element = sheet.current;
    if (!element || !onLinkClick) return undefined;
    element.addEventListener("click", onLinkClick);
    return () => element.removeEventListener("click", onLinkClick);
  }, [onLinkClick]);

  // The panel opens only with JavaScript (without it the header lists the menu itself), so its copy
  // of the menu, the largest part of the page's markup, is built on first open rather than in the
  // HTML every visitor downloads and hydrates.
  const [built, setBuilt] = useState(open);
  useEffect(() => {
    if (open) setBuilt(true);
  }, [open]);

  const large = type === "full" || type === "half";
  const classes = [styles.panel, styles[type], styles[side], open ? styles.open : ""];

  return (
    <div className={classes.filter(Boolean).join(" ")} data-ink={type === "classic" ? ink : "light"} data-panel={type}>
      <div
        className={styles.backdrop}
        onMouseDown={(event) => {
          // Keeps the press from taking focus away, so it can go back to the menu button.
          event.preventDefault();
          onClose();
        }}
        aria-hidden="true"
      />
      <div
        ref={sheet}
        id={id}
        className={styles.sheet}
        role="dialog"
        aria-modal="true"
        aria-label="Menu"
        // Closed panels stay in the page for their transition but are out of reach.
        aria-hidden={open ? undefined : true}
      >
        <div className={styles.top}>
          <button ref={closeButton} type="button" className={styles.close} onClick={onClose} aria-label="Close menu">
            <ChromeIcon name="close" size={22} />
          </button>
        </div>
        {/* Eased in with CSS on open: a state-driven animation would stay at its closed values on phones, where the animation code never loads. */}
        <div className={styles.body}>
          <nav aria-label="Main" className={styles.nav}>
            {built && (
              <MenuTree
                items={menu}
                pathname={pathname}
                trail={trail}
                idPrefix={id}
                onNavigate={onClose}
                currentHash={currentHash}
                size={large ? "large" : "compact"}
              />
            )}
          </nav>
          {(note || (socials && socials.length > 0)) && (
            <div className={styles.foot}>
              {note && <div className={styles.note}>{note}</div>}
              {socials && socials.length > 0 && <SocialLinks links={socials} look="round" size="sm" />}
            </div>
          )}
        </div>
      </div>
    </div>
  );
};
