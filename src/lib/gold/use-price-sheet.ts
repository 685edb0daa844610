import { graphql, useStaticQuery } from "gatsby";
import { useLanguage } from "../i18n/language-context";
import { useVisitorClock } from "../use-visitor-clock";
import { isStale, type PriceSheet } from "./prices";

/** The trader's price sheet (data/site/prices.json), read once for the panel and the converter. */
export const usePriceSheet = (): NonNullable<Queries.PriceSheetQuery["priceSheet"]> => {
  const { priceSheet } = useStaticQuery<Queries.PriceSheetQuery>(graphql`
    query PriceSheet {
      priceSheet {
        asAt
        staleAfterHours
        hkdPerUsd
        sample
        converterReference
        quotes {
          product
          per {
            amount
            unit
          }
          buy
          sell
        }
        display {
          language
          asAt
          quotes {
            product
            buy {
              tael
              gram
              kilo
              usdPerTroyOunce
            }
            sell {
              tael
              gram
              kilo
              usdPerTroyOunce
            }
          }
        }
      }
    }
  `);
  if (!priceSheet) throw new Error("data/site/prices.json is required");
  return priceSheet;
};

type SheetDisplay = NonNullable<Queries.PriceSheetQuery["priceSheet"]>["display"][number];

/** The sheet's time and figures as the build worded them in the page's language. */
export const useSheetDisplay = (sheet: { display: readonly SheetDisplay[] }): SheetDisplay => {
  const { code } = useLanguage();
  const display = sheet.display.find((entry) => entry.language === code);
  if (!display) throw new Error(`The price sheet has no display for language "${code}"`);
  return display;
};

/** Whether the prices are past their limit, by the build's clock and then the visitor's: a static page is read for days after it is built. */
export const usePricesStale = (sheet: Pick<PriceSheet, "asAt" | "staleAfterHours">): boolean => {
  const now = useVisitorClock();
  return now ? isStale(sheet, now) : false;
};
