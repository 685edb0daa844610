/* Inline markup of data text: **bold** and ==highlighted== phrases, parsed to plain strings. */
import { render } from "@testing-library/react";
import { InlineMarkup, parseInlineMarkup } from "../../src/litho/ui/inline-markup";

describe("parseInlineMarkup", () => {
  it("splits bold and highlighted runs from plain text", () => {
    expect(parseInlineMarkup("Gold **bars** and ==coins== today")).toEqual([
      { text: "Gold ", marks: [] },
      { text: "bars", marks: ["bold"] },
      { text: " and ", marks: [] },
      { text: "coins", marks: ["highlight"] },
      { text: " today", marks: [] },
    ]);
  });

  it("lets one mark hold the other", () => {
    expect(parseInlineMarkup("==**5** days== free")).toEqual([
      { text: "5", marks: ["highlight", "bold"] },
      { text: " days", marks: ["highlight"] },
      { text: " free", marks: [] },
    ]);
  });

  it("keeps a delimiter without its pair as literal text", () => {
    expect(parseInlineMarkup("a == b and **c")).toEqual([{ text: "a == b and **c", marks: [] }]);
    expect(parseInlineMarkup("==open== and == alone")).toEqual([
      { text: "open", marks: ["highlight"] },
      { text: " and == alone", marks: [] },
    ]);
  });

  it("parses only the marks asked for", () => {
    expect(parseInlineMarkup("x == y == **z**", ["bold"])).toEqual([
      { text: "x == y == ", marks: [] },
      { text: "z", marks: ["bold"] },
    ]);
  });

  it("gives nothing for empty text or empty marks", () => {
    expect(parseInlineMarkup("")).toEqual([]);
    expect(parseInlineMarkup("====")).toEqual([]);
  });
});

describe("InlineMarkup", () => {
  it("renders <strong> and <mark> with the section's class, and never markup from the data", () => {
    const { container } = render(
      <p>
        <InlineMarkup text={'Open ==**daily**== <img src=x onerror="alert(1)">'} highlightClassName="marker" />
      </p>,
    );
    const mark = container.querySelector("mark");
    expect(mark).toHaveClass("marker");
    expect(mark?.querySelector("strong")?.textContent).toBe("daily");
    expect(container.querySelector("img")).toBeNull();
    expect(container.textContent).toBe('Open daily <img src=x onerror="alert(1)">');
  });
});
