import type { CreateWebpackConfigArgs } from "gatsby";

/**
 * `gatsby develop` puts every stylesheet of the site into one file (commons.css), and mini-css-extract-plugin
 * warns ("Conflicting order", about 75 times here) wherever two pages import the same CSS Modules in
 * different orders, since one file cannot follow both. A production build keeps each page's stylesheet
 * apart, in that page's own import order (split-styles-by-page.ts), and has no such conflict: the pages a
 * visitor gets, and the browser tests check, do not depend on the order develop picks. Each module's
 * classes are scoped, so the order matters only where two modules style one element with the same
 * property (a class handed to a child component, or `composes` with a property changed); there develop
 * can show the other module's value, and a production build shows the page's own. Only develop's warning
 * is dropped: one in a production build would be a real conflict inside a page, and still shows.
 */
export const ignoreDevelopStylesheetOrder = ({ stage, actions }: CreateWebpackConfigArgs): void => {
  if (stage !== "develop") return;
  actions.setWebpackConfig({ ignoreWarnings: [{ message: /\[mini-css-extract-plugin\]\nConflicting order/ }] });
};
