import fs from "fs";
import path from "path";
import type { BuildArgs } from "gatsby";

/** The site's public address from siteMetadata; the files that point at the site need it, so its absence stops the build. */
export const siteUrlOf = async ({ graphql, reporter }: BuildArgs): Promise<string> => {
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
  if (!siteUrl) reporter.panic("siteMetadata.siteUrl is missing: robots.txt and security.txt cannot point at the site.");
  return siteUrl as string;
};

/**
 * Writes robots.txt after the build, pointing crawlers at the sitemap on the configured siteUrl.
 * Demo pages are not disallowed here: they carry a noindex tag, which crawlers must be able to read.
 */
export const writeRobotsTxt = async (siteUrl: string): Promise<void> => {
  const body = `User-agent: *\nAllow: /\n\nSitemap: ${siteUrl}/sitemap-index.xml\n`;
  await fs.promises.writeFile(path.join(process.cwd(), "public", "robots.txt"), body);
};
