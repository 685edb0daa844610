import { graphql } from "gatsby";
import { Helmet } from "react-helmet";
import { getSrc } from "gatsby-plugin-image";
import { useSiteData } from "../../lib/use-site-data";

export const seoFields = graphql`
  fragment SeoFields on Seo {
    title
    description
    image {
      childImageSharp {
        gatsbyImageData(layout: FIXED, width: 1200, height: 630, outputPixelDensities: [1], formats: [AUTO], placeholder: NONE)
      }
    }
  }
`;

interface SeoProps {
  seo: Queries.SeoFieldsFragment;
  /** The route, as it appears after the site's address: "/about". */
  path: string;
  noindex?: boolean;
  /** Replaces the company name in the title and og:site_name (the /litho/ demo area names itself). */
  siteName?: string;
}

/** Title, description, canonical URL and social-sharing cards for one route. */
export const Seo = ({ seo, path, noindex = false, siteName }: SeoProps) => {
  const { siteUrl, company } = useSiteData();
  const url = `${siteUrl}${path === "/" ? "" : path}`;
  const name = siteName ?? company.name;
  const title = `${seo.title} | ${name}`;
  const imagePath = seo.image ? getSrc(seo.image as Parameters<typeof getSrc>[0]) : undefined;
  const image = imagePath ? `${siteUrl}${imagePath}` : undefined;

  return (
    <Helmet htmlAttributes={{ lang: "en" }}>
      <title>{title}</title>
      <meta name="description" content={seo.description} />
      <link rel="canonical" href={url} />
      {noindex && <meta name="robots" content="noindex, follow" />}
      <meta property="og:type" content="website" />
      <meta property="og:site_name" content={name} />
      <meta property="og:locale" content="en_HK" />
      <meta property="og:title" content={title} />
      <meta property="og:description" content={seo.description} />
      <meta property="og:url" content={url} />
      {image && <meta property="og:image" content={image} />}
      {image && <meta property="og:image:width" content="1200" />}
      {image && <meta property="og:image:height" content="630" />}
      <meta name="twitter:card" content={image ? "summary_large_image" : "summary"} />
      <meta name="twitter:title" content={title} />
      <meta name="twitter:description" content={seo.description} />
      {image && <meta name="twitter:image" content={image} />}
      <meta name="theme-color" content="#1e1e1e" />
    </Helmet>
  );
};
