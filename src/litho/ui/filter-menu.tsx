import * as styles from "./filter-menu.module.css";

export interface FilterOption {
  title: string;
  /** '*' stands for every item. */
  key: string;
}

export const FILTER_ALL = "*";

export type FilterMenuVariant = "text" | "pills" | "boxed";

export interface FilterMenuProps {
  options: FilterOption[];
  active: string;
  onSelect: (key: string) => void;
  /** Accessible name of the button group. */
  label: string;
  variant?: FilterMenuVariant;
  align?: "start" | "center";
  /** Optional per-option counts, shown after the title. */
  counts?: Record<string, number>;
  className?: string;
}

const variantClass: Record<FilterMenuVariant, string> = {
  text: styles.text,
  pills: styles.pills,
  boxed: styles.boxed,
};

/** Toggle buttons (aria-pressed) choosing the grid's filter; exactly one is pressed. */
export const FilterMenu = ({
  options,
  active,
  onSelect,
  label,
  variant = "text",
  align = "center",
  counts,
  className,
}: FilterMenuProps) => (
  <div
    role="group"
    aria-label={label}
    className={[styles.menu, variantClass[variant], align === "start" ? styles.start : "", className].filter(Boolean).join(" ")}
  >
    {options.map((option) => (
      <button
        key={option.key}
        type="button"
        className={styles.option}
        aria-pressed={option.key === active}
        onClick={() => onSelect(option.key)}
      >
        {option.title}
        {counts?.[option.key] !== undefined && <sup className={styles.count}>{counts[option.key]}</sup>}
      </button>
    ))}
  </div>
);
