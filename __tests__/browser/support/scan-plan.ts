import fs from "node:fs";
import path from "node:path";
import { publicDir, viewports, type BuiltPage } from "./fixtures";

/**
 * At which widths each built page is scanned. Both widths find faults where a page's own code
 * decides its layout; a demo page made of parts already scanned at both widths elsewhere adds
 * little at its second width, and at 300 routes the second width would double the suite. So:
 * - the live pages: both widths;
 * - a demo page that is the first (in path order) to show its page component (one per template,
 *   and one per set of section types for page documents), its header variant or its footer: both;
 * - every other demo page: one width, alternating, so the phone layout of each kind is still seen.
 */

export type Viewport = (typeof viewports)[keyof typeof viewports];

export interface ScanTarget extends BuiltPage {
  widths: Viewport[];
  /** Why it gets both widths, for the test title: "template", "header transparent" … */
  representativeOf: string[];
}

interface PageData {
  componentChunkName?: string;
  result?: { data?: { lithoPage?: { header?: { variant?: string } }; lithoFooter?: { name?: string } } | null };
}

const pageDataFile = (routePath: string): string =>
  path.join(publicDir, "page-data", routePath === "/" ? "index" : routePath.replace(/^\//, ""), "page-data.json");

/** The kinds a page belongs to: its page component, and for demo chrome its header variant and footer. */
const kindsOf = (routePath: string): string[] => {
  const file = pageDataFile(routePath);
  if (!fs.existsSync(file)) return [];
  const pageData = JSON.parse(fs.readFileSync(file, "utf8")) as PageData;
  const data = pageData.result?.data;
  return [
    // "component---src-templates-litho-page-tsx-content-file-path-litho-parts-3-d-6-c-5-fe-4" → "litho-page 3-d-6-c-5-fe-4"
    pageData.componentChunkName &&
      `template ${pageData.componentChunkName
        .replace(/^component---src-(templates|pages)-/, "")
        .replace(/-tsx(-content-file-path-litho-parts-|$)/, " ")
        .trim()}`,
    data?.lithoPage?.header?.variant && `header ${data.lithoPage.header.variant}`,
    data?.lithoFooter?.name && `footer ${data.lithoFooter.name}`,
  ].filter((kind): kind is string => Boolean(kind));
};

const isDemoPage = (routePath: string): boolean => routePath === "/litho" || routePath.startsWith("/litho/");

export function scanPlan(pages: readonly BuiltPage[]): ScanTarget[] {
  const seenKinds = new Set<string>();
  let alternate = 0;
  return pages.map((page) => {
    if (!isDemoPage(page.path)) return { ...page, widths: [viewports.desktop, viewports.phone], representativeOf: [] };
    const newKinds = kindsOf(page.path).filter((kind) => !seenKinds.has(kind));
    newKinds.forEach((kind) => seenKinds.add(kind));
    if (newKinds.length > 0) return { ...page, widths: [viewports.desktop, viewports.phone], representativeOf: newKinds };
    alternate += 1;
    return { ...page, widths: [alternate % 2 === 1 ? viewports.desktop : viewports.phone], representativeOf: [] };
  });
}
