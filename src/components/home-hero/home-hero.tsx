import type React from "react";
import { graphql } from "gatsby";
import { getImage } from "gatsby-plugin-image";
import { ButtonLink } from "../button-link/button-link";
import { Container } from "../container/container";
import { BackdropImage } from "../backdrop-image/backdrop-image";
import { smoothScrollToElement } from "../../lib/smooth-scroll";
import * as styles from "./home-hero.module.css";

export const homeHeroFields = graphql`
  fragment HomeHeroFields on HomeHero {
    eyebrow
    title
    text
    buttonText
    buttonPath
    scrollLabel
    imageAlt
    image {
      childImageSharp {
        gatsbyImageData(layout: FULL_WIDTH, breakpoints: [480, 828, 1200, 1600], placeholder: BLURRED)
      }
    }
  }
`;

interface HomeHeroProps {
  hero: Queries.HomeHeroFieldsFragment;
  /** The id of the section the scroll arrow leads to. */
  nextSectionId: string;
}

export const HomeHero = ({ hero, nextSectionId }: HomeHeroProps) => {
  const image = getImage(hero.image.childImageSharp?.gatsbyImageData ?? null);

  const scrollToNext = (event: React.MouseEvent<HTMLAnchorElement>) => {
    const target = document.getElementById(nextSectionId);
    if (!target) return;
    event.preventDefault();
    smoothScrollToElement(target);
  };

  return (
    <section className={styles.hero} aria-labelledby="hero-title">
      <BackdropImage image={image} alt={hero.imageAlt} shadeClassName={styles.shade} />
      <Container className={styles.content}>
        <p className={styles.eyebrow}>{hero.eyebrow}</p>
        <h1 id="hero-title" className={styles.title}>
          {hero.title}
        </h1>
        <p className={styles.text}>{hero.text}</p>
        <ButtonLink to={hero.buttonPath}>{hero.buttonText}</ButtonLink>
      </Container>
      <a className={styles.scroll} href={`#${nextSectionId}`} onClick={scrollToNext}>
        <span className="visually-hidden">{hero.scrollLabel}</span>
        <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false">
          <path
            d="M12 5v14M6 13l6 6 6-6"
            fill="none"
            stroke="currentColor"
            strokeWidth="1.8"
            strokeLinecap="round"
            strokeLinejoin="round"
          />
        </svg>
      </a>
    </section>
  );
};
