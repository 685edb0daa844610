import { graphql } from "gatsby";
import { Helmet } from "react-helmet";
import { getSrc } from "gatsby-plugin-image";
import { useSiteData } from "../../lib/use-site-data";
import { isDemoRoute } from "../../lib/demo-route";
import { useLanguage } from "../../lib/i18n/language-context";
import { DEFAULT_LANGUAGE, LANGUAGES, pathInLanguage } from "../../lib/i18n/languages";

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

const absolute = (siteUrl: string, path: string) => `${siteUrl}${path === "/" ? "" : path}`;

/**
 * Title, description, canonical URL and social-sharing cards for one route, in the page's language.
 * A live page that search engines may index also names its copies in the other languages (hreflang,
 * with the default language as x-default); the demo area and the 404 page have none.
 */
export const Seo = ({ seo, path, noindex = false, siteName }: SeoProps) => {
  const { siteUrl, company } = useSiteData();
  const language = useLanguage();
  const url = absolute(siteUrl, path);
  const alternates = noindex || isDemoRoute(path) ? [] : LANGUAGES;
  const name = siteName ?? company.name;
  const title = `${seo.title} | ${name}`;
  const imagePath = seo.image ? getSrc(seo.image as Parameters<typeof getSrc>[0]) : undefined;
  const image = imagePath ? `${siteUrl}${imagePath}` : undefined;

  return (
    <Helmet htmlAttributes={{ lang: language.htmlLang }}>
      <title>{title}</title>
      <meta name="description" content={seo.description} />
      <link rel="canonical" href={url} />
      {alternates.map((alternate) => (
        <link
          key={alternate.code}
          rel="alternate"
          hrefLang={alternate.hreflang}
          href={absolute(siteUrl, pathInLanguage(path, alternate))}
        />
      ))}
      {alternates.length > 0 && (
        <link rel="alternate" hrefLang="x-default" href={absolute(siteUrl, pathInLanguage(path, DEFAULT_LANGUAGE))} />
      )}
      {noindex && <meta name="robots" content="noindex, follow" />}
      <meta property="og:type" content="website" />
      <meta property="og:site_name" content={name} />
      <meta property="og:locale" content={language.ogLocale} />
      {alternates
        .filter((alternate) => alternate.code !== language.code)
        .map((alternate) => (
          <meta key={alternate.code} property="og:locale:alternate" content={alternate.ogLocale} />
        ))}
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
