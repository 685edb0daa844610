/**
 * Writes the sprite of every icon style a page document shows (icon-sets.ts draws them) to
 * public/litho/icons/<set>-<style>.svg. Tiles point into it with <use href="…#name">: the
 * browser fetches each style's drawings once, as one cacheable file, and the pages carry names only.
 *
 * It runs in onPostBootstrap, like the search index: the page documents are nodes by then, and
 * the hook runs in `gatsby develop` too.
 */
import fs from "node:fs";
import path from "node:path";
import type { ParentSpanPluginArgs } from "gatsby";
import { chosenStyles, styleSprite } from "./icon-sets";

interface IconGridSource {
  type?: unknown;
  set?: unknown;
  styles?: unknown;
}

/** The set/style pairs the documents' icon-grid sections show, each once. */
export const usedIconStyles = (
  documents: readonly { sections?: readonly (IconGridSource | null)[] | null }[],
): { set: string; style: string }[] => {
  const pairs = new Map<string, { set: string; style: string }>();
  for (const document of documents) {
    for (const section of document.sections ?? []) {
      if (section?.type !== "icon-grid" || typeof section.set !== "string") continue;
      const wanted = Array.isArray(section.styles) ? section.styles.filter((style): style is string => typeof style === "string") : null;
      for (const style of chosenStyles(section.set, wanted))
        pairs.set(`${section.set}-${style.key}`, { set: section.set, style: style.key });
    }
  }
  return [...pairs.values()];
};

export const writeIconSprites = async ({ getNodesByType, reporter }: ParentSpanPluginArgs, root: string = process.cwd()): Promise<void> => {
  const documents = getNodesByType("LithoPage") as unknown as { sections?: IconGridSource[] }[];
  let used: { set: string; style: string }[];
  try {
    used = usedIconStyles(documents);
  } catch (error) {
    reporter.panicOnBuild(`Demo icon pages: ${(error as Error).message}`);
    return;
  }
  const written: string[] = [];
  for (const { set, style } of used) {
    const sprite = styleSprite(set, style);
    const target = path.join(root, "public", ...sprite.url.split("/"));
    await fs.promises.mkdir(path.dirname(target), { recursive: true });
    await fs.promises.writeFile(target, sprite.svg);
    written.push(`${sprite.url} (${sprite.count} icons, ${(sprite.svg.length / 1024).toFixed(0)} KB)`);
  }
  if (written.length > 0) reporter.info(`Icon sprites: ${written.join(", ")}`);
};
