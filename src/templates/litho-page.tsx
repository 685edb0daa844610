import { graphql, type PageProps } from "gatsby";
import { LithoShell } from "./litho-shell";
import { renderSection, sectionsCarryHeading } from "../litho/sections";
// Per page, only the sections and chrome parts that page renders: src/node/litho/page-parts-loader.js rewrites these imports.
import { sectionComponents } from "../litho/sections/all-sections";
import { chromeParts } from "../litho/chrome/all-chrome-parts";
import type { LithoPageContext } from "../node/litho/document-pages";
import type { ListingPageContext } from "../node/litho/listing-pages";
import { listingViewTitle } from "../litho/sections/shared/listing-paths";

/**
 * A demo page composed from its JSON document: chrome settings plus an ordered list of sections.
 * A blog listing's further pages (listing-pages.ts) are the same document showing another view.
 */
const LithoPageTemplate = ({ data, location, pageContext }: PageProps<Queries.LithoPageQuery, LithoPageContext | ListingPageContext>) => {
  const page = data.lithoPage;
  if (!page) throw new Error(`No page document for ${location.pathname}`);
  const title =
    "listingPath" in pageContext ? listingViewTitle(page.title, { page: pageContext.listingPage, category: pageContext.listingCategory, categoryName: pageContext.listingCategoryName }) : page.title;
  return (
    <LithoShell
      parts={chromeParts}
      path={page.path}
      title={title}
      description={page.description}
      accent={page.accent}
      header={page.header}
      menu={data.lithoMenu}
      footer={data.lithoFooter}
      footerParallax={page.footer.parallaxAt ?? page.footer.parallax}
      pageTitle={page.pageTitle}
      contentHasHeading={sectionsCarryHeading(page.sectionTypes)}
    >
      {page.sections.map((section, index) => renderSection(section, index, sectionComponents))}
    </LithoShell>
  );
};

export default LithoPageTemplate;

export const query = graphql`
  # The listing variables tell a blog listing's section which view this page shows (listing-pages.ts).
  query LithoPage($id: String!, $menu: String!, $footer: String!, $listingPage: Int = 1, $listingCategory: String, $listingPath: String) {
    lithoPage(id: { eq: $id }) {
      path
      title
      description
      sectionTypes
      accent {
        color
        text
        onDark
        on
        deep
        tint
      }
      header {
        ...LithoHeaderConfigFields
      }
      pageTitle {
        ...LithoPageTitleFields
      }
      footer {
        parallax
        parallaxAt
      }
      sections {
        __typename
        ...LithoSectionsFields
      }
    }
    lithoMenu(name: { eq: $menu }) {
      ...LithoMenuFields
    }
    lithoFooter(name: { eq: $footer }) {
      ...LithoFooterFields
    }
  }
`;
