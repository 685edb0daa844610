import { useCallback, useSyncExternalStore } from "react";
import type React from "react";
import { formatAtOffset } from "./date-at-offset";
import * as styles from "./countdown.module.css";

export interface CountdownParts {
  days: number;
  hours: number;
  minutes: number;
  seconds: number;
}

/** Whole days, hours, minutes and seconds from `now` until `target` (all zero once it has passed). */
export const timeLeft = (target: number, now: number): CountdownParts => {
  const total = Math.max(0, Math.floor((target - now) / 1000));
  return {
    days: Math.floor(total / 86400),
    hours: Math.floor((total % 86400) / 3600),
    minutes: Math.floor((total % 3600) / 60),
    seconds: total % 60,
  };
};

const subscribeToSeconds = (onTick: () => void): (() => void) => {
  const timer = window.setInterval(onTick, 1000);
  return () => window.clearInterval(timer);
};

/** Whole-second clock, so the snapshot stays equal between ticks. */
const currentSecond = (): number => Math.floor(Date.now() / 1000) * 1000;

export interface CountdownProps {
  /** Target moment, ISO 8601 (e.g. "2027-01-01T00:00:00+08:00"). */
  date: string;
  /**
   * Moment the static values are computed from on the server and at hydration (e.g. the build
   * time); without it they read the target moment itself, i.e. all zeros.
   */
  staticFrom?: string;
  labels?: Partial<Record<keyof CountdownParts, string>>;
  theme?: "light" | "dark";
  /** "plain" figures divided by colons, or each figure in a "boxed" tile. */
  look?: "plain" | "boxed";
  /**
   * Shown in place of the figures once the moment has passed, in a polite live region, so a
   * visitor who waits on the page hears it too. Without it the figures stay at zero.
   */
  passed?: React.ReactNode;
  className?: string;
}

const DEFAULT_LABELS: Record<keyof CountdownParts, string> = { days: "Days", hours: "Hours", minutes: "Minutes", seconds: "Seconds" };
const UNITS: Array<keyof CountdownParts> = ["days", "hours", "minutes", "seconds"];

/**
 * Days, hours, minutes and seconds to a date. Server and hydration render static values (same on
 * both, so no mismatch); the clock starts ticking right after. The ticking digits are hidden from
 * screen readers, which get the target date (at the offset it was written with) instead of an
 * update every second.
 */
export const Countdown = ({ date, staticFrom, labels, theme = "light", look = "plain", passed, className }: CountdownProps) => {
  const target = Date.parse(date);
  const serverNow = staticFrom ? Date.parse(staticFrom) : target;
  const serverSnapshot = useCallback(() => serverNow, [serverNow]);
  const now = useSyncExternalStore(subscribeToSeconds, currentSecond, serverSnapshot);
  const parts = timeLeft(target, now);
  const names = { ...DEFAULT_LABELS, ...labels };
  const over = passed !== undefined && now >= target;
  return (
    <div className={[theme === "dark" ? styles.dark : "", look === "boxed" ? styles.boxed : "", className].filter(Boolean).join(" ")}>
      {!over && (
        <>
          <p className="visually-hidden">
            Counting down to <time dateTime={date}>{formatAtOffset(date) ?? date}</time>
          </p>
          <ol className={styles.units} aria-hidden="true">
            {UNITS.map((unit) => (
              <li key={unit} className={styles.unit}>
                <span className={styles.number}>{String(parts[unit]).padStart(2, "0")}</span>
                <span className={styles.label}>{names[unit]}</span>
              </li>
            ))}
          </ol>
        </>
      )}
      {passed !== undefined && <div role="status">{over && passed}</div>}
    </div>
  );
};
