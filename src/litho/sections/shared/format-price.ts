const dollars = (price: number, decimals: number): string =>
  price.toLocaleString("en-US", { minimumFractionDigits: decimals, maximumFractionDigits: decimals });

/** Prices in US dollars: whole amounts without cents ("$18", "$1,200"), others with two decimals ("$4.50"). */
export const formatDollars = (price: number): string => `$${dollars(price, Number.isInteger(price) ? 0 : 2)}`;
