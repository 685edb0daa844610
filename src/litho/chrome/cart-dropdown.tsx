import { GatsbyImage } from "gatsby-plugin-image";
import { SmartLink } from "../ui/smart-link";
import { ChromeIcon } from "./chrome-icon";
import type { LithoCartItem, LithoImage } from "./types";
import * as styles from "./cart-dropdown.module.css";

export const CART_PATH = "/litho/shop/shopping-cart";
export const CHECKOUT_PATH = "/litho/shop/checkout";

/** The template's static cart: two sample items, 100.00 and 99.99. Images come from the page's data. */
export const demoCartItems = (images: ReadonlyArray<LithoImage | null | undefined> = []): LithoCartItem[] => [
  { title: "Gold hoop earrings", detail: "Size: Medium", price: 100, quantity: 1, image: images[0] ?? null, link: "/litho/shop/single-product" },
  { title: "Leather tote bag", detail: "Colour: Caramel", price: 99.99, quantity: 1, image: images[1] ?? null, link: "/litho/shop/single-product" },
];

/** Money as the template prints it: two decimals, no rounding drift from float sums. */
export const formatPrice = (amount: number): string => `$${(Math.round(amount * 100) / 100).toFixed(2)}`;

export const cartTotals = (items: readonly LithoCartItem[]): { count: number; subtotal: number } =>
  items.reduce(
    (totals, item) => {
      const quantity = item.quantity ?? 1;
      return { count: totals.count + quantity, subtotal: Math.round((totals.subtotal + item.price * quantity) * 100) / 100 };
    },
    { count: 0, subtotal: 0 },
  );

interface CartDropdownProps {
  id: string;
  items: readonly LithoCartItem[];
  open: boolean;
  onToggle: () => void;
  onNavigate?: () => void;
}

/** The header's cart: a count badge and a preview of the (static, demo) basket. */
export const CartDropdown = ({ id, items, open, onToggle, onNavigate }: CartDropdownProps) => {
  const { count, subtotal } = cartTotals(items);
  return (
    <div className={`${styles.wrap} ${open ? styles.open : ""}`}>
      <button
        type="button"
        className={styles.trigger}
        aria-expanded={open}
        aria-controls={id}
        aria-label={`Cart, ${count} ${count === 1 ? "item" : "items"}`}
        onClick={onToggle}
      >
        <ChromeIcon name="bag" size={21} />
        <span className={styles.badge} aria-hidden="true">
          {count}
        </span>
      </button>
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
          <strong>{formatPrice(subtotal)}</strong>
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
    </div>
  );
};
