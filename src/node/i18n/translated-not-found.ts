import fs from "node:fs";
import path from "node:path";
import { ADDRESS_LANGUAGE_ATTRIBUTE, LANGUAGES } from "../../lib/i18n/languages";

/**
 * Gatsby serves the default language's 404 page for every missing address. Under /zh-hk/ it used to turn
 * Chinese only once React ran, and the header's links, the message and the footer all moved then. Now
 * that page carries each translated 404 page's body in a <template>, and a script right after its own
 * body puts in the one for the address's language before the first paint. React then hydrates the body
 * it would have rendered (src/lib/i18n/language-context.tsx reads the language the script marks). Without
 * JavaScript the page stays in the default language.
 */

const ROOT_START = '<div id="___gatsby">';
/** Gatsby's root element ends right before its script loader. */
const ROOT_END = '</div><script id="gatsby-script-loader">';
const TEMPLATE_MARK = "data-not-found-for";

/** Where a built page's root element's content starts and ends, or null if it has none. */
const rootSpan = (html: string): { start: number; end: number } | null => {
  const open = html.indexOf(ROOT_START);
  const end = open < 0 ? -1 : html.indexOf(ROOT_END, open);
  return end < 0 ? null : { start: open + ROOT_START.length, end };
};

/** What is inside a built page's root element. */
const rootOf = (html: string): string | null => {
  const span = rootSpan(html);
  return span && html.slice(span.start, span.end);
};

export interface TranslatedNotFound {
  pathPrefix: string;
  code: string;
  htmlLang: string;
  /** The translated 404 page's root, as its own HTML file has it. */
  root: string;
}

/** Plain ES5: puts in the translated body whose prefix the address starts with, if any. */
const SWAP_SCRIPT = `(function () {
  var address = location.pathname;
  [].forEach.call(document.querySelectorAll("template[${TEMPLATE_MARK}]"), function (template) {
    var prefix = template.getAttribute("${TEMPLATE_MARK}");
    if (address !== prefix && address.indexOf(prefix + "/") !== 0) return;
    document.getElementById("___gatsby").innerHTML = template.innerHTML;
    document.documentElement.lang = template.getAttribute("data-lang");
    document.documentElement.setAttribute("${ADDRESS_LANGUAGE_ATTRIBUTE}", template.getAttribute("data-code"));
  });
})();`;

/** The default language's 404 page with the translated bodies and the script after its own; as it was if it has them. */
export const withTranslatedNotFoundBodies = (html: string, translations: readonly TranslatedNotFound[]): string => {
  const span = rootSpan(html);
  if (!span || html.includes(TEMPLATE_MARK) || translations.length === 0) return html;
  const templates = translations
    .map(
      ({ pathPrefix, code, htmlLang, root }) =>
        `<template ${TEMPLATE_MARK}="${pathPrefix}" data-code="${code}" data-lang="${htmlLang}">${root}</template>`,
    )
    .join("");
  const at = span.end + "</div>".length;
  return `${html.slice(0, at)}${templates}<script>${SWAP_SCRIPT}</script>${html.slice(at)}`;
};

/** The translated 404 pages the build wrote (public/zh-hk/404.html …), each with its root. */
export const translatedNotFoundPages = (publicDir: string): TranslatedNotFound[] =>
  LANGUAGES.filter((language) => !language.default).flatMap(({ pathPrefix, code, htmlLang }) => {
    const file = path.join(publicDir, pathPrefix, "404.html");
    const root = fs.existsSync(file) ? rootOf(fs.readFileSync(file, "utf8")) : null;
    return root === null ? [] : [{ pathPrefix, code, htmlLang, root }];
  });

/** The default language's 404 page, which Gatsby writes twice (404.html and 404/index.html). */
export const isDefaultNotFoundPage = (html: string): boolean => /window\.pagePath="\/404(?:\.html)?"/.test(html);
