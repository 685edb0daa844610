/**
 * @jest-environment node
 *
 * Hong Kong gold arithmetic against published figures, the price sheet in every unit, and the
 * wording of prices and times for each language.
 */
import sheetJson from "../../data/site/prices.json";
import { convertGold, parseAmount } from "../../src/lib/gold/converter";
import { formatAmount, formatHkd, formatHongKongTime, formatUsd } from "../../src/lib/gold/format";
import { hkdPerGram, isStale, priceIn, referenceQuote, valueAtReference, type PriceSheet } from "../../src/lib/gold/prices";
import { convertWeight, fineGoldGrams, gramsPerUnit, toGrams } from "../../src/lib/gold/units";

const sheet: PriceSheet = sheetJson;
const quote = (product: string) => sheet.quotes.find((candidate) => candidate.product === product)!;

describe("weights", () => {
  test("a troy ounce is 31.1034768 g, a Hong Kong gold tael 37.429 g and a mace a tenth of it", () => {
    expect(toGrams(1, "troyOunce")).toBe(31.1034768);
    expect(toGrams(1, "tael")).toBe(37.429);
    expect(convertWeight(1, "tael", "mace")).toBeCloseTo(10, 10);
  });

  test("1 kg is 26.717 taels and 32.1507 troy ounces", () => {
    expect(convertWeight(1, "kilo", "tael")).toBeCloseTo(26.717, 3);
    expect(convertWeight(1, "kilo", "troyOunce")).toBeCloseTo(32.1507, 4);
  });

  test("a tael is 1.2034 troy ounces", () => {
    expect(convertWeight(1, "tael", "troyOunce")).toBeCloseTo(1.2034, 4);
  });

  test("fine gold follows the fineness in parts per thousand", () => {
    expect(fineGoldGrams(100, 750)).toBe(75);
    expect(fineGoldGrams(gramsPerUnit.tael, 916)).toBeCloseTo(34.285, 3);
  });
});

describe("the price sheet in the panel's units", () => {
  const kilobar = quote("gold-bar-1kg");
  const jewellery = quote("gold-jewelry");

  test("a quote for its own quantity comes back unchanged", () => {
    expect(priceIn(kilobar, "buy", "kilo", sheet.hkdPerUsd)).toBeCloseTo(kilobar.buy, 6);
    expect(priceIn(jewellery, "sell", "tael", sheet.hkdPerUsd)).toBeCloseTo(jewellery.sell, 6);
  });

  test("other units go through the price per gram", () => {
    expect(hkdPerGram(kilobar, "sell")).toBeCloseTo(kilobar.sell / 1000, 10);
    expect(priceIn(kilobar, "sell", "tael", sheet.hkdPerUsd)).toBeCloseTo((kilobar.sell / 1000) * 37.429, 6);
    expect(priceIn(jewellery, "buy", "gram", sheet.hkdPerUsd)).toBeCloseTo(jewellery.buy / 37.429, 6);
  });

  test("US dollars per troy ounce at the sheet's rate", () => {
    expect(priceIn(kilobar, "buy", "usdPerTroyOunce", 7.8)).toBeCloseTo(((kilobar.buy / 1000) * 31.1034768) / 7.8, 6);
  });

  test("the converter values gold by its fine content at the reference quote, quoted for 999.9", () => {
    const reference = referenceQuote(sheet);
    expect(reference.product).toBe("gold-bar-1kg");
    expect(valueAtReference(1000, 999.9, reference, "buy")).toBeCloseTo(reference.buy, 6);
    expect(valueAtReference(1000, 750, reference, "sell")).toBeCloseTo((reference.sell * 750) / 999.9, 6);
  });

  test("prices are out of date once the sheet's limit has passed, not before", () => {
    const asAt = { asAt: "2026-11-25T10:30:00+08:00", staleAfterHours: 72 };
    expect(isStale(asAt, new Date("2026-11-28T10:30:00+08:00"))).toBe(false);
    expect(isStale(asAt, new Date("2026-11-28T10:31:00+08:00"))).toBe(true);
  });
});

describe("the converter", () => {
  test("reads weights as visitors type them", () => {
    expect(parseAmount("2.5")).toBe(2.5);
    expect(parseAmount(" 1,000 ")).toBe(1000);
    expect(parseAmount("1 000.5")).toBe(1000.5);
    expect(parseAmount(".5")).toBe(0.5);
    for (const text of ["", "abc", "-1", "0", "1.2.3", "1e3", "HK$5"]) expect(parseAmount(text)).toBeUndefined();
  });

  test("gives a weight in every unit, its fine gold and its value", () => {
    const result = convertGold(2, "tael", 916, referenceQuote(sheet));
    expect(result.grams).toBeCloseTo(74.858, 3);
    expect(result.inUnits.mace).toBeCloseTo(20, 10);
    expect(result.inUnits.troyOunce).toBeCloseTo(2.4067, 4);
    expect(result.fineGrams).toBeCloseTo(68.5699, 4);
    expect(result.buy).toBeLessThan(result.sell);
  });
});

describe("wording for the page's language", () => {
  test("Hong Kong dollars with the HK$ sign, grouped, with the decimals asked for", () => {
    expect(formatHkd(1006200, "en-HK")).toBe("HK$1,006,200");
    expect(formatHkd(1006.2, "en-HK", 2)).toBe("HK$1,006.20");
    expect(formatHkd(37320, "zh-HK")).toBe("HK$37,320");
  });

  test("US dollars with the US$ sign in Hong Kong English", () => {
    expect(formatUsd(4012.5, "en-HK")).toBe("US$4,012.50");
  });

  test("weights keep up to four decimals and drop trailing zeros", () => {
    expect(formatAmount(26.71725, "en-HK")).toBe("26.7173");
    expect(formatAmount(10, "en-HK")).toBe("10");
  });

  test("times are shown in Hong Kong time whatever the visitor's zone", () => {
    expect(formatHongKongTime("2026-11-25T02:30:00Z", "en-HK")).toBe("25 Nov 2026, 10:30 am");
    expect(formatHongKongTime("2026-11-25T02:30:00Z", "zh-HK")).toBe("2026年11月25日 上午10:30");
  });
});
