import { graphql, useStaticQuery } from "gatsby";
import { useAllInLanguage, useInLanguage } from "./i18n/use-in-language";

/** Company settings, menu and the site's public address: what the layout and the head need on every page. */
export const useSiteData = () => {
  const data = useStaticQuery<Queries.SiteDataQuery>(graphql`
    query SiteData {
      site {
        siteMetadata {
          siteUrl
        }
      }
      allCompany {
        nodes {
          language
          name
          legalName
          tagline
          email
          phone
          whatsapp
          openingHours
          hours {
            weekly {
              days
              opens
              closes
            }
            holidaysAreSamples
            holidays {
              date
              name
            }
          }
          address {
            lines
            district
            city
          }
          map {
            latitude
            longitude
            zoom
            query
          }
        }
      }
      allNavigationItem(sort: { order: ASC }) {
        nodes {
          language
          label
          path
        }
      }
    }
  `);
  const company = useInLanguage(data.allCompany.nodes, "company.json");
  const navigation = useAllInLanguage(data.allNavigationItem.nodes);
  if (!data.site?.siteMetadata?.siteUrl) throw new Error("siteMetadata.siteUrl is required");
  return { siteUrl: data.site.siteMetadata.siteUrl, company, navigation };
};

export type Company = ReturnType<typeof useSiteData>["company"];
