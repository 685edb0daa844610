import { useEffect, useState } from "react";
import { graphql, useStaticQuery } from "gatsby";
import { useBuildTime } from "../use-build-time";
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
        source
        converterReference
        quotes {
          product
          label
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

/**
 * Whether the prices are past their limit: as at the build in the server-rendered page and the
 * hydration, then by the visitor's clock, since a static page is read for days after it is built.
 */
export const usePricesStale = (sheet: Pick<PriceSheet, "asAt" | "staleAfterHours">): boolean => {
  const buildTime = useBuildTime();
  const [stale, setStale] = useState(() => (buildTime ? isStale(sheet, new Date(buildTime)) : false));
  useEffect(() => setStale(isStale(sheet, new Date())), [sheet]);
  return stale;
};
