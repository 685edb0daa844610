import type { CreateWebpackConfigArgs } from "gatsby";

/**
 * Gatsby gathers every stylesheet of the site into one `styles` chunk, and every page inlines all of
 * it: each live page carried the demo area's styles as well as its own, and each demo page about
 * 190 KB of CSS, most of it for components the page does not have. Without that cache group each
 * stylesheet stays with the JavaScript chunk that imports it, so a page inlines the app's global styles
 * and those of its own template's components only. Client-side navigation loads the next template's
 * stylesheet together with its chunk (mini-css-extract waits for it before the page renders).
 */
export const splitStylesByPage = ({ stage, getConfig, actions, reporter }: CreateWebpackConfigArgs): void => {
  if (stage !== "build-javascript") return;
  const config = getConfig();
  const cacheGroups = config.optimization?.splitChunks?.cacheGroups as Record<string, unknown> | undefined;
  if (!cacheGroups?.styles) {
    reporter.panicOnBuild("Gatsby's webpack config has no `styles` cache group: check how this Gatsby version bundles CSS.");
    return;
  }
  delete cacheGroups.styles;
  actions.replaceWebpackConfig(config);
};
