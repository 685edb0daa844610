/**
 * What the demo shop's product type cannot say: each picture shows the product in one colourway, so a
 * product lists one colour per picture, in the pictures' order (choosing a colour shows its picture).
 */
import { isObject } from "./json-value";

export const PRODUCTS_FILE = "litho/collections/products.json";

const lengthOf = (value: unknown): number => (Array.isArray(value) ? value.length : 0);

export const productProblems = (content: unknown): string[] =>
  (Array.isArray(content) ? content : []).flatMap((product, index) => {
    if (!isObject(product)) return [];
    const colours = lengthOf(product.colours);
    const pictures = lengthOf(product.images);
    return colours === pictures
      ? []
      : [
          `data/${PRODUCTS_FILE}: [${index}] (${String(product.slug)}): ${colours} colours for ${pictures} pictures; ` +
            "list one colour per picture, in the pictures' order, each the colourway that picture shows",
        ];
  });
