/** "29.99" → whole "29" and fraction ".99", for the large-number, small-cents look. */
export const splitPrice = (price: string | number): { whole: string; fraction: string } => {
  const text = String(price).trim();
  const dot = text.indexOf(".");
  return dot === -1 ? { whole: text, fraction: "" } : { whole: text.slice(0, dot), fraction: text.slice(dot) };
};

export interface PricingPriceClasses {
  price?: string;
  currency?: string;
  whole?: string;
  fraction?: string;
  term?: string;
}

/**
 * A price drawn as sign, large figure and small cents, read out once as "$29.99" followed by its
 * term; each layout styles the parts through its own classes.
 */
export const PricingPrice = ({
  price,
  currency,
  term,
  classes,
}: {
  price: string | number;
  currency: string;
  term: string;
  classes: PricingPriceClasses;
}) => {
  const { whole, fraction } = splitPrice(price);
  return (
    <p className={classes.price}>
      <span aria-hidden="true">
        <span className={classes.currency}>{currency}</span>
        <span className={classes.whole}>{whole}</span>
        {fraction && <span className={classes.fraction}>{fraction}</span>}
      </span>
      <span className="visually-hidden">{`${currency}${whole}${fraction}`}</span>
      <span className={classes.term}>{term}</span>
    </p>
  );
};
