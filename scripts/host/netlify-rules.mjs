// Netlify's two rule files as the adapter writes them into public/: `_headers` (a path, then indented
// "Name: value" lines) and `_redirects` ("from to status[!]"). Paths match as on Netlify: `*` at the end
// takes the rest of the address (and the folder itself), `:name` one segment, anything else exactly.

// Stands for a trailing `*` until the escaped parts are joined; no address contains it.
const SPLAT = "<splat>";

const patternOf = (rule) => {
  const source = decodeURI(rule)
    .split("/")
    .map((part) => (part === "*" ? SPLAT : part.startsWith(":") ? "[^/]+" : part.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")))
    .join("/")
    .replace(`/${SPLAT}`, "(?:/.*)?");
  return new RegExp(`^${source}/?$`);
};

/** [{ pattern, headers: [[name, value]] }] in file order. */
export const parseHeaders = (text) => {
  const rules = [];
  for (const line of text.split("\n")) {
    if (!line.trim() || line.trimStart().startsWith("#")) continue;
    if (!/^\s/.test(line)) {
      rules.push({ pattern: patternOf(line.trim()), headers: [] });
      continue;
    }
    const colon = line.indexOf(":");
    rules.at(-1)?.headers.push([line.slice(0, colon).trim(), line.slice(colon + 1).trim()]);
  }
  return rules;
};

/** Every matching rule applies; a later rule's value for a header replaces an earlier one's. */
export const headersFor = (rules, path) => {
  const merged = new Map();
  for (const rule of rules) {
    if (!rule.pattern.test(path)) continue;
    for (const [name, value] of rule.headers) merged.set(name.toLowerCase(), [name, value]);
  }
  return [...merged.values()];
};

/** [{ pattern, to, status, force }] in file order. */
export const parseRedirects = (text) =>
  text
    .split("\n")
    .map((line) => line.trim())
    .filter((line) => line && !line.startsWith("#"))
    .map((line) => {
      const [from, to, status = "301"] = line.split(/\s+/);
      return { pattern: patternOf(from), to, status: Number.parseInt(status, 10), force: status.endsWith("!") };
    });

/** The first rule for `path`; a rule that is not forced only applies where no file answers (Netlify's shadowing). */
export const redirectFor = (rules, path, fileExists) => rules.find((rule) => rule.pattern.test(path) && (rule.force || !fileExists));
