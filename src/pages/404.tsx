import { graphql, type PageProps } from "gatsby";
import { Seo } from "../components/seo/seo";
import { NotFound } from "../components/not-found/not-found";

const NotFoundPage = ({ data, location }: PageProps<Queries.NotFoundPageQuery>) => {
  const page = data.notFoundPage;
  if (!page) throw new Error("data/site/not-found.json is required");
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
    notFoundPage {
      seo {
        ...SeoFields
      }
      ...NotFoundFields
    }
  }
`;
