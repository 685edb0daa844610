import { createElement, type ComponentType, type Key, type ReactElement } from "react";
import type { sectionComponents } from "./all-sections";

/**
 * Section type → component: the whole library (all-sections.ts, generated from the folders) or,
 * on a page made from a page document, only the types that page renders (src/node/litho/page-parts.ts).
 */
export type SectionComponents = Partial<typeof sectionComponents>;

type AnySection = { readonly __typename: string };

/**
 * Renders one section by its typename. The map is typed per member, so the cast only joins the
 * union member with its own component. A typename the map lacks means the page's section set and
 * its data disagree: rendering stops loudly (at build time, in the static HTML) instead of dropping it.
 */
export const renderSection = (section: AnySection, key: Key, components: SectionComponents): ReactElement => {
  // Each component takes its own member's fragment; the typename lookup pairs them, so widening
  // the map to the shared shape is safe (a unit test checks the map against the folders).
  const Component = (components as Record<string, ComponentType<{ section: AnySection }> | undefined>)[section.__typename];
  if (!Component) throw new Error(`This page's section set has no component for ${section.__typename}`);
  return createElement(Component, { key, section });
};

/**
 * Section types that carry the page's own h1 (a whole blog post): a page made of one has no page
 * title, and the shell leaves out its hidden one.
 */
export const PAGE_HEADING_SECTIONS: ReadonlySet<string> = new Set(["post-article"]);

/** Whether a page without a page title gets its h1 from one of its sections. */
export const sectionsCarryHeading = (sectionTypes: readonly (string | null)[]): boolean =>
  sectionTypes.some((type) => type !== null && PAGE_HEADING_SECTIONS.has(type));
