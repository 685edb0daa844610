import { useId } from "react";
import * as styles from "./logo.module.css";

interface LogoProps {
  name: string;
  className?: string;
}

/** The brand mark (a minted bar seen from above) beside the company's name. */
export const Logo = ({ name, className }: LogoProps) => {
  const [first, ...rest] = name.split(" ");
  // The mark appears in header and footer: each copy needs its own gradient id.
  const gradientId = `${useId()}-gold`;
  return (
    <span className={`${styles.logo} ${className ?? ""}`}>
      <svg className={styles.mark} viewBox="0 0 48 48" aria-hidden="true" focusable="false">
        <defs>
          <linearGradient id={gradientId} x1="0" y1="0" x2="1" y2="1">
            <stop offset="0" stopColor="#f8e1a0" />
            <stop offset="0.45" stopColor="#e9c05f" />
            <stop offset="1" stopColor="#ba8023" />
          </linearGradient>
        </defs>
        <path d="M11 9h26l7 30H4z" fill={`url(#${gradientId})`} />
        <path d="M15 14h18l4.5 20h-27z" fill="none" stroke="#1e1e1e" strokeOpacity=".35" strokeWidth="1.4" />
        <path d="M18 20v9M30 20v9M18 24.5h12" stroke="#1e1e1e" strokeWidth="2.6" strokeLinecap="round" />
      </svg>
      <span className={styles.wordmark}>
        <span className={styles.primary}>{first}</span> <span className={styles.secondary}>{rest.join(" ")}</span>
      </span>
    </span>
  );
};
