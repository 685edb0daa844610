/*
 * The headline faces a demo home can take instead of the default Playfair Display (a page document's
 * `typeface`). Each is a chrome part (all-chrome-parts.ts), so only the page that names it loads it.
 */
import type { ChromePartName } from "../chrome/chrome-parts";
import { pascalCase } from "../../lib/pascal-case";

export const TYPEFACES = [
  "bodoni-moda",
  "cormorant-garamond",
  "dm-serif-display",
  "fraunces",
  "jost",
  "manrope",
  "oswald",
  "space-grotesk",
  "syne",
] as const;

export type TypefaceName = (typeof TYPEFACES)[number];

export const isTypeface = (name: string | null | undefined): name is TypefaceName =>
  !!name && (TYPEFACES as readonly string[]).includes(name);

/** The typefaces' entries in the chrome parts index. */
export type TypefacePartName = Extract<ChromePartName, `Typeface${string}`>;

/** "space-grotesk" → "TypefaceSpaceGrotesk": the face's entry in the chrome parts index. */
export const typefacePart = (name: TypefaceName): TypefacePartName => `Typeface${pascalCase(name)}` as TypefacePartName;
