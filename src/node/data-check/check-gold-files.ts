/**
 * What the types of the gold files cannot say. In the price sheet: prices are positive, the trader
 * never sells below its buying price, the "as at" time can be read (with its offset), weights are in
 * known units and the converter's reference quote exists. In the converter's texts: its table of
 * common weights uses known units. Missing fields and wrong types are the type check's lines.
 */
import { isWeightUnit, weightUnits } from "../../lib/gold/units";
import { DEFAULT_LANGUAGE } from "../../lib/i18n/languages";
import { isObject } from "./json-value";

export const PRICES_FILE = "site/prices.json";

const ISO_WITH_OFFSET = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:\d{2})$/;

const isNumber = (value: unknown): value is number => typeof value === "number" && Number.isFinite(value);

const positive = (where: string, value: unknown): string[] =>
  isNumber(value) && value <= 0 ? [`${where} is ${value}; it must be a number greater than 0`] : [];

const quoteProblems = (quote: unknown, index: number): string[] => {
  if (!isObject(quote)) return [];
  const where = `quotes[${index}]${typeof quote.product === "string" ? ` (${quote.product})` : ""}`;
  const per = isObject(quote.per) ? quote.per : {};
  const problems = [
    ...positive(`${where}.buy`, quote.buy),
    ...positive(`${where}.sell`, quote.sell),
    ...positive(`${where}.per.amount`, per.amount),
  ];
  if (isNumber(quote.buy) && isNumber(quote.sell) && quote.sell < quote.buy) {
    problems.push(`${where}: sell (${quote.sell}) is below buy (${quote.buy}); the price we sell at must be at least the price we buy at`);
  }
  if (typeof per.unit === "string" && !isWeightUnit(per.unit)) {
    problems.push(`${where}.per.unit is "${per.unit}"; use one of ${weightUnits.join(", ")}`);
  }
  return problems;
};

const asAtProblems = (asAt: unknown): string[] => {
  if (typeof asAt !== "string") return [];
  if (ISO_WITH_OFFSET.test(asAt) && !Number.isNaN(Date.parse(asAt))) return [];
  return [`asAt "${asAt}" cannot be read as a date and time; write it as 2026-11-25T10:30:00+08:00 (Hong Kong time, with its offset)`];
};

/** One line per problem in the price sheet, worded for the maintainer who edits it. */
export const priceSheetProblems = (content: unknown): string[] => {
  if (!isObject(content)) return [];
  const quotes = Array.isArray(content.quotes) ? content.quotes : [];
  const problems = [
    ...asAtProblems(content.asAt),
    ...positive("hkdPerUsd", content.hkdPerUsd),
    ...positive("staleAfterHours", content.staleAfterHours),
    ...quotes.flatMap(quoteProblems),
  ];
  const reference = content.converterReference;
  if (typeof reference === "string" && !quotes.some((quote) => isObject(quote) && quote.product === reference)) {
    problems.push(`converterReference "${reference}" names no quote; use the product of one of the quotes`);
  }
  return problems.map((problem) => `data/${PRICES_FILE}: ${problem}`);
};

/** The default language's copy: the translation check keeps the others' units the same. */
export const CONVERTER_FILE = `site/${DEFAULT_LANGUAGE.code}/gold-converter.json`;

/** The converter's table of common weights may only use the units the converter knows. */
export const converterProblems = (content: unknown): string[] => {
  const weights = isObject(content) && Array.isArray(content.commonWeights) ? content.commonWeights : [];
  return weights.flatMap((weight, index) =>
    isObject(weight) && typeof weight.unit === "string" && !isWeightUnit(weight.unit)
      ? [`data/${CONVERTER_FILE}: commonWeights[${index}].unit is "${weight.unit}"; use one of ${weightUnits.join(", ")}`]
      : [],
  );
};
