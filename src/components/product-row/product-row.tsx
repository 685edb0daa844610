import type React from "react";
import { graphql } from "gatsby";
import { getImage } from "gatsby-plugin-image";
import { PlainPicture } from "../plain-picture/plain-picture";
import { ButtonLink } from "../button-link/button-link";
import { Reveal } from "../reveal/reveal";
import { withSizes } from "../../lib/image";
import * as styles from "./product-row.module.css";

export const productCardFields = graphql`
  fragment ProductCardFields on ProductCard {
    slug
    title
    description
    buttonText
    buttonTarget
    imageAlt
    imageWidth
    mobileImageWidth
    specs {
      label
      value
    }
    image {
      childImageSharp {
        gatsbyImageData(width: 640, aspectRatio: 1.3333, placeholder: BLURRED, outputPixelDensities: [0.5, 1, 2])
      }
    }
  }
`;

interface ProductRowProps {
  product: Queries.ProductCardFieldsFragment;
  /** Every other row puts its image on the right. */
  reversed: boolean;
  position: number;
}

export const ProductRow = ({ product, reversed, position }: ProductRowProps) => {
  const imageData = getImage(product.image.childImageSharp?.gatsbyImageData ?? null);
  const image = imageData && withSizes(imageData, `(max-width: 767px) ${product.mobileImageWidth}px, ${product.imageWidth}px`);
  const widths = {
    "--image-width": `${product.imageWidth}px`,
    "--mobile-image-width": `${product.mobileImageWidth}px`,
  } as React.CSSProperties;

  return (
    <article id={product.slug} className={`${styles.row} ${reversed ? styles.reversed : ""}`} aria-labelledby={`${product.slug}-title`}>
      <Reveal className={styles.media}>
        <div className={styles.frame} style={widths}>
          {image && <PlainPicture image={image} alt={product.imageAlt} className={styles.image} />}
          <span className={styles.index} aria-hidden="true">
            {String(position).padStart(2, "0")}
          </span>
        </div>
      </Reveal>
      <Reveal className={styles.body} delay={0.15}>
        <h3 id={`${product.slug}-title`} className={styles.title}>
          {product.title}
        </h3>
        <p className={styles.description}>{product.description}</p>
        {product.specs.length > 0 && (
          <dl className={styles.specs}>
            {product.specs.map((spec) => (
              <div key={spec.label} className={styles.spec}>
                <dt>{spec.label}</dt>
                <dd>{spec.value}</dd>
              </div>
            ))}
          </dl>
        )}
        <ButtonLink to={product.buttonTarget}>{product.buttonText}</ButtonLink>
      </Reveal>
    </article>
  );
};
