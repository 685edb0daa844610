import { formatPrice } from "../../chrome/cart";
import * as styles from "./product-card.module.css";

interface ProductPriceProps {
  price: number;
  salePrice?: number | null;
  className?: string;
}

/** A price in US dollars; a sale shows the old price struck through first. */
export const ProductPrice = ({ price, salePrice, className }: ProductPriceProps) => (
  <p className={className}>
    {salePrice != null && salePrice < price ? (
      <>
        <span className="visually-hidden">Was </span>
        <del className={styles.was}>{formatPrice(price)}</del>
        <span className="visually-hidden">, now </span>
        <span className={styles.amount}>{formatPrice(salePrice)}</span>
      </>
    ) : (
      <span className={styles.amount}>{formatPrice(price)}</span>
    )}
  </p>
);
