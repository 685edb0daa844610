import { useRef } from "react";
import { graphql } from "gatsby";
import { LithoImage } from "../shared/litho-image";
import { LithoButton } from "../shared/button";
import { headingId } from "../shared/section";
import { useParallaxLayer } from "../../ui/use-parallax-layer";
import * as styles from "./parallax-band.module.css";

export const fragment = graphql`
  fragment LithoParallaxBandSectionFields on LithoParallaxBandSection {
    type
    anchor
    style
    rate
    overline
    title
    text
    quote
    quoteBy
    button {
      ...LithoButtonFields
    }
    imageAlt
    image {
      childImageSharp {
        gatsbyImageData(layout: FULL_WIDTH, breakpoints: [480, 828, 1200, 1600, 1920], quality: 70)
      }
    }
    figures {
      value
      label
    }
  }
`;

const STYLES = new Set(["centred", "card", "layers", "split", "headline"]);
const DEFAULT_RATE = 0.3;
/** The figure cards of the layers style drift the other way, at this share of the photo's rate. */
const FOREGROUND_SHARE = -0.5;
/** …and never further than this either way, so they stay clear of the text. */
const FOREGROUND_REACH = 40;

/**
 * A full-width band over a photograph that trails the page as it scrolls: centred text, a text
 * card, figure cards on a second layer moving against the photo, the text split from a quote, or
 * an oversized headline across the band. The photo layer is taller
 * than the band, so its edges never show while it moves.
 */
export const ParallaxBand = ({ section }: { section: Queries.LithoParallaxBandSectionFieldsFragment }) => {
  const band = useRef<HTMLElement>(null);
  const photo = useRef<HTMLDivElement>(null);
  const foreground = useRef<HTMLUListElement>(null);
  const look = section.style && STYLES.has(section.style) ? section.style : "centred";
  const rate = section.rate ?? DEFAULT_RATE;
  const figures = look === "layers" ? (section.figures ?? []) : [];
  useParallaxLayer(band, photo, { rate, origin: "centre" });
  useParallaxLayer(band, foreground, {
    rate: rate * FOREGROUND_SHARE,
    origin: "centre",
    enabled: figures.length > 0,
    reach: FOREGROUND_REACH,
  });
  const id = headingId("parallax", section.title);

  return (
    <section ref={band} id={section.anchor ?? undefined} className={styles.band} data-style={look} aria-labelledby={id}>
      <div ref={photo} className={styles.photo} data-parallax-layer="photo">
        <LithoImage file={section.image} alt={section.imageAlt ?? ""} fill />
      </div>
      <div className={styles.shade} />
      <div className={styles.inner}>
        <div className={styles.content}>
          {section.overline && <p className={styles.overline}>{section.overline}</p>}
          <h2 id={id} className={styles.title}>
            {section.title}
          </h2>
          {section.text && <p className={styles.text}>{section.text}</p>}
          {section.button && <LithoButton {...section.button} variant={section.button.style ?? (look === "card" ? "dark" : "light")} />}
        </div>
        {look === "split" && section.quote && (
          <figure className={styles.quote}>
            <blockquote className={styles.quoteText}>
              <p>{section.quote}</p>
            </blockquote>
            {section.quoteBy && <figcaption className={styles.quoteBy}>{section.quoteBy}</figcaption>}
          </figure>
        )}
        {figures.length > 0 && (
          <ul ref={foreground} className={styles.figures} data-parallax-layer="foreground">
            {figures.map((figure) => (
              <li key={figure.label} className={styles.figure}>
                <span className={styles.value}>{figure.value}</span>
                <span className={styles.label}>{figure.label}</span>
              </li>
            ))}
          </ul>
        )}
      </div>
    </section>
  );
};
