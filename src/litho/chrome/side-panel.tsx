import { useRef } from "react";
import type React from "react";
import { ChromeIcon } from "./chrome-icon";
import { LithoLogo } from "./litho-logo";
import { SocialLinks } from "./social-links";
import { SubscribeForm } from "./subscribe-form";
import { useEscapeKey, useOutsidePress } from "./use-dismiss";
import { useFocusTrap } from "./use-focus-trap";
import { useModalLock } from "./use-modal-lock";
import type { LithoLogoData, LithoSocialLink } from "./types";
import * as styles from "./side-panel.module.css";

export interface SidePanelContent {
  title?: string;
  text?: string;
  /** Heading over the subscribe form; no form when null. */
  subscribeTitle?: string | null;
  /** Contact lines under the form, such as an address and a phone number. */
  contact?: ReadonlyArray<{ icon: "pin" | "phone" | "mail"; text: string; href?: string }>;
  socials?: readonly LithoSocialLink[];
}

export interface SidePanelProps {
  id: string;
  open: boolean;
  onClose: () => void;
  content: SidePanelContent;
  logo?: LithoLogoData;
  /** The template opens it from the right. */
  side?: "left" | "right";
  /** The trigger counts as inside, so that pressing it toggles instead of closing and reopening. */
  triggerRef?: React.RefObject<HTMLElement | null>;
  page?: string;
}

/** The hamburger side panel: a short pitch, the subscribe form, contact lines and social links. */
export const SidePanel = ({ id, open, onClose, content, logo, side = "right", triggerRef, page }: SidePanelProps) => {
  const sheet = useRef<HTMLDivElement>(null);
  const closeButton = useRef<HTMLButtonElement>(null);
  const fallbackTrigger = useRef<HTMLElement>(null);
  useModalLock(open);
  useEscapeKey(open, onClose);
  useOutsidePress(open, [sheet, triggerRef ?? fallbackTrigger], onClose);
  useFocusTrap(open, sheet, closeButton);
  const titleId = `${id}-title`;

  return (
    <div className={`${styles.layer} ${styles[side]} ${open ? styles.open : ""}`}>
      <div className={styles.veil} aria-hidden="true" />
      <div
        ref={sheet}
        id={id}
        className={styles.sheet}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        aria-hidden={open ? undefined : true}
      >
        <div className={styles.top}>
          {logo ? <LithoLogo logo={logo} ink="light" /> : <span />}
          <button ref={closeButton} type="button" className={styles.close} onClick={onClose} aria-label="Close panel">
            <ChromeIcon name="close" size={22} />
          </button>
        </div>
        <h2 id={titleId} className={styles.title}>
          {content.title ?? "Stay in the loop"}
        </h2>
        {content.text && <p className={styles.text}>{content.text}</p>}
        {content.subscribeTitle !== null && (
          <div className={styles.block}>
            <p className={styles.label}>{content.subscribeTitle ?? "Subscribe to our newsletter"}</p>
            <SubscribeForm page={page} tone="dark" />
          </div>
        )}
        {content.contact && content.contact.length > 0 && (
          <ul className={styles.contact}>
            {content.contact.map((line) => (
              <li key={line.text}>
                <ChromeIcon name={line.icon} size={18} className={styles.contactIcon} />
                {line.href ? <a href={line.href}>{line.text}</a> : <span>{line.text}</span>}
              </li>
            ))}
          </ul>
        )}
        {content.socials && content.socials.length > 0 && (
          <div className={styles.socials}>
            <p className={styles.label}>Follow us</p>
            <SocialLinks links={content.socials} look="round" />
          </div>
        )}
      </div>
    </div>
  );
};
