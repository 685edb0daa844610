import type { GatsbyNode } from "gatsby";
import { createSchemaCustomization as createLiveSiteSchema } from "./src/node/schema";
import { writeRobotsTxt } from "./src/node/robots";

export const createSchemaCustomization: GatsbyNode["createSchemaCustomization"] = (args) => {
  createLiveSiteSchema(args);
};

export const onPostBuild: GatsbyNode["onPostBuild"] = (args) => writeRobotsTxt(args);
