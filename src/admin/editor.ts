/**
 * The maintainers' editor in the browser: Decap CMS (loaded before this script, from its npm package)
 * started with the configuration the build generated from the data's types. Files are written as the
 * repository keeps them, and a save is refused, with the data check's own words, when it breaks a rule
 * the types cannot state (a sell price below the buy price, an unreadable date).
 */
import { domainRules } from "../node/data-check/domain-rules";
import { fileFormats, type FileFormat } from "./file-formats";
import { withLanguageFiles, type EntryStore, type LanguageFiles } from "./language-files";

interface EditorSetup {
  config: Record<string, unknown>;
  /** The editor's name of each file and the data file (under data/) it edits. */
  files: { name: string; dataPath: string }[];
  texts: LanguageFiles[];
}

/** Inlined by the build (src/node/editor/write-editor.ts). */
declare const EDITOR_SETUP: EditorSetup;

interface ImmutableLike {
  get(key: string): unknown;
  toJS(): unknown;
}

/** A backend as Decap's registry holds it: what makes the object Decap reads and writes through. */
interface RegisteredBackend {
  init(...args: unknown[]): EntryStore;
}

/** The backends a save may go through: the local one (`npm run cms`) and the two of production. */
const BACKENDS = ["proxy", "git-gateway", "github"];

interface DecapCms {
  init(options: { config: Record<string, unknown> }): void;
  getBackend(name: string): RegisteredBackend | undefined;
  registerCustomFormat(name: string, extension: string, format: FileFormat): void;
  registerEventListener(listener: { name: string; handler(event: { entry: ImmutableLike }): unknown }): void;
}

const cmsOf = (global: { DecapCmsApp?: DecapCms & { default?: DecapCms } }): DecapCms => {
  const cms = global.DecapCmsApp?.default ?? global.DecapCmsApp;
  if (!cms) throw new Error("Decap CMS did not load: /admin/decap-cms-app.js is missing");
  return cms;
};

const problemsOf = (entry: ImmutableLike): string[] => {
  const file = EDITOR_SETUP.files.find((candidate) => candidate.name === entry.get("slug"));
  const rule = file && domainRules[file.dataPath];
  if (!rule) return [];
  const data = (entry.get("data") as ImmutableLike).toJS();
  // The rules word each problem after the file's path, which the maintainer has open already.
  return rule(data).map((problem) => problem.replace(/^data\/\S+: /, ""));
};

const cms = cmsOf(window as unknown as Parameters<typeof cmsOf>[0]);

for (const [name, format] of Object.entries(fileFormats)) cms.registerCustomFormat(name, "json", format);
cms.registerEventListener({
  name: "preSave",
  handler: ({ entry }) => {
    const problems = problemsOf(entry);
    if (problems.length > 0) throw new Error(`Not saved. ${problems.join(" ")}`);
    return undefined;
  },
});
// Decap's registry refuses a second backend of the same name, so each one's factory is wrapped in place.
for (const name of BACKENDS) {
  const backend = cms.getBackend(name);
  if (!backend) continue;
  const make = backend.init;
  backend.init = (...args) => withLanguageFiles(make(...args), EDITOR_SETUP.texts);
}
cms.init({ config: EDITOR_SETUP.config });
