import { graphql, useStaticQuery } from "gatsby";

/** Company settings, menu and the site's public address: what the layout and the head need on every page. */
export const useSiteData = () => {
  const data = useStaticQuery<Queries.SiteDataQuery>(graphql`
    query SiteData {
      site {
        siteMetadata {
          siteUrl
        }
      }
      company {
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
      allNavigationItem(sort: { order: ASC }) {
        nodes {
          label
          path
        }
      }
    }
  `);
  if (!data.company || !data.site?.siteMetadata?.siteUrl) {
    throw new Error("data/site/company.json and siteMetadata.siteUrl are required");
  }
  return {
    siteUrl: data.site.siteMetadata.siteUrl,
    company: data.company,
    navigation: data.allNavigationItem.nodes,
  };
};

export type Company = ReturnType<typeof useSiteData>["company"];
