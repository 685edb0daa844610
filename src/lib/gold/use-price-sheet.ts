import { graphql, useStaticQuery } from "gatsby";
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
      }
    }
  `);
  if (!priceSheet) throw new Error("data/site/prices.json is required");
  return priceSheet;
};

/** Whether the prices are past their limit, by the build's clock and then the visitor's: a static page is read for days after it is built. */
export const usePricesStale = (sheet: Pick<PriceSheet, "asAt" | "staleAfterHours">): boolean => {
  const now = useVisitorClock();
  return now ? isStale(sheet, now) : false;
};
