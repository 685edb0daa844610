import { PricingCard, type PricingPlan } from "./pricing-card";
import * as styles from "./pricing-table.module.css";

export interface PricingTableProps {
  plans: PricingPlan[];
  currency?: string;
  popularLabel?: string;
  className?: string;
}

/** Plans side by side (stacked on phones); keys use the plan title, which is unique within a table. */
export const PricingTable = ({ plans, currency, popularLabel, className }: PricingTableProps) => (
  <ul className={[styles.table, className].filter(Boolean).join(" ")} data-count={plans.length}>
    {plans.map((plan) => (
      <li key={plan.title} className={styles.cell}>
        <PricingCard {...plan} currency={currency} popularLabel={popularLabel} />
      </li>
    ))}
  </ul>
);
