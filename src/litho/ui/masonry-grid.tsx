import type React from "react";
import { GridLayout, gridCellClassName, gridCellInnerClassName, type ResponsiveColumns } from "./grid-layout";

export interface MasonryItem {
  id: string;
  content: React.ReactNode;
}

export interface MasonryGridProps {
  items: MasonryItem[];
  /** Default: 1 column, 2 from 576 px, 3 from 992 px. */
  columns?: ResponsiveColumns;
  gap?: number;
  className?: string;
}

/** Cards of uneven height packed into columns, in reading order across the rows. */
export const MasonryGrid = ({ items, columns, gap, className }: MasonryGridProps) => (
  <GridLayout layout="masonry" columns={columns} gap={gap} className={className}>
    {items.map((item) => (
      <div key={item.id} className={gridCellClassName()}>
        <div className={gridCellInnerClassName}>{item.content}</div>
      </div>
    ))}
  </GridLayout>
);
