/**
 * Prices, weights and times worded for the page's language. Times are always shown in Hong Kong
 * time, where the prices are set, whatever the visitor's own time zone.
 */

const HONG_KONG = "Asia/Hong_Kong";

export const formatHkd = (value: number, locale: string, fractionDigits = 0): string =>
  new Intl.NumberFormat(locale, {
    style: "currency",
    currency: "HKD",
    minimumFractionDigits: fractionDigits,
    maximumFractionDigits: fractionDigits,
  }).format(value);

export const formatUsd = (value: number, locale: string): string =>
  new Intl.NumberFormat(locale, { style: "currency", currency: "USD" }).format(value);

/** A weight with up to four decimals (a mace is 0.1 tael, a gram 0.0267 tael), no trailing zeros. */
export const formatAmount = (value: number, locale: string, maximumFractionDigits = 4): string =>
  new Intl.NumberFormat(locale, { maximumFractionDigits }).format(value);

export const formatHongKongTime = (iso: string, locale: string): string =>
  new Intl.DateTimeFormat(locale, { dateStyle: "medium", timeStyle: "short", timeZone: HONG_KONG }).format(new Date(iso));
