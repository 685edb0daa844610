import { graphql } from "gatsby";
import { Icon } from "../shared/icon";
import { MoreLink } from "../shared/more-link";
import * as buttonStyles from "../shared/button.module.css";
import { LithoImage } from "../shared/litho-image";
import { Section, SectionAction, SectionHeading, headingId } from "../shared/section";
import { Reveal } from "../../../components/reveal/reveal";
import * as styles from "./tour-cards.module.css";

export const fragment = graphql`
  fragment LithoTourCardsSectionFields on LithoTourCardsSection {
    type
    anchor
    heading {
      ...LithoSectionHeadingFields
    }
    columns
    background
    button {
      ...LithoButtonFields
    }
    tours {
      imageAlt
      place
      title
      duration
      priceFrom
      priceNote
      text
      badge
      link
      linkTitle
      image {
        childImageSharp {
          gatsbyImageData(width: 600, aspectRatio: 1.25, quality: 72, breakpoints: [360, 600])
        }
      }
    }
  }
`;

type Section = Queries.LithoTourCardsSectionFieldsFragment;

/**
 * Tour cards: the place over the photograph, then the title, duration and a price from, with
 * one link per card named after its tour so a list of "Book now" links still says where each goes.
 */
export const TourCards = ({ section }: { section: Section }) => {
  const id = section.heading ? headingId("tours", section.heading.title) : undefined;
  return (
    <Section anchor={section.anchor} background={section.background} labelledBy={id}>
      <SectionHeading heading={section.heading} id={id} />
      <ul className={`${styles.grid} ${section.columns === 4 ? styles.four : ""}`}>
        {section.tours.map((tour, index) => (
          <li key={tour.title}>
            <Reveal delay={(index % 3) * 0.1} className={styles.card}>
              <div className={styles.media}>
                <LithoImage file={tour.image} alt={tour.imageAlt} className={styles.image} />
                <p className={styles.place}>
                  <Icon name="compass" className={styles.placeIcon} />
                  {tour.place}
                </p>
                {tour.badge && <p className={styles.badge}>{tour.badge}</p>}
              </div>
              <div className={styles.body}>
                <h3 className={styles.title}>{tour.title}</h3>
                <p className={styles.duration}>
                  <Icon name="clock" className={styles.durationIcon} />
                  {tour.duration}
                </p>
                {tour.text && <p className={styles.text}>{tour.text}</p>}
                <div className={styles.foot}>
                  <p className={styles.price}>
                    <span className={styles.from}>From</span>
                    <span className={styles.amount}>{tour.priceFrom}</span>
                    {tour.priceNote && <span className={styles.note}>{tour.priceNote}</span>}
                  </p>
                  <MoreLink
                    to={tour.link}
                    label={tour.linkTitle}
                    subject={tour.title}
                    className={`${buttonStyles.button} ${buttonStyles.dark} ${styles.button}`}
                  />
                </div>
              </div>
            </Reveal>
          </li>
        ))}
      </ul>
      <SectionAction button={section.button} />
    </Section>
  );
};
