import { SmartLink } from "../ui/smart-link";
import { CART_PATH, CHECKOUT_PATH, SHOP_PATH, type CartLine, cartTotals, formatPrice, lineDetail } from "./cart";
import * as styles from "./cart-preview.module.css";

export interface CartPreviewProps {
  id: string;
  lines: readonly CartLine[];
  open: boolean;
  onNavigate?: () => void;
}

/** The cart button's drop-down: the cart's lines, its subtotal and the ways on to cart and checkout. */
const CartPreview = ({ id, lines, open, onNavigate }: CartPreviewProps) => (
  <div id={id} className={`${styles.panel} ${open ? styles.panelOpen : ""}`} data-popup="panel" role="region" aria-label="Cart preview">
    {lines.length === 0 ? (
      <div className={styles.empty}>
        <p>Your cart is empty.</p>
        <SmartLink to={SHOP_PATH} className={styles.primary} onClick={onNavigate}>
          Browse the shop
        </SmartLink>
      </div>
    ) : (
      <>
        <ul className={styles.items}>
          {lines.map((line) => (
            <li key={line.key} className={styles.item}>
              <div className={styles.thumb}>
                {line.image ? (
                  <img src={line.image} alt="" width={64} height={76} loading="lazy" className={styles.image} />
                ) : (
                  <span className={styles.placeholder} />
                )}
              </div>
              <div className={styles.info}>
                <SmartLink to={line.link} className={styles.name} onClick={onNavigate}>
                  {line.name}
                </SmartLink>
                {lineDetail(line) && <span className={styles.detail}>{lineDetail(line)}</span>}
                <span className={styles.price}>
                  {line.quantity} × {formatPrice(line.price)}
                </span>
              </div>
            </li>
          ))}
        </ul>
        <p className={styles.subtotal}>
          <span>Subtotal:</span>
          <strong>{formatPrice(cartTotals(lines).subtotal)}</strong>
        </p>
        <div className={styles.actions}>
          <SmartLink to={CART_PATH} className={styles.secondary} onClick={onNavigate}>
            View cart
          </SmartLink>
          <SmartLink to={CHECKOUT_PATH} className={styles.primary} onClick={onNavigate}>
            Checkout
          </SmartLink>
        </div>
      </>
    )}
  </div>
);

export default CartPreview;
