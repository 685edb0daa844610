import { useId, useState } from "react";
import type React from "react";
import * as styles from "./accordion.module.css";

export type AccordionVariant = "boxed" | "bordered" | "minimal" | "dark";

export interface AccordionItem {
  id: string;
  title: string;
  content: React.ReactNode;
}

export interface AccordionProps {
  items: AccordionItem[];
  variant?: AccordionVariant;
  /** One panel open at a time: opening one closes the others (default). */
  single?: boolean;
  /** Ids open at first; by default the first item. Pass [] to start all closed. */
  defaultOpen?: string[];
  /** Level of the heading wrapping each trigger, to fit the page outline. */
  headingLevel?: 2 | 3 | 4 | 5 | 6;
  onToggle?: (id: string, open: boolean) => void;
  className?: string;
}

const variantClass: Record<AccordionVariant, string> = {
  boxed: styles.boxed,
  bordered: styles.bordered,
  minimal: styles.minimal,
  dark: styles.dark,
};

/**
 * Disclosure accordion (WAI-ARIA accordion pattern): each title is a button in a heading that
 * expands its region. Closed panels stay in the markup (collapsed with CSS) for search and no-JS.
 */
export const Accordion = ({
  items,
  variant = "boxed",
  single = true,
  defaultOpen,
  headingLevel = 3,
  onToggle,
  className,
}: AccordionProps) => {
  const baseId = useId();
  const [open, setOpen] = useState<string[]>(() => {
    const initial = defaultOpen ?? (items[0] ? [items[0].id] : []);
    return single ? initial.slice(0, 1) : initial;
  });
  const Heading = `h${headingLevel}` as const;

  const toggle = (id: string) => {
    const opening = !open.includes(id);
    setOpen((current) => {
      if (!opening) return current.filter((openId) => openId !== id);
      return single ? [id] : [...current, id];
    });
    onToggle?.(id, opening);
  };

  return (
    <div className={[styles.accordion, variantClass[variant], className].filter(Boolean).join(" ")}>
      {items.map((item, index) => {
        const isOpen = open.includes(item.id);
        const triggerId = `${baseId}-trigger-${item.id}`;
        const panelId = `${baseId}-panel-${item.id}`;
        return (
          <div key={item.id} className={styles.item} data-open={isOpen ? "" : undefined}>
            <Heading className={styles.heading}>
              <button
                type="button"
                id={triggerId}
                aria-expanded={isOpen}
                aria-controls={panelId}
                className={styles.trigger}
                onClick={() => toggle(item.id)}
              >
                {variant === "minimal" && (
                  <span className={styles.number} aria-hidden="true">
                    {String(index + 1).padStart(2, "0")}
                  </span>
                )}
                <span className={styles.title}>{item.title}</span>
                <span className={styles.marker} aria-hidden="true" />
              </button>
            </Heading>
            <div id={panelId} role="region" aria-labelledby={triggerId} className={styles.panel}>
              <div className={styles.panelInner}>
                <div className={styles.body}>{item.content}</div>
              </div>
            </div>
          </div>
        );
      })}
    </div>
  );
};
