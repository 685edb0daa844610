import { graphql } from "gatsby";
import { Carousel } from "../../ui/carousel";
import type { CarouselSettings } from "../../ui/carousel-settings";
import { LithoButton } from "../shared/button";
import { LithoImage } from "../shared/litho-image";
import { Section, SectionHeading, headingId } from "../shared/section";
import { stepNumber } from "../shared/step-number";
import * as styles from "./text-slider.module.css";

export const fragment = graphql`
  fragment LithoTextSliderSectionFields on LithoTextSliderSection {
    type
    anchor
    heading {
      ...LithoSectionHeadingFields
    }
    layout
    autoAdvance
    background
    textSlides {
      overline
      title
      text
      author
      link {
        ...LithoButtonFields
      }
      imageAlt
      image {
        childImageSharp {
          gatsbyImageData(width: 640, aspectRatio: 1.2, breakpoints: [360, 640, 960], quality: 74)
        }
      }
    }
  }
`;

type Slide = Queries.LithoTextSliderSectionFieldsFragment["textSlides"][number];

const LAYOUTS = new Set(["statement", "photo", "cards"]);

/** Text needs longer than a picture: 6 s a slide, held while the pointer is on it. */
const AUTOPLAY = { delay: 6000, disableOnInteraction: false, pauseOnMouseEnter: true };

const settingsFor = (layout: string, autoplay: boolean): CarouselSettings => ({
  autoplay: autoplay ? AUTOPLAY : false,
  ...(layout === "cards"
    ? { slidesPerView: 1, spaceBetween: 24, breakpoints: { 768: { slidesPerView: 2 }, 1200: { slidesPerView: 3 } } }
    : { slidesPerView: 1, spaceBetween: 40, breakpoints: {} }),
});

const SlideText = ({ slide, dark, number }: { slide: Slide; dark: boolean; number?: string }) => (
  <>
    {number && (
      <p className={styles.number} aria-hidden="true">
        {number}
      </p>
    )}
    {slide.overline && <p className={styles.overline}>{slide.overline}</p>}
    <p className={styles.title}>{slide.title}</p>
    {slide.author && <p className={styles.author}>{slide.author}</p>}
    {slide.text && <p className={styles.text}>{slide.text}</p>}
    {slide.link && <LithoButton {...slide.link} variant={slide.link.style ?? (dark ? "light" : "link")} />}
  </>
);

/** Text slides on the shared carousel: big statements, text beside a photo, or a row of numbered cards. */
export const TextSlider = ({ section }: { section: Queries.LithoTextSliderSectionFieldsFragment }) => {
  const layout = section.layout && LAYOUTS.has(section.layout) ? section.layout : "statement";
  const dark = section.background === "dark";
  const id = section.heading ? headingId("text-slider", section.heading.title) : undefined;
  const slides = section.textSlides.map((slide, index) => ({
    id: `${index}-${slide.title}`,
    content:
      layout === "photo" ? (
        <div className={styles.photoSlide}>
          <LithoImage file={slide.image} alt={slide.imageAlt ?? ""} className={styles.photo} />
          <div className={styles.photoText}>
            <SlideText slide={slide} dark={dark} />
          </div>
        </div>
      ) : (
        <div className={layout === "cards" ? styles.card : styles.statement}>
          <SlideText slide={slide} dark={dark} number={layout === "cards" ? stepNumber(null, index) : undefined} />
        </div>
      ),
  }));
  return (
    <Section anchor={section.anchor} background={section.background} labelledBy={id}>
      <SectionHeading heading={section.heading} id={id} />
      <div className={styles.frame} data-layout={layout} data-ground={section.background ?? "light"}>
        <Carousel
          label={section.heading ? `Slides: ${section.heading.title}` : "Text slides"}
          theme={dark ? "light" : "dark"}
          settings={settingsFor(layout, Boolean(section.autoAdvance))}
          slides={slides}
        />
      </div>
    </Section>
  );
};
