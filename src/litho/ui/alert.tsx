import { useCallback, useRef, useSyncExternalStore } from "react";
import type React from "react";
import { dismiss, isDismissed, subscribeDismissed } from "./dismissed-store";
import * as styles from "./alert.module.css";

export type AlertVariant = "success" | "info" | "warning" | "danger" | "dark" | "gold";
export type AlertStyle = "solid" | "outline" | "side-bar";

export interface AlertProps {
  variant?: AlertVariant;
  look?: AlertStyle;
  title?: string;
  children?: React.ReactNode;
  /** Decorative icon before the text. */
  icon?: React.ReactNode;
  /** Makes the alert dismissible; once closed it stays closed for good under this id, every copy of it. */
  dismissId?: string;
  dismissLabel?: string;
  /** "status" or "alert" when the message appears in response to something; none for static boxes. */
  role?: "status" | "alert";
  className?: string;
}

const variantClass: Record<AlertVariant, string> = {
  success: styles.success,
  info: styles.info,
  warning: styles.warning,
  danger: styles.danger,
  dark: styles.dark,
  gold: styles.gold,
};

const lookClass: Record<AlertStyle, string> = {
  solid: styles.solid,
  outline: styles.outline,
  "side-bar": styles.sideBar,
};

const neverDismissed = (): boolean => false;

/** Close buttons of the boxes still open, in document order, marked so they can be found. */
const CLOSE_BUTTONS = "button[data-alert-close]";

/** Whether a close button closes along with the box: its own, or a copy under the same id. */
const closesWith = (box: HTMLElement, button: HTMLElement): boolean =>
  box.contains(button) || button.closest("[data-dismissible]")?.getAttribute("data-dismissible") === box.dataset.dismissible;

/**
 * Where the keyboard goes when a box closes, so it is not dropped to the top of the page: the next
 * closable box of the same region, else the previous one, else the region's heading (given
 * tabindex -1 to take it), else the region itself.
 */
export const focusAfterClose = (box: HTMLElement): void => {
  const region = box.closest<HTMLElement>("section, main") ?? document.body;
  const buttons = Array.from(region.querySelectorAll<HTMLElement>(CLOSE_BUTTONS));
  const own = buttons.findIndex((button) => box.contains(button));
  const others = buttons.filter((button) => !closesWith(box, button));
  const next = others.find((button) => buttons.indexOf(button) > own) ?? others[others.length - 1];
  const target = next ?? region.querySelector<HTMLElement>("h1, h2, h3") ?? region;
  if (!next && !target.hasAttribute("tabindex")) target.setAttribute("tabindex", "-1");
  target.focus();
};

/**
 * Message box. The server always renders it (nothing is known about the visit there); in the
 * browser a box closed before is gone from the first client render on.
 */
export const Alert = ({
  variant = "info",
  look = "solid",
  title,
  children,
  icon,
  dismissId,
  dismissLabel = "Close message",
  role,
  className,
}: AlertProps) => {
  const readDismissed = useCallback(() => (dismissId ? isDismissed(dismissId) : false), [dismissId]);
  const dismissed = useSyncExternalStore(subscribeDismissed, readDismissed, neverDismissed);
  const boxRef = useRef<HTMLDivElement>(null);

  if (dismissed) return null;

  const close = (id: string) => {
    if (boxRef.current) focusAfterClose(boxRef.current);
    dismiss(id);
  };

  return (
    <div
      ref={boxRef}
      role={role}
      className={[styles.alert, variantClass[variant], lookClass[look], className].filter(Boolean).join(" ")}
      data-dismissible={dismissId}
    >
      {icon && (
        <span className={styles.icon} aria-hidden="true">
          {icon}
        </span>
      )}
      <div className={styles.text}>
        {title && <strong className={styles.title}>{title}</strong>}
        {children}
      </div>
      {dismissId && (
        <button type="button" className={styles.close} aria-label={dismissLabel} data-alert-close="" onClick={() => close(dismissId)}>
          <svg viewBox="0 0 16 16" aria-hidden="true" focusable="false">
            <path d="M3.5 3.5l9 9M12.5 3.5l-9 9" stroke="currentColor" strokeWidth="1.8" strokeLinecap="round" />
          </svg>
        </button>
      )}
    </div>
  );
};
