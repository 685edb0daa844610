/* Pure helpers for menu trees: which items lead to the current page, and stable keys. */
import type { LithoMenuItem } from "./types";

/** "/litho/page/about-us/" and "/litho/page/about-us" are one page; query and hash never decide it. */
export const normalizePath = (path: string): string => {
  const bare = path.split(/[?#]/)[0] ?? "";
  const trimmed = bare.replace(/\/+$/, "");
  return trimmed === "" ? "/" : trimmed;
};

/** Links that leave the page's own route space: other sites, mail, phone, in-page anchors. */
export const isExternalLink = (link: string): boolean => /^(?:[a-z][a-z0-9+.-]*:|\/\/)/i.test(link);

export const isHashLink = (link: string): boolean => link.startsWith("#");

/** Whether a menu link points at the current page. "#" and anchors never do. */
export const linksTo = (link: string | null | undefined, pathname: string): boolean =>
  !!link && !isHashLink(link) && !isExternalLink(link) && normalizePath(link) === normalizePath(pathname);

/** The children of an item, dropdown and megamenu entries alike. */
export const childrenOf = (item: LithoMenuItem): LithoMenuItem[] => [
  ...(item.dropdown ?? []),
  ...(item.megamenu ?? []).flatMap((group) => group.dropdown),
];

export const hasChildren = (item: LithoMenuItem): boolean => (item.dropdown?.length ?? 0) > 0 || (item.megamenu?.length ?? 0) > 0;

/**
 * Every item on the way to the current page: the item linking to it and all its ancestors.
 * An item is an ancestor when any descendant links to the page, so a page listed twice marks both trails.
 */
export const activeTrail = (menu: readonly LithoMenuItem[], pathname: string): Set<LithoMenuItem> => {
  const trail = new Set<LithoMenuItem>();
  const visit = (item: LithoMenuItem): boolean => {
    let onTrail = linksTo(item.link, pathname);
    for (const child of childrenOf(item)) {
      // Visit every child (no short-circuit) so that all matches are collected.
      if (visit(child)) onTrail = true;
    }
    if (onTrail) trail.add(item);
    return onTrail;
  };
  menu.forEach(visit);
  return trail;
};

/** A key that stays the same between renders of the same data. */
export const itemKey = (item: LithoMenuItem, index: number): string => `${index}-${item.title}`;

/** Splits a menu in two for the centred-logo header; the left half gets the extra item. */
export const splitMenu = (menu: readonly LithoMenuItem[]): [LithoMenuItem[], LithoMenuItem[]] => {
  const middle = Math.ceil(menu.length / 2);
  return [menu.slice(0, middle), menu.slice(middle)];
};
