import { graphql, useStaticQuery } from "gatsby";
import { Helmet } from "react-helmet";
import { useSiteData } from "../../lib/use-site-data";
import { useLanguage } from "../../lib/i18n/language-context";
import { pathInLanguage, unprefixedPath } from "../../lib/i18n/languages";
import { useInLanguage } from "../../lib/i18n/use-in-language";
import { breadcrumbList, jewelryStore, jsonLdScript, organization } from "../../lib/structured-data";

/**
 * The trader as search engines read it, on every live page: the organisation, its shop (address,
 * map point, hours) and, on a page of the menu, the trail from the home page to it. The not-found
 * page is on no trail. The official profiles are the trust block's channels that are web
 * addresses of other sites.
 */
export const SiteJsonLd = ({ pathname }: { pathname: string }) => {
  const { siteUrl, company, navigation } = useSiteData();
  const { allTrustSection } = useStaticQuery<Queries.OfficialChannelsQuery>(graphql`
    query OfficialChannels {
      allTrustSection {
        nodes {
          language
          channels {
            href
          }
        }
      }
    }
  `);
  const language = useLanguage();
  const trustSection = useInLanguage(allTrustSection.nodes, "trust.json");
  const profiles = trustSection.channels
    .map((channel) => channel.href)
    .filter((href) => href.startsWith("https://") && !href.startsWith(siteUrl));
  const path = unprefixedPath(pathname.length > 1 ? pathname.replace(/\/+$/, "") : pathname);
  const home = navigation.find((item) => item.path === "/");
  const current = navigation.find((item) => item.path === path);
  const trail =
    home && current
      ? [home, ...(current === home ? [] : [current])].map((item) => ({ title: item.label, link: pathInLanguage(item.path, language) }))
      : [];

  return (
    <Helmet>
      <script type="application/ld+json">
        {jsonLdScript([
          organization(company, siteUrl, profiles),
          jewelryStore(company, siteUrl),
          ...(trail.length > 0 ? [breadcrumbList(trail, siteUrl)] : []),
        ])}
      </script>
    </Helmet>
  );
};
