import { mkdir, writeFile } from "node:fs/promises";
import path from "node:path";
import company from "../../../data/site/en/company.json";
import { LANGUAGES } from "../../lib/i18n/languages";

/** RFC 9116 asks for an expiry under a year away; each build renews it, so a site rebuilt yearly never lets it lapse. */
const VALID_DAYS = 180;

/** /.well-known/security.txt: where to report a vulnerability, in the trader's own words and address. */
export const securityTxt = (siteUrl: string, builtAt: Date): string => {
  const expires = new Date(builtAt.getTime() + VALID_DAYS * 24 * 60 * 60 * 1000);
  return [
    `# Security contact for ${company.legalName}`,
    `Contact: mailto:${company.email}`,
    `Expires: ${expires.toISOString().replace(/\.\d{3}Z$/, "Z")}`,
    `Preferred-Languages: ${LANGUAGES.map((language) => language.htmlLang).join(", ")}`,
    `Canonical: ${siteUrl}/.well-known/security.txt`,
    "",
  ].join("\n");
};

export const writeSecurityTxt = async (publicDir: string, siteUrl: string): Promise<void> => {
  const folder = path.join(publicDir, ".well-known");
  await mkdir(folder, { recursive: true });
  await writeFile(path.join(folder, "security.txt"), securityTxt(siteUrl, new Date()));
};
