import { Tabs } from "./tabs";
import { PricingTable } from "./pricing-table";
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
  className,
}: PricingSwitchProps) => {
  if (periods.length === 1) {
    return (
      <div className={className}>
        <PricingTable plans={periods[0].plans} currency={currency} popularLabel={popularLabel} />
      </div>
    );
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
        content: <PricingTable plans={period.plans} currency={currency} popularLabel={popularLabel} />,
      }))}
    />
  );
};
