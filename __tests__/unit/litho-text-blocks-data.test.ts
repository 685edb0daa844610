/**
 * @jest-environment node
 *
 * The text-blocks section's blocks in the data check: each block's `kind` names a Litho…Block type of
 * text-blocks.graphql, and a kind the file does not declare stops the build with one line, as an
 * unknown section type does.
 */
import path from "node:path";
import { dataProblems, dataSchema } from "../../src/node/data-check/check-data";
import { readDataFiles } from "../../src/node/data-check/data-files";
import { blockTypeName, listBlockKinds } from "../../src/node/litho/section-library";

const dataDir = path.join(__dirname, "..", "..", "data");
const schema = dataSchema();
const { files } = readDataFiles(dataDir);
const page = "litho/pages/elements-blockquote.json";

type Block = Record<string, unknown>;

/** The problems of data/ with the blocks of the page's first section (a text-blocks section) changed in a copy. */
const problemsWith = (change: (blocks: Block[]) => void): string[] => {
  const content = JSON.parse(JSON.stringify(files.find((entry) => entry.path === page)?.content)) as { sections: { blocks: Block[] }[] };
  change(content.sections[0].blocks);
  return dataProblems(
    schema,
    files.map((entry) => (entry.path === page ? { ...entry, content } : entry)),
    dataDir,
  );
};

test("the kinds are the block types text-blocks.graphql declares, in its order", () => {
  expect(listBlockKinds()).toEqual(["heading", "paragraph", "quote", "list", "separator", "columns", "message", "buttons", "socials"]);
  expect(blockTypeName("pull-quote")).toBe("LithoPullQuoteBlock");
});

test("a block of a kind the section does not have, or of no kind", () => {
  const allowed = listBlockKinds().join(", ");
  expect(problemsWith((blocks) => (blocks[0].kind = "citation"))).toEqual([
    `data/${page}: sections[0] (text-blocks).blocks[0]: unknown kind "citation"; allowed: ${allowed}`,
  ]);
  expect(problemsWith((blocks) => delete blocks[0].kind)).toEqual([
    `data/${page}: sections[0] (text-blocks).blocks[0]: missing required field "kind"; allowed: ${allowed}`,
  ]);
});

test("a field another kind has, and a list group that does not exist", () => {
  expect(problemsWith((blocks) => (blocks[0].dropCap = "gold"))).toEqual([
    `data/${page}: sections[0] (text-blocks).blocks[0] (quote): unknown field "dropCap"; allowed: kind, text, author, source, style, image`,
  ]);
  expect(
    problemsWith((blocks) => {
      blocks.push({ kind: "list", group: "no-such-group" });
    }),
  ).toEqual([
    expect.stringMatching(
      /^data\/litho\/pages\/elements-blockquote\.json: sections\[0\] \(text-blocks\)\.blocks\[1\] \(list\)\.group: no LithoListItem in .* has group "no-such-group"/,
    ),
  ]);
});
