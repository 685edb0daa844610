import { GatsbyImage } from "gatsby-plugin-image";
import { SmartLink } from "../ui/smart-link";
import { CART_PATH, CHECKOUT_PATH, cartTotals, formatPrice } from "./cart";
import type { LithoCartItem } from "./types";
import * as styles from "./cart-preview.module.css";

export interface CartPreviewProps {
  id: string;
  items: readonly LithoCartItem[];
  open: boolean;
  onNavigate?: () => void;
}

/** The cart button's drop-down: the basket's items, its subtotal and the ways on to cart and checkout. */
const CartPreview = ({ id, items, open, onNavigate }: CartPreviewProps) => (
  <div id={id} className={`${styles.panel} ${open ? styles.panelOpen : ""}`} data-popup="panel" role="region" aria-label="Cart preview">
    <ul className={styles.items}>
      {items.map((item) => (
        <li key={item.title} className={styles.item}>
          <div className={styles.thumb}>
            {item.image ? <GatsbyImage image={item.image} alt="" className={styles.image} /> : <span className={styles.placeholder} />}
          </div>
          <div className={styles.info}>
            {item.link ? (
              <SmartLink to={item.link} className={styles.name} onClick={onNavigate}>
                {item.title}
              </SmartLink>
            ) : (
              <span className={styles.name}>{item.title}</span>
            )}
            {item.detail && <span className={styles.detail}>{item.detail}</span>}
            <span className={styles.price}>
              {item.quantity ?? 1} × {formatPrice(item.price)}
            </span>
          </div>
        </li>
      ))}
    </ul>
    <p className={styles.subtotal}>
      <span>Subtotal:</span>
      <strong>{formatPrice(cartTotals(items).subtotal)}</strong>
    </p>
    <div className={styles.actions}>
      <SmartLink to={CART_PATH} className={styles.secondary} onClick={onNavigate}>
        View cart
      </SmartLink>
      <SmartLink to={CHECKOUT_PATH} className={styles.primary} onClick={onNavigate}>
        Checkout
      </SmartLink>
    </div>
  </div>
);

export default CartPreview;
