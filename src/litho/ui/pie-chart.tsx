import { useRef } from "react";
import { clampPercent } from "./progress-bar";
import { useFilledWhenInView } from "./use-filled-when-in-view";
import { NumberCounter } from "./number-counter";
import * as styles from "./pie-chart.module.css";

export interface PieChartProps {
  /** Percentage, 0–100. */
  value: number;
  /** Name of the figure, shown under the ring. */
  title: string;
  text?: string;
  /** Diameter in px. */
  size?: number;
  /** Ring width in px. */
  thickness?: number;
  theme?: "light" | "dark";
  className?: string;
}

/** How long the arc takes to draw; the figure counts up over the same time. */
const ARC_DURATION_MS = 1600;

/** A ring chart in SVG: the arc is a dashed circle stroke that draws itself when in view. */
export const PieChart = ({ value, title, text, size = 160, thickness = 8, theme = "light", className }: PieChartProps) => {
  const ref = useRef<HTMLElement>(null);
  const filled = useFilledWhenInView(ref);
  const percent = clampPercent(value);
  const radius = (size - thickness) / 2;
  const circumference = 2 * Math.PI * radius;
  const offset = circumference * (1 - (filled ? percent : 0) / 100);
  return (
    <figure ref={ref} className={[styles.pie, theme === "dark" ? styles.dark : "", className].filter(Boolean).join(" ")}>
      <div className={styles.ring} style={{ width: size, height: size }}>
        <svg viewBox={`0 0 ${size} ${size}`} width={size} height={size} aria-hidden="true" focusable="false">
          <circle className={styles.track} cx={size / 2} cy={size / 2} r={radius} strokeWidth={thickness} fill="none" />
          <circle
            className={styles.arc}
            cx={size / 2}
            cy={size / 2}
            r={radius}
            strokeWidth={thickness}
            fill="none"
            strokeLinecap="round"
            strokeDasharray={circumference}
            strokeDashoffset={offset}
            transform={`rotate(-90 ${size / 2} ${size / 2})`}
          />
        </svg>
        {/* Counts up as the arc draws, with the template's leading zero below 10; read once, as its final value. */}
        <NumberCounter value={Math.round(percent)} suffix="%" durationMs={ARC_DURATION_MS} className={styles.number} />
      </div>
      <figcaption className={styles.caption}>
        <span className={styles.title}>{title}</span>
        {text && <span className={styles.text}>{text}</span>}
      </figcaption>
    </figure>
  );
};
