import { graphql, type PageProps } from "gatsby";
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

export default NotFoundPage;

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
