import { PricingTable } from "./pricing-table";
import { PricingComparison } from "./pricing-comparison";
import { PricingRows } from "./pricing-rows";
import { PricingSpotlight } from "./pricing-spotlight";
import type { PricingPlan } from "./pricing-card";

/** cards (default): plans side by side; comparison: a feature table; rows: one plan a row; spotlight: one plan large. */
export type PricingLayout = "cards" | "comparison" | "rows" | "spotlight";

export const pricingLayout = (value: string | null | undefined): PricingLayout =>
  value === "comparison" || value === "rows" || value === "spotlight" ? value : "cards";

export interface PricingPlansProps {
  plans: PricingPlan[];
  layout?: PricingLayout;
  currency?: string;
  popularLabel?: string;
  /** Names the comparison table. */
  label: string;
}

/** The plans of one period in the chosen layout. */
export const PricingPlans = ({ plans, layout = "cards", currency = "$", popularLabel = "Popular", label }: PricingPlansProps) => {
  if (layout === "comparison") return <PricingComparison plans={plans} currency={currency} popularLabel={popularLabel} label={label} />;
  if (layout === "rows") return <PricingRows plans={plans} currency={currency} popularLabel={popularLabel} />;
  if (layout === "spotlight") return <PricingSpotlight plans={plans} currency={currency} popularLabel={popularLabel} />;
  return <PricingTable plans={plans} currency={currency} popularLabel={popularLabel} />;
};
