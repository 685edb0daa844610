import type { CreateSchemaCustomizationArgs } from "gatsby";
import { LANGUAGES } from "../lib/i18n/languages";
import { priceSheetDisplay } from "../lib/gold/price-sheet-display";
import type { PriceSheet } from "../lib/gold/prices";

/**
 * `display: [PriceSheetDisplay!]! @priceSheetDisplay`: the sheet's time and figures already worded in
 * every language of the site (src/lib/gold/price-sheet-display.ts), from the same formatters the
 * browser would use, so the server-rendered text and the hydration agree.
 */
export const createPriceSheetDisplayExtension = ({ actions }: CreateSchemaCustomizationArgs): void => {
  actions.createFieldExtension({
    name: "priceSheetDisplay",
    extend: () => ({
      resolve: (sheet: PriceSheet) => LANGUAGES.map((language) => priceSheetDisplay(sheet, language)),
    }),
  });
};
