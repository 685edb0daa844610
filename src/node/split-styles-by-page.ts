import type { CreateWebpackConfigArgs } from "gatsby";

/**
 * Gatsby gathers every stylesheet of the site into one `styles` chunk, and every page inlines all of it:
 * about 71 KB (gzip) on every live and demo page, most of it for components the page does not have,
 * against 6-18 KB with each page's own (`npm run bench -- --no-build --weights`). Without that cache
 * group each stylesheet stays with the JavaScript chunk that imports it, so a page inlines the app's
 * global styles and those of its own page component only (onPreRenderHTML in gatsby-ssr.tsx puts the
 * app's first). Client-side navigation loads the next page's stylesheet together with its chunk
 * (mini-css-extract waits for it before the page renders). One of the deviations from stock Gatsby in
 * docs/architecture.md: removing it means deleting this function and that onPreRenderHTML.
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
