import { useId, useRef, useState } from "react";
import type React from "react";
import { nextTabIndex } from "../../lib/tab-keys";
import * as styles from "./tabs.module.css";

export type TabsVariant = "pills" | "underline" | "icon" | "switch" | "vertical";

export interface TabItem {
  /** Stable key, also used in the element ids. */
  id: string;
  title: string;
  /** Shown above the title in the "icon" variant (and before it elsewhere); decorative. */
  icon?: React.ReactNode;
  content: React.ReactNode;
}

export interface TabsProps {
  items: TabItem[];
  /** Accessible name of the tab list. */
  label: string;
  variant?: TabsVariant;
  align?: "start" | "center";
  /** First active tab when uncontrolled. */
  defaultIndex?: number;
  /** Makes the tabs controlled: the parent owns the active index. */
  activeIndex?: number;
  onChange?: (index: number) => void;
  className?: string;
  panelClassName?: string;
}

const variantClass: Record<TabsVariant, string> = {
  pills: styles.pills,
  underline: styles.underline,
  icon: styles.iconTabs,
  switch: styles.switchTabs,
  vertical: styles.vertical,
};

const clampIndex = (index: number, count: number): number => Math.min(Math.max(index, 0), Math.max(count - 1, 0));

/**
 * Tabs for the demo sections. Every panel is rendered (so search engines and the no-JavaScript
 * page keep all the text); with JavaScript only the active one shows.
 */
export const Tabs = ({
  items,
  label,
  variant = "pills",
  align = "center",
  defaultIndex = 0,
  activeIndex,
  onChange,
  className,
  panelClassName,
}: TabsProps) => {
  const baseId = useId();
  const [ownIndex, setOwnIndex] = useState(() => clampIndex(defaultIndex, items.length));
  const active = clampIndex(activeIndex ?? ownIndex, items.length);
  const tabRefs = useRef<Array<HTMLButtonElement | null>>([]);

  const select = (index: number) => {
    if (activeIndex === undefined) setOwnIndex(index);
    if (index !== active) onChange?.(index);
  };

  const onKeyDown = (event: React.KeyboardEvent<HTMLButtonElement>) => {
    const index = nextTabIndex(event.key, active, items.length);
    if (index === null) return;
    event.preventDefault();
    select(index);
    tabRefs.current[index]?.focus();
  };

  const tabId = (item: TabItem) => `${baseId}-tab-${item.id}`;
  const panelId = (item: TabItem) => `${baseId}-panel-${item.id}`;

  return (
    <div className={[styles.tabs, variantClass[variant], className].filter(Boolean).join(" ")} data-variant={variant}>
      <div
        role="tablist"
        aria-label={label}
        // The vertical list stands beside the panels from 992 px; narrower, it wraps into rows (the arrow keys work both ways).
        aria-orientation={variant === "vertical" ? "vertical" : undefined}
        className={`${styles.tablist} ${align === "start" ? styles.alignStart : ""}`}
      >
        {items.map((item, index) => (
          <button
            key={item.id}
            ref={(element) => {
              tabRefs.current[index] = element;
            }}
            type="button"
            role="tab"
            id={tabId(item)}
            aria-controls={panelId(item)}
            aria-selected={index === active}
            tabIndex={index === active ? 0 : -1}
            className={styles.tab}
            onClick={() => select(index)}
            onKeyDown={onKeyDown}
          >
            {item.icon && (
              <span className={styles.tabIcon} aria-hidden="true">
                {item.icon}
              </span>
            )}
            {item.title}
          </button>
        ))}
      </div>
      {items.map((item, index) => (
        <div
          key={item.id}
          role="tabpanel"
          id={panelId(item)}
          aria-labelledby={tabId(item)}
          tabIndex={0}
          className={[styles.panel, panelClassName].filter(Boolean).join(" ")}
          data-active={index === active ? "" : undefined}
        >
          {/* Without JavaScript the tab list is hidden and this names each stacked panel. */}
          <p className={styles.fallbackTitle} aria-hidden="true">
            {item.title}
          </p>
          {item.content}
        </div>
      ))}
    </div>
  );
};
