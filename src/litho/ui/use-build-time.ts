import { graphql, useStaticQuery } from "gatsby";

/**
 * The moment the site was built (ISO 8601): what a countdown shows in the static HTML and at
 * hydration, until the visitor's clock takes over. Undefined where no build ran (unit tests).
 */
export const useBuildTime = (): string | undefined => {
  const data = useStaticQuery<Queries.LithoBuildTimeQuery>(graphql`
    query LithoBuildTime {
      site {
        buildTime
      }
    }
  `);
  return data?.site?.buildTime ?? undefined;
};
