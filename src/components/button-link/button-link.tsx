import type React from "react";
import { Link } from "gatsby";
import { useLanguage } from "../../lib/i18n/language-context";
import { pathInLanguage } from "../../lib/i18n/languages";
import * as styles from "./button-link.module.css";

type Variant = "gold" | "light" | "dark";

interface ButtonLinkProps {
  to: string;
  children: React.ReactNode;
  variant?: Variant;
  className?: string;
  onClick?: React.MouseEventHandler<HTMLAnchorElement>;
}

/**
 * A link that looks like a button: internal routes go through Gatsby's Link (prefetch), in the page's
 * language (data writes "/contact" once for every language); the rest stay anchors.
 */
export const ButtonLink = ({ to, children, variant = "gold", className, onClick }: ButtonLinkProps) => {
  const language = useLanguage();
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
    <Link to={pathInLanguage(to, language)} className={classes} onClick={onClick}>
      {content}
    </Link>
  ) : (
    <a href={to} className={classes} onClick={onClick}>
      {content}
    </a>
  );
};
