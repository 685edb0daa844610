import { useEffect, useState } from "react";
import type React from "react";
import { AnimatePresence, LazyMotion, m } from "framer-motion";
import { animationsAllowed } from "../../lib/motion";
import { useAnimationsAllowed } from "../../lib/use-animations-allowed";
import { FILTER_ALL, FilterMenu, type FilterMenuVariant, type FilterOption } from "./filter-menu";
import { GridLayout, gridCellClassName, gridCellInnerClassName, type GridLayoutKind, type ResponsiveColumns } from "./grid-layout";
import * as styles from "./filter-grid.module.css";

/** The template arranges its grid about a second after start (images have settled by then). */
export const FIRST_ARRANGEMENT_MS = 1000;

export interface FilterGridItem {
  id: string;
  /** Filter keys the item belongs to. */
  categories: string[];
  content: React.ReactNode;
  doubleCol?: boolean;
  doubleRow?: boolean;
}

export interface FilterGridProps {
  filters: FilterOption[];
  items: FilterGridItem[];
  /** Accessible name of the filter buttons. */
  label: string;
  layout?: GridLayoutKind;
  columns?: ResponsiveColumns;
  gap?: number;
  ratio?: number;
  /** Filter applied at the first arrangement; '*' (all) by default. */
  initialFilter?: string;
  menuVariant?: FilterMenuVariant;
  menuAlign?: "start" | "center";
  onFilterChange?: (key: string) => void;
  className?: string;
}

export const matchesFilter = (item: Pick<FilterGridItem, "categories">, key: string): boolean =>
  key === FILTER_ALL || item.categories.includes(key);

const neverLoad = () => new Promise<never>(() => undefined);
const loadLayoutFeatures = () =>
  animationsAllowed()
    ? import(/* webpackChunkName: "litho-layout-features" */ "./layout-features").then((module) => module.default)
    : neverLoad();

const EASE: [number, number, number, number] = [0.22, 1, 0.36, 1];

/**
 * Filter buttons over a grid. Until the first arrangement (FIRST_ARRANGEMENT_MS after mount, or
 * the first click) every item shows, as in the server HTML, which is also the no-JavaScript page.
 * Where animations run, items glide to their new places (framer-motion layout) and fade in and
 * out; elsewhere the grid simply changes.
 */
export const FilterGrid = ({
  filters,
  items,
  label,
  layout = "grid",
  columns,
  gap,
  ratio,
  initialFilter = FILTER_ALL,
  menuVariant,
  menuAlign,
  onFilterChange,
  className,
}: FilterGridProps) => {
  const [active, setActive] = useState(initialFilter);
  const [arranged, setArranged] = useState(false);
  const animate = useAnimationsAllowed();

  useEffect(() => {
    const timer = window.setTimeout(() => setArranged(true), FIRST_ARRANGEMENT_MS);
    return () => window.clearTimeout(timer);
  }, []);

  const select = (key: string) => {
    setActive(key);
    setArranged(true);
    if (key !== active) onFilterChange?.(key);
  };

  const visible = arranged ? items.filter((item) => matchesFilter(item, active)) : items;

  // Always m.div, so cells keep their identity (and loaded images) when animations switch on
  // after hydration; without loaded features an m.div is a plain div.
  const cells = visible.map((item) => (
    <m.div
      key={item.id}
      layout={animate && arranged ? "position" : false}
      className={gridCellClassName({ doubleCol: item.doubleCol, doubleRow: item.doubleRow })}
      data-grid-item={item.id}
      initial={animate ? { opacity: 0, scale: 0.94 } : false}
      animate={animate ? { opacity: 1, scale: 1 } : undefined}
      exit={animate ? { opacity: 0, scale: 0.94 } : undefined}
      transition={{ duration: 0.45, ease: EASE }}
    >
      <div className={gridCellInnerClassName}>{item.content}</div>
    </m.div>
  ));

  return (
    <div className={[styles.filterGrid, className].filter(Boolean).join(" ")} data-arranged={arranged ? "" : undefined}>
      {filters.length > 0 && (
        <FilterMenu options={filters} active={active} onSelect={select} label={label} variant={menuVariant} align={menuAlign} />
      )}
      <p className="visually-hidden" role="status">
        {arranged ? `${visible.length} ${visible.length === 1 ? "item" : "items"} shown` : ""}
      </p>
      <GridLayout layout={layout} columns={columns} gap={gap} ratio={ratio}>
        <LazyMotion features={loadLayoutFeatures} strict>
          <AnimatePresence initial={false} mode="popLayout">
            {cells}
          </AnimatePresence>
        </LazyMotion>
      </GridLayout>
      {arranged && visible.length === 0 && <p className={styles.empty}>Nothing in this category yet.</p>}
    </div>
  );
};
