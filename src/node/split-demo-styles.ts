import type { CreateWebpackConfigArgs } from "gatsby";

/** Source folders whose styles belong to the demo area only. */
const DEMO_STYLE_PATHS = [/[\\/]src[\\/]litho[\\/]/, /[\\/]src[\\/]templates[\\/]litho-/];

interface StyleModule {
  type?: string;
  resource?: string;
  /** Extracted CSS modules carry their source path in their identifier rather than in `resource`. */
  identifier?: () => string;
}

const isDemoModule = (module: StyleModule): boolean => {
  const source = module.resource ?? module.identifier?.() ?? "";
  return DEMO_STYLE_PATHS.some((pattern) => pattern.test(source));
};

interface CacheGroup {
  test?: (module: StyleModule) => boolean;
  [key: string]: unknown;
}

/**
 * Gatsby gathers every stylesheet of the site into one `styles` chunk that each page inlines. The
 * demo area's styles would then weigh on every live page, so they get a chunk of their own, which only
 * the demo templates (that import them) load.
 */
export const splitDemoStyles = ({ stage, getConfig, actions }: CreateWebpackConfigArgs): void => {
  if (stage !== "build-javascript") return;
  const config = getConfig();
  const cacheGroups = config.optimization?.splitChunks?.cacheGroups as Record<string, CacheGroup> | undefined;
  const styles = cacheGroups?.styles;
  if (!cacheGroups || !styles?.test) return;
  const isSiteStyle = styles.test;
  cacheGroups.styles = { ...styles, test: (module) => isSiteStyle(module) && !isDemoModule(module) };
  cacheGroups.demoStyles = {
    ...styles,
    name: "demo-styles",
    test: (module) => isSiteStyle(module) && isDemoModule(module),
  };
  actions.replaceWebpackConfig(config);
};
