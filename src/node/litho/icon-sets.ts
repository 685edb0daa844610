/**
 * The icon sets of the demo's icon pages, read from their npm packages at build time. A page's
 * icon-grid section names a set (and optionally some of its styles); the build answers with what
 * the page draws, names only: per style the icon names, the text a tile copies, the categories
 * where the set has them, and the address of the style's sprite. The sprite itself (one SVG of
 * <symbol>s per style, written by icon-sprites.ts) holds the drawings, so thousands of paths are
 * neither in the page's HTML nor in its page data.
 */
import fs from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
// The three helpers by their own paths: the package's index also loads its icon loaders, which need modules a build does not.
import { getIconData } from "@iconify/utils/lib/icon-set/get-icon";
import { iconToSVG } from "@iconify/utils/lib/svg/build";
import { parseSVGContent } from "@iconify/utils/lib/svg/parse";
import type { IconifyInfo, IconifyJSON } from "@iconify/types";

/** Where sprites are served from: /litho/icons/<set>-<style>.svg. */
export const ICON_SPRITE_DIR = "/litho/icons";

export interface IconCredit {
  name: string;
  url: string;
}

export interface IconCategory {
  title: string;
  /** Positions in the style's `names`. */
  icons: number[];
}

export interface IconStyle {
  key: string;
  title: string;
  sprite: string;
  /** What a tile copies; `{name}` stands for the icon's name. */
  copy: string;
  names: string[];
  categories: IconCategory[];
}

export interface IconLibrary {
  name: string;
  version: string | null;
  homepage: string;
  authors: IconCredit[];
  licences: IconCredit[];
  styles: IconStyle[];
}

/** One drawing of a sprite: the <symbol> a tile's <use> points at. */
export interface IconSymbol {
  id: string;
  viewBox: string;
  body: string;
}

/** A style as read from its package: its icons in order, their drawings and the categories named there. */
interface LoadedStyle {
  symbols: IconSymbol[];
  /** Category title → icon names. */
  categories: Record<string, string[]>;
}

interface StyleSource {
  key: string;
  title: string;
  copy: string;
  load: () => LoadedStyle;
}

interface SetSource {
  /** The value page documents write in `set`. */
  key: string;
  credit: () => Omit<IconLibrary, "styles">;
  styles: StyleSource[];
}

// Resolved from the project, the way Node finds them (the bundler that compiles gatsby-node leaves no `require.resolve`).
const fromProject = createRequire(path.join(process.cwd(), "package.json"));
const packageDir = (name: string): string => path.dirname(fromProject.resolve(`${name}/package.json`));
const readJson = <T>(file: string): T => JSON.parse(fs.readFileSync(file, "utf8")) as T;

const byName = (a: string, b: string): number => a.localeCompare(b, "en", { numeric: true });

/** "Arrows &amp; Direction Icons" (as Themify's manifest writes it) → "Arrows & Direction". */
const categoryTitle = (raw: string): string =>
  raw
    .replace(/&amp;/g, "&")
    .replace(/\s+Icons$/i, "")
    .trim();

const iconifyPackage = (prefix: string) => {
  const dir = packageDir(`@iconify-json/${prefix}`);
  const icons = readJson<IconifyJSON>(path.join(dir, "icons.json"));
  const info = readJson<IconifyInfo & { version?: string }>(path.join(dir, "info.json"));
  const metadataFile = path.join(dir, "metadata.json");
  const metadata = fs.existsSync(metadataFile) ? readJson<{ categories?: Record<string, string[]> }>(metadataFile) : {};
  return { icons, info, categories: metadata.categories ?? {} };
};

/** A source icon of a package and the name a tile shows for it. */
interface PickedIcon {
  id: string;
  source: string;
}

/** Every visible icon of an Iconify set under its own name (hidden ones are retired names kept for old links). */
const visibleIcons = (set: IconifyJSON): PickedIcon[] =>
  Object.entries(set.icons)
    .filter(([, icon]) => !icon.hidden)
    .map(([name]) => ({ id: name, source: name }));

/** The icons `pick` chooses from an Iconify set, as symbols, with the set's categories in those names. */
const iconifyStyle =
  (prefix: string, pick: (set: IconifyJSON) => PickedIcon[] = visibleIcons) =>
  (): LoadedStyle => {
    const { icons, categories } = iconifyPackage(prefix);
    const symbols: IconSymbol[] = [];
    const renamed = new Map<string, string>();
    for (const { id, source } of pick(icons)) {
      const data = getIconData(icons, source);
      if (!data) throw new Error(`@iconify-json/${prefix}: no icon "${source}"`);
      const svg = iconToSVG(data);
      symbols.push({ id, viewBox: svg.attributes.viewBox, body: svg.body });
      renamed.set(source, id);
    }
    const picked = (names: string[]) => names.flatMap((name) => (renamed.has(name) ? [renamed.get(name) as string] : []));
    return {
      symbols: symbols.sort((a, b) => byName(a.id, b.id)),
      categories: Object.fromEntries(Object.entries(categories).map(([title, names]) => [title, picked(names)])),
    };
  };

