/**
 * Prices, weights and times worded for the page's language. Times are always shown in Hong Kong
 * time, where the prices are set, whatever the visitor's own time zone.
 */
import { dateTimeFormat, numberFormat } from "../intl-formats";
import type { PanelUnit } from "./prices";

const HONG_KONG = "Asia/Hong_Kong";

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

export const formatHongKongTime = (iso: string, locale: string): string =>
  dateTimeFormat(locale, { dateStyle: "medium", timeStyle: "short", timeZone: HONG_KONG }).format(new Date(iso));

/** A price panel figure: whole Hong Kong dollars by the tael and kilo, cents by the gram, US dollars by the troy ounce. */
export const formatPanelFigure = (value: number, unit: PanelUnit, locale: string): string =>
  unit === "usdPerTroyOunce" ? formatUsd(value, locale) : formatHkd(value, locale, unit === "gram" ? 2 : 0);
