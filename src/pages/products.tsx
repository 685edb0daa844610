import { graphql, type PageProps } from "gatsby";
// The frame first, so its styles come before the page's.
import { withLiveFrame } from "../components/app/with-live-frame";
import { Seo } from "../components/seo/seo";
import { PageBanner } from "../components/page-banner/page-banner";
import { OurServices } from "../components/our-services/our-services";
import { PricePanel } from "../components/price-panel/price-panel";
import { GoldConverter } from "../components/gold-converter/gold-converter";
import { FaqList } from "../components/faq-list/faq-list";
import { BarOffersJsonLd } from "../components/seo/bar-offers-json-ld";

const ProductsPage = ({ data, location }: PageProps<Queries.ProductsPageQuery>) => {
  const page = data.productsPage;
  if (!page) throw new Error("data/site/en/products-page.json is required");
  return (
    <>
      <Seo seo={page.seo} path={location.pathname} />
      <BarOffersJsonLd />
      <PageBanner banner={page.hero} />
      <PricePanel />
      <OurServices />
      <GoldConverter />
      <FaqList />
    </>
  );
};

export default withLiveFrame(ProductsPage);

export const query = graphql`
  query ProductsPage($language: String!) {
    productsPage(language: { eq: $language }) {
      seo {
        ...SeoFields
      }
      hero {
        ...PageBannerFields
      }
    }
  }
`;
