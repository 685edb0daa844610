import { graphql, type PageProps } from "gatsby";
import { RowLayout } from "../litho/chrome/header-layout-row";
import { PageTitle } from "../litho/chrome/page-title";
import { SubscribeForm } from "../litho/chrome/subscribe-form";
import { FormOutcomeNotice } from "../litho/chrome/form-outcome-notice";
import { LithoShell } from "../litho/chrome/litho-shell";
import { ProjectGrid } from "../litho/sections/portfolio-grid/project-grid";
import { SingleProject } from "../litho/views/project/single-project";
import { Section } from "../litho/sections/shared/section";
import { SINGLE_PROJECT_VARIANTS, singleProjectPath, type PortfolioPageContext } from "../node/litho/routes";

/** The chrome this template renders: a white header, a footer with the subscribe form, a page title. */
const chromeParts = { RowLayout, PageTitle, SubscribeForm, FormOutcomeNotice };

const layoutOf = (context: PortfolioPageContext) =>
  context.kind === "grid" ? context.layout : context.kind === "single" ? "three-column" : context.kind;

/** The 38 portfolio routes: a grid in a style × layout, the three special layouts, or a single project. */
const LithoPortfolioTemplate = ({ data, pageContext, location }: PageProps<Queries.LithoPortfolioQuery, PortfolioPageContext>) => {
  const common = {
    path: location.pathname.replace(/\/$/, "") || "/litho",
    // Listing pages have no document: they show the full demo header (search, side panel, language, cart).
    header: { variant: "white", search: true, sidePanel: true, language: true, cart: true },
    menu: data.lithoMenu,
    footer: data.lithoFooter,
  };

  if (pageContext.kind === "single") {
    const project = data.lithoPortfolioProject;
    if (!project) throw new Error(`Project ${pageContext.projectId} is missing from portfolio-projects.json`);
    const variant = pageContext.variant;
    const neighbour = (offset: number) => {
      const target = ((variant - 1 + offset + SINGLE_PROJECT_VARIANTS) % SINGLE_PROJECT_VARIANTS) + 1;
      const node = data.allLithoPortfolioProject.nodes.find((candidate) => candidate.jsonId === target);
      return node ? { title: node.title, path: singleProjectPath(target) } : null;
    };
    return (
      <LithoShell
        parts={chromeParts}
        {...common}
        title={`${project.title} | ${pageContext.title}`}
        description={`${project.title}: ${project.subtitle} for ${project.client}. A single project page layout of the template demo.`}
        pageTitle={{ variant: "left-alignment", title: project.title, subtitle: project.subtitle }}
      >
        <SingleProject project={project} variant={variant} previous={neighbour(-1)} next={neighbour(1)} />
      </LithoShell>
    );
  }

  const style = pageContext.kind === "grid" ? pageContext.style : pageContext.kind === "slider" ? "overlay" : "classic";
  return (
    <LithoShell
      parts={chromeParts}
      {...common}
      title={pageContext.title}
      description={`Portfolio demo: ${pageContext.title.toLowerCase()} layout with category filters and hover effects.`}
      pageTitle={{ variant: "parallax-background", title: pageContext.title, subtitle: "Portfolio", image: data.pageTitleImage }}
    >
      <Section wide>
        <ProjectGrid
          projects={data.allLithoPortfolioProject.nodes}
          filters={data.allLithoFilterOption.nodes}
          tileStyle={style}
          layout={layoutOf(pageContext)}
          headingLevel="h2"
        />
      </Section>
    </LithoShell>
  );
};

export default LithoPortfolioTemplate;

export const query = graphql`
  query LithoPortfolio($projectId: Int!) {
    allLithoPortfolioProject(sort: { jsonId: ASC }) {
      nodes {
        ...LithoPortfolioProjectCard
      }
    }
    allLithoFilterOption(sort: { order: ASC }) {
      nodes {
        ...LithoFilterOptionFields
      }
    }
    lithoPortfolioProject(jsonId: { eq: $projectId }) {
      ...LithoProjectDetail
    }
    pageTitleImage: file(relativePath: { eq: "litho/images/backgrounds/page-title-01.jpg" }) {
      childImageSharp {
        gatsbyImageData(layout: FULL_WIDTH, breakpoints: [480, 828, 1200, 1600], quality: 70)
      }
    }
    lithoMenu(name: { eq: "main" }) {
      ...LithoMenuFields
    }
    lithoFooter(name: { eq: "business" }) {
      ...LithoFooterFields
    }
  }
`;
