import { createElement, type ComponentType, type Key, type ReactElement } from "react";
import { graphql } from "gatsby";
import { HeroSlider } from "./hero-slider/hero-slider";
import { TextImageSplit } from "./text-image-split/text-image-split";
import { Stats } from "./stats/stats";
import { IconWithText } from "./icon-with-text/icon-with-text";
import { ServiceCards } from "./service-cards/service-cards";
import { PortfolioGridSection } from "./portfolio-grid/portfolio-grid-section";
import { Testimonials } from "./testimonials/testimonials";
import { Team } from "./team/team";
import { CallToAction } from "./call-to-action/call-to-action";
import { BlogGrid } from "./blog-grid/blog-grid";
import { Clients } from "./clients/clients";
import { CardCarousel } from "./card-carousel/card-carousel";
import { ProcessList } from "./process-list/process-list";
import { Pricing } from "./pricing/pricing";
import { EnquiryForm } from "./enquiry-form/enquiry-form";

/**
 * Section type → component. Keys are the LithoSection union's member names (the `__typename`
 * each section comes back with); src/node/litho/section-types.ts lists the same types, and a unit
 * test keeps the two in step.
 */
export const sectionComponents = {
  LithoHeroSliderSection: HeroSlider,
  LithoTextImageSplitSection: TextImageSplit,
  LithoStatsSection: Stats,
  LithoIconWithTextSection: IconWithText,
  LithoServiceCardsSection: ServiceCards,
  LithoPortfolioGridSection: PortfolioGridSection,
  LithoTestimonialsSection: Testimonials,
  LithoTeamSection: Team,
  LithoCallToActionSection: CallToAction,
  LithoBlogGridSection: BlogGrid,
  LithoClientsSection: Clients,
  LithoCardCarouselSection: CardCarousel,
  LithoProcessListSection: ProcessList,
  LithoPricingSection: Pricing,
  LithoEnquiryFormSection: EnquiryForm,
} as const;

export type LithoSectionTypename = keyof typeof sectionComponents;

/** Spreads every section's own fragment; the page template asks for `sections { __typename ...LithoSectionsFields }`. */
export const lithoSectionsFields = graphql`
  fragment LithoSectionsFields on LithoSection {
    ...LithoHeroSliderSectionFields
    ...LithoTextImageSplitSectionFields
    ...LithoStatsSectionFields
    ...LithoIconWithTextSectionFields
    ...LithoServiceCardsSectionFields
    ...LithoPortfolioGridSectionFields
    ...LithoTestimonialsSectionFields
    ...LithoTeamSectionFields
    ...LithoCallToActionSectionFields
    ...LithoBlogGridSectionFields
    ...LithoClientsSectionFields
    ...LithoCardCarouselSectionFields
    ...LithoProcessListSectionFields
    ...LithoPricingSectionFields
    ...LithoEnquiryFormSectionFields
  }
`;

type AnySection = { readonly __typename: string };

/**
 * Renders one section by its typename. The map is typed per member, so the cast only joins the
 * union member with its own component; an unknown typename (a stale build) renders nothing.
 */
export const renderSection = (section: AnySection, key: Key): ReactElement | null => {
  // Each component takes its own member's fragment; the typename lookup pairs them, so widening
  // the map to the shared shape is safe (a unit test checks the map against the catalogue).
  const Component = (sectionComponents as unknown as Record<string, ComponentType<{ section: AnySection }>>)[section.__typename];
  return Component ? createElement(Component, { key, section }) : null;
};
