import type { CreateSchemaCustomizationArgs } from "gatsby";
import { DEFAULT_LANGUAGE, LANGUAGES } from "../../lib/i18n/languages";

interface FileNode {
  relativeDirectory?: string;
}

/**
 * `language: String! @languageOfFile`: the language a text node is written in, from the folder of the
 * JSON file it came from (data/site/zh-hk/about.json → "zh-hk", data/site/en/about.json → "en").
 * Pages and static queries filter on it, so every language's copy is the same type.
 */
export const createLanguageFieldExtension = ({ actions }: CreateSchemaCustomizationArgs): void => {
  actions.createFieldExtension({
    name: "languageOfFile",
    extend: () => ({
      resolve: (
        source: { parent?: string | null },
        _args: unknown,
        context: { nodeModel: { getNodeById: (args: { id: string }) => unknown } },
      ) => {
        const file = source.parent ? (context.nodeModel.getNodeById({ id: source.parent }) as FileNode | null) : null;
        const folder = file?.relativeDirectory?.split("/").pop();
        return LANGUAGES.find((language) => language.code === folder)?.code ?? DEFAULT_LANGUAGE.code;
      },
    }),
  });
};
