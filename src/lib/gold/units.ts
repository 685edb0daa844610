/**
 * Hong Kong's gold weights and finenesses, in one place. The tael (兩) used for gold in Hong Kong
 * is 37.429 g and a mace (錢) a tenth of it; the 37.799 g market tael is never used for gold.
 */

export const gramsPerUnit = {
  gram: 1,
  kilo: 1000,
  troyOunce: 31.1034768,
  tael: 37.429,
  mace: 3.7429,
} as const;

export type WeightUnit = keyof typeof gramsPerUnit;

export const weightUnits = Object.keys(gramsPerUnit) as WeightUnit[];

export const isWeightUnit = (value: string): value is WeightUnit => Object.hasOwn(gramsPerUnit, value);

/**
 * Finenesses in parts per thousand, as they are stamped: 999.9 ("four nines"), 999, 990,
 * 916 (22 karat) and 750 (18 karat).
 */
export const finenesses = [999.9, 999, 990, 916, 750] as const;

export type Fineness = (typeof finenesses)[number];

/** The fineness the reference prices are quoted for: Hong Kong's bars are 999.9. */
export const referenceFineness: Fineness = 999.9;

export const toGrams = (amount: number, unit: WeightUnit): number => amount * gramsPerUnit[unit];

export const fromGrams = (grams: number, unit: WeightUnit): number => grams / gramsPerUnit[unit];

export const convertWeight = (amount: number, from: WeightUnit, to: WeightUnit): number => fromGrams(toGrams(amount, from), to);

/** The weight of pure gold in an item of the given weight and fineness. */
export const fineGoldGrams = (grams: number, fineness: number): number => (grams * fineness) / 1000;
