import type React from "react";
import { GridLayout, gridCellClassName, gridCellInnerClassName, type ResponsiveColumns } from "./grid-layout";

export interface MetroItem {
  id: string;
  content: React.ReactNode;
  /** The data's double_col: the tile spans two columns (one where only one exists). */
  doubleCol?: boolean;
  /** The tile spans two rows. */
  doubleRow?: boolean;
}

export interface MetroGridProps {
  items: MetroItem[];
  /** Default: 1 column, 2 from 576 px, 4 from 992 px. */
  columns?: ResponsiveColumns;
  gap?: number;
  /** Row height as a fraction of the column width; 1 gives square tiles. */
  ratio?: number;
  className?: string;
}

export const METRO_DEFAULT_COLUMNS: ResponsiveColumns = { xs: 1, sm: 2, lg: 4 };

/** Tiles on fixed-height rows; wide and tall tiles, with dense packing filling the holes they leave. */
export const MetroGrid = ({ items, columns = METRO_DEFAULT_COLUMNS, gap, ratio, className }: MetroGridProps) => (
  <GridLayout layout="metro" columns={columns} gap={gap} ratio={ratio} className={className}>
    {items.map((item) => (
      <div key={item.id} className={gridCellClassName({ doubleCol: item.doubleCol, doubleRow: item.doubleRow })}>
        <div className={gridCellInnerClassName}>{item.content}</div>
      </div>
    ))}
  </GridLayout>
);
