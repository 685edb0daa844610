import { useCallback, useSyncExternalStore } from "react";
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
  /** Makes the alert dismissible; once closed it stays closed for the visit under this id. */
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

/**
 * Message box. The server always renders it (nothing is known about the visit there); in the
 * browser a box closed earlier in the visit is gone from the first client render on.
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

  if (dismissed) return null;

  return (
    <div
      role={role}
      className={[styles.alert, variantClass[variant], lookClass[look], className].filter(Boolean).join(" ")}
      data-dismissible={dismissId ? "" : undefined}
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
        <button type="button" className={styles.close} aria-label={dismissLabel} onClick={() => dismiss(dismissId)}>
          <svg viewBox="0 0 16 16" aria-hidden="true" focusable="false">
            <path d="M3.5 3.5l9 9M12.5 3.5l-9 9" stroke="currentColor" strokeWidth="1.8" strokeLinecap="round" />
          </svg>
        </button>
      )}
    </div>
  );
};
