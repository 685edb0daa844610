import { graphql } from "gatsby";
import { Icon } from "../shared/icon";
import { LithoImage } from "../shared/litho-image";
import { SmartLink } from "../../ui/smart-link";
import { Section, SectionHeading, headingId, sectionBackground } from "../shared/section";
import { Reveal } from "../../../components/reveal/reveal";
import * as styles from "./icon-with-text.module.css";

export const fragment = graphql`
  fragment LithoIconWithTextSectionFields on LithoIconWithTextSection {
    type
    anchor
    heading {
      ...LithoSectionHeadingFields
    }
    style
    columns
    background
    items {
      icon
      textIcon
      title
      content
      link
      linkTitle
      img {
        childImageSharp {
          gatsbyImageData(width: 96, height: 96, quality: 80, outputPixelDensities: [1, 2])
        }
      }
      animation {
        delay
        duration
      }
    }
  }
`;

/** Icon, title and text in a grid of boxes; each item's delay comes from its animation settings. */
export const IconWithText = ({ section }: { section: Queries.LithoIconWithTextSectionFieldsFragment }) => {
  const id = section.heading ? headingId("features", section.heading.title) : undefined;
  const columns = Math.min(Math.max(section.columns ?? 4, 2), 4);
  return (
    <Section anchor={section.anchor} background={section.background} labelledBy={id}>
      <SectionHeading heading={section.heading} id={id} />
      <ul
        className={`${styles.grid} ${styles[`columns${columns}`]} ${section.style === "plain" ? styles.plain : styles.boxed} ${
          section.style === "plain" && sectionBackground(section.background) === "dark" ? styles.onDark : ""
        }`}
      >
        {section.items.map((item) => (
          <li key={item.title} className={styles.cell}>
            <Reveal delay={item.animation.delay} className={styles.item}>
              <span className={styles.iconWrap}>
                {item.img ? <LithoImage file={item.img} alt="" /> : <Icon name={item.icon} className={styles.icon} />}
                {item.textIcon && <span className={styles.number} aria-hidden="true">{item.textIcon}</span>}
              </span>
              <h3 className={styles.title}>{item.title}</h3>
              <p className={styles.content}>{item.content}</p>
              {item.link && item.linkTitle && (
                <SmartLink to={item.link} className={styles.link}>
                  {item.linkTitle}
                  <span className="visually-hidden">: {item.title}</span>
                </SmartLink>
              )}
            </Reveal>
          </li>
        ))}
      </ul>
    </Section>
  );
};
