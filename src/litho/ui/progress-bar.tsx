import { useRef } from "react";
import { useFilledWhenInView } from "./use-filled-when-in-view";
import { NumberCounter } from "./number-counter";
import * as styles from "./progress-bar.module.css";

export type ProgressBarVariant = "thin" | "thick" | "striped" | "tooltip";

export interface ProgressBarProps {
  /** Name of the bar, e.g. "Web design". */
  label: string;
  /** Percentage, 0–100. */
  value: number;
  /** thin, thick and striped print the figure above the bar's end; tooltip carries it on a tag that rides the fill. */
  variant?: ProgressBarVariant;
  /** "dark" on dark bands: a deeper track and the gold that reads on dark. */
  theme?: "light" | "dark";
  className?: string;
}

const variantClass: Record<ProgressBarVariant, string> = {
  // The base look: the other variants change it.
  thin: "",
  thick: styles.thick,
  striped: styles.striped,
  tooltip: styles.tooltip,
};

/** How long the fill takes; the figure counts up over the same time. */
const FILL_DURATION_MS = 1400;

export const clampPercent = (value: number): number => (Number.isFinite(value) ? Math.min(100, Math.max(0, value)) : 0);

/**
 * A labelled skill bar that fills up when scrolled into view (a transform, so no layout work). Its figure
 * counts up with it, with the template's leading zero below 10; assistive technology reads the bar's value.
 */
export const ProgressBar = ({ label, value, variant = "thin", theme = "light", className }: ProgressBarProps) => {
  const ref = useRef<HTMLDivElement>(null);
  const filled = useFilledWhenInView(ref);
  const percent = clampPercent(value);
  const shown = filled ? percent / 100 : 0;
  const figure = <NumberCounter value={Math.round(percent)} suffix="%" durationMs={FILL_DURATION_MS} />;
  return (
    <div
      ref={ref}
      className={[styles.progress, variantClass[variant], theme === "dark" ? styles.dark : "", className].filter(Boolean).join(" ")}
    >
      <div className={styles.head}>
        <span>{label}</span>
        {variant !== "tooltip" && (
          <span className={styles.value} aria-hidden="true">
            {figure}
          </span>
        )}
      </div>
      <div className={styles.bar}>
        <div
          className={styles.track}
          role="progressbar"
          aria-label={label}
          aria-valuenow={Math.round(percent)}
          aria-valuemin={0}
          aria-valuemax={100}
        >
          <div className={styles.fill} style={{ transform: `scaleX(${shown})` }} />
        </div>
        {variant === "tooltip" && (
          // The tag travels with the fill's end: a full-width layer slid left by the part not filled.
          <div className={styles.rider} style={{ transform: `translateX(${filled ? percent - 100 : -100}%)` }} aria-hidden="true">
            <span className={styles.tag}>{figure}</span>
          </div>
        )}
      </div>
    </div>
  );
};
