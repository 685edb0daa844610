/**
 * Keys whose text must be one of a fixed list, by "Type.key": weight units and weekdays. The SDL
 * types them as String, since the site reads them as words. The lists are the ones the code that
 * reads the values uses, as do the data check's rules for these keys (check-gold-files,
 * check-opening-hours); the editor's select boxes and the JSON Schemas' enums take them from here.
 */
import { weightUnits } from "../../lib/gold/units";
import { weekdays } from "../../lib/opening-hours";

export const valueLists: Readonly<Record<string, readonly string[]>> = {
  "PriceQuantity.unit": weightUnits,
  "CommonWeight.unit": weightUnits,
  "OpeningPeriod.days": weekdays,
};

export const valueListOf = (typeName: string, key: string): readonly string[] | undefined => valueLists[`${typeName}.${key}`];
