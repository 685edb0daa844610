import fs from "node:fs";
import path from "node:path";
import { LANGUAGES } from "../../lib/i18n/languages";

const INDEX_FILE = "src/lib/i18n/all-interface-texts.ts";

const identifierOf = (code: string): string => code.replace(/-(\w)/g, (_whole, letter: string) => letter.toUpperCase());

/**
 * The source of all-interface-texts.ts: every language's interface.json, imported by name, so code
 * that runs without GraphQL (the enquiry endpoints) reads the words of the visitor's language.
 */
export const interfaceIndexSource = (): string => {
  const imports = LANGUAGES.map(
    (language) => `import ${identifierOf(language.code)} from "../../../data/site/${language.code}/interface.json";`,
  );
  const entries = LANGUAGES.map((language) => `  ${JSON.stringify(language.code)}: ${identifierOf(language.code)},`);
  return [
    "// Generated before every build from data/site/languages.json (src/node/i18n/interface-index.ts).",
    "// Do not edit: add a language to languages.json and its folder of texts instead.",
    ...imports,
    "",
    "/** Each language's data/site/…/interface.json, by language code. */",
    "export const interfaceTexts = {",
    ...entries,
    "} as const;",
    "",
  ].join("\n");
};

/** Rewrites the index when the languages changed; true when it did. */
export const writeInterfaceIndex = (root: string = process.cwd()): boolean => {
  const file = path.join(root, INDEX_FILE);
  const wanted = interfaceIndexSource();
  const current = fs.existsSync(file) ? fs.readFileSync(file, "utf8") : null;
  if (current === wanted) return false;
  fs.writeFileSync(file, wanted);
  return true;
};
