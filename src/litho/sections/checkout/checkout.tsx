import { useEffect, useRef, useState } from "react";
import type React from "react";
import { graphql } from "gatsby";
import { Section } from "../shared/section";
import { SmartLink } from "../../ui/smart-link";
import { TemplateForm } from "../../ui/template-form";
import type { TemplateFormValues } from "../../ui/template-form-view";
import { FormOutcomeNotice } from "../../chrome/form-outcome-notice";
import { formatPrice, lineDetail, lineTotal, orderTotals, useCart, type CartLine } from "../../chrome/cart";
import { DEMO_MESSAGES } from "../../../lib/forms/messages";
import * as summary from "../shared/cart-summary.module.css";
import * as styles from "./checkout.module.css";
import { withEmailBreaks } from "../../../lib/email-breaks";

export const fragment = graphql`
  fragment LithoCheckoutSectionFields on LithoCheckoutSection {
    type
    anchor
    shipping
    freeShippingFrom
    shopLink
    cartLink
    countries
    background
  }
`;

type SectionData = Queries.LithoCheckoutSectionFieldsFragment;

/** What the confirmation repeats: the order as it stood when the form was checked, and where it would have gone. */
interface CheckedOrder {
  lines: CartLine[];
  name: string;
  email: string;
  place: string;
}

/** The order's lines and sums, as the cart computes them. */
const OrderSummary = ({
  lines,
  section,
  titleId,
  title,
}: {
  lines: readonly CartLine[];
  section: SectionData;
  titleId: string;
  title: string;
}) => {
  const { count, subtotal, shipping, total } = orderTotals(lines, section.shipping, section.freeShippingFrom);
  return (
    <section className={summary.totals} aria-labelledby={titleId} data-testid="order-summary">
      <h2 id={titleId} className={summary.totalsTitle}>
        {title}
      </h2>
      <ul className={styles.lines} aria-label={`${count} ${count === 1 ? "item" : "items"}`}>
        {lines.map((line) => (
          <li key={line.key} className={styles.line}>
            <span className={styles.lineText}>
              <span className={styles.lineName}>
                {line.name} <span className={styles.quantity}>× {line.quantity}</span>
              </span>
              {lineDetail(line) && <span className={summary.note}>{lineDetail(line)}</span>}
            </span>
            <span className={styles.lineTotal}>{formatPrice(lineTotal(line))}</span>
          </li>
        ))}
      </ul>
      <dl className={summary.sums}>
        <div>
          <dt>Subtotal</dt>
          <dd data-testid="checkout-subtotal">{formatPrice(subtotal)}</dd>
        </div>
        <div>
          <dt>Shipping</dt>
          <dd data-testid="checkout-shipping">{shipping === 0 ? "Free" : formatPrice(shipping)}</dd>
        </div>
        <div className={summary.grand}>
          <dt>Total</dt>
          <dd data-testid="checkout-total">{formatPrice(total)}</dd>
        </div>
      </dl>
    </section>
  );
};

const Confirmation = ({ order, section, onBack }: { order: CheckedOrder; section: SectionData; onBack: () => void }) => {
  const headingRef = useRef<HTMLHeadingElement>(null);
  useEffect(() => headingRef.current?.focus(), []);
  return (
    <div className={summary.layout}>
      <div className={styles.confirmation} role="status">
        <h2 ref={headingRef} tabIndex={-1} className={summary.emptyTitle}>
          Demo order checked
        </h2>
        <p className={styles.demo}>{DEMO_MESSAGES.checkout}</p>
        <p>
          Had this been a real shop, a confirmation would have gone to <strong>{withEmailBreaks(order.email)}</strong> and the parcel to{" "}
          <strong>{order.name}</strong>, {order.place}. Your cart is unchanged and still in this browser.
        </p>
        <div className={styles.actions}>
          <SmartLink to={section.shopLink} className={summary.primary}>
            Back to the shop
          </SmartLink>
          <button type="button" className={summary.secondary} onClick={onBack}>
            Edit the details
          </button>
        </div>
      </div>
      <OrderSummary lines={order.lines} section={section} titleId="checkout-confirmed-title" title="Your order (not placed)" />
    </div>
  );
};

/**
 * The demo shop's checkout: the cart's order beside the billing, delivery and card form. The form is
 * the registry's `checkout` demo form: checked in the browser and then answered with the demo's
 * confirmation, without sending anything; a plain post goes to the demo endpoint, which checks it and keeps nothing.
 */
export const Checkout = ({ section }: { section: SectionData }) => {
  const lines = useCart();
  const [order, setOrder] = useState<CheckedOrder | null>(null);
  const linesRef = useRef(lines);
  linesRef.current = lines;

  const onChecked = (values: TemplateFormValues) => {
    const text = (field: string) => String(values[field] ?? "").trim();
    setOrder({
      lines: [...(linesRef.current ?? [])],
      name: text("name"),
      email: text("email"),
      place: [text("city"), text("country")].filter(Boolean).join(", "),
    });
  };

  const form = (
    <div className={styles.form}>
      <TemplateForm
        formId="checkout"
        buttonLabel="Check my order (demo)"
        choices={{ country: section.countries }}
        onDemoChecked={onChecked}
      />
    </div>
  );

  let content: React.ReactNode;
  if (order) content = <Confirmation order={order} section={section} onBack={() => setOrder(null)} />;
  else if (lines !== null && lines.length === 0)
    content = (
      <div className={summary.empty}>
        <h2 className={summary.emptyTitle}>Your cart is empty</h2>
        <p>There is nothing to check out yet: add a piece or two from the shop first.</p>
        <SmartLink to={section.shopLink} className={summary.primary}>
          Return to the shop
        </SmartLink>
      </div>
    );
  else
    content = (
      // The order comes first, so a phone shows it above the form and its button; wider screens set it beside.
      <div className={summary.layout}>
        {lines === null ? (
          <section className={`${summary.totals} ${styles.aside}`} aria-labelledby="checkout-summary-title">
            <h2 id="checkout-summary-title" className={summary.totalsTitle}>
              Your order
            </h2>
            <p className={styles.noJsSummary}>
              The cart is kept in this browser and needs JavaScript to be read, so the order cannot be listed here. The form still works: it
              is checked and answered, and nothing is charged or stored.
            </p>
          </section>
        ) : (
          <div className={styles.aside}>
            <OrderSummary lines={lines} section={section} titleId="checkout-summary-title" title="Your order" />
            <SmartLink to={section.cartLink} className={styles.edit}>
              Change the cart
            </SmartLink>
          </div>
        )}
        {form}
      </div>
    );

  return (
    <>
      <Section anchor={section.anchor} background={section.background}>
        <p className={summary.noJs}>The cart needs JavaScript: it is kept in this browser. Turn JavaScript on to see your order here.</p>
        {content}
      </Section>
      <FormOutcomeNotice formId="checkout" />
    </>
  );
};
