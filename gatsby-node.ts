import path from "node:path";
import type { GatsbyNode } from "gatsby";
import { createSchemaCustomization as createLiveSiteSchema } from "./src/node/schema";
import { deferAppScriptsInPublic } from "./src/node/defer-app-scripts";
import { writeRobotsTxt } from "./src/node/robots";
import { splitStylesByPage } from "./src/node/split-styles-by-page";
import { createLithoSchema } from "./src/node/litho/schema";
import { createLithoPages } from "./src/node/litho/create-pages";
import { checkDemoRouteLists, createDemoIndexPages, createRouteCatalogueSchema } from "./src/node/litho/demo-index-pages";
import { writeLithoSearchIndex } from "./src/node/litho/search-index";
import { sectionLibraryProblems, writeSectionIndex } from "./src/node/litho/section-library";
import { loadPartSetsPerPage } from "./src/node/litho/page-parts";
import { checkDataFiles } from "./src/node/data-check/check-data";

// The section library's generated index must exist before queries are extracted and bundles built.
export const onPreInit: GatsbyNode["onPreInit"] = ({ reporter }) => {
  const problems = sectionLibraryProblems();
  if (problems.length > 0) reporter.panic(`The section library is incomplete:\n  ${problems.join("\n  ")}`);
  if (writeSectionIndex()) reporter.info("Section library changed: rewrote src/litho/sections/all-sections.ts (commit it)");
};

// The data check reads the same type definitions, so every file under data/ is held to its type.
export const createSchemaCustomization: GatsbyNode["createSchemaCustomization"] = (args) => {
  createLiveSiteSchema(args);
  createLithoSchema(args);
  createRouteCatalogueSchema(args);
  checkDataFiles(args);
};

export const createPages: GatsbyNode["createPages"] = async (args) => {
  createDemoIndexPages(args, await createLithoPages(args));
};

// Every page exists by now: check the demo checklist against them and index them for the demo search.
export const onPostBootstrap: GatsbyNode["onPostBootstrap"] = async (args) => {
  checkDemoRouteLists(args);
  await writeLithoSearchIndex(args);
};

export const onCreateWebpackConfig: GatsbyNode["onCreateWebpackConfig"] = (args) => {
  splitStylesByPage(args);
  loadPartSetsPerPage(args);
};

export const onPostBuild: GatsbyNode["onPostBuild"] = async (args) => {
  await writeRobotsTxt(args);
  await deferAppScriptsInPublic(path.join(process.cwd(), "public"), args.reporter);
};
