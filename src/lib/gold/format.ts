/**
 * Prices, weights and times worded for the page's language. Times are always shown in Hong Kong
 * time, where the prices are set, whatever the visitor's own time zone.
 */
import type { PanelUnit } from "./prices";

const HONG_KONG = "Asia/Hong_Kong";

/*
 * Building an Intl formatter is the slow part (a phone spends tens of milliseconds on the first one
 * as it loads the locale's data), formatting with it is quick: each locale and style is built once.
 */
const numberFormats = new Map<string, Intl.NumberFormat>();
const numberFormat = (locale: string, options: Intl.NumberFormatOptions): Intl.NumberFormat => {
  const key = `${locale} ${JSON.stringify(options)}`;
  let format = numberFormats.get(key);
  if (!format) {
    format = new Intl.NumberFormat(locale, options);
    numberFormats.set(key, format);
  }
  return format;
};

const timeFormats = new Map<string, Intl.DateTimeFormat>();
const hongKongTimeFormat = (locale: string): Intl.DateTimeFormat => {
  let format = timeFormats.get(locale);
  if (!format) {
    format = new Intl.DateTimeFormat(locale, { dateStyle: "medium", timeStyle: "short", timeZone: HONG_KONG });
    timeFormats.set(locale, format);
  }
  return format;
};

export const formatHkd = (value: number, locale: string, fractionDigits = 0): string =>
  numberFormat(locale, {
    style: "currency",
    currency: "HKD",
    minimumFractionDigits: fractionDigits,
    maximumFractionDigits: fractionDigits,
  }).format(value);

export const formatUsd = (value: number, locale: string): string =>
  numberFormat(locale, { style: "currency", currency: "USD" }).format(value);

/** A weight with up to four decimals (a mace is 0.1 tael, a gram 0.0267 tael), no trailing zeros. */
export const formatAmount = (value: number, locale: string, maximumFractionDigits = 4): string =>
  numberFormat(locale, { maximumFractionDigits }).format(value);

export const formatHongKongTime = (iso: string, locale: string): string => hongKongTimeFormat(locale).format(new Date(iso));

/** A price panel figure: whole Hong Kong dollars by the tael and kilo, cents by the gram, US dollars by the troy ounce. */
export const formatPanelFigure = (value: number, unit: PanelUnit, locale: string): string =>
  unit === "usdPerTroyOunce" ? formatUsd(value, locale) : formatHkd(value, locale, unit === "gram" ? 2 : 0);
