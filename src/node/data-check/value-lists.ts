/**
 * Keys whose text must be one of a fixed list, by "Type.key": weight units, weekdays and the demo
 * homes' headline faces. The SDL types them as String, since the site reads them as words. The lists
 * are the ones the code that reads the values uses, as do the checks of these keys (check-gold-files,
 * check-opening-hours, litho/document-pages); the editor's select boxes and the JSON Schemas' enums
 * take them from here.
 */
import { weightUnits } from "../../lib/gold/units";
import { weekdays } from "../../lib/opening-hours";
import { TYPEFACES } from "../../litho/typefaces/typeface-names";

export const valueLists: Readonly<Record<string, readonly string[]>> = {
  "PriceQuantity.unit": weightUnits,
  "CommonWeight.unit": weightUnits,
  "OpeningPeriod.days": weekdays,
  "LithoPage.typeface": TYPEFACES,
};

export const valueListOf = (typeName: string, key: string): readonly string[] | undefined => valueLists[`${typeName}.${key}`];
