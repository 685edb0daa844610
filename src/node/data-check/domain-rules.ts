/**
 * Rules a file's type cannot state (a sell price not below the buy price), by the file they hold for.
 * The build's data check runs them, and so does the editor before it saves: the same words either way.
 */
import { CONVERTER_FILE, PRICES_FILE, converterProblems, priceSheetProblems } from "./check-gold-files";
import { COMPANY_FILE, openingHoursProblems } from "./check-opening-hours";
import { PRODUCTS_FILE, productProblems } from "./check-products";

export const domainRules: Readonly<Record<string, (content: unknown) => string[]>> = {
  [PRICES_FILE]: priceSheetProblems,
  [CONVERTER_FILE]: converterProblems,
  [COMPANY_FILE]: openingHoursProblems,
  [PRODUCTS_FILE]: productProblems,
};
