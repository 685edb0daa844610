import { useRef } from "react";
import { useFilledWhenInView } from "./use-filled-when-in-view";
import * as styles from "./progress-bar.module.css";

export type ProgressBarVariant = "thin" | "thick" | "striped";

export interface ProgressBarProps {
  /** Name of the bar, e.g. "Web design". */
  label: string;
  /** Percentage, 0–100. */
  value: number;
  variant?: ProgressBarVariant;
  className?: string;
}

const variantClass: Record<ProgressBarVariant, string> = {
  thin: styles.thin,
  thick: styles.thick,
  striped: styles.striped,
};

export const clampPercent = (value: number): number => (Number.isFinite(value) ? Math.min(100, Math.max(0, value)) : 0);

/** A labelled skill bar that fills up when scrolled into view (a transform, so no layout work). */
export const ProgressBar = ({ label, value, variant = "thin", className }: ProgressBarProps) => {
  const ref = useRef<HTMLDivElement>(null);
  const filled = useFilledWhenInView(ref);
  const percent = clampPercent(value);
  return (
    <div ref={ref} className={[styles.progress, variantClass[variant], className].filter(Boolean).join(" ")}>
      <div className={styles.head}>
        <span className={styles.label}>{label}</span>
        <span className={styles.value} aria-hidden="true">
          {Math.round(percent)}%
        </span>
      </div>
      <div className={styles.track} role="progressbar" aria-label={label} aria-valuenow={Math.round(percent)} aria-valuemin={0} aria-valuemax={100}>
        <div className={styles.fill} style={{ transform: `scaleX(${filled ? percent / 100 : 0})` }} />
      </div>
    </div>
  );
};
