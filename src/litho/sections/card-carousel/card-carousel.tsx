import { graphql } from "gatsby";
import { LithoImage } from "../shared/litho-image";
import { Section, SectionHeading, headingId } from "../shared/section";
import { Carousel } from "../../ui/carousel";
import { MoreLink } from "../shared/more-link";
import * as styles from "./card-carousel.module.css";

export const fragment = graphql`
  fragment LithoCardCarouselSectionFields on LithoCardCarouselSection {
    type
    anchor
    heading {
      ...LithoSectionHeadingFields
    }
    background
    carouselCards {
      id
      subtitle
      title
      btnTitle
      btnLink
      img {
        childImageSharp {
          gatsbyImageData(width: 480, aspectRatio: 0.8, breakpoints: [360, 480, 720], quality: 74)
        }
      }
    }
  }
`;

/**
 * Image cards on the shared carousel with its default settings (the startup home's: 1, 2 and 4 per
 * view, looping, a new slide every 3 s). Swiper stays in the carousel's own chunk.
 */
export const CardCarousel = ({ section }: { section: Queries.LithoCardCarouselSectionFieldsFragment }) => {
  const id = section.heading ? headingId("carousel", section.heading.title) : undefined;
  const dark = section.background === "dark";
  return (
    <Section anchor={section.anchor} background={section.background} labelledBy={id}>
      <SectionHeading heading={section.heading} id={id} />
      <Carousel
        // The section is already named by its title; the carousel takes the overline so the two differ.
        label={section.heading?.overline ?? "Featured"}
        theme={dark ? "light" : "dark"}
        navigation
        pagination
        slides={section.carouselCards.map((card) => ({
          id: card.id,
          content: (
            <article className={styles.card}>
              <LithoImage file={card.img} alt="" fill className={styles.image} />
              <div className={styles.shade} />
              <div className={styles.body}>
                <p className={styles.subtitle}>{card.subtitle}</p>
                <h3 className={styles.title}>{card.title}</h3>
                <MoreLink
                  to={card.btnLink}
                  label={card.btnTitle}
                  subject={card.title}
                  className={styles.button}
                  arrowClassName={styles.arrow}
                />
              </div>
            </article>
          ),
        }))}
      />
    </Section>
  );
};
