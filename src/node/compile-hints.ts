import type { CreateWebpackConfigArgs } from "gatsby";
import type { Compiler } from "webpack";

/** V8's explicit compile hint: compile every function of this file eagerly, while it streams in. */
const COMPILE_HINT = "//# allFunctionsCalledOnLoad\n";

const PLUGIN_NAME = "CompileHintsPlugin";

/**
 * Chromium compiles a script's functions lazily, each the first time it is called, on the main
 * thread. Loading a page's chunks runs nearly all of their module code at once, so on a phone that
 * lazy compilation made most of each chunk's long task (a demo home lost about 200 ms of blocking
 * time to it). With the hint at the top of a file, V8 compiles all of it on a background thread as
 * it downloads (https://v8.dev/blog/explicit-compile-hints); other browsers ignore the comment.
 * Every browser chunk gets it, since a chunk is only ever requested to run: the page's own, and those
 * loaded on demand (Swiper, the form libraries) the moment they are needed. It goes in after
 * minification, which would strip it, and before hashing and source maps, which account for it.
 */
class CompileHintsPlugin {
  apply(compiler: Compiler): void {
    const { Compilation, sources } = compiler.webpack;
    compiler.hooks.thisCompilation.tap(PLUGIN_NAME, (compilation) => {
      compilation.hooks.processAssets.tap({ name: PLUGIN_NAME, stage: Compilation.PROCESS_ASSETS_STAGE_OPTIMIZE_SIZE + 1 }, (assets) => {
        for (const name of Object.keys(assets)) {
          if (name.endsWith(".js")) compilation.updateAsset(name, (source) => new sources.ConcatSource(COMPILE_HINT, source));
        }
      });
    });
  }
}

export const hintEagerCompilation = ({ stage, actions }: CreateWebpackConfigArgs): void => {
  if (stage === "build-javascript") actions.setWebpackConfig({ plugins: [new CompileHintsPlugin()] });
};
