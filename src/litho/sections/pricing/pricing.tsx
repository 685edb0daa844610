import { graphql } from "gatsby";
import { Icon } from "../shared/icon";
import { Section, SectionHeading, headingId } from "../shared/section";
import { PricingSwitch, DEFAULT_PRICING_PERIOD, type PricingPeriod } from "../../ui/pricing-switch";
import { useSectionLayout } from "../section-layouts";
import * as styles from "./pricing.module.css";

export const fragment = graphql`
  fragment LithoPricingSectionFields on LithoPricingSection {
    type
    anchor
    heading {
      ...LithoSectionHeadingFields
    }
    background
    layout
    defaultPeriod
    periods {
      key
      title
      plans {
        title
        subtitle
        price
        term
        plans
        buttonTitle
        buttonLink
        icon
        isPopular
      }
    }
  }
`;

/**
 * The data writes prices with their currency ("$9.99"); the card prints the sign in its own
 * small style, so it is split off here. A price without a sign keeps the card's default.
 */
export const splitCurrency = (price: string): { currency: string | undefined; amount: string } => {
  const match = /^\s*([^\d\s.,]+)\s*(.*)$/.exec(price);
  return match ? { currency: match[1], amount: match[2] } : { currency: undefined, amount: price.trim() };
};

/** Pricing plans behind period tabs, in one of four layouts; the template opens on monthly prices. */
export const Pricing = ({ section }: { section: Queries.LithoPricingSectionFieldsFragment }) => {
  const id = section.heading ? headingId("pricing", section.heading.title) : undefined;
  const prices = section.periods.flatMap((period) => period.plans.map((plan) => splitCurrency(plan.price)));
  // One table shows one currency; the first plan's sign stands for all of them.
  const currency = prices.find((price) => price.currency)?.currency;
  const periods: PricingPeriod[] = section.periods.map((period) => ({
    key: period.key,
    title: period.title,
    plans: period.plans.map((plan) => ({
      title: plan.title,
      subtitle: plan.subtitle,
      price: splitCurrency(plan.price).amount,
      term: plan.term,
      plans: [...plan.plans],
      buttonTitle: plan.buttonTitle,
      buttonLink: plan.buttonLink,
      icon: plan.icon ? <Icon name={plan.icon} className={styles.icon} /> : undefined,
      isPopular: plan.isPopular ?? false,
    })),
  }));
  // The cards table unless the section names one of its other layouts (all-layouts.ts).
  const Plans = useSectionLayout("pricing", section.layout);
  return (
    <Section anchor={section.anchor} background={section.background} defaultBackground="cream" labelledBy={id}>
      <SectionHeading heading={section.heading} id={id} />
      <PricingSwitch
        className={Plans ? styles.wide : styles.periods}
        periods={periods}
        defaultPeriod={section.defaultPeriod ?? DEFAULT_PRICING_PERIOD}
        label={section.heading ? `${section.heading.title}: billing period` : "Billing period"}
        currency={currency}
        Plans={Plans}
        tableLabel={section.heading ? `${section.heading.title}: plans compared` : undefined}
      />
    </Section>
  );
};