const iconifyCredit = (prefix: string, homepage: string) => (): Omit<IconLibrary, "styles"> => {
  const { info } = iconifyPackage(prefix);
  return {
    name: info.name,
    version: info.version ?? null,
    homepage,
    authors: info.author ? [{ name: info.author.name, url: info.author.url ?? homepage }] : [],
    // "GPL 3.0" as the title, GPL-3.0-or-later as the licence: the credit says which.
    licences: [
      {
        name: /-or-later$/.test(info.license.spdx ?? "") ? `${info.license.title} or later` : info.license.title,
        url: info.license.url ?? homepage,
      },
    ],
  };
};

/**
 * Phosphor's weights share one package: "acorn" is the regular weight, "acorn-fill" its fill (an alias
 * of "acorn" where the two are drawn alike). The regular icons are those with a fill weight.
 */
export const phosphorWeight =
  (weight: "regular" | "fill") =>
  (set: IconifyJSON): PickedIcon[] =>
    visibleIcons(set)
      .filter(({ id }) => Boolean(set.icons[`${id}-fill`] ?? set.aliases?.[`${id}-fill`]))
      .map(({ id }) => ({ id, source: weight === "fill" ? `${id}-fill` : id }));

/** Themify ships one SVG file per icon and a manifest naming them and their categories. */
const themifyStyle = (): LoadedStyle => {
  const dir = packageDir("@icon/themify-icons");
  const manifest = readJson<{ icons: Record<string, string>; categories: Record<string, string[]> }>(path.join(dir, "manifest.json"));
  const symbols = Object.keys(manifest.icons)
    .map((name): IconSymbol => {
      const parsed = parseSVGContent(fs.readFileSync(path.join(dir, "icons", `${name}.svg`), "utf8"));
      if (!parsed?.attribs.viewBox) throw new Error(`@icon/themify-icons: icons/${name}.svg has no viewBox`);
      // Its paths carry no fill of their own: the symbol paints them in the tile's text colour.
      return { id: name, viewBox: parsed.attribs.viewBox, body: `<g fill="currentColor">${parsed.body}</g>` };
    })
    .sort((a, b) => byName(a.id, b.id));
  const known = new Set(symbols.map((symbol) => symbol.id));
  return {
    symbols,
    categories: Object.fromEntries(
      Object.entries(manifest.categories).map(([title, names]) => [categoryTitle(title), names.filter((name) => known.has(name))]),
    ),
  };
};

const themifyCredit = (): Omit<IconLibrary, "styles"> => {
  const pkg = readJson<{ version: string }>(path.join(packageDir("@icon/themify-icons"), "package.json"));
  // As the package's LICENSE file states them: the icon font under the OFL, its code under MIT.
  return {
    name: "Themify Icons",
    version: pkg.version,
    homepage: "https://themify.me/themify-icons",
    authors: [{ name: "Themify", url: "https://themify.me/themify-icons" }],
    licences: [
      { name: "SIL OFL 1.1", url: "https://openfontlicense.org/" },
      { name: "MIT", url: "https://opensource.org/license/mit" },
    ],
  };
};

/** Every set a page may name, with its styles in their usual order. */
export const ICON_SETS: readonly SetSource[] = [
  {
    key: "phosphor",
    credit: iconifyCredit("ph", "https://phosphoricons.com"),
    styles: [
      { key: "regular", title: "Regular", copy: "ph ph-{name}", load: iconifyStyle("ph", phosphorWeight("regular")) },
      { key: "fill", title: "Fill", copy: "ph-fill ph-{name}", load: iconifyStyle("ph", phosphorWeight("fill")) },
    ],
  },
  {
    key: "feather",
    credit: iconifyCredit("feather", "https://feathericons.com"),
    styles: [{ key: "regular", title: "Regular", copy: "{name}", load: iconifyStyle("feather") }],
  },
  {
    key: "font-awesome",
    // Its three packages are each at their own 7.x release: the credit names the major version they share.
    credit: () => ({ ...iconifyCredit("fa7-solid", "https://fontawesome.com")(), name: "Font Awesome Free", version: "7" }),
    styles: [
      { key: "solid", title: "Solid", copy: "fa-solid fa-{name}", load: iconifyStyle("fa7-solid") },
      { key: "regular", title: "Regular", copy: "fa-regular fa-{name}", load: iconifyStyle("fa7-regular") },
      { key: "brands", title: "Brands", copy: "fa-brands fa-{name}", load: iconifyStyle("fa7-brands") },
    ],
  },
  {
    key: "et-line",
    credit: () => ({ ...iconifyCredit("et", "https://github.com/pprince/etlinefont-bower")(), name: "ET Line" }),
    styles: [{ key: "regular", title: "Regular", copy: "icon-{name}", load: iconifyStyle("et") }],
  },
  {
    key: "themify",
    credit: themifyCredit,
    styles: [{ key: "regular", title: "Regular", copy: "ti-{name}", load: themifyStyle }],
  },
  {
    key: "simple-line",
    credit: () => ({ ...iconifyCredit("simple-line-icons", "https://simplelineicons.github.io")(), name: "Simple Line Icons" }),
    styles: [{ key: "regular", title: "Regular", copy: "icon-{name}", load: iconifyStyle("simple-line-icons") }],
  },
];

