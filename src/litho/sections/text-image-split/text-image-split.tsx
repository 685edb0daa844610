import { graphql } from "gatsby";
import { LithoImage } from "../shared/litho-image";
import { Section, headingId } from "../shared/section";
import { useSectionLayout } from "../section-layouts";
import { SplitFigure, SplitText, type SplitSection } from "./split-text";
import { Reveal } from "../../../components/reveal/reveal";
import * as styles from "./text-image-split.module.css";

export const fragment = graphql`
  fragment LithoTextImageSplitSectionFields on LithoTextImageSplitSection {
    type
    anchor
    heading {
      ...LithoSectionHeadingFields
    }
    content
    listItems {
      icon
      title
      content
    }
    button {
      ...LithoButtonFields
    }
    imageAlt
    image {
      childImageSharp {
        gatsbyImageData(width: 620, quality: 76, outputPixelDensities: [0.5, 1, 2])
      }
    }
    badge {
      value
      label
    }
    reverse
    layout
    background
  }
`;

/** The default layout: the image in a raised frame with an outline behind it, its figure on a badge. */
const FramedSplit = ({ section, headingId }: { section: SplitSection; headingId: string | undefined }) => (
  <div className={`${styles.split} ${section.reverse ? styles.reverse : ""}`}>
    <Reveal className={styles.media}>
      <div className={styles.frame}>
        <LithoImage file={section.image} alt={section.imageAlt ?? ""} className={styles.image} />
      </div>
      <SplitFigure badge={section.badge} classes={{ figure: styles.badge, value: styles.badgeValue, label: styles.badgeLabel }} />
    </Reveal>
    <Reveal className={styles.body} delay={0.15}>
      <SplitText section={section} headingId={headingId} />
    </Reveal>
  </div>
);

/** Text beside an image, in one of four layouts (see text-image-split.graphql). */
export const TextImageSplit = ({ section }: { section: SplitSection }) => {
  const id = section.heading ? headingId("split", section.heading.title) : undefined;
  const Layout = useSectionLayout("text-image-split", section.layout) ?? FramedSplit;
  return (
    <Section anchor={section.anchor} background={section.background} labelledBy={id}>
      <Layout section={section} headingId={id} />
    </Section>
  );
};
