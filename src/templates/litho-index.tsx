import { graphql, type PageProps } from "gatsby";
import { RowLayout } from "../litho/chrome/header-layout-row";
import { SubscribeForm } from "../litho/chrome/subscribe-form";
import { FormOutcomeNotice } from "../litho/chrome/form-outcome-notice";
import { LithoShell } from "../litho/chrome/litho-shell";
import { DemoIndexView } from "../litho/demo-index/demo-index-view";
import { catalogueStatus, type CatalogueGroup } from "../litho/demo-index/catalogue";

/** The chrome this template renders: a white header, a footer with the subscribe form. */
const chromeParts = { RowLayout, SubscribeForm, FormOutcomeNotice };

/**
 * /litho: the demo area's index. The route list comes from data/litho/route-catalogue.json;
 * which routes are ready comes from the pages this build created, so the index is always the
 * true checklist of the area.
 */
const LithoIndexTemplate = ({ data }: PageProps<Queries.LithoIndexQuery>) => {
  const catalogue = data.lithoRouteCatalogue;
  if (!catalogue) throw new Error("data/litho/route-catalogue.json is missing");
  const groups = catalogueStatus(
    catalogue.groups as readonly CatalogueGroup[],
    data.allSitePage.nodes.map((node) => node.path),
  );
  return (
    <LithoShell
      parts={chromeParts}
      path="/litho"
      title="Demo index"
      description="Every demo of the Litho multipurpose template: home pages, inner pages, portfolios, elements, headers, footers, blogs and shop."
      header={{ variant: "white", theme: "light" }}
      menu={data.lithoMenu}
      footer={data.lithoFooter}
      contentHasHeading
    >
      <DemoIndexView groups={groups} searchPath="/litho/page/search-result" />
    </LithoShell>
  );
};

export default LithoIndexTemplate;

export const query = graphql`
  query LithoIndex {
    lithoRouteCatalogue {
      groups {
        key
        title
        description
        icon
        routes {
          path
          title
          prefix
        }
      }
    }
    allSitePage(filter: { path: { glob: "/litho/**" } }) {
      nodes {
        path
      }
    }
    lithoMenu(name: { eq: "main" }) {
      ...LithoMenuFields
    }
    lithoFooter(name: { eq: "classic" }) {
      ...LithoFooterFields
    }
  }
`;
