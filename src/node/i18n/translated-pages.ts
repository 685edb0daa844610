import type { CreatePageArgs } from "gatsby";
import { LANGUAGES, pathInLanguage } from "../../lib/i18n/languages";
import { isDemoRoute } from "../../lib/demo-route";

/**
 * Every live page exists once per language: /about in English, /zh-hk/about in Chinese, each with its
 * `language` in the context for its page query ($language) and the frame. The demo area is not translated.
 *
 * The 404 page is the exception. Gatsby serves /404.html for every missing address, so that page has
 * no language of its own: it picks the visitor's from the address once in the browser
 * (src/lib/i18n/language-context.tsx). Each other language also gets its own /zh-hk/404.html, which the
 * host answers, with status 404, for any missing address under /zh-hk/: the page is Chinese before any
 * script runs. (A rule that only applies where no file exists, so every real page shadows it.)
 */
export const createTranslatedPages = ({ page, actions }: CreatePageArgs<Record<string, unknown>>): void => {
  if (isDemoRoute(page.path) || (page.context && "language" in page.context)) return;
  if (page.path === "/404") {
    for (const language of LANGUAGES.filter((candidate) => !candidate.default)) {
      const notFoundPage = `${language.pathPrefix}/404.html`;
      actions.createPage({ ...page, path: notFoundPage, context: { ...page.context, language: language.code } });
      actions.createRedirect({ fromPath: `${language.pathPrefix}/*`, toPath: notFoundPage, statusCode: 404 });
    }
    return;
  }
  if (page.path === "/404.html" || page.path === "/dev-404-page") return;
  actions.deletePage(page);
  for (const language of LANGUAGES) {
    actions.createPage({ ...page, path: pathInLanguage(page.path, language), context: { ...page.context, language: language.code } });
  }
};
