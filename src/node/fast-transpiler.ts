import fs from "node:fs";
import path from "node:path";
import type { CreateWebpackConfigArgs } from "gatsby";

type LoaderData = { resource: string; issuer?: string };
type UseFunction = (data: LoaderData) => unknown[];
type Rule = { test?: unknown; use?: unknown };

/**
 * Gatsby transpiles every source module with Babel on webpack's main thread, twice in a build (browser
 * bundles and HTML renderer). For the modules below that was 7–11 s of single-core work per bundle, on
 * the thread that also has to start the image jobs. swc does the same transform (TypeScript, the
 * automatic JSX runtime, syntax for the site's browsers) in a native thread, tens of times faster. Babel
 * keeps the modules where it does Gatsby's own work: those with a GraphQL query (it extracts them) and
 * page templates (it removes their server-only exports). Only production builds change; `gatsby develop`
 * keeps Babel's fast refresh.
 */
export const transpileWithSwc = ({ stage, getConfig, actions, reporter, store }: CreateWebpackConfigArgs): void => {
  if (stage !== "build-javascript" && stage !== "build-html") return;
  const config = getConfig();
  const rules: Rule[] = config.module?.rules ?? [];
  const sourceRule = rules.find((rule) => typeof rule.use === "function" && rule.test instanceof RegExp && rule.test.test("page.tsx"));
  if (!sourceRule) {
    reporter.panicOnBuild("Gatsby's webpack config has no Babel rule for source modules: check how this Gatsby version transpiles.");
    return;
  }
  const { directory, browserslist: browsers } = store.getState().program as { directory: string; browserslist: string[] };
  const targets = stage === "build-html" ? { node: process.versions.node } : browsers;
  const swcLoaders = { ts: swcLoaderFor(targets, false), tsx: swcLoaderFor(targets, true) };
  const babelUse = sourceRule.use as UseFunction;
  const isPlainModule = plainModuleTest(path.join(directory, "src") + path.sep);
  sourceRule.use = (data: LoaderData) => {
    if (!isPlainModule(data)) return babelUse(data);
    return [data.resource.endsWith(".tsx") ? swcLoaders.tsx : swcLoaders.ts];
  };
  actions.replaceWebpackConfig(config);
};

function swcLoaderFor(targets: string[] | Record<string, string>, tsx: boolean) {
  return {
    loader: "swc-loader",
    options: {
      env: { targets },
      jsc: {
        parser: { syntax: "typescript", tsx },
        transform: { react: { runtime: "automatic", development: false } },
      },
    },
  };
}

/** A module of the site's own (under src/) that is not a page template and holds no GraphQL query. */
function plainModuleTest(sourceDirectory: string) {
  const holdsQuery = new Map<string, boolean>();
  return ({ resource, issuer }: LoaderData): boolean => {
    if (!resource.startsWith(sourceDirectory) || !/\.tsx?$/.test(resource)) return false;
    if (issuer && /async-requires/.test(issuer)) return false;
    if (!holdsQuery.has(resource)) holdsQuery.set(resource, /\bgraphql\b|useStaticQuery/.test(fs.readFileSync(resource, "utf8")));
    return !holdsQuery.get(resource);
  };
}
