import type React from "react";
import { Link } from "gatsby";
import * as styles from "./button-link.module.css";

type Variant = "gold" | "light" | "dark";

interface ButtonLinkProps {
  to: string;
  children: React.ReactNode;
  variant?: Variant;
  className?: string;
  onClick?: React.MouseEventHandler<HTMLAnchorElement>;
}

/** A link that looks like a button: internal routes go through Gatsby's Link (prefetch), the rest stay anchors. */
export const ButtonLink = ({ to, children, variant = "gold", className, onClick }: ButtonLinkProps) => {
  const classes = `${styles.button} ${styles[variant]} ${className ?? ""}`;
  const content = (
    <>
      <span>{children}</span>
      <svg className={styles.arrow} viewBox="0 0 20 20" aria-hidden="true" focusable="false">
        <path d="M4 10h12M11 5l5 5-5 5" fill="none" stroke="currentColor" strokeWidth="1.8" strokeLinecap="round" strokeLinejoin="round" />
      </svg>
    </>
  );
  return to.startsWith("/") ? (
    <Link to={to} className={classes} onClick={onClick}>
      {content}
    </Link>
  ) : (
    <a href={to} className={classes} onClick={onClick}>
      {content}
    </a>
  );
};
