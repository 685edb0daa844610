import type React from "react";
import { graphql } from "gatsby";
import { getImage } from "gatsby-plugin-image";
import { Container } from "../container/container";
import { BackdropImage } from "../backdrop-image/backdrop-image";
import * as styles from "./page-banner.module.css";

export const pageBannerFields = graphql`
  fragment PageBannerFields on Banner {
    eyebrow
    title
    text
    imageAlt
    image {
      childImageSharp {
        gatsbyImageData(layout: FULL_WIDTH, breakpoints: [480, 828, 1200, 1600], placeholder: BLURRED)
      }
    }
  }
`;

interface PageBannerProps {
  banner: Queries.PageBannerFieldsFragment;
  children?: React.ReactNode;
}

/** The opening banner of an inner page: the page's h1 over a darkened, full-width image. */
export const PageBanner = ({ banner, children }: PageBannerProps) => {
  const image = getImage(banner.image?.childImageSharp?.gatsbyImageData ?? null);
  return (
    <section className={styles.banner} aria-labelledby="page-title">
      <BackdropImage image={image} alt={banner.imageAlt ?? ""} shadeClassName={styles.shade} />
      <Container className={styles.content}>
        {banner.eyebrow && <p className={styles.eyebrow}>{banner.eyebrow}</p>}
        <h1 id="page-title" className={styles.title}>
          {banner.title}
        </h1>
        {banner.text && <p className={styles.text}>{banner.text}</p>}
        {children && <div className={styles.extra}>{children}</div>}
      </Container>
    </section>
  );
};
