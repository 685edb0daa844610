/** @jest-environment node */
import { sanitizeFields, toMultiLine, toSingleLine } from "../../src/lib/server/sanitize";
import { refererPath, toSameSitePath } from "../../src/lib/server/same-site-path";

describe("toSingleLine", () => {
  it("turns every kind of line break into a space, so no header can be started", () => {
    expect(toSingleLine("Mallory\r\nBcc: victim@example.org")).toBe("Mallory Bcc: victim@example.org");
    expect(toSingleLine("a\rb\nc\u2028d\u2029e\u0085f\vg\fh")).toBe("a b c d e f g h");
  });

  it("drops control and direction-override characters and squeezes spaces", () => {
    expect(toSingleLine("  Chan\u0000 \u0007Tai\t\tMan\u202e  ")).toBe("Chan Tai Man");
  });

  it("keeps non-Latin text and shortens very long values", () => {
    expect(toSingleLine("陳大文")).toBe("陳大文");
    expect(toSingleLine("x".repeat(30), 10)).toBe(`${"x".repeat(9)}…`);
  });
});

describe("toMultiLine", () => {
  it("keeps line breaks as \\n and removes controls", () => {
    expect(toMultiLine("Line one\r\nLine two\rLine three\u2028four\u0000\u001b[31m")).toBe("Line one\nLine two\nLine three\nfour[31m");
  });
});

describe("sanitizeFields", () => {
  it("keeps the message's lines and puts every other field on one line", () => {
    expect(sanitizeFields({ name: "A\nB", email: " a@b.co ", comment: "Hello\r\nthere", terms_condition: true, count: 3 })).toEqual({
      name: "A B",
      email: "a@b.co",
      comment: "Hello\nthere",
      terms_condition: "yes",
      count: "3",
    });
  });
});

describe("toSameSitePath", () => {
  it("keeps paths of this site, without query or fragment", () => {
    expect(toSameSitePath("/contact")).toBe("/contact");
    expect(toSameSitePath("/litho/page/contact-simple?x=1#top")).toBe("/litho/page/contact-simple");
    expect(toSameSitePath("/a/../contact")).toBe("/contact");
  });

  it.each([
    "https://evil.example/",
    "//evil.example/contact",
    "/\\evil.example",
    "javascript:alert(1)",
    "contact",
    "/contact\r\nSet-Cookie: x=1",
    "/ spaced",
    "",
    42,
    undefined,
  ])("refuses %p", (value) => {
    expect(toSameSitePath(value)).toBeNull();
  });

  it("reads a same-host Referer only", () => {
    expect(refererPath("http://127.0.0.1:9000/contact?x=1", "127.0.0.1:9000")).toBe("/contact");
    expect(refererPath("https://evil.example/contact", "127.0.0.1:9000")).toBeNull();
    expect(refererPath(undefined, "127.0.0.1:9000")).toBeNull();
  });
});
