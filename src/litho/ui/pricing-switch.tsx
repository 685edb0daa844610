import type { ComponentType } from "react";
import { Tabs } from "./tabs";
import { PricingTable } from "./pricing-table";
import type { PricingPlan } from "./pricing-card";

export interface PricingPeriod {
  /** e.g. "monthly", "yearly". */
  key: string;
  title: string;
  plans: PricingPlan[];
}

/** What draws one period's plans: the cards table, or one of the pricing section's other layouts. */
export interface PricingPlansProps {
  plans: PricingPlan[];
  currency: string;
  popularLabel: string;
  /** Names a table of the plans. */
  label: string;
}

export interface PricingSwitchProps {
  periods: PricingPeriod[];
  /** The template opens on monthly prices. */
  defaultPeriod?: string;
  /** Accessible name of the period switch. */
  label?: string;
  currency?: string;
  popularLabel?: string;
  align?: "start" | "center";
  /** Draws each period's plans; the cards table when not given. */
  Plans?: ComponentType<PricingPlansProps>;
  /** Names a comparison table; the period's title is added when there are tabs. */
  tableLabel?: string;
  className?: string;
}

export const DEFAULT_PRICING_PERIOD = "monthly";

/** Period tabs (monthly / yearly) over the pricing table for the chosen period; one period needs no tabs. */
export const PricingSwitch = ({
  periods,
  defaultPeriod = DEFAULT_PRICING_PERIOD,
  label = "Billing period",
  currency = "$",
  popularLabel = "Popular",
  align,
  Plans = PricingTable,
  tableLabel = "Plans compared",
  className,
}: PricingSwitchProps) => {
  const plansOf = (period: PricingPeriod, name: string) => (
    <Plans plans={period.plans} currency={currency} popularLabel={popularLabel} label={name} />
  );
  if (periods.length === 1) {
    return <div className={className}>{plansOf(periods[0], tableLabel)}</div>;
  }
  const start = Math.max(
    0,
    periods.findIndex((period) => period.key === defaultPeriod),
  );
  return (
    <Tabs
      className={className}
      variant="switch"
      align={align}
      label={label}
      defaultIndex={start}
      items={periods.map((period) => ({
        id: period.key,
        title: period.title,
        content: plansOf(period, `${tableLabel}: ${period.title}`),
      }))}
    />
  );
};
