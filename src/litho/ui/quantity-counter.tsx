import { useId, useState } from "react";
import * as styles from "./quantity-counter.module.css";

/** The template's floor: a quantity is never negative. */
export const QUANTITY_MIN = 0;

export interface QuantityCounterProps {
  /** What is being counted, e.g. the product name; goes into every accessible label. */
  label: string;
  defaultValue?: number;
  /** Makes the counter controlled. */
  value?: number;
  onChange?: (value: number) => void;
  /** Raised to 0 when lower: the floor never goes below zero. */
  min?: number;
  max?: number;
  /** Form field name, so the counter posts with a surrounding form. */
  name?: string;
  size?: "md" | "sm";
  className?: string;
}

export const clampQuantity = (value: number, min: number = QUANTITY_MIN, max: number = Number.POSITIVE_INFINITY): number => {
  const floor = Math.max(QUANTITY_MIN, min);
  if (!Number.isFinite(value)) return floor;
  return Math.min(Math.max(Math.trunc(value), floor), Math.max(max, floor));
};

/** Minus, number field, plus. Typing is allowed; the value settles within its bounds on blur. */
export const QuantityCounter = ({
  label,
  defaultValue = 1,
  value,
  onChange,
  min = QUANTITY_MIN,
  max,
  name,
  size = "md",
  className,
}: QuantityCounterProps) => {
  const inputId = useId();
  const [own, setOwn] = useState(() => clampQuantity(defaultValue, min, max));
  const current = clampQuantity(value ?? own, min, max);
  const [draft, setDraft] = useState<string | null>(null);

  const commit = (next: number) => {
    const settled = clampQuantity(next, min, max);
    setDraft(null);
    if (value === undefined) setOwn(settled);
    if (settled !== current) onChange?.(settled);
  };

  const floor = Math.max(QUANTITY_MIN, min);
  return (
    <div className={[styles.counter, size === "sm" ? styles.small : "", className].filter(Boolean).join(" ")}>
      <button
        type="button"
        className={styles.step}
        aria-label={`Decrease quantity of ${label}`}
        aria-controls={inputId}
        disabled={current <= floor}
        onClick={() => commit(current - 1)}
      >
        <span aria-hidden="true">−</span>
      </button>
      <input
        id={inputId}
        className={styles.input}
        type="number"
        inputMode="numeric"
        name={name}
        min={floor}
        max={max}
        step={1}
        aria-label={`Quantity of ${label}`}
        value={draft ?? String(current)}
        onChange={(event) => setDraft(event.target.value)}
        onBlur={() => {
          if (draft !== null) commit(draft === "" ? floor : Number(draft));
        }}
        onKeyDown={(event) => {
          if (event.key === "Enter" && draft !== null) commit(draft === "" ? floor : Number(draft));
        }}
      />
      <button
        type="button"
        className={styles.step}
        aria-label={`Increase quantity of ${label}`}
        aria-controls={inputId}
        disabled={max !== undefined && current >= max}
        onClick={() => commit(current + 1)}
      >
        <span aria-hidden="true">+</span>
      </button>
    </div>
  );
};
