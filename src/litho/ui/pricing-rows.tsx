import { BoldMarkup } from "./bold-markup";
import { PricingPlanLink } from "./pricing-plan-link";
import { PricingPrice } from "./pricing-price";
import type { PricingPlan } from "./pricing-card";
import * as styles from "./pricing-rows.module.css";

export interface PricingRowsProps {
  plans: PricingPlan[];
  currency: string;
  popularLabel: string;
}

/**
 * One plan per full-width row: name and pitch, price, what is included, the button. Suits
 * packages bought once, where buyers read down a short list rather than across columns.
 */
export const PricingRows = ({ plans, currency, popularLabel }: PricingRowsProps) => (
  <ol className={styles.rows} data-layout="rows">
    {plans.map((plan, index) => (
      <li key={plan.title} className={`${styles.row} ${plan.isPopular ? styles.popular : ""}`}>
        <div className={styles.lead}>
          <span className={styles.number} aria-hidden="true">
            {String(index + 1).padStart(2, "0")}
          </span>
          <div>
            <h3 className={styles.title}>
              {plan.title}
              {plan.isPopular && <span className={styles.badge}>{popularLabel}</span>}
            </h3>
            {plan.subtitle && <p className={styles.subtitle}>{plan.subtitle}</p>}
          </div>
        </div>
        <PricingPrice price={plan.price} currency={currency} term={plan.term} classes={styles} />
        <ul className={styles.features}>
          {plan.plans.map((line) => (
            <li key={line}>
              <BoldMarkup text={line} />
            </li>
          ))}
        </ul>
        <PricingPlanLink to={plan.buttonLink} className={styles.button}>
          {plan.buttonTitle}
          <span className="visually-hidden">{`: ${plan.title}`}</span>
        </PricingPlanLink>
      </li>
    ))}
  </ol>
);
