import { useId, useState } from "react";
import { graphql } from "gatsby";
import { Section } from "../shared/section";
import { QuantityCounter } from "../../ui/quantity-counter";
import { SmartLink } from "../../ui/smart-link";
import {
  CHECKOUT_PATH,
  formatPrice,
  lineDetail,
  lineTotal,
  orderTotals,
  removeFromCart,
  setQuantity,
  useCart,
  type CartLine,
} from "../../chrome/cart";
import * as summary from "../shared/cart-summary.module.css";
import * as styles from "./shop-cart.module.css";

export const fragment = graphql`
  fragment LithoShopCartSectionFields on LithoShopCartSection {
    type
    anchor
    shipping
    freeShippingFrom
    shopLink
    background
  }
`;

type SectionData = Queries.LithoShopCartSectionFieldsFragment;

const Line = ({ line }: { line: CartLine }) => (
  <tr>
    <td className={styles.product}>
      {line.image ? (
        <img src={line.image} alt="" width={72} height={86} className={styles.thumb} loading="lazy" />
      ) : (
        <span className={styles.thumb} />
      )}
      <span className={styles.productText}>
        <SmartLink to={line.link} className={styles.name}>
          {line.name}
        </SmartLink>
        {lineDetail(line) && <span className={styles.detail}>{lineDetail(line)}</span>}
      </span>
    </td>
    <td className={styles.price} data-label="Price">
      {formatPrice(line.price)}
    </td>
    <td data-label="Quantity">
      <QuantityCounter label={line.name} value={line.quantity} onChange={(value) => setQuantity(line.key, value)} size="sm" />
    </td>
    <td className={styles.total} data-label="Total">
      {formatPrice(lineTotal(line))}
    </td>
    <td className={styles.removeCell}>
      <button
        type="button"
        className={styles.remove}
        aria-label={`Remove ${line.name} from the cart`}
        onClick={() => removeFromCart(line.key)}
      >
        <span aria-hidden="true">×</span>
      </button>
    </td>
  </tr>
);

const Coupon = () => {
  const id = useId();
  const [code, setCode] = useState("");
  const [message, setMessage] = useState<string | null>(null);
  return (
    <form
      className={styles.coupon}
      onSubmit={(event) => {
        event.preventDefault();
        const entered = code.trim();
        setMessage(entered ? `The coupon code “${entered}” is not valid: this demo shop has no coupons.` : "Enter a coupon code first.");
      }}
    >
      <label htmlFor={id} className="visually-hidden">
        Coupon code
      </label>
      <input
        id={id}
        className={styles.couponInput}
        value={code}
        onChange={(event) => setCode(event.target.value)}
        placeholder="Coupon code"
        autoComplete="off"
      />
      <button type="submit" className={summary.secondary}>
        Apply coupon
      </button>
      <p className={styles.couponMessage} role="status">
        {message}
      </p>
    </form>
  );
};

/** The shopping cart of the demo shop, read from and written to the one cart store. */
export const ShopCart = ({ section }: { section: SectionData }) => {
  const lines = useCart();
  const { count, subtotal, shipping, total } = orderTotals(lines ?? [], section.shipping, section.freeShippingFrom);
  return (
    <Section anchor={section.anchor} background={section.background}>
      <p className={summary.noJs}>The cart needs JavaScript: it is kept in this browser. Turn JavaScript on to see it and change it.</p>
      {lines === null ? (
        <p className={`${summary.loading} ${styles.jsOnly}`}>Loading your cart…</p>
      ) : lines.length === 0 ? (
        <div className={summary.empty}>
          <h2 className={summary.emptyTitle}>Your cart is empty</h2>
          <p>Pieces you add from the shop wait here, even after you close the page.</p>
          <SmartLink to={section.shopLink} className={summary.primary}>
            Return to the shop
          </SmartLink>
        </div>
      ) : (
        <div className={summary.layout}>
          <div>
            <table className={styles.table}>
              <caption className="visually-hidden">Your cart: {count} items</caption>
              <thead>
                <tr>
                  <th scope="col">Product</th>
                  <th scope="col">Price</th>
                  <th scope="col">Quantity</th>
                  <th scope="col">Total</th>
                  <th scope="col">
                    <span className="visually-hidden">Remove</span>
                  </th>
                </tr>
              </thead>
              <tbody>
                {lines.map((line) => (
                  <Line key={line.key} line={line} />
                ))}
              </tbody>
            </table>
            <Coupon />
          </div>
          <aside className={summary.totals} aria-labelledby="cart-totals-title">
            <h2 id="cart-totals-title" className={summary.totalsTitle}>
              Cart totals
            </h2>
            <dl className={summary.sums}>
              <div>
                <dt>Subtotal</dt>
                <dd data-testid="cart-subtotal">{formatPrice(subtotal)}</dd>
              </div>
              <div>
                <dt>Shipping</dt>
                <dd>
                  {shipping === 0 ? "Free" : formatPrice(shipping)}
                  {section.freeShippingFrom != null && shipping > 0 && (
                    <span className={summary.note}>Free from {formatPrice(section.freeShippingFrom)}</span>
                  )}
                </dd>
              </div>
              <div className={summary.grand}>
                <dt>Total</dt>
                <dd data-testid="cart-total">{formatPrice(total)}</dd>
              </div>
            </dl>
            <SmartLink to={CHECKOUT_PATH} className={summary.primary}>
              Proceed to checkout
            </SmartLink>
          </aside>
        </div>
      )}
    </Section>
  );
};
