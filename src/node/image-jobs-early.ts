import type { CreatePagesArgs, ParentSpanPluginArgs } from "gatsby";

type Graphql = CreatePagesArgs["graphql"];
type QueryRun = { query: string; variables: Record<string, unknown> };

// Gatsby builds its two webpack bundles (about two minutes, on one core) before it runs the queries,
// and the queries are what create the image jobs (the largest part of a clean build). Running the same
// queries as soon as every page exists lets sharp cut the images on the other core while webpack works.
// When Gatsby runs the queries itself, it finds each job done or under way (a job is known by its
// content) and each blurred placeholder in its cache.

let graphqlOfBuild: Graphql | undefined;

/** Keeps the build's GraphQL runner from createPages, the one API that is handed it. */
export function keepGraphqlRunner(graphql: Graphql): void {
  graphqlOfBuild = graphql;
}

/** Starts the queries Gatsby will run (all of them in a clean build) without waiting for them. */
export function startImageJobsEarly({ store, reporter }: ParentSpanPluginArgs): void {
  const graphql = graphqlOfBuild;
  if (process.env.gatsby_executing_command !== "build" || !graphql) return;
  const runs = queryRunsOf(store.getState());
  if (runs.length > 0) reporter.info(`Started ${runs.length} queries early, so their images are cut while the bundles build`);
  // A query that fails here fails again in Gatsby's own run, which reports it with its page.
  void inParallel(runs, 4, (run) => graphql(run.query, run.variables).catch(() => undefined));
}

type Component = { query?: string };
type BuildState = {
  pages: Map<string, { path: string; componentPath: string; context?: Record<string, unknown> }>;
  components: Map<string, Component>;
  staticQueryComponents: Map<string, Component & { id: string }>;
  queries: { trackedQueries: Map<string, { dirty: number }> };
};

/**
 * The queries Gatsby is about to run, with the variables it will give them (gatsby/dist/query/index.js):
 * those marked dirty, so a cached rebuild, whose images are done, runs no query twice.
 */
function queryRunsOf({ pages, components, staticQueryComponents, queries }: BuildState): QueryRun[] {
  const isDirty = (queryId: string) => (queries.trackedQueries.get(queryId)?.dirty ?? 0) > 0;
  const pageRuns = [...pages.values()].filter((page) => isDirty(page.path)).map((page) => ({
    query: components.get(page.componentPath)?.query ?? "",
    variables: { ...page, ...page.context },
  }));
  const staticRuns = [...staticQueryComponents.values()].filter((component) => isDirty(component.id)).map((component) => ({
    query: component.query ?? "",
    variables: { path: component.id },
  }));
  return [...staticRuns, ...pageRuns].filter((run) => run.query !== "");
}

async function inParallel<T>(items: T[], lanes: number, work: (item: T) => Promise<unknown>): Promise<void> {
  let next = 0;
  const lane = async () => {
    while (next < items.length) await work(items[next++]);
  };
  await Promise.all(Array.from({ length: lanes }, lane));
}
