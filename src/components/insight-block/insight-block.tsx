import { graphql } from "gatsby";
import { getImage } from "gatsby-plugin-image";
import { PlainPicture } from "../plain-picture/plain-picture";
import { Container } from "../container/container";
import { SectionHeading } from "../section-heading/section-heading";
import { Reveal } from "../reveal/reveal";
import * as styles from "./insight-block.module.css";

export const insightBlockFields = graphql`
  fragment InsightBlockFields on InsightBlock {
    eyebrow
    title
    text
    imageAlt
    image {
      childImageSharp {
        gatsbyImageData(
          width: 640
          aspectRatio: 1.3333
          placeholder: BLURRED
          breakpoints: [360, 720, 1200]
          sizes: "(max-width: 991px) calc(100vw - 40px), 560px"
        )
      }
    }
    points {
      title
      text
    }
  }
`;

/** How the company reads the market: a short text, its two strengths and a trading-desk image. */
export const InsightBlock = ({ insight }: { insight: Queries.InsightBlockFieldsFragment }) => {
  const image = getImage(insight.image.childImageSharp?.gatsbyImageData ?? null);
  return (
    <section className={styles.section} aria-labelledby="insight-title">
      <Container className={styles.grid}>
        <div>
          <Reveal>
            <SectionHeading id="insight-title" eyebrow={insight.eyebrow} title={insight.title} intro={insight.text} />
          </Reveal>
          <div className={styles.points}>
            {insight.points.map((point, index) => (
              <Reveal key={point.title} delay={index * 0.15} className={styles.point}>
                <span className={styles.rule} aria-hidden="true" />
                <h3 className={styles.pointTitle}>{point.title}</h3>
                <p className={styles.pointText}>{point.text}</p>
              </Reveal>
            ))}
          </div>
        </div>
        <Reveal delay={0.1}>{image && <PlainPicture image={image} alt={insight.imageAlt} className={styles.image} />}</Reveal>
      </Container>
    </section>
  );
};
