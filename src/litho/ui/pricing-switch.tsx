import { Tabs } from "./tabs";
import { PricingPlans, type PricingLayout } from "./pricing-plans";
import type { PricingPlan } from "./pricing-card";

export interface PricingPeriod {
  /** e.g. "monthly", "yearly". */
  key: string;
  title: string;
  plans: PricingPlan[];
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
  /** How each period's plans are drawn; cards when not given. */
  layout?: PricingLayout;
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
  currency,
  popularLabel,
  align,
  layout,
  tableLabel = "Plans compared",
  className,
}: PricingSwitchProps) => {
  const plansOf = (period: PricingPeriod, name: string) => (
    <PricingPlans plans={period.plans} layout={layout} currency={currency} popularLabel={popularLabel} label={name} />
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
