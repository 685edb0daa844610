import { graphql, type PageProps } from "gatsby";
import { Seo } from "../components/seo/seo";
import { PageBanner } from "../components/page-banner/page-banner";
import { ContactSection } from "../components/contact-section/contact-section";
import { OfficeMap } from "../components/office-map/office-map";
import { useSiteData } from "../lib/use-site-data";

const MAP_ID = "office-map";

const ContactPage = ({ data, location }: PageProps<Queries.ContactPageQuery>) => {
  const { company } = useSiteData();
  const page = data.contactPage;
  if (!page) throw new Error("data/site/contact.json is required");
  return (
    <>
      <Seo seo={page.seo} path={location.pathname} />
      <PageBanner banner={page.banner} />
      <ContactSection office={page.office} form={page.form} company={company} mapId={MAP_ID} path={location.pathname} />
      <OfficeMap id={MAP_ID} map={page.map} company={company} />
    </>
  );
};

export default ContactPage;

export const query = graphql`
  query ContactPage {
    contactPage {
      seo {
        ...SeoFields
      }
      banner {
        ...PageBannerFields
      }
      office {
        ...OfficeBlockFields
      }
      form {
        ...SectionHeadingFields
      }
      map {
        ...MapBlockFields
      }
    }
  }
`;
