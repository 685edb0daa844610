const USD = new Intl.NumberFormat("en-US", { style: "currency", currency: "USD", maximumFractionDigits: 0 });

/** A nightly rate in US dollars, "$1,250": rates are whole dollars, as the data holds them. */
export const formatNightlyRate = (rate: number): string => {
  if (!Number.isInteger(rate) || rate <= 0)
    throw new Error(`room-cards section: rate ${rate} must be a whole number of US dollars above 0`);
  return USD.format(rate);
};
