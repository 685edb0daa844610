import { useEffect, useState } from "react";
import { graphql, type PageProps } from "gatsby";
// The frame first, so its styles come before the page's.
import { withLiveFrame } from "../components/app/with-live-frame";
import { Seo } from "../components/seo/seo";
import { PageBanner } from "../components/page-banner/page-banner";
import { ContactSection } from "../components/contact-section/contact-section";
import { OfficeMap } from "../components/office-map/office-map";
import { useSiteData } from "../lib/use-site-data";

const MAP_ID = "office-map";

const ContactPage = ({ data, location }: PageProps<Queries.ContactPageQuery>) => {
  const { company } = useSiteData();
  const page = data.contactPage;
  if (!page) throw new Error("data/site/en/contact.json is required");
  // A product's "Contact Us" arrives with ?product=<key>: the comment starts with that enquiry. Read
  // after hydration, since the static HTML is the same for every query string.
  const [suggestedComment, setSuggestedComment] = useState<string>();
  useEffect(() => {
    const key = new URLSearchParams(location.search).get("product");
    setSuggestedComment(data.allProductCard.nodes.find((product) => product.enquiry?.key === key)?.enquiry?.comment);
  }, [location.search, data.allProductCard]);
  return (
    <>
      <Seo seo={page.seo} path={location.pathname} />
      <PageBanner banner={page.banner} />
      <ContactSection
        office={page.office}
        visit={page.visit}
        form={page.form}
        company={company}
        mapId={MAP_ID}
        path={location.pathname}
        suggestedComment={suggestedComment}
      />
      <OfficeMap id={MAP_ID} map={page.map} company={company} />
    </>
  );
};

export default withLiveFrame(ContactPage);

export const query = graphql`
  query ContactPage($language: String!) {
    contactPage(language: { eq: $language }) {
      seo {
        ...SeoFields
      }
      banner {
        ...PageBannerFields
      }
      office {
        ...OfficeBlockFields
      }
      visit {
        ...VisitBlockFields
      }
      form {
        ...SectionHeadingFields
      }
      map {
        ...MapBlockFields
      }
    }
    allProductCard {
      nodes {
        enquiry {
          key
          comment
        }
      }
    }
  }
`;
