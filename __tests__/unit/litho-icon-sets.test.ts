/**
 * @jest-environment node
 */
/*
 * The icon pages' build half: which icons each set and style holds (read from the packages), the
 * names-only data a page gets, the categories as positions, the sprites the tiles point into, and
 * the styles the page documents ask for.
 */
import fs from "node:fs";
import path from "node:path";
import { chosenStyles, iconLibrary, indexCategories, ICON_SETS, spriteDocument, styleSprite } from "../../src/node/litho/icon-sets";
import { usedIconStyles } from "../../src/node/litho/icon-sprites";

const symbolIds = (svg: string): string[] => [...svg.matchAll(/<symbol id="([^"]+)"/g)].map((match) => match[1]);

describe("icon sets", () => {
  it("reads every set's styles from its package, each with icons and a credit naming a licence", () => {
    for (const set of ICON_SETS) {
      const library = iconLibrary(set.key, null, true);
      expect(library.styles.map((style) => style.key)).toEqual(set.styles.map((style) => style.key));
      expect(library.licences.length).toBeGreaterThan(0);
      expect(library.homepage).toMatch(/^https:\/\//);
      for (const style of library.styles) {
        expect(style.names.length).toBeGreaterThan(90);
        // Names are unique and sorted, so a tile's name is a unique symbol id.
        expect(new Set(style.names).size).toBe(style.names.length);
        expect([...style.names].sort((a, b) => a.localeCompare(b, "en", { numeric: true }))).toEqual(style.names);
        expect(style.sprite).toBe(`/litho/icons/${set.key}-${style.key}.svg`);
      }
    }
  });

  it("names Font Awesome's CC BY 4.0 and ET line's GPL in their credits", () => {
    expect(iconLibrary("font-awesome", null, false).licences.map((licence) => licence.name)).toEqual(["CC BY 4.0"]);
    expect(iconLibrary("et-line", null, false).licences[0].name).toMatch(/^GPL/);
    expect(iconLibrary("themify", null, false).licences.map((licence) => licence.name)).toEqual(["SIL OFL 1.1", "MIT"]);
  });

  it("splits Phosphor's weights: the regular icons are those with a fill, and the fill style draws the -fill icons under the same names", () => {
    const [regular, fill] = iconLibrary("phosphor", ["regular", "fill"], false).styles;
    expect(regular.names).toEqual(fill.names);
    expect(regular.names).toContain("acorn");
    expect(regular.names.some((name) => /-(fill|bold|thin|light|duotone)$/.test(name))).toBe(false);
    // The fill weight's drawing differs from the regular one for a shape that has an inside.
    const regularSprite = styleSprite("phosphor", "regular").svg;
    const fillSprite = styleSprite("phosphor", "fill").svg;
    const acorn = (svg: string) => svg.match(/<symbol id="acorn"[^>]*>(.*?)<\/symbol>/)?.[1];
    expect(acorn(regularSprite)).toBeTruthy();
    expect(acorn(fillSprite)).not.toEqual(acorn(regularSprite));
  });

  it("keeps a section's styles in its order and refuses names the set lacks, saying what it has", () => {
    expect(chosenStyles("font-awesome", ["brands", "solid"]).map((style) => style.key)).toEqual(["brands", "solid"]);
    expect(() => chosenStyles("font-awesome", ["duotone"])).toThrow(
      'the font-awesome set has no style "duotone"; allowed: solid, regular, brands',
    );
    expect(() => iconLibrary("fether", null, false)).toThrow(
      'no icon set "fether"; allowed: phosphor, feather, font-awesome, et-line, themify, simple-line',
    );
  });

  it("sends categories only when the section asks, as positions of the style's names", () => {
    expect(iconLibrary("themify", null, false).styles[0].categories).toEqual([]);
    const [style] = iconLibrary("themify", null, true).styles;
    expect(style.categories.length).toBeGreaterThan(3);
    const arrows = style.categories.find((category) => category.title === "Arrows & Direction");
    expect(arrows?.icons.map((index) => style.names[index])).toContain("arrow-up");
    const [solid] = iconLibrary("font-awesome", ["solid"], true).styles;
    const weather = solid.categories.find((category) => category.title === "Weather");
    expect(weather?.icons.map((index) => solid.names[index])).toContain("cloud-rain");
  });

  it("indexes categories by position, drops names the style lacks and empty categories", () => {
    expect(
      indexCategories(["arrow", "bell", "cloud"], { Weather: ["cloud", "rain"], Alerts: ["bell", "arrow", "bell"], Gone: ["x"] }),
    ).toEqual([
      { title: "Weather", icons: [2] },
      { title: "Alerts", icons: [0, 1] },
    ]);
  });

  it("draws one sprite per style holding a symbol, with its view box, for every name the page lists", () => {
    for (const [set, style] of [
      ["feather", "regular"],
      ["themify", "regular"],
      ["font-awesome", "brands"],
    ] as const) {
      const sprite = styleSprite(set, style);
      const [data] = iconLibrary(set, [style], false).styles;
      expect(symbolIds(sprite.svg)).toEqual(data.names);
      expect(sprite.svg.startsWith('<svg xmlns="http://www.w3.org/2000/svg">')).toBe(true);
      expect(sprite.svg).not.toMatch(/<symbol(?![^>]*viewBox="[\d. -]+")/);
    }
    // Themify's files paint nothing themselves: their symbols take the tile's text colour.
    expect(styleSprite("themify", "regular").svg).toMatch(/<symbol id="agenda" viewBox="0 0 17 17"><g fill="currentColor"><path/);
  });

  it("escapes what it writes into attributes", () => {
    expect(spriteDocument([{ id: 'a"b', viewBox: "0 0 1 1", body: "<path/>" }])).toBe(
      '<svg xmlns="http://www.w3.org/2000/svg"><symbol id="a&quot;b" viewBox="0 0 1 1"><path/></symbol></svg>',
    );
  });

  it("lists each style the page documents show once, all of a set's when a section names none", () => {
    expect(
      usedIconStyles([
        { sections: [{ type: "icon-grid", set: "phosphor", styles: ["fill"] }, { type: "stats" }] },
        {
          sections: [
            { type: "icon-grid", set: "phosphor", styles: ["fill"] },
            { type: "icon-grid", set: "font-awesome" },
          ],
        },
        { sections: null },
      ]),
    ).toEqual([
      { set: "phosphor", style: "fill" },
      { set: "font-awesome", style: "solid" },
      { set: "font-awesome", style: "regular" },
      { set: "font-awesome", style: "brands" },
    ]);
  });

  it("is asked by the page documents for sets and styles that exist", () => {
    const dir = path.join(__dirname, "..", "..", "data", "litho", "pages");
    const documents = fs
      .readdirSync(dir)
      .filter((file) => file.startsWith("icons-"))
      .map(
        (file) =>
          JSON.parse(fs.readFileSync(path.join(dir, file), "utf8")) as { sections: { type: string; set?: string; styles?: string[] }[] },
      );
    expect(documents).toHaveLength(7);
    expect(() => usedIconStyles(documents)).not.toThrow();
    expect(
      usedIconStyles(documents)
        .map(({ set, style }) => `${set}-${style}`)
        .sort(),
    ).toEqual([
      "et-line-regular",
      "feather-regular",
      "font-awesome-brands",
      "font-awesome-regular",
      "font-awesome-solid",
      "phosphor-fill",
      "phosphor-regular",
      "simple-line-regular",
      "themify-regular",
    ]);
  });
});
