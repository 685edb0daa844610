import type React from "react";
import * as styles from "./container.module.css";

interface ContainerProps {
  children: React.ReactNode;
  className?: string;
  narrow?: boolean;
}

/** Centres content at the site's reading width with responsive side gutters. */
export const Container = ({ children, className, narrow = false }: ContainerProps) => (
  <div className={`${styles.container} ${narrow ? styles.narrow : ""} ${className ?? ""}`}>{children}</div>
);
