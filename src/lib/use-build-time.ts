import { graphql, useStaticQuery } from "gatsby";

/**
 * The moment the site was built (ISO 8601, UTC): what the static HTML and the hydration show for
 * anything that depends on today (a countdown, this year), until the visitor's clock takes over.
 * Undefined where no build ran (unit tests).
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
