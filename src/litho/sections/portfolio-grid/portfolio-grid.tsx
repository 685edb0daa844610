import { graphql } from "gatsby";
import { Section, SectionHeading, headingId, SectionAction } from "../shared/section";
import { ProjectGrid, portfolioGridLayouts, portfolioTileStyles, type PortfolioGridLayout, type PortfolioTileStyle } from "./project-grid";

export const fragment = graphql`
  fragment LithoPortfolioGridSectionFields on LithoPortfolioGridSection {
    type
    anchor
    heading {
      ...LithoSectionHeadingFields
    }
    style
    layout
    showFilter
    background
    projects {
      ...LithoPortfolioProjectCard
    }
    filters {
      ...LithoFilterOptionFields
    }
    button {
      ...LithoButtonFields
    }
  }
`;

const oneOf = <T extends string>(list: readonly T[], value: string, fallback: T): T =>
  (list as readonly string[]).includes(value) ? (value as T) : fallback;

/** A portfolio grid placed on a page document: selector in the data, tiles from the shared grid. */
export const PortfolioGrid = ({ section }: { section: Queries.LithoPortfolioGridSectionFieldsFragment }) => {
  const id = section.heading ? headingId("portfolio", section.heading.title) : undefined;
  return (
    <Section anchor={section.anchor} background={section.background} labelledBy={id} wide>
      <SectionHeading heading={section.heading} id={id} />
      <ProjectGrid
        projects={section.projects}
        filters={section.filters}
        tileStyle={oneOf<PortfolioTileStyle>(portfolioTileStyles, section.style ?? "", "classic")}
        layout={oneOf<PortfolioGridLayout>(portfolioGridLayouts, section.layout ?? "", "three-column")}
        showFilter={section.showFilter ?? true}
        headingLevel={section.heading ? "h3" : "h2"}
        label={section.heading?.title ?? "Projects"}
      />
      <SectionAction button={section.button} />
    </Section>
  );
};
