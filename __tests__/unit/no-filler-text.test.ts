import path from "node:path";
import { readDataFiles } from "../../src/node/data-check/data-files";
import { FILLER_TEXT, fillerIn } from "../support/filler-text";

describe("placeholder text", () => {
  it("is recognised, Latin or its English stand-in", () => {
    expect(fillerIn("Intro. Lorem ipsum dolor sit amet, consectetur adipiscing elit.")).toHaveLength(3);
    expect(FILLER_TEXT.test("Lorem Ipsum is simply dummy text of the printing and typesetting industry")).toBe(true);
    expect(FILLER_TEXT.test("Gold bars of 999.9 fineness, sold at the day's price.")).toBe(false);
  });

  it("is in no data file, so no page can show it", () => {
    const { files } = readDataFiles(path.join(__dirname, "../../data"));
    const found = files.flatMap((file) => fillerIn(JSON.stringify(file.content)).map((excerpt) => `data/${file.path}: …${excerpt}…`));
    expect(found).toEqual([]);
  });
});
