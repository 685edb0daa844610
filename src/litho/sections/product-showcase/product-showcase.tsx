import { useState } from "react";
import { graphql } from "gatsby";
import { getSrc } from "gatsby-plugin-image";
import { LithoImage } from "../shared/litho-image";
import { Section, SectionAction, SectionHeading, headingId, sectionBackground } from "../shared/section";
import { formatDollars } from "../shared/format-price";
import { SmartLink } from "../../ui/smart-link";
import { Reveal } from "../../../components/reveal/reveal";
import { CART_PATH, addToCart, useCart } from "../../chrome/cart";
import * as styles from "./product-showcase.module.css";

export const fragment = graphql`
  fragment LithoProductShowcaseSectionFields on LithoProductShowcaseSection {
    type
    anchor
    heading {
      ...LithoSectionHeadingFields
    }
    layout
    background
    cart
    button {
      ...LithoButtonFields
    }
    feature {
      label
      title
      text
      imageAlt
      image {
        childImageSharp {
          gatsbyImageData(width: 720, aspectRatio: 0.75, breakpoints: [360, 540, 720], quality: 74)
        }
      }
    }
    products {
      name
      detail
      price
      was
      badge
      imageAlt
      link
      sku
      image {
        childImageSharp {
          gatsbyImageData(width: 480, aspectRatio: 0.8, breakpoints: [240, 360, 480], quality: 74)
        }
      }
    }
  }
`;

type Section = Queries.LithoProductShowcaseSectionFieldsFragment;
type Product = Section["products"][number];

const slugOf = (name: string): string =>
  name
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-|-$/g, "");

const imageSrc = (product: Product): string | null => {
  const data = product.image?.childImageSharp?.gatsbyImageData;
  return (data && getSrc(data)) ?? null;
};

/**
 * One piece into the demo shop's cart. Before hydration (and without JavaScript) there is no cart,
 * so the button waits disabled and the tile's link still opens the piece.
 */
const AddToCart = ({ product }: { product: Product }) => {
  const cart = useCart();
  const [added, setAdded] = useState(0);
  const key = product.sku ?? slugOf(product.name);
  const inCart = cart?.filter((line) => line.product === key).reduce((sum, line) => sum + line.quantity, 0) ?? 0;
  return (
    <div className={styles.cart}>
      <button
        type="button"
        className={styles.add}
        disabled={cart === null}
        onClick={() => {
          addToCart({ product: key, name: product.name, price: product.price, quantity: 1, image: imageSrc(product), link: product.link });
          setAdded((count) => count + 1);
        }}
      >
        {/* The visible words lead the name, as speech input expects. */}
        Add to cart<span className="visually-hidden">: {product.name}</span>
      </button>
      <p className={styles.added} role="status">
        {added > 0 && inCart > 0 && (
          <>
            {inCart} in your cart · <SmartLink to={CART_PATH}>View cart</SmartLink>
          </>
        )}
      </p>
    </div>
  );
};

const ProductTile = ({ product, cart }: { product: Product; cart: boolean }) => (
  <article className={styles.product}>
    <div className={styles.media}>
      <LithoImage file={product.image} alt={product.imageAlt} className={styles.image} />
      {product.badge && <p className={styles.badge}>{product.badge}</p>}
    </div>
    <h3 className={styles.name}>
      {/* The whole tile is the link's target area (see .name a::after); its name is the product's. */}
      <SmartLink to={product.link} className={styles.link}>
        {product.name}
      </SmartLink>
    </h3>
    {product.detail && <p className={styles.detail}>{product.detail}</p>}
    <p className={styles.price}>
      {product.was != null && product.was > product.price && (
        <>
          <span className="visually-hidden">Was </span>
          <del className={styles.was}>{formatDollars(product.was)}</del>
          <span className="visually-hidden">, now </span>
        </>
      )}
      <span className={styles.amount}>{formatDollars(product.price)}</span>
    </p>
    {cart && <AddToCart product={product} />}
  </article>
);

/**
 * Products with their prices as a look-book or a grid. The look-book sets a styled picture and its
 * story in a tall column and the pieces beside it in two staggered columns, as in a printed
 * catalogue; on phones the picture leads and the pieces follow two to a row.
 */
export const ProductShowcase = ({ section }: { section: Section }) => {
  const id = section.heading ? headingId("products", section.heading.title) : undefined;
  const lookbook = section.layout !== "grid" && section.feature;
  const dark = sectionBackground(section.background) === "dark";
  const tiles = (
    <ul className={`${styles.products} ${lookbook ? styles.staggered : styles.grid}`}>
      {section.products.map((product, index) => (
        <li key={product.sku ?? product.name}>
          <Reveal delay={(index % 4) * 0.08}>
            <ProductTile product={product} cart={section.cart === true} />
          </Reveal>
        </li>
      ))}
    </ul>
  );
  return (
    <Section anchor={section.anchor} background={section.background} labelledBy={id}>
      <div className={dark ? styles.onDark : undefined}>
        <SectionHeading heading={section.heading} id={id} />
        {lookbook && section.feature ? (
          <div className={styles.lookbook}>
            <Reveal className={styles.feature}>
              <figure className={styles.featureFigure}>
                <LithoImage file={section.feature.image} alt={section.feature.imageAlt} className={styles.featureImage} />
                <figcaption className={styles.caption}>
                  {section.feature.label && <span className={styles.label}>{section.feature.label}</span>}
                  <span className={styles.captionTitle}>{section.feature.title}</span>
                  {section.feature.text && <span className={styles.captionText}>{section.feature.text}</span>}
                </figcaption>
              </figure>
            </Reveal>
            {tiles}
          </div>
        ) : (
          tiles
        )}
        <SectionAction button={section.button} />
      </div>
    </Section>
  );
};
