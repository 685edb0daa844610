/**
 * The pages of page documents (data/litho/pages/*.json): their paths, what their template is told,
 * and the parts each renders, which decide the page component it gets (page-parts.ts).
 */
import { accentProblems, type Accent } from "../../litho/accent";
import { chromePartNames, type ChromeChoices } from "../../litho/chrome/chrome-plan";
import { TYPEFACES, isTypeface } from "../../litho/typefaces/typeface-names";
import { layoutKeys, partSetOf, type PartSet } from "./page-parts";
import type { PlannedPage } from "./routes";

export interface PageDocument {
  id: string;
  path: string;
  /** data/-relative path of the JSON file, for error messages. */
  file: string;
  sectionTypes: readonly string[];
  /** "<type>:<layout>" of each section that names a layout. */
  sectionLayouts: readonly string[];
  accent?: Accent | null;
  menu: string;
  footer: string;
  /** What decides its chrome parts: header variant and side panel, page title, footer variant. */
  chrome: ChromeChoices;
}

export interface LithoPageContext {
  id: string;
  menu: string;
  footer: string;
}

/** A page document's page, with the parts it renders (its page component loads only those). */
export interface PlannedDocumentPage extends PlannedPage<LithoPageContext> {
  parts: PartSet;
}

/**
 * Plans the pages of page documents and checks their paths, the one thing the data check
 * (src/node/data-check/) cannot see, and their accent's contrast: section types, menus and footers
 * are checked there, against the schema. Every error names the file, so a clashing path is fixed where it was made.
 */
export const documentPages = (documents: readonly PageDocument[]): { pages: PlannedDocumentPage[]; errors: string[] } => {
  const errors: string[] = [];
  const seen = new Map<string, string>();
  const pages: PlannedDocumentPage[] = [];
  const knownLayouts = layoutKeys();
  for (const document of documents) {
    const where = `data/${document.file}`;
    const path = document.path;
    if (!/^\/litho(\/[A-Za-z0-9-]+)+$/.test(path)) {
      errors.push(`${where}: path "${path}" must start with /litho/ and use letters, digits and dashes, without a trailing slash`);
      continue;
    }
    if (seen.has(path)) {
      errors.push(`${where}: path "${path}" is already used by data/${seen.get(path)}`);
      continue;
    }
    seen.set(path, document.file);
    if (document.accent) errors.push(...accentProblems(document.accent).map((problem) => `${where}: ${problem}`));
    if (document.chrome.typeface && !isTypeface(document.chrome.typeface)) {
      errors.push(`${where}: typeface "${document.chrome.typeface}" is not one of ${TYPEFACES.join(", ")}`);
      continue;
    }
    pages.push({
      path,
      context: { id: document.id, menu: document.menu, footer: document.footer },
      parts: partSetOf(document.sectionTypes, chromePartNames(document.chrome), document.sectionLayouts, knownLayouts),
    });
  }
  return { pages, errors };
};
