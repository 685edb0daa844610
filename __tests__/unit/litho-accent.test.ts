import { accentProblems, accentStyle, contrastRatio, type Accent } from "../../src/litho/accent";

/** A teal accent whose roles all pass: the shape a page document gives. */
const teal: Accent = { color: "#2bb3a3", text: "#106b61", onDark: "#5fd3c5", on: "#0f2624", deep: "#138276", tint: "#eef8f6" };

describe("accent colours", () => {
  test("contrast ratios follow WCAG's formula", () => {
    expect(contrastRatio("#ffffff", "#000000")).toBeCloseTo(21, 5);
    // The theme gold on white is the decisions' 1.7:1, its text-safe companion 5.8:1.
    expect(contrastRatio("#e9c05f", "#ffffff")).toBeCloseTo(1.7, 1);
    expect(contrastRatio("#8a5d12", "#ffffff")).toBeCloseTo(5.75, 1);
  });

  test("an accent whose text roles are readable has no problems", () => {
    expect(accentProblems(teal)).toEqual([]);
  });

  test("text too light for white, or too dark for the night bands, is refused with its ratio", () => {
    const problems = accentProblems({ ...teal, text: "#2bb3a3", onDark: "#106b61" });
    expect(problems).toEqual([
      expect.stringMatching(/^accent\.text: #2bb3a3 on white is 2\.\d\d:1; text needs at least 4\.5:1$/),
      expect.stringMatching(/^accent\.text: #2bb3a3 on the tint #eef8f6 is/),
      expect.stringMatching(/^accent\.onDark: #106b61 on #121212 is/),
      expect.stringMatching(/^accent\.onDark: #106b61 on #1e1e1e is/),
    ]);
  });

  test("text on an accent fill and muted text on the tint are checked too", () => {
    expect(accentProblems({ ...teal, on: "#ffffff" })).toEqual([expect.stringMatching(/^accent\.on: #ffffff on the accent #2bb3a3/)]);
    // A tint dark enough to sink the cream band's muted body text.
    expect(accentProblems({ ...teal, tint: "#9fd9d1" })).toContainEqual(
      expect.stringMatching(/^accent\.tint: #5f5f5f on #9fd9d1 is 4\.05:1/),
    );
  });

  test("a colour not written as #rrggbb is named before any contrast is computed", () => {
    expect(accentProblems({ ...teal, color: "teal", deep: "#12345" })).toEqual([
      'accent.color: "teal" is not a colour written as #rrggbb',
      'accent.deep: "#12345" is not a colour written as #rrggbb',
    ]);
  });

  test("the style overrides the theme tokens, with the tint only when given", () => {
    expect(accentStyle(null)).toBeUndefined();
    expect(accentStyle(teal)).toMatchObject({
      "--color-primary": "#2bb3a3",
      "--color-gold-text": "#106b61",
      "--color-gold-on-dark": "#5fd3c5",
      "--color-on-gold": "#0f2624",
      "--color-tertiary": "#138276",
      "--color-cream": "#eef8f6",
    });
    expect(accentStyle({ ...teal, deep: null, tint: null })).not.toHaveProperty("--color-cream");
    expect(accentStyle({ ...teal, deep: null })).toMatchObject({ "--color-tertiary": "#106b61" });
  });
});
