import { formatHongKongTime, formatPanelFigure } from "./format";
import { panelUnits, priceIn, type PanelUnit, type PriceSheet, type Quote, type QuoteSide } from "./prices";

export type PanelFigures = Record<PanelUnit, string>;

export interface PriceSheetDisplay {
  /** The language code the texts are worded for ("en", "zh-hk"). */
  language: string;
  asAt: string;
  quotes: { product: string; buy: PanelFigures; sell: PanelFigures }[];
}

const figuresOf = (quote: Quote, side: QuoteSide, hkdPerUsd: number, locale: string): PanelFigures =>
  Object.fromEntries(
    panelUnits.map((unit) => [unit, formatPanelFigure(priceIn(quote, side, unit, hkdPerUsd), unit, locale)]),
  ) as PanelFigures;

/**
 * The price sheet as the panel words it in one language: its time and every figure in every unit.
 * The build writes these into the page data, so a phone hydrating the panel formats nothing; its
 * first Intl formatter would cost it tens of milliseconds of blocked main thread.
 */
export const priceSheetDisplay = (sheet: PriceSheet, language: { code: string; numberLocale: string }): PriceSheetDisplay => ({
  language: language.code,
  asAt: formatHongKongTime(sheet.asAt, language.numberLocale),
  quotes: sheet.quotes.map((quote) => ({
    product: quote.product,
    buy: figuresOf(quote, "buy", sheet.hkdPerUsd, language.numberLocale),
    sell: figuresOf(quote, "sell", sheet.hkdPerUsd, language.numberLocale),
  })),
});
