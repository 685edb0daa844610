import { graphql, type PageProps } from "gatsby";
// The frame first, so its styles come before the page's.
import { withLiveFrame } from "../components/app/with-live-frame";
import { Seo } from "../components/seo/seo";
import { NotFound } from "../components/not-found/not-found";
import { useInLanguage } from "../lib/i18n/use-in-language";

/** One query for every language: the page serving all missing addresses shows the visitor's (see translated-pages.ts). */
const NotFoundPage = ({ data, location }: PageProps<Queries.NotFoundPageQuery>) => {
  const page = useInLanguage(data.allNotFoundPage.nodes, "not-found.json");
  return (
    <>
      <Seo seo={page.seo} path={location.pathname} noindex />
      <NotFound content={page} />
    </>
  );
};

// A missing address is missing in every language: the language switch offers the home pages.
export default withLiveFrame(NotFoundPage, { languageSwitchPath: "/" });

export const query = graphql`
  query NotFoundPage {
    allNotFoundPage {
      nodes {
        language
        seo {
          ...SeoFields
        }
        ...NotFoundFields
      }
    }
  }
`;
