import { BoldMarkup } from "./bold-markup";
import { PricingPlanLink } from "./pricing-plan-link";
import { PricingPrice } from "./pricing-price";
import type { PricingPlan } from "./pricing-card";
import * as styles from "./pricing-comparison.module.css";

/** "Projects: **25**" is a row with a value; a line without a colon is a feature a plan simply has. */
const splitFeature = (line: string): { label: string; value?: string } => {
  const colon = line.indexOf(": ");
  return colon === -1 ? { label: line } : { label: line.slice(0, colon), value: line.slice(colon + 2) };
};

/** Every feature any plan names, in the order plans first name them, so one row per feature. */
export const comparisonRows = (plans: PricingPlan[]): { label: string; cells: (string | boolean)[] }[] => {
  const labels = [...new Set(plans.flatMap((plan) => plan.plans.map((line) => splitFeature(line).label)))];
  return labels.map((label) => ({
    label,
    cells: plans.map((plan) => {
      const found = plan.plans.map(splitFeature).find((feature) => feature.label === label);
      return found ? (found.value ?? true) : false;
    }),
  }));
};

const Mark = ({ cell }: { cell: string | boolean }) => {
  if (typeof cell === "string") return <BoldMarkup text={cell} />;
  return cell ? (
    <>
      <span className={styles.yes} aria-hidden="true">
        ✓
      </span>
      <span className="visually-hidden">Included</span>
    </>
  ) : (
    <>
      <span className={styles.no} aria-hidden="true">
        –
      </span>
      <span className="visually-hidden">Not included</span>
    </>
  );
};

export interface PricingComparisonProps {
  plans: PricingPlan[];
  currency: string;
  popularLabel: string;
  /** Names the table and its scrolling region. */
  label: string;
}

/**
 * Plans as columns and features as rows, each cell a value or an included / not-included mark
 * that a screen reader reads as words. On phones the table scrolls sideways under a fixed
 * feature column instead of squeezing three plans into 375 px.
 */
export const PricingComparison = ({ plans, currency, popularLabel, label }: PricingComparisonProps) => (
  <>
    {/* Where the table scrolls, a line says so: the plans past the edge are otherwise easy to miss. */}
    <p className={styles.hint} aria-hidden="true">
      Swipe sideways to compare every plan
    </p>
    {/* eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- on phones the table scrolls, so keyboards must reach it (WCAG 2.1.1) */}
    <div className={styles.scroller} role="region" aria-label={label} tabIndex={0} data-layout="comparison">
      <table className={styles.table}>
        <caption className="visually-hidden">{label}</caption>
        <thead>
          <tr>
            <td className={styles.corner} />
            {plans.map((plan) => (
              <th key={plan.title} scope="col" className={plan.isPopular ? styles.popular : undefined}>
                {plan.isPopular && <span className={styles.badge}>{popularLabel}</span>}
                <span className={styles.name}>{plan.title}</span>
                <PricingPrice price={plan.price} currency={currency} term={plan.term} classes={styles} />
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {comparisonRows(plans).map((row) => (
            <tr key={row.label}>
              <th scope="row">{row.label}</th>
              {row.cells.map((cell, index) => (
                <td key={plans[index].title} className={plans[index].isPopular ? styles.popular : undefined}>
                  <Mark cell={cell} />
                </td>
              ))}
            </tr>
          ))}
        </tbody>
        <tfoot>
          <tr>
            <td className={styles.corner} />
            {plans.map((plan) => (
              <td key={plan.title} className={plan.isPopular ? styles.popular : undefined}>
                <PricingPlanLink to={plan.buttonLink} className={plan.isPopular ? styles.buttonGold : styles.button}>
                  {plan.buttonTitle}
                  <span className="visually-hidden">{`: ${plan.title}`}</span>
                </PricingPlanLink>
              </td>
            ))}
          </tr>
        </tfoot>
      </table>
    </div>
  </>
);
