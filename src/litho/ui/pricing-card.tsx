import type React from "react";
import { SmartLink } from "./smart-link";
import { BoldMarkup } from "./bold-markup";
import * as styles from "./pricing-card.module.css";

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

/** "29.99" → whole "29" and fraction ".99", for the large-number, small-cents look. */
export const splitPrice = (price: string | number): { whole: string; fraction: string } => {
  const text = String(price).trim();
  const dot = text.indexOf(".");
  return dot === -1 ? { whole: text, fraction: "" } : { whole: text.slice(0, dot), fraction: text.slice(dot) };
};

const isInternal = (link: string): boolean => link.startsWith("/");

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
  const { whole, fraction } = splitPrice(price);
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
      <p className={styles.price}>
        <span aria-hidden="true">
          <span className={styles.currency}>{currency}</span>
          <span className={styles.whole}>{whole}</span>
          {fraction && <span className={styles.fraction}>{fraction}</span>}
        </span>
        <span className="visually-hidden">{`${currency}${whole}${fraction}`}</span>
        <span className={styles.term}>{term}</span>
      </p>
      <ul className={styles.features}>
        {plans.map((line, index) => (
          <li key={index}>
            <BoldMarkup text={line} />
          </li>
        ))}
      </ul>
      {isInternal(buttonLink) ? (
        <SmartLink to={buttonLink} className={buttonClass}>
          {buttonTitle}
        </SmartLink>
      ) : (
        <a href={buttonLink} className={buttonClass}>
          {buttonTitle}
        </a>
      )}
    </article>
  );
};
