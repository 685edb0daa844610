import path from "node:path";
import type { GatsbyNode } from "gatsby";
import { createSchemaCustomization as createLiveSiteSchema } from "./src/node/schema";
import { siteUrlOf, writeRobotsTxt } from "./src/node/robots";
import { writeSecurityTxt } from "./src/node/security/security-txt";
import { writePagePolicies } from "./src/node/security/write-page-policies";
import { deferAppScriptsOfBuiltPages } from "./src/node/defer-app-scripts";
import { splitStylesByPage } from "./src/node/split-styles-by-page";
import { ignoreDevelopStylesheetOrder } from "./src/node/develop-stylesheet-order";
import { createLithoSchema } from "./src/node/litho/schema";
import { createLithoPages } from "./src/node/litho/create-pages";
import { checkDemoRouteLists, createDemoIndexPages } from "./src/node/litho/demo-index-pages";
import { writeLithoSearchIndex } from "./src/node/litho/search-index";
import { writeIconSprites } from "./src/node/litho/icon-sprites";
import { sectionLibraryProblems, writeSectionIndex } from "./src/node/litho/section-library";
import { loadPartSetsPerPage } from "./src/node/litho/page-parts";
import { checkDataFiles } from "./src/node/data-check/check-data";
import { createTranslatedPages } from "./src/node/i18n/translated-pages";
import { writeInterfaceIndex } from "./src/node/i18n/interface-index";
import { SITE_URL } from "./src/node/site-url";
import { writeJsonSchemas } from "./src/node/editor/json-schemas";
import { editorBackend, editorPolicies, serveEditorInDevelop, writeEditor } from "./src/node/editor/write-editor";

// The generated indexes (section library, languages' texts) must exist before queries are extracted and bundles
// built; the data files' JSON Schemas (.vscode/) are written from the same types as the data check.
export const onPreInit: GatsbyNode["onPreInit"] = ({ reporter }) => {
  const problems = sectionLibraryProblems();
  if (problems.length > 0) reporter.panic(`The section library is incomplete:\n  ${problems.join("\n  ")}`);
  if (writeSectionIndex()) reporter.info("Section library changed: rewrote src/litho/sections/all-sections.ts (commit it)");
  if (writeInterfaceIndex()) reporter.info("Languages changed: rewrote src/lib/i18n/all-interface-texts.ts (commit it)");
  const schemas = writeJsonSchemas(process.cwd());
  if (schemas.changed.length > 0) reporter.info(`Data types changed: rewrote ${schemas.changed.join(", ")} (commit them)`);
  schemas.warnings.forEach((warning) => reporter.warn(warning));
};

// The data check reads the same type definitions, so every file under data/ is held to its type.
export const createSchemaCustomization: GatsbyNode["createSchemaCustomization"] = (args) => {
  createLiveSiteSchema(args);
  createLithoSchema(args);
  checkDataFiles(args);
};

// Every live page once per language (/about and /zh-hk/about).
export const onCreatePage: GatsbyNode["onCreatePage"] = createTranslatedPages;

export const createPages: GatsbyNode["createPages"] = async (args) => {
  createDemoIndexPages(args, await createLithoPages(args));
};

// Every page exists by now: check the demo checklist against them, index them for the demo search and
// draw the sprites of the icon pages.
export const onPostBootstrap: GatsbyNode["onPostBootstrap"] = async (args) => {
  checkDemoRouteLists(args);
  await writeLithoSearchIndex(args);
  await writeIconSprites(args);
  await writeEditor({ root: process.cwd(), siteUrl: SITE_URL, backend: editorBackend() });
};

// `npm run cms`: the maintainers' editor at http://localhost:8000/admin/ while developing.
export const onCreateDevServer: GatsbyNode["onCreateDevServer"] = serveEditorInDevelop;

export const onCreateWebpackConfig: GatsbyNode["onCreateWebpackConfig"] = (args) => {
  splitStylesByPage(args);
  ignoreDevelopStylesheetOrder(args);
  loadPartSetsPerPage(args);
};

// The policies hash the pages' inline scripts as they finally are, so they come after every rewrite.
export const onPostBuild: GatsbyNode["onPostBuild"] = async (args) => {
  const publicDir = path.join(process.cwd(), "public");
  const siteUrl = await siteUrlOf(args);
  await writeRobotsTxt(siteUrl);
  await writeSecurityTxt(publicDir, siteUrl);
  await deferAppScriptsOfBuiltPages(publicDir, args.reporter);
  const policies = await writePagePolicies(publicDir, editorPolicies(editorBackend()));
  args.reporter.info(`Content-Security-Policy written for ${policies} pages (public/_headers)`);
};
