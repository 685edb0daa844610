import { graphql, type PageProps } from "gatsby";
// The frame first, so its styles come before the page's.
import { withLiveFrame } from "../components/app/with-live-frame";
import { Seo } from "../components/seo/seo";
import { HomeHero } from "../components/home-hero/home-hero";
import { ActivitiesTabs } from "../components/activities-tabs/activities-tabs";
import { MarketSection } from "../components/market-section/market-section";
import { MarketWidget } from "../components/market-widget/market-widget";
import { OurServices } from "../components/our-services/our-services";
import { PricePanel } from "../components/price-panel/price-panel";
import { marketWidgets } from "../lib/market-widgets";

const HomePage = ({ data, location }: PageProps<Queries.HomePageQuery>) => {
  const page = data.homePage;
  if (!page) throw new Error("data/site/en/home.json is required");
  return (
    <>
      <Seo seo={page.seo} path={location.pathname} />
      <HomeHero hero={page.hero} nextSectionId="activities" />
      <ActivitiesTabs id="activities" section={page.activities} />
      <MarketSection id="gold-price" heading={page.priceChart}>
        <MarketWidget widget={marketWidgets.goldOverview} />
      </MarketSection>
      <PricePanel />
      <OurServices />
    </>
  );
};

export default withLiveFrame(HomePage);

export const query = graphql`
  query HomePage($language: String!) {
    homePage(language: { eq: $language }) {
      seo {
        ...SeoFields
      }
      hero {
        ...HomeHeroFields
      }
      activities {
        ...ActivitiesFields
      }
      priceChart {
        ...SectionHeadingFields
      }
    }
  }
`;
