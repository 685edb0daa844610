/**
 * How sections pick entities from the demo collections. Pure functions over plain node data, so
 * the rules (order, filters, limits) are unit-tested without a Gatsby build.
 */

import { categoryTitle, listingViewPath } from "../../litho/sections/shared/listing-paths";

export interface OrderedEntity {
  order?: number | null;
  jsonId?: number | string | null;
}

/** Collections keep the order their authors wrote: `order` when given, else the JSON id. */
export const byAuthoredOrder = (a: OrderedEntity, b: OrderedEntity): number =>
  Number(a.order ?? a.jsonId ?? 0) - Number(b.order ?? b.jsonId ?? 0);

const applyLimit = <T>(items: T[], limit?: number | null): T[] => (typeof limit === "number" && limit > 0 ? items.slice(0, limit) : items);

export const selectAll = <T extends OrderedEntity>(items: readonly T[], limit?: number | null): T[] =>
  applyLimit([...items].sort(byAuthoredOrder), limit);

export const selectByGroup = <T extends OrderedEntity & { group?: string | null }>(
  items: readonly T[],
  group: string | null | undefined,
): T[] => (group ? items.filter((item) => item.group === group).sort(byAuthoredOrder) : []);

/** Explicit ids keep the order they are listed in; without ids, the first `limit` in authored order. */
export const selectByIds = <T extends OrderedEntity>(
  items: readonly T[],
  ids: readonly (number | string)[] | null | undefined,
  limit?: number | null,
): T[] => {
  if (ids && ids.length > 0) {
    const byId = new Map(items.map((item) => [String(item.jsonId), item]));
    return applyLimit(
      ids.map((id) => byId.get(String(id))).filter((item): item is T => item !== undefined),
      limit,
    );
  }
  return selectAll(items, limit);
};

export interface PostSelector {
  blogType?: string | null;
  category?: string | null;
  /** "newest": by publication date, latest first; "popular": most liked first; otherwise the authored order. */
  order?: string | null;
  /** Posts to pass over before the first one shown, so two sections can share one list. */
  skip?: number | null;
  limit?: number | null;
}

interface SelectablePost extends OrderedEntity {
  blogType: string;
  category: readonly string[];
  date?: string | null;
  likes?: number | null;
}

const MONTHS = ["january", "february", "march", "april", "may", "june", "july", "august", "september", "october", "november", "december"];

/** A post's date as the collection writes it ("8 June 2024") as a sortable number; 0 when it is not one. */
export const postDateValue = (date: string | null | undefined): number => {
  const match = /^(\d{1,2}) ([A-Za-z]+) (\d{4})$/.exec(date?.trim() ?? "");
  const month = match ? MONTHS.indexOf(match[2].toLowerCase()) : -1;
  return match && month >= 0 ? Number(match[3]) * 10000 + (month + 1) * 100 + Number(match[1]) : 0;
};

const byNewest = (a: SelectablePost, b: SelectablePost): number => postDateValue(b.date) - postDateValue(a.date) || byAuthoredOrder(a, b);

const byLikes = (a: SelectablePost, b: SelectablePost): number => (b.likes ?? 0) - (a.likes ?? 0) || byAuthoredOrder(a, b);

const orders = new Map<string, (a: SelectablePost, b: SelectablePost) => number>([
  ["newest", byNewest],
  ["popular", byLikes],
]);

/** Posts of one blogType and/or category, in authored order (lowest id first), newest published first or most liked first. */
export const selectPosts = <T extends SelectablePost>(posts: readonly T[], selector: PostSelector): T[] =>
  applyLimit(
    posts
      .filter((post) => !selector.blogType || post.blogType === selector.blogType)
      .filter((post) => !selector.category || post.category.includes(selector.category))
      .sort(orders.get(selector.order ?? "") ?? byAuthoredOrder)
      .slice(Math.max(selector.skip ?? 0, 0)),
    selector.limit,
  );

export interface ProjectSelector {
  category?: string | null;
  limit?: number | null;
}

export const selectProjects = <T extends OrderedEntity & { category: readonly string[] }>(
  projects: readonly T[],
  selector: ProjectSelector,
): T[] =>
  applyLimit(
    projects.filter((project) => !selector.category || project.category.includes(selector.category)).sort(byAuthoredOrder),
    selector.limit,
  );

export interface ListingRequest {
  /** Posts per page; without it the listing is one page. */
  perPage?: number | null;
  /** 1 for the first page. */
  page?: number | null;
  /** Only the posts of this category. */
  category?: string | null;
}

const inCategory = <T extends SelectablePost>(posts: readonly T[], category: string | null | undefined): T[] =>
  category ? posts.filter((post) => post.category.includes(category)) : [...posts];

const perPageOf = (request: ListingRequest): number | null => (request.perPage && request.perPage > 0 ? request.perPage : null);

