import { graphql } from "gatsby";
import { LithoImage } from "../shared/litho-image";
import { LithoButton } from "../shared/button";
import { Carousel } from "../../ui/carousel";
import * as styles from "./hero-slider.module.css";

export const fragment = graphql`
  fragment LithoHeroSliderSectionFields on LithoHeroSliderSection {
    type
    anchor
    height
    autoplay
    slides {
      overline
      title
      text
      imageAlt
      image {
        childImageSharp {
          gatsbyImageData(layout: FULL_WIDTH, breakpoints: [480, 828, 1200, 1600], quality: 72)
        }
      }
      buttons {
        ...LithoButtonFields
      }
    }
  }
`;

/** Slides never advance faster than this, whatever the data says, so captions stay readable. */
const MIN_AUTOPLAY_MS = 3000;

interface HeroSliderProps {
  section: Queries.LithoHeroSliderSectionFieldsFragment;
}

/**
 * Full-bleed slides with a caption, on the shared Carousel (one slide per view, arrows, dots and a
 * pause button). Autoplay is opt-in (`autoplay` ms in the data); the server renders the slides as
 * a row that shows slide one, and Swiper loads only when the hero is near the screen. A hero with
 * one slide is drawn without the carousel.
 */
export const HeroSlider = ({ section }: HeroSliderProps) => {
  const slides = section.slides;
  const interval = section.autoplay ? Math.max(section.autoplay, MIN_AUTOPLAY_MS) : 0;
  const several = slides.length > 1;
  const renderSlide = (slide: (typeof slides)[number], index: number) => (
    <div className={styles.slide}>
      <LithoImage file={slide.image} alt={slide.imageAlt} fill className={styles.image} loading={index === 0 ? "eager" : "lazy"} />
      <div className={styles.shade} />
      <div className={styles.caption}>
        {slide.overline && <p className={styles.overline}>{slide.overline}</p>}
        <h2 className={styles.title}>{slide.title}</h2>
        {slide.text && <p className={styles.text}>{slide.text}</p>}
        {slide.buttons && slide.buttons.length > 0 && (
          <div className={styles.buttons}>
            {slide.buttons.map((button) => (
              <LithoButton key={button.title} {...button} variant={button.style} />
            ))}
          </div>
        )}
      </div>
    </div>
  );

  return (
    <section id={section.anchor ?? undefined} className={`${styles.hero} ${section.height === "large" ? styles.large : ""}`}>
      {several ? (
        <Carousel
          label="Featured"
          theme="light"
          controls="over"
          // One slide at every width: the shared defaults' breakpoints (2 and 4 per view) are replaced.
          settings={{
            slidesPerView: 1,
            spaceBetween: 0,
            breakpoints: {},
            loop: true,
            speed: 900,
            autoplay: interval ? { delay: interval, disableOnInteraction: false } : false,
          }}
          slides={slides.map((slide, index) => ({ id: slide.title, content: renderSlide(slide, index) }))}
        />
      ) : (
        // A single slide needs no carousel: no Swiper download, no controls.
        slides[0] && renderSlide(slides[0], 0)
      )}
    </section>
  );
};
