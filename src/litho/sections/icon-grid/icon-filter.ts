import { formatCount } from "../../../lib/format-count";

/** One style of a set as the browser gets it (the section's GraphQL fragment). */
export interface IconStyleData {
  readonly key: string;
  readonly title: string;
  readonly sprite: string;
  readonly copy: string;
  readonly names: readonly string[];
  readonly categories: readonly { readonly title: string; readonly icons: readonly number[] }[];
}

/** Every category, the select's first option. */
export const ALL_CATEGORIES = "";

/** "Arrow up", " arrow-UP " → ["arrow", "up"]: names join their words with hyphens, people with spaces. */
export const queryWords = (query: string): string[] =>
  query
    .toLowerCase()
    .split(/[\s\-_]+/)
    .filter(Boolean);

/** For each icon, the lowercased titles of its categories (searched as well as its name). */
export const categoryTextOf = (style: IconStyleData): string[] => {
  const text = style.names.map(() => "");
  for (const category of style.categories) {
    for (const index of category.icons) text[index] = `${text[index]} ${category.title.toLowerCase()}`;
  }
  return text;
};

export interface IconQuery {
  words: readonly string[];
  /** A category title, or ALL_CATEGORIES. */
  category: string;
}

/**
 * Which icons show: those in the chosen category whose name, or the title of one of their
 * categories, holds every word of the query. All of them when there is neither.
 */
export const shownIcons = (style: IconStyleData, categoryText: readonly string[], { words, category }: IconQuery): boolean[] => {
  const inCategory =
    category === ALL_CATEGORIES ? null : new Set(style.categories.find((candidate) => candidate.title === category)?.icons ?? []);
  return style.names.map((name, index) => {
    if (inCategory && !inCategory.has(index)) return false;
    const haystack = `${name.toLowerCase()} ${categoryText[index] ?? ""}`;
    return words.every((word) => haystack.includes(word));
  });
};

/** "48 of 1,402 icons"; a style of several names its noun: "12 of 272 regular icons". */
export const countText = (shown: number, total: number, noun: string): string => `${formatCount(shown)} of ${formatCount(total)} ${noun}`;

/** What a tile copies: the style's pattern with the icon's name ("fa-solid fa-{name}" → "fa-solid fa-star"). */
export const copyTextFor = (pattern: string, name: string): string => pattern.split("{name}").join(name);
