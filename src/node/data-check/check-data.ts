/**
 * The build's data check: every JSON file under data/, live site and demo, against its GraphQL
 * type. It runs where the schema is assembled (createSchemaCustomization) and stops the build with
 * one line per problem.
 */
import path from "node:path";
import type { CreateSchemaCustomizationArgs } from "gatsby";
import { jsonTypeNameOf, noJsonTypeMessage } from "../json-types";
import { liveSiteTypeDefs } from "../schema";
import { lithoTypeDefs, lithoUnions } from "../litho/schema";
import { DataIndex, FileChecker, type DataFile, type TypedDataFile } from "./check-values";
import { readDataFiles } from "./data-files";
import { domainRules } from "./domain-rules";
import { dataRules, type DataSchema } from "./schema-rules";
import { translationProblems } from "./check-translations";

/** The SDL strings and unions gatsby-node's createSchemaCustomization hands to createTypes. */
export const dataSchema = (): DataSchema => ({
  typeDefs: [liveSiteTypeDefs(), ...lithoTypeDefs()],
  unions: lithoUnions(),
});

/** One line per problem, file by file; empty when every file matches its type. */
export const dataProblems = (schema: DataSchema, files: readonly DataFile[], dataDir: string): string[] => {
  const rules = dataRules(schema);
  const problems: string[] = [];
  const typed: TypedDataFile[] = [];
  for (const file of files) {
    const typeName = jsonTypeNameOf(file.path);
    if (!typeName) problems.push(noJsonTypeMessage(file.path));
    else if (!rules.objects.has(typeName))
      problems.push(`data/${file.path}: its type ${typeName} (src/node/json-types.ts) is declared nowhere in the schema`);
    else typed.push({ ...file, typeName });
  }
  const index = new DataIndex(rules, typed, dataDir);
  return [
    ...problems,
    ...typed.flatMap((file) => new FileChecker(index, file).run()),
    ...files.flatMap((file) => domainRules[file.path]?.(file.content) ?? []),
  ];
};

export const checkDataFiles = ({ reporter }: CreateSchemaCustomizationArgs): void => {
  const dataDir = path.join(process.cwd(), "data");
  const { files, problems } = readDataFiles(dataDir);
  const all = [...problems, ...dataProblems(dataSchema(), files, dataDir), ...translationProblems(files)];
  if (all.length > 0) reporter.panicOnBuild(`Data files do not match their GraphQL types:\n  ${all.join("\n  ")}`);
};
