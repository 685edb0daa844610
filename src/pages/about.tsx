import { graphql, type PageProps } from "gatsby";
// The frame first, so its styles come before the page's.
import { withLiveFrame } from "../components/app/with-live-frame";
import { Seo } from "../components/seo/seo";
import { PageBanner } from "../components/page-banner/page-banner";
import { StoryBlocks } from "../components/story-blocks/story-blocks";
import { MissionBlock } from "../components/mission-block/mission-block";
import { InsightBlock } from "../components/insight-block/insight-block";
import { TrustBlock } from "../components/trust-block/trust-block";

const AboutPage = ({ data, location }: PageProps<Queries.AboutPageQuery>) => {
  const page = data.aboutPage;
  if (!page) throw new Error("data/site/en/about.json is required");
  return (
    <>
      <Seo seo={page.seo} path={location.pathname} />
      <PageBanner banner={page.hero} />
      <StoryBlocks blocks={page.story} />
      <MissionBlock mission={page.mission} />
      <InsightBlock insight={page.insight} />
      <TrustBlock />
    </>
  );
};

export default withLiveFrame(AboutPage);

export const query = graphql`
  query AboutPage($language: String!) {
    aboutPage(language: { eq: $language }) {
      seo {
        ...SeoFields
      }
      hero {
        ...PageBannerFields
      }
      story {
        ...StoryBlockFields
      }
      mission {
        ...MissionBlockFields
      }
      insight {
        ...InsightBlockFields
      }
    }
  }
`;
