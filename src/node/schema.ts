import type { CreateSchemaCustomizationArgs } from "gatsby";
import { createLanguageFieldExtension } from "./i18n/language-field";
import { dataTypeDefs } from "./json-types";
import { createPriceSheetDisplayExtension } from "./price-sheet-display-field";

/**
 * The live site's content model, declared rather than inferred: a maintainer's typo in data/
 * fails the build instead of quietly changing a type. The types are SDL, one file per data file:
 * src/node/data-types/site/<name>.graphql describes data/site/<name>.json (and every language's
 * copy of it). Images are files next to the JSON, resolved relative to it (@fileByRelativePath),
 * so pages can query them with gatsbyImageData. What SDL cannot say, the field extensions'
 * resolvers, is registered here.
 */
export const liveSiteTypeDefs = (): string => dataTypeDefs("site");

export const createSchemaCustomization = (args: CreateSchemaCustomizationArgs): void => {
  createLanguageFieldExtension(args);
  createPriceSheetDisplayExtension(args);
  args.actions.createTypes(liveSiteTypeDefs());
};
