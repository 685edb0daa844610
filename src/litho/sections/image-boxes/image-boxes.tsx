import { graphql } from "gatsby";
import { LithoImage } from "../shared/litho-image";
import { Section, SectionHeading, headingId, sectionBackground } from "../shared/section";
import { Reveal } from "../../../components/reveal/reveal";
import { MoreLink } from "../shared/more-link";
import * as styles from "./image-boxes.module.css";

export const fragment = graphql`
  fragment LithoImageBoxesSectionFields on LithoImageBoxesSection {
    type
    anchor
    heading {
      ...LithoSectionHeadingFields
    }
    style
    columns
    background
    boxes {
      imageAlt
      overline
      title
      text
      link
      linkTitle
      image {
        childImageSharp {
          gatsbyImageData(width: 560, aspectRatio: 0.8, breakpoints: [360, 560, 840], quality: 74)
        }
      }
    }
  }
`;

export type ImageBoxesStyle = "lift" | "overlay" | "side" | "fancy" | "caption" | "frame" | "numbered" | "below";

/** Data may name any style; unknown names fall back to lift. */
const styleNames = new Set<string>(["lift", "overlay", "side", "fancy", "caption", "frame", "numbered", "below"]);

export const imageBoxesStyle = (value: string | null | undefined): ImageBoxesStyle =>
  value && styleNames.has(value) ? (value as ImageBoxesStyle) : "lift";

/**
 * Image boxes whose text comes up on hover or focus (lift, overlay, caption, frame, numbered), that set a box beside a
 * wide image, text boxes whose image comes up behind them on hover or focus (fancy), or a photo with its
 * text set underneath beside a large overline (below).
 */
export const ImageBoxes = ({ section }: { section: Queries.LithoImageBoxesSectionFieldsFragment }) => {
  const id = section.heading ? headingId("boxes", section.heading.title) : undefined;
  const style = imageBoxesStyle(section.style);
  const dark = sectionBackground(section.background) === "dark";
  const columns = Math.min(Math.max(section.columns ?? (style === "side" ? 2 : 3), 2), style === "side" ? 2 : 4);
  return (
    <Section anchor={section.anchor} background={section.background} labelledBy={id}>
      <SectionHeading heading={section.heading} id={id} />
      <ul data-style={style} className={`${styles.grid} ${styles[style]} ${styles[`columns${columns}`]} ${dark ? styles.onDark : ""}`}>
        {section.boxes.map((box, index) => (
          <li key={box.title} className={styles.cell}>
            <Reveal delay={Math.min(index, 3) * 0.12} className={styles.box}>
              <div className={styles.media}>
                <LithoImage file={box.image} alt={box.imageAlt} className={styles.image} />
              </div>
              <div className={styles.body}>
                {box.overline && <p className={styles.overline}>{box.overline}</p>}
                <h3 className={styles.title}>{box.title}</h3>
                {/* Folded away on screens that hover, until the box is hovered or its link has focus. */}
                <div className={styles.more}>
                  <div className={styles.moreInner}>
                    <p className={styles.text}>{box.text}</p>
                    {box.link && box.linkTitle && (
                      <MoreLink
                        to={box.link}
                        label={box.linkTitle}
                        subject={box.title}
                        className={styles.link}
                        arrowClassName={styles.arrow}
                      />
                    )}
                  </div>
                </div>
              </div>
            </Reveal>
          </li>
        ))}
      </ul>
    </Section>
  );
};
