import { graphql } from "gatsby";
import { LithoImage } from "./litho-image";
import { ProductPrice } from "./product-price";
import { SmartLink } from "../../ui/smart-link";
import * as styles from "./product-card.module.css";

export const productCardFields = graphql`
  fragment LithoProductCard on LithoProduct {
    slug
    name
    category
    price
    salePrice
    rating
    stock
    colours {
      name
      hex
    }
    # The product page's own cut of these pictures (LithoProductDetailItem's "main"): the same files serve
    # both, so the build encodes them once; only the sizes hint says the card shows them at most 420 px wide.
    images {
      childImageSharp {
        gatsbyImageData(
          width: 640
          aspectRatio: 0.8333
          breakpoints: [360, 480, 640]
          quality: 76
          sizes: "(min-width: 420px) 420px, 100vw"
        )
      }
    }
  }
`;

export type ProductCardData = Queries.LithoProductCardFragment;

interface ProductCardProps {
  product: ProductCardData;
  /** Where the card leads: the shop's product page. */
  link: string;
  /** Heading level of the product's name. */
  as?: "h2" | "h3";
}

/** A product in a grid: its picture (the second on hover), a sale or sold-out flag, name, colours and price. */
export const ProductCard = ({ product, link, as: Name = "h3" }: ProductCardProps) => {
  const [first, second] = product.images;
  const onSale = product.salePrice != null && product.salePrice < product.price;
  return (
    <article className={styles.card}>
      <div className={styles.media}>
        <LithoImage file={first} alt="" className={styles.image} />
        {second && <LithoImage file={second} alt="" className={`${styles.image} ${styles.hover}`} fill />}
        {product.stock === 0 ? <p className={styles.flag}>Sold out</p> : onSale && <p className={styles.flag}>Sale</p>}
      </div>
      <Name className={styles.name}>
        <SmartLink to={link} className={styles.link}>
          {product.name}
        </SmartLink>
      </Name>
      <ProductPrice price={product.price} salePrice={product.salePrice} className={styles.price} />
      <ul className={styles.colours} aria-label="Colours">
        {product.colours.map((colour) => (
          <li key={colour.name} className={styles.swatch} style={{ background: colour.hex }} title={colour.name}>
            <span className="visually-hidden">{colour.name}</span>
          </li>
        ))}
      </ul>
    </article>
  );
};
