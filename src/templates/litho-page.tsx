import { graphql, type PageProps } from "gatsby";
import { LithoShell } from "./litho-shell";
import { renderSection } from "../litho/sections";
// Per page, only the sections and chrome parts that page renders: src/node/litho/page-parts-loader.js rewrites these imports.
import { sectionComponents } from "../litho/sections/all-sections";
import { chromeParts } from "../litho/chrome/all-chrome-parts";
import type { LithoPageContext } from "../node/litho/document-pages";

/** A demo page composed from its JSON document: chrome settings plus an ordered list of sections. */
const LithoPageTemplate = ({ data, location }: PageProps<Queries.LithoPageQuery, LithoPageContext>) => {
  const page = data.lithoPage;
  if (!page) throw new Error(`No page document for ${location.pathname}`);
  return (
    <LithoShell
      parts={chromeParts}
      path={page.path}
      title={page.title}
      description={page.description}
      accent={page.accent}
      header={page.header}
      menu={data.lithoMenu}
      footer={data.lithoFooter}
      footerParallax={page.footer.parallaxAt ?? page.footer.parallax}
      pageTitle={page.pageTitle}
    >
      {page.sections.map((section, index) => renderSection(section, index, sectionComponents))}
    </LithoShell>
  );
};

export default LithoPageTemplate;

export const query = graphql`
  query LithoPage($id: String!, $menu: String!, $footer: String!) {
    lithoPage(id: { eq: $id }) {
      path
      title
      description
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
