/** The one place for the site's public address: canonical and Open Graph URLs derive from it. */
export const SITE_URL = process.env.SITE_URL ?? "https://www.harbourgold.hk";
