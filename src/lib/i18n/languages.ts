/*
 * The live site's languages, read from data/site/languages.json by the build and the browser alike.
 * A language's texts live in data/site/<code>/ (the default language's too: data/site/en/); its
 * pages are served under its path prefix. Adding a language is an entry here plus its folder.
 */
import languageList from "../../../data/site/languages.json";
import { isDemoRoute } from "../demo-route";

export interface SiteLanguage {
  /** The folder name and the code pages carry in their context: "zh-hk". */
  code: string;
  /** The language's own name, as the switch offers it: "繁體中文". */
  name: string;
  /** "" for the default language, "/zh-hk" for the others. */
  pathPrefix: string;
  /** <html lang>: "zh-Hant-HK". */
  htmlLang: string;
  /** <link rel="alternate" hreflang>: "zh-HK". */
  hreflang: string;
  /** og:locale: "zh_HK". */
  ogLocale: string;
  /** How figures and dates are written (Intl): "zh-HK". */
  numberLocale: string;
  default: boolean;
}

export const LANGUAGES: readonly SiteLanguage[] = languageList;

const defaultLanguages = LANGUAGES.filter((language) => language.default);
if (defaultLanguages.length !== 1) {
  throw new Error(`data/site/languages.json must mark exactly one language "default": true; found ${defaultLanguages.length}`);
}
export const DEFAULT_LANGUAGE: SiteLanguage = defaultLanguages[0];

export const languageByCode = (code: string | undefined): SiteLanguage =>
  LANGUAGES.find((language) => language.code === code) ?? DEFAULT_LANGUAGE;

const prefixOf = (pathname: string): SiteLanguage | undefined =>
  LANGUAGES.find(
    (language) => language.pathPrefix !== "" && (pathname === language.pathPrefix || pathname.startsWith(`${language.pathPrefix}/`)),
  );

/** The language a live path is in: "/zh-hk/about" → zh-hk, "/about" → the default. */
export const languageOfPath = (pathname: string): SiteLanguage => prefixOf(pathname) ?? DEFAULT_LANGUAGE;

/** The path without its language prefix: "/zh-hk/about" → "/about", "/zh-hk" → "/". */
export const unprefixedPath = (pathname: string): string => {
  const language = prefixOf(pathname);
  return language ? pathname.slice(language.pathPrefix.length) || "/" : pathname;
};

/**
 * The same live page in a language: ("/about", zh-hk) → "/zh-hk/about". Only site-relative paths
 * change: a fragment-only link ("#map"), another site, mailto: and the demo area stay as they are.
 */
export const pathInLanguage = (path: string, language: SiteLanguage): string => {
  if (!path.startsWith("/") || path.startsWith("//") || isDemoRoute(path)) return path;
  const bare = unprefixedPath(path);
  if (language.pathPrefix === "") return bare;
  // The home page's own slash goes: "/" → "/zh-hk", "/?q" → "/zh-hk?q".
  return /^\/([?#]|$)/.test(bare) ? `${language.pathPrefix}${bare.slice(1)}` : `${language.pathPrefix}${bare}`;
};