/** What one page of a listing shows: the posts of its category, sliced to its page. */
export const pageOfPosts = <T extends SelectablePost>(posts: readonly T[], request: ListingRequest): T[] => {
  const shown = inCategory(posts, request.category);
  const perPage = perPageOf(request);
  if (!perPage) return shown;
  const page = Math.max(request.page ?? 1, 1);
  return shown.slice((page - 1) * perPage, page * perPage);
};

export interface ListingCategory {
  key: string;
  count: number;
}

export interface ListingSummary<T> {
  page: number;
  pageCount: number;
  category: string | null;
  /** Posts in the view (its category, or all). */
  total: number;
  /** Position of the page's first post in the view, from 1; 0 when the view is empty. */
  first: number;
  /** Position of its last post. */
  last: number;
  /** Every category of the listing's posts with its count, the largest first. */
  categories: ListingCategory[];
  /** The three newest posts of the listing. */
  recent: T[];
  /** Every tag of the listing's posts, the most used first. */
  tags: string[];
}

const RECENT_POSTS = 3;

const byCountThenName = (a: [string, number], b: [string, number]): number => b[1] - a[1] || a[0].localeCompare(b[0]);

const counted = (values: readonly string[]): [string, number][] => {
  const counts = new Map<string, number>();
  for (const value of values) counts.set(value, (counts.get(value) ?? 0) + 1);
  return [...counts].sort(byCountThenName);
};

/** Where a view of a listing stands (page, count, range) and what its sidebar and filter offer. */
export const listingSummary = <T extends SelectablePost & { tags?: readonly string[] | null }>(
  posts: readonly T[],
  request: ListingRequest,
): ListingSummary<T> => {
  const total = inCategory(posts, request.category).length;
  const perPage = perPageOf(request) ?? Math.max(total, 1);
  const pageCount = Math.max(Math.ceil(total / perPage), 1);
  const page = Math.min(Math.max(request.page ?? 1, 1), pageCount);
  const first = total === 0 ? 0 : (page - 1) * perPage + 1;
  return {
    page,
    pageCount,
    category: request.category ?? null,
    total,
    first,
    last: Math.min(page * perPage, total),
    categories: counted(posts.flatMap((post) => post.category)).map(([key, count]) => ({ key, count })),
    recent: [...posts].sort(byNewest).slice(0, RECENT_POSTS),
    tags: counted(posts.flatMap((post) => post.tags ?? [])).map(([tag]) => tag),
  };
};

/** The post `step` places from post `id` in the collection's order (lowest id first); null past either end or for an unknown id. */
export const adjacentPost = <T extends { jsonId: number }>(posts: readonly T[], id: number | null, step: number): T | null => {
  const ordered = [...posts].sort((a, b) => a.jsonId - b.jsonId);
  const index = ordered.findIndex((post) => post.jsonId === id);
  return index < 0 ? null : (ordered[index + step] ?? null);
};

/** A page document's section as far as listingHasCategoryPages reads it. */
interface ListingSectionShape {
  type?: unknown;
  filter?: unknown;
  sidebar?: unknown;
  blogType?: unknown;
  category?: unknown;
}

/**
 * Whether a page document's blog listing makes a page for each category of every post (it filters
 * or has a sidebar, and selects no blogType or category of its own), so a category's count over the
 * whole collection is the number of posts its page lists.
 */
export const listingHasCategoryPages = (sections: readonly (ListingSectionShape | null)[] | null | undefined): boolean =>
  (sections ?? []).some(
    (section) => section?.type === "blog-listing" && Boolean(section.filter || section.sidebar) && !section.blogType && !section.category,
  );

export interface BlogCategory<Tile> {
  key: string;
  /** The name the category-tiles collection gives, else the key with a capital. */
  name: string;
  count: number;
  /** The category's page of the listing; null when there is no listing to link to. */
  url: string | null;
  tile: Tile | null;
}

/**
 * The blog's categories with the number of posts in each: the keys asked for in their order (those
 * without posts left out), or every category, the largest first. Names and pictures come from the
 * category tiles; links lead to the category's page of `listing`.
 */
export const blogCategories = <Tile extends { key: string; category: string }>(
  posts: readonly { category: readonly string[] }[],
  tiles: readonly Tile[],
  { keys, listing }: { keys?: readonly string[] | null; listing?: string | null },
): BlogCategory<Tile>[] => {
  const counts = new Map(counted(posts.flatMap((post) => post.category)));
  const chosen = keys && keys.length > 0 ? keys.filter((key) => (counts.get(key) ?? 0) > 0) : [...counts.keys()];
  return chosen.map((key) => {
    const tile = tiles.find((entry) => entry.key === key) ?? null;
    return {
      key,
      name: tile?.category ?? categoryTitle(key),
      count: counts.get(key) ?? 0,
      url: listing ? listingViewPath(listing, { page: 1, category: key }) : null,
      tile,
    };
  });
};
