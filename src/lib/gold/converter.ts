/**
 * The converter's arithmetic, apart from its form: a typed weight in every unit, the fine gold it
 * holds and its value at the reference quote.
 */
import { fineGoldGrams, fromGrams, toGrams, weightUnits, type WeightUnit } from "./units";
import { valueAtReference, type Quote } from "./prices";

/**
 * A weight as a visitor types it: digits with one decimal point, thousands separated by commas or
 * spaces or not at all. Anything else, zero or a negative number is no weight.
 */
export const parseAmount = (text: string): number | undefined => {
  const plain = text.trim().replace(/[,\s]/g, "");
  if (!/^(\d+\.?\d*|\.\d+)$/.test(plain)) return undefined;
  const amount = Number(plain);
  return amount > 0 ? amount : undefined;
};

export interface Conversion {
  grams: number;
  inUnits: Record<WeightUnit, number>;
  fineGrams: number;
  buy: number;
  sell: number;
}

export const convertGold = (amount: number, unit: WeightUnit, fineness: number, reference: Quote): Conversion => {
  const grams = toGrams(amount, unit);
  const inUnits = Object.fromEntries(weightUnits.map((target) => [target, fromGrams(grams, target)])) as Record<WeightUnit, number>;
  return {
    grams,
    inUnits,
    fineGrams: fineGoldGrams(grams, fineness),
    buy: valueAtReference(grams, fineness, reference, "buy"),
    sell: valueAtReference(grams, fineness, reference, "sell"),
  };
};
