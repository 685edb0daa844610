import { graphql } from "gatsby";
import { LithoImage } from "../shared/litho-image";
import { Section, SectionAction, SectionHeading, headingId, sectionBackground } from "../shared/section";
import { Reveal } from "../../../components/reveal/reveal";
import { MoreLink } from "../shared/more-link";
import * as styles from "./case-studies.module.css";

export const fragment = graphql`
  fragment LithoCaseStudiesSectionFields on LithoCaseStudiesSection {
    type
    anchor
    heading {
      ...LithoSectionHeadingFields
    }
    layout
    background
    cases {
      client
      sector
      title
      challenge
      result {
        value
        label
      }
      link
      linkTitle
      imageAlt
      image {
        childImageSharp {
          gatsbyImageData(width: 720, aspectRatio: 1.5, quality: 76, outputPixelDensities: [0.5, 1, 2])
        }
      }
    }
    button {
      ...LithoButtonFields
    }
  }
`;

type Case = Queries.LithoCaseStudiesSectionFieldsFragment["cases"][number];

const CaseStudy = ({ item }: { item: Case }) => (
  <article className={styles.story}>
    <div className={styles.media}>
      <LithoImage file={item.image} alt={item.imageAlt} className={styles.image} />
    </div>
    <div className={styles.body}>
      <p className={styles.client}>
        {item.client}
        {item.sector && <span className={styles.sector}> · {item.sector}</span>}
      </p>
      <h3 className={styles.title}>{item.title}</h3>
      <dl className={styles.facts}>
        <div className={styles.challenge}>
          <dt className={styles.term}>Challenge</dt>
          <dd className={styles.detail}>{item.challenge}</dd>
        </div>
        <div className={styles.result}>
          <dt className={styles.term}>Result</dt>
          <dd className={styles.figure}>
            <span className={styles.value}>{item.result.value}</span> <span className={styles.measure}>{item.result.label}</span>
          </dd>
        </div>
      </dl>
      <MoreLink
        to={item.link}
        label={item.linkTitle ?? "Read the case study"}
        subject={item.title}
        className={styles.more}
        arrowClassName={styles.arrow}
      />
    </div>
  </article>
);

/**
 * Client case studies, each with its challenge, its result as a figure and a link to the story:
 * as a grid of cards (the figure set on the photograph) or as wide alternating rows.
 */
export const CaseStudies = ({ section }: { section: Queries.LithoCaseStudiesSectionFieldsFragment }) => {
  const id = section.heading ? headingId("cases", section.heading.title) : undefined;
  const rows = section.layout === "rows";
  const ground = sectionBackground(section.background) === "dark" ? styles.onDark : "";
  return (
    <Section anchor={section.anchor} background={section.background} labelledBy={id}>
      <SectionHeading heading={section.heading} id={id} />
      <ul className={`${rows ? styles.rows : styles.cards} ${ground}`}>
        {section.cases.map((item, index) => (
          <li key={item.title} className={styles.cell}>
            <Reveal delay={rows ? 0 : index * 0.12} className={styles.frame}>
              <CaseStudy item={item} />
            </Reveal>
          </li>
        ))}
      </ul>
      <SectionAction button={section.button} />
    </Section>
  );
};
