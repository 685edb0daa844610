import type { ParentSpanPluginArgs } from "gatsby";

// Gatsby builds its two webpack bundles (nearly two minutes) before it runs the queries, and the queries
// are what create the image jobs (the largest part of a clean build). Running them as soon as every page
// exists lets sharp cut the images on the other core while webpack works.
// They run through Gatsby's own query services, the ones a one-core build uses, so their results are
// kept: when Gatsby comes to its query step, it finds these queries clean and has none left to run in its
// workers (which spent about 30 s of CPU running them again). A query still under way by then is dirty,
// and Gatsby runs it in a worker as usual; its image jobs are known by their content, so none is cut twice.

type QueryIds = { staticQueryIds: string[]; pageQueryIds: string[] };
type QueryStep = (args: { queryIds: QueryIds; store: unknown; graphqlRunner: unknown; parentSpan?: unknown }) => Promise<void>;
type GatsbyQueryServices = {
  calculateDirtyQueries: (args: { store: unknown }) => Promise<{ queryIds: QueryIds }>;
  runStaticQueries: QueryStep;
  runPageQueries: QueryStep;
};
type GraphQLRunnerModule = { GraphQLRunner: new (store: unknown, options: { collectStats: boolean }) => unknown };

/** Starts the queries Gatsby will run (all of them in a clean build) without waiting for them. */
export function startImageJobsEarly({ store, reporter, parentSpan }: ParentSpanPluginArgs): void {
  if (process.env.gatsby_executing_command !== "build") return;
  // Gatsby's internals, not its plugin API: fail loudly if a Gatsby upgrade moves them.
  const services = require("gatsby/dist/services") as GatsbyQueryServices;
  const { GraphQLRunner } = require("gatsby/dist/query/graphql-runner") as GraphQLRunnerModule;
  const used = [services.calculateDirtyQueries, services.runStaticQueries, services.runPageQueries, GraphQLRunner];
  if (used.some((part) => typeof part !== "function")) {
    reporter.panicOnBuild("Gatsby's query services moved: check src/node/image-jobs-early.ts against this Gatsby version.");
    return;
  }
  const run = async () => {
    const { queryIds } = await services.calculateDirtyQueries({ store });
    const count = queryIds.staticQueryIds.length + queryIds.pageQueryIds.length;
    if (count === 0) return;
    reporter.info(`Running ${count} queries now, so their images are cut while the bundles build`);
    const graphqlRunner = new GraphQLRunner(store, { collectStats: true });
    await services.runStaticQueries({ queryIds, store, graphqlRunner, parentSpan });
    await services.runPageQueries({ queryIds, store, graphqlRunner, parentSpan });
  };
  // A failing query fails the build from here, with its page, as it would in Gatsby's own step.
  void run().catch((error: unknown) => reporter.panicOnBuild("The early query run failed", error as Error));
}