const setSource = (key: string): SetSource => {
  const set = ICON_SETS.find((candidate) => candidate.key === key);
  if (!set) throw new Error(`icon-grid: no icon set "${key}"; allowed: ${ICON_SETS.map((candidate) => candidate.key).join(", ")}`);
  return set;
};

/** The styles a section asked for, in its order; every style of the set when it names none. */
export const chosenStyles = (setKey: string, wanted: readonly string[] | null | undefined): StyleSource[] => {
  const set = setSource(setKey);
  if (!wanted || wanted.length === 0) return set.styles;
  return wanted.map((key) => {
    const style = set.styles.find((candidate) => candidate.key === key);
    if (!style)
      throw new Error(
        `icon-grid: the ${setKey} set has no style "${key}"; allowed: ${set.styles.map((candidate) => candidate.key).join(", ")}`,
      );
    return style;
  });
};

// Reading and drawing a set takes a moment (Phosphor's package holds 9,000 drawings), and a build asks
// for the same style from the page query and the sprite writer: each style is read once per process.
const loaded = new Map<string, LoadedStyle>();
const loadStyle = (setKey: string, style: StyleSource): LoadedStyle => {
  const cacheKey = `${setKey}/${style.key}`;
  const cached = loaded.get(cacheKey) ?? style.load();
  loaded.set(cacheKey, cached);
  return cached;
};

export const spriteUrl = (setKey: string, styleKey: string): string => `${ICON_SPRITE_DIR}/${setKey}-${styleKey}.svg`;

/** Categories as positions in the names list, in the set's own order; empty ones are left out. */
export const indexCategories = (names: readonly string[], categories: Record<string, string[]>): IconCategory[] => {
  const position = new Map(names.map((name, index) => [name, index]));
  return Object.entries(categories)
    .map(([title, members]) => ({
      title,
      icons: [...new Set(members.flatMap((name) => (position.has(name) ? [position.get(name) as number] : [])))].sort((a, b) => a - b),
    }))
    .filter((category) => category.icons.length > 0);
};

/** What an icon-grid section draws: the set's credit and, per chosen style, its names (and categories when asked). */
export const iconLibrary = (setKey: string, wanted: readonly string[] | null | undefined, withCategories: boolean): IconLibrary => {
  const set = setSource(setKey);
  return {
    ...set.credit(),
    styles: chosenStyles(setKey, wanted).map((style) => {
      const { symbols, categories } = loadStyle(setKey, style);
      const names = symbols.map((symbol) => symbol.id);
      return {
        key: style.key,
        title: style.title,
        sprite: spriteUrl(setKey, style.key),
        copy: style.copy,
        names,
        categories: withCategories ? indexCategories(names, categories) : [],
      };
    }),
  };
};

const escapeAttribute = (value: string): string => value.replace(/&/g, "&amp;").replace(/"/g, "&quot;").replace(/</g, "&lt;");

/** One SVG document of <symbol>s, each addressed by its icon's name: /litho/icons/feather-regular.svg#activity. */
export const spriteDocument = (symbols: readonly IconSymbol[]): string =>
  `<svg xmlns="http://www.w3.org/2000/svg">${symbols
    .map((symbol) => `<symbol id="${escapeAttribute(symbol.id)}" viewBox="${escapeAttribute(symbol.viewBox)}">${symbol.body}</symbol>`)
    .join("")}</svg>`;

/** The sprite of one style of a set. */
export const styleSprite = (setKey: string, styleKey: string): { url: string; svg: string; count: number } => {
  const [style] = chosenStyles(setKey, [styleKey]);
  const { symbols } = loadStyle(setKey, style);
  return { url: spriteUrl(setKey, styleKey), svg: spriteDocument(symbols), count: symbols.length };
};
