import { BoldMarkup } from "./bold-markup";
import { PricingPlanLink } from "./pricing-plan-link";
import { PricingPrice } from "./pricing-price";
import type { PricingPlan } from "./pricing-card";
import * as styles from "./pricing-spotlight.module.css";

export interface PricingSpotlightProps {
  plans: PricingPlan[];
  currency: string;
  popularLabel: string;
}

/**
 * The recommended plan large, with everything it includes, beside a compact list of the
 * alternatives: for buyers who mostly want to be told which plan to pick.
 */
export const PricingSpotlight = ({ plans, currency, popularLabel }: PricingSpotlightProps) => {
  const featured = plans.find((plan) => plan.isPopular) ?? plans[0];
  const others = plans.filter((plan) => plan !== featured);
  return (
    <div className={styles.spotlight} data-layout="spotlight">
      <article className={styles.featured}>
        <p className={styles.badge}>{popularLabel}</p>
        <div className={styles.featuredHead}>
          <div>
            <h3 className={styles.featuredTitle}>{featured.title}</h3>
            {featured.subtitle && <p className={styles.featuredSubtitle}>{featured.subtitle}</p>}
          </div>
          <PricingPrice price={featured.price} currency={currency} term={featured.term} classes={styles} />
        </div>
        <ul className={styles.features}>
          {featured.plans.map((line) => (
            <li key={line}>
              <BoldMarkup text={line} />
            </li>
          ))}
        </ul>
        <PricingPlanLink to={featured.buttonLink} className={styles.featuredButton}>
          {featured.buttonTitle}
          <span className="visually-hidden">{`: ${featured.title}`}</span>
        </PricingPlanLink>
      </article>
      <ul className={styles.others}>
        {others.map((plan) => (
          <li key={plan.title} className={styles.other}>
            <h3 className={styles.otherTitle}>{plan.title}</h3>
            {plan.subtitle && <p className={styles.otherSubtitle}>{plan.subtitle}</p>}
            <p className={styles.otherPrice}>
              <strong>{`${currency}${plan.price}`}</strong> {plan.term}
            </p>
            <PricingPlanLink to={plan.buttonLink} className={styles.otherLink}>
              {plan.buttonTitle}
              <span className="visually-hidden">{`: ${plan.title}`}</span>
              <span aria-hidden="true"> →</span>
            </PricingPlanLink>
          </li>
        ))}
      </ul>
    </div>
  );
};
