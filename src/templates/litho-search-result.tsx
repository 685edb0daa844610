import { useCallback } from "react";
import { graphql, navigate, type PageProps } from "gatsby";
import { RowLayout } from "../litho/chrome/header-layout-row";
import { PageTitle } from "../litho/chrome/page-title";
import { SubscribeForm } from "../litho/chrome/subscribe-form";
import { FormOutcomeNotice } from "../litho/chrome/form-outcome-notice";
import { LithoShell } from "../litho/chrome/litho-shell";
import { SearchResultsView } from "../litho/search/search-results-view";
import { normaliseQuery, queryFromLocation } from "../litho/search/search-types";
import type { SearchResultContext } from "../node/litho/demo-index-pages";

/** The chrome this template renders: a white header, a footer with the subscribe form, a page title. */
const chromeParts = { RowLayout, PageTitle, SubscribeForm, FormOutcomeNotice };

/** Offered when a search finds nothing: words that match plenty of the demo content. */
const SUGGESTIONS = ["portfolio", "startup", "travel", "fashion", "design"];

/** /litho/page/search-result: the demo search (query from the header's search state or ?q=). */
const LithoSearchResultTemplate = ({ data, location, pageContext }: PageProps<Queries.LithoSearchResultQuery, SearchResultContext>) => {
  const query = queryFromLocation(location);
  const built = new Set(data.allSitePage.nodes.map((node) => node.path));
  // Only pages that exist are offered, so the list never links to a route still coming.
  const popular = pageContext.popular.filter((page) => built.has(page.path));

  const search = useCallback(
    (next: string) => {
      const text = normaliseQuery(next);
      // A navigation (not just state) so the address shows the query and Back returns to the last search.
      void navigate(`${location.pathname}?q=${encodeURIComponent(text)}`, { state: { search: text } });
    },
    [location.pathname],
  );

  return (
    <LithoShell
      parts={chromeParts}
      path="/litho/page/search-result"
      title="Search results"
      description="Search the Litho template demo: its pages, portfolio projects and blog posts."
      header={{ variant: "white", theme: "light" }}
      menu={data.lithoMenu}
      footer={data.lithoFooter}
      pageTitle={{ title: "Search results", subtitle: "Find any page, project or post of the demo" }}
    >
      <SearchResultsView path="/litho/page/search-result" query={query} onSearch={search} popular={popular} suggestions={SUGGESTIONS} />
    </LithoShell>
  );
};

export default LithoSearchResultTemplate;

export const query = graphql`
  query LithoSearchResult($popularPaths: [String!]!) {
    allSitePage(filter: { path: { in: $popularPaths } }) {
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
