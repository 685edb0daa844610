/*
 * Writes each page's Content-Security-Policy into the host's header rules (onPostBuild). Gatsby writes
 * the scripts those policies hash (its chunk map, each page's path) into the HTML at the very end of the
 * build, after every render hook has run, so no render-time API sees them; the written HTML is the one
 * place they can be read. The rules go into public/_headers, Netlify's header file, in a block of their
 * own: the adapter writes its block (caching, the headers of gatsby-config) after it and keeps this one.
 * Netlify applies every rule whose path matches, a later rule's header replacing an earlier one's, so the
 * exact page rules come after the two wildcards that give missing addresses their 404 page's policy.
 * The adapter writes the headers of gatsby-config for each file the build made; an address with no file
 * is answered by a wildcard alone, so the wildcards carry those headers too.
 */
import { readFile, writeFile } from "node:fs/promises";
import path from "node:path";
import { htmlFilesUnder } from "../built-pages";
import { pagePolicy } from "./content-security-policy";
import { SECURITY_HEADERS } from "../../lib/security-headers";

export const POLICY_BLOCK_START = "# page policies start";
export const POLICY_BLOCK_END = "# page policies end";

/**
 * The address a built file answers: about/index.html (or about.html, once the adapter has given it a
 * pretty address) is /about; a folder's 404.html answers every missing address under that folder. Gatsby
 * writes the root's not-found page twice (404.html and 404/index.html, each with its own page path in a
 * script) and the adapter moves the second over the first, so a rule may hold several files.
 */
export const ruleForFile = (relativeFile: string): string => {
  const file = relativeFile.split(path.sep).join("/");
  const notFound = /(^|\/)404(\/index)?\.html$/.exec(file);
  if (notFound) return `/${file.slice(0, notFound.index)}${notFound[1]}*`;
  if (file === "index.html") return "/";
  return `/${file.replace(/(\/index)?\.html$/, "")}`;
};

/** Wildcards first (the shorter the wider), then the exact paths, which override them. */
const byPrecedence = ([a]: [string, string], [b]: [string, string]) => {
  const wideA = a.endsWith("*");
  const wideB = b.endsWith("*");
  if (wideA !== wideB) return wideA ? -1 : 1;
  return a.length - b.length || a.localeCompare(b);
};

const headerLines = (rule: string, policy: string): string[] => [
  rule,
  ...(rule.endsWith("*") ? SECURITY_HEADERS.map(({ key, value }) => `  ${key}: ${value}`) : []),
  `  Content-Security-Policy: ${policy}`,
];

export const policyBlock = (rules: [string, string][]): string =>
  [POLICY_BLOCK_START, ...[...rules].sort(byPrecedence).flatMap(([rule, policy]) => headerLines(rule, policy)), POLICY_BLOCK_END].join(
    "\n",
  );

/** The header file with this block in place of the one a previous build wrote; the adapter's block is kept. */
export const withPolicyBlock = (existing: string, block: string): string => {
  const start = existing.indexOf(POLICY_BLOCK_START);
  const end = existing.indexOf(POLICY_BLOCK_END);
  const rest = start >= 0 && end > start ? existing.slice(0, start) + existing.slice(end + POLICY_BLOCK_END.length + 1) : existing;
  return `${block}\n${rest.trimStart()}`;
};

const readIfThere = (file: string): Promise<string> => readFile(file, "utf8").catch(() => "");

/** Each rule's policy, from every file it may be answered with. */
const policiesByRule = async (publicDir: string): Promise<[string, string][]> => {
  const pages = new Map<string, string[]>();
  for (const file of await htmlFilesUnder(publicDir)) {
    const rule = ruleForFile(path.relative(publicDir, file));
    pages.set(rule, [...(pages.get(rule) ?? []), await readFile(file, "utf8")]);
  }
  return [...pages].map(([rule, htmls]) => [rule, pagePolicy(htmls.join("\n"))]);
};

/** `ownPolicies`: rules whose policy is not computed from their HTML (the editor's, src/node/editor). */
export const writePagePolicies = async (publicDir: string, ownPolicies: Readonly<Record<string, string>> = {}): Promise<number> => {
  const computed = (await policiesByRule(publicDir)).filter(([rule]) => !(rule in ownPolicies));
  const rules: [string, string][] = [...computed, ...Object.entries(ownPolicies)];
  const headersFile = path.join(publicDir, "_headers");
  await writeFile(headersFile, withPolicyBlock(await readIfThere(headersFile), policyBlock(rules)));
  return rules.length;
};
