/**
 * Which of the site's modules a production build hands to swc, and which stay with Babel, where Gatsby
 * extracts the GraphQL queries and strips the page templates' server-only exports.
 */
import path from "node:path";
import type { CreateWebpackConfigArgs } from "gatsby";
import { transpileWithSwc } from "../../src/node/fast-transpiler";

const ROOT = path.resolve(__dirname, "../..");
const BABEL = [{ loader: "gatsby/dist/utils/babel-loader.js" }];

type Use = (data: { resource: string; issuer?: string }) => Array<{ loader: string; options?: Record<string, unknown> }>;

function configure(stage: string, rules: Array<Record<string, unknown>> = [{ test: /\.(js|mjs|jsx|ts|tsx)$/, use: () => BABEL }]) {
  const config = { module: { rules } };
  const args = {
    stage,
    getConfig: () => config,
    actions: { replaceWebpackConfig: jest.fn() },
    reporter: { panicOnBuild: jest.fn() },
    store: { getState: () => ({ program: { directory: ROOT, browserslist: [">0.25% and supports es6-module"] } }) },
  };
  transpileWithSwc(args as unknown as CreateWebpackConfigArgs);
  return { args, use: rules[0]?.use as Use };
}

const loaderOf = (use: Use, file: string, issuer = path.join(ROOT, "src/components/button-link/button-link.tsx")) =>
  use({ resource: path.join(ROOT, file), issuer })[0].loader;

describe("transpileWithSwc", () => {
  it("gives the site's plain modules to swc, with TSX parsing only for .tsx files", () => {
    const { use, args } = configure("build-javascript");
    expect(loaderOf(use, "src/lib/fill-placeholders.ts")).toBe("swc-loader");
    const [tsx] = use({ resource: path.join(ROOT, "src/components/button-link/button-link.tsx") });
    const [ts] = use({ resource: path.join(ROOT, "src/lib/fill-placeholders.ts") });
    expect(tsx.options).toMatchObject({ jsc: { parser: { tsx: true } }, env: { targets: [">0.25% and supports es6-module"] } });
    expect(ts.options).toMatchObject({ jsc: { parser: { tsx: false } } });
    expect(args.actions.replaceWebpackConfig).toHaveBeenCalled();
  });

  it("keeps Babel for modules with a query, page templates and anything outside src/", () => {
    const { use } = configure("build-html");
    expect(loaderOf(use, "src/components/faq-list/faq-list.tsx")).toBe(BABEL[0].loader);
    expect(
      loaderOf(use, "src/lib/fill-placeholders.ts", path.join(ROOT, ".cache/_this_is_virtual_fs_path_/$virtual/async-requires.js")),
    ).toBe(BABEL[0].loader);
    expect(loaderOf(use, ".cache/production-app.js")).toBe(BABEL[0].loader);
  });

  it("targets the running Node for the HTML renderer", () => {
    const { use } = configure("build-html");
    const [swc] = use({ resource: path.join(ROOT, "src/lib/fill-placeholders.ts") });
    expect(swc.options).toMatchObject({ env: { targets: { node: process.versions.node } } });
  });

  it("leaves gatsby develop to Babel", () => {
    const { use, args } = configure("develop");
    expect(loaderOf(use, "src/lib/fill-placeholders.ts")).toBe(BABEL[0].loader);
    expect(args.actions.replaceWebpackConfig).not.toHaveBeenCalled();
  });

  it("stops the build when Gatsby's Babel rule cannot be found", () => {
    const { args } = configure("build-javascript", [{ test: /\.css$/, use: [] }]);
    expect(args.reporter.panicOnBuild).toHaveBeenCalledWith(expect.stringMatching(/no Babel rule/));
  });
});
