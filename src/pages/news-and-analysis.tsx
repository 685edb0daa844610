import { graphql, type PageProps } from "gatsby";
// The frame first, so its styles come before the page's.
import { withLiveFrame } from "../components/app/with-live-frame";
import { Seo } from "../components/seo/seo";
import { PageBanner } from "../components/page-banner/page-banner";
import { MarketSection } from "../components/market-section/market-section";
import { MarketWidget } from "../components/market-widget/market-widget";
import { marketWidgets } from "../lib/market-widgets";

const NewsAndAnalysisPage = ({ data, location }: PageProps<Queries.NewsAndAnalysisPageQuery>) => {
  const page = data.newsPage;
  if (!page) throw new Error("data/site/en/news.json is required");
  return (
    <>
      <Seo seo={page.seo} path={location.pathname} />
      <PageBanner banner={page.hero}>
        <MarketWidget widget={marketWidgets.goldTickerTape} tone="dark" />
      </PageBanner>
      <MarketSection id="gold-price" heading={page.priceChart}>
        <MarketWidget widget={marketWidgets.goldOverview} />
      </MarketSection>
      <MarketSection id="latest-news" heading={page.latestNews} tone="light">
        <MarketWidget widget={marketWidgets.xauusdNews} />
      </MarketSection>
      <MarketSection id="technical-analysis" heading={page.technicalAnalysis} columns="minmax(0, 1.7fr) minmax(0, 1fr)">
        <MarketWidget widget={marketWidgets.xauusdHourlyChart} />
        <MarketWidget widget={marketWidgets.goldTechnicalGauge} />
      </MarketSection>
    </>
  );
};

export default withLiveFrame(NewsAndAnalysisPage);

export const query = graphql`
  query NewsAndAnalysisPage($language: String!) {
    newsPage(language: { eq: $language }) {
      seo {
        ...SeoFields
      }
      hero {
        ...PageBannerFields
      }
      priceChart {
        ...SectionHeadingFields
      }
      latestNews {
        ...SectionHeadingFields
      }
      technicalAnalysis {
        ...SectionHeadingFields
      }
    }
  }
`;
