import type React from "react";
import { PricingPlanLink } from "./pricing-plan-link";
import { PricingPrice } from "./pricing-price";
import { BoldMarkup } from "./bold-markup";
import * as styles from "./pricing-card.module.css";

export { splitPrice } from "./pricing-price";

export interface PricingPlan {
  title: string;
  subtitle?: string;
  /** As in the data, e.g. "9.99" or 29. */
  price: string | number;
  /** e.g. "per month". */
  term: string;
  /** Feature lines; **pairs** mark bold parts. */
  plans: string[];
  buttonTitle: string;
  buttonLink: string;
  icon?: React.ReactNode;
  isPopular?: boolean;
}

export interface PricingCardProps extends PricingPlan {
  currency?: string;
  popularLabel?: string;
  className?: string;
}

/** One plan: icon, name, price, features, call to action; the popular plan is raised and badged. */
export const PricingCard = ({
  title,
  subtitle,
  price,
  term,
  plans,
  buttonTitle,
  buttonLink,
  icon,
  isPopular = false,
  currency = "$",
  popularLabel = "Popular",
  className,
}: PricingCardProps) => {
  const buttonClass = `${styles.button} ${isPopular ? styles.buttonGold : ""}`;
  return (
    <article
      className={[styles.card, isPopular ? styles.popular : "", className].filter(Boolean).join(" ")}
      data-popular={isPopular ? "" : undefined}
    >
      {isPopular && <span className={styles.badge}>{popularLabel}</span>}
      {icon && (
        <span className={styles.icon} aria-hidden="true">
          {icon}
        </span>
      )}
      <h3 className={styles.title}>{title}</h3>
      {subtitle && <p className={styles.subtitle}>{subtitle}</p>}
      <PricingPrice price={price} currency={currency} term={term} classes={styles} />
      <ul className={styles.features}>
        {plans.map((line, index) => (
          <li key={index}>
            <BoldMarkup text={line} />
          </li>
        ))}
      </ul>
      <PricingPlanLink to={buttonLink} className={buttonClass}>
        {buttonTitle}
      </PricingPlanLink>
    </article>
  );
};
