import fs from "fs";
import path from "path";
import type { BuildArgs } from "gatsby";

/**
 * Writes robots.txt after the build, pointing crawlers at the sitemap on the configured siteUrl.
 * Demo pages are not disallowed here: they carry a noindex tag, which crawlers must be able to read.
 */
export const writeRobotsTxt = async ({ graphql, reporter }: BuildArgs): Promise<void> => {
  const result = await graphql<{ site: { siteMetadata: { siteUrl: string } } }>(`
    {
      site {
        siteMetadata {
          siteUrl
        }
      }
    }
  `);
  const siteUrl = result.data?.site.siteMetadata.siteUrl;
  if (!siteUrl) {
    reporter.panicOnBuild("siteMetadata.siteUrl is missing: robots.txt cannot point at the sitemap.");
    return;
  }
  const body = `User-agent: *\nAllow: /\n\nSitemap: ${siteUrl}/sitemap-index.xml\n`;
  await fs.promises.writeFile(path.join(process.cwd(), "public", "robots.txt"), body);
};
