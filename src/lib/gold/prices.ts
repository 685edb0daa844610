/**
 * The trader's reference prices (data/site/prices.json) in every unit the site shows them in.
 * A quote is in Hong Kong dollars for a stated quantity (a 1 kg bar, a tael of jewellery); every
 * other unit is derived from its price per gram.
 */
import { gramsPerUnit, isWeightUnit, referenceFineness, toGrams } from "./units";

export type QuoteSide = "buy" | "sell";

export interface Quote {
  product: string;
  per: { amount: number; unit: string };
  buy: number;
  sell: number;
}

export interface PriceSheet {
  asAt: string;
  staleAfterHours: number;
  hkdPerUsd: number;
  converterReference: string;
  quotes: readonly Quote[];
}

/** The units the price panel offers: Hong Kong dollars by weight, and US dollars per troy ounce. */
export const panelUnits = ["tael", "gram", "kilo", "usdPerTroyOunce"] as const;

export type PanelUnit = (typeof panelUnits)[number];

/** How many grams a quote is for: 1,000 for the kilobar, 37.429 for a tael of jewellery. */
export const quotedGrams = (quote: Quote): number => {
  if (!isWeightUnit(quote.per.unit)) throw new Error(`Unknown weight unit "${quote.per.unit}" in a price quote`);
  return toGrams(quote.per.amount, quote.per.unit);
};

export const hkdPerGram = (quote: Quote, side: QuoteSide): number => quote[side] / quotedGrams(quote);

/** A quote's price in one of the panel's units: HKD per tael, gram or kilo, or USD per troy ounce. */
export const priceIn = (quote: Quote, side: QuoteSide, unit: PanelUnit, hkdPerUsd: number): number => {
  if (unit === "usdPerTroyOunce") return (hkdPerGram(quote, side) * gramsPerUnit.troyOunce) / hkdPerUsd;
  return hkdPerGram(quote, side) * gramsPerUnit[unit];
};

export const referenceQuote = (sheet: PriceSheet): Quote => {
  const quote = sheet.quotes.find((candidate) => candidate.product === sheet.converterReference);
  if (!quote) throw new Error(`data/site/prices.json: converterReference "${sheet.converterReference}" names no quote`);
  return quote;
};

/**
 * What a weight of gold of a given fineness is worth at the reference quote, which is for
 * 999.9 bars: the value follows the gold it contains.
 */
export const valueAtReference = (grams: number, fineness: number, quote: Quote, side: QuoteSide): number =>
  grams * (fineness / referenceFineness) * hkdPerGram(quote, side);

export const isStale = (sheet: Pick<PriceSheet, "asAt" | "staleAfterHours">, now: Date): boolean =>
  now.getTime() - Date.parse(sheet.asAt) > sheet.staleAfterHours * 3_600_000;
