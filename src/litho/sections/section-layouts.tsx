import { createContext, useContext } from "react";
import type { sectionLayouts } from "./all-layouts";

type SectionLayouts = typeof sectionLayouts;

/** The separately loaded layouts of one section type: the entries keyed "<type>:…". */
type LayoutsOf<Type extends string> = SectionLayouts[Extract<keyof SectionLayouts, `${Type}:${string}`>];

const SectionLayoutsContext = createContext<Partial<SectionLayouts>>({});

/**
 * Hands the page's layouts to its sections: the whole index, or on a page made from a page document
 * only those its sections name (src/node/litho/page-parts.ts).
 */
export const SectionLayoutsProvider = SectionLayoutsContext.Provider;

/**
 * The component drawing a section in the layout its data names, when that layout is one of the
 * index's (all-layouts.ts); undefined means the section draws its own default. Page creation gives
 * a page every layout its sections name, so a layout the index has is never missing here.
 */
export const useSectionLayout = <Type extends string>(type: Type, layout: string | null | undefined): LayoutsOf<Type> | undefined => {
  const layouts: Partial<Record<string, unknown>> = useContext(SectionLayoutsContext);
  return (layout ? layouts[`${type}:${layout}`] : undefined) as LayoutsOf<Type> | undefined;
};
