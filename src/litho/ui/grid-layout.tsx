import { useEffect, useRef } from "react";
import type React from "react";
import * as styles from "./grid-layout.module.css";

export type GridLayoutKind = "grid" | "masonry" | "metro";

/** Columns per breakpoint: xs < 576 ≤ sm < 768 ≤ md < 992 ≤ lg < 1200 ≤ xl. Missing ones inherit from the smaller. */
export interface ResponsiveColumns {
  xs?: number;
  sm?: number;
  md?: number;
  lg?: number;
  xl?: number;
}

const BREAKPOINTS = ["xs", "sm", "md", "lg", "xl"] as const;

export const DEFAULT_COLUMNS: ResponsiveColumns = { xs: 1, sm: 2, lg: 3 };
export const DEFAULT_GAP = 30;
/** Masonry rows are this many pixels; items span as many as their height needs. */
export const MASONRY_ROW_UNIT = 4;

/**
 * Every breakpoint gets an explicit column count (inheriting upwards), and a span for double
 * items that never exceeds the columns available, so a wide item never adds an implicit column.
 */
export const gridStyleVars = (
  columns: ResponsiveColumns = DEFAULT_COLUMNS,
  gap: number = DEFAULT_GAP,
  ratio?: number,
): React.CSSProperties => {
  const vars: Record<string, string> = { "--grid-gap": `${gap}px` };
  let current = 1;
  for (const breakpoint of BREAKPOINTS) {
    const value = columns[breakpoint];
    if (value !== undefined && Number.isFinite(value) && value >= 1) current = Math.floor(value);
    vars[`--cols-${breakpoint}`] = String(current);
    vars[`--wide-${breakpoint}`] = String(Math.min(2, current));
  }
  if (ratio !== undefined && ratio > 0) vars["--metro-ratio"] = String(ratio);
  return vars as React.CSSProperties;
};

const layoutClass: Record<GridLayoutKind, string> = {
  grid: styles.grid,
  masonry: styles.masonry,
  metro: styles.metro,
};

export interface GridCellOptions {
  doubleCol?: boolean;
  doubleRow?: boolean;
}

/** Class for a grid cell; its first child element is the measured content box (masonry). */
export const gridCellClassName = ({ doubleCol, doubleRow }: GridCellOptions = {}): string =>
  [styles.cell, doubleCol ? styles.doubleCol : "", doubleRow ? styles.doubleRow : ""].filter(Boolean).join(" ");

export const gridCellInnerClassName: string = styles.cellInner;

/** On the grid: tall tiles span as many rows as wide ones span columns, so a feature tile stays square-ish and one row high on phones. */
export const gridTallFollowsWideClassName: string = styles.tallFollowsWide;

/**
 * Masonry on CSS grid: rows are MASONRY_ROW_UNIT px and each cell spans enough rows for its
 * content. Heights come from ResizeObserver entries (no synchronous reads), and spans are written
 * in the observer callback, before paint, so there is neither read/write interleaving nor flicker.
 * Without ResizeObserver (or JavaScript) the grid stays a plain, complete grid.
 */
const useMasonryPacking = (container: React.RefObject<HTMLElement | null>, enabled: boolean, gap: number): void => {
  const observer = useRef<ResizeObserver | null>(null);

  useEffect(() => {
    const grid = container.current;
    if (!enabled || !grid || typeof ResizeObserver === "undefined") return undefined;
    const resize = new ResizeObserver((entries) => {
      for (const entry of entries) {
        const cell = entry.target.parentElement;
        if (!cell) continue;
        const height = entry.borderBoxSize?.[0]?.blockSize ?? entry.contentRect.height;
        cell.style.gridRowEnd = `span ${Math.max(1, Math.ceil((height + gap) / MASONRY_ROW_UNIT))}`;
      }
      grid.dataset.packed = "";
    });
    observer.current = resize;
    return () => {
      resize.disconnect();
      observer.current = null;
      delete grid.dataset.packed;
    };
  }, [container, enabled, gap]);

  // Cells come and go (filtering): observe whatever is there after each render; repeats are no-ops.
  useEffect(() => {
    const grid = container.current;
    if (!grid || !observer.current) return;
    for (const cell of Array.from(grid.children)) {
      const inner = cell.firstElementChild;
      if (inner) observer.current.observe(inner);
    }
  });
};

export interface GridLayoutProps {
  layout?: GridLayoutKind;
  columns?: ResponsiveColumns;
  /** Gap between cells in px. */
  gap?: number;
  /** Metro only: row height as a fraction of the column width (1 = square cells). */
  ratio?: number;
  className?: string;
  children: React.ReactNode;
}

/** The grid container shared by MasonryGrid, MetroGrid and FilterGrid. */
export const GridLayout = ({ layout = "grid", columns, gap, ratio, className, children }: GridLayoutProps) => {
  const ref = useRef<HTMLDivElement>(null);
  useMasonryPacking(ref, layout === "masonry", gap ?? DEFAULT_GAP);
  const grid = (
    <div
      ref={ref}
      className={[styles.base, layoutClass[layout], layout === "metro" ? "" : className].filter(Boolean).join(" ")}
      style={gridStyleVars(columns, gap, ratio)}
      data-layout={layout}
    >
      {children}
    </div>
  );
  // Metro rows are sized from the grid's width with container units, which need an outer container.
  return layout === "metro" ? <div className={[styles.metroFrame, className].filter(Boolean).join(" ")}>{grid}</div> : grid;
};
