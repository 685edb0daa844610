/*
 * Each demo home is set in a headline face of its trade (a page document's `typeface`,
 * src/litho/typefaces/): its HTML preloads that face and not the default Playfair Display, its
 * headlines are drawn in it, and the face arrives as the home's only headline font.
 */
import fs from "node:fs";
import path from "node:path";
import { expect, rootDir, test } from "./support/fixtures";

interface HomeDocument {
  path: string;
  typeface?: string;
}

const homes: HomeDocument[] = fs
  .readdirSync(path.join(rootDir, "data/litho/pages"))
  .filter((file) => file.startsWith("home-") && file.endsWith(".json"))
  .map((file) => JSON.parse(fs.readFileSync(path.join(rootDir, "data/litho/pages", file), "utf8")) as HomeDocument);

/** The font files a page's HTML preloads, by name without the build's hash ("oswald-latin-600-normal"). */
const preloadedFaces = (html: string): string[] =>
  [...html.matchAll(/<link[^>]*rel="preload"[^>]*href="\/static\/([a-z0-9-]+)-[0-9a-f]{32}\.woff2"/g)].map((match) => match[1]);

test("the homes are set in headline faces of their trades: nine faces, none on more than a third of them", () => {
  const faces = new Map<string, number>();
  for (const home of homes) faces.set(home.typeface ?? "playfair-display", (faces.get(home.typeface ?? "playfair-display") ?? 0) + 1);
  expect(homes.length).toBeGreaterThan(30);
  expect(faces.size).toBeGreaterThanOrEqual(9);
  for (const [face, count] of faces) expect(count, face).toBeLessThanOrEqual(homes.length / 3);
  expect(homes.find((home) => home.path === "/litho/home-gym-fitness")?.typeface).toBe("oswald");
});

test("each home's HTML preloads its own headline face, and Playfair Display only where that is its face", async ({ request }) => {
  for (const home of homes) {
    const html = await (await request.get(home.path)).text();
    const preloaded = preloadedFaces(html);
    expect(preloaded, home.path).toContain("inter-wght-core");
    if (home.typeface) {
      expect(
        preloaded.filter((face) => face.startsWith(`${home.typeface}-latin-`)),
        home.path,
      ).toHaveLength(1);
      expect(preloaded, home.path).not.toContain("playfair-display-600-core");
    } else {
      expect(preloaded, home.path).toContain("playfair-display-600-core");
    }
  }
});

for (const [home, family] of [
  ["/litho/home-gym-fitness", "Oswald"],
  ["/litho/home-spa-salon", "Cormorant Garamond"],
  ["/litho/home-startup", "Space Grotesk"],
] as const) {
  test(`${home} draws its headlines in ${family} and fetches no other headline face`, async ({ page }) => {
    const fonts: string[] = [];
    page.on("request", (request) => {
      if (request.resourceType() === "font") fonts.push(path.basename(new URL(request.url()).pathname));
    });
    await page.goto(home, { waitUntil: "networkidle" });
    await page.evaluate(() => document.fonts.ready);
    const heading = page.locator("main h2").first();
    await expect(heading).toHaveCSS("font-family", new RegExp(`^"?${family}"?,`));
    const loaded = await page.evaluate(
      (name) => [...document.fonts].some((face) => face.family.replace(/"/g, "") === name && face.status === "loaded"),
      family,
    );
    expect(loaded, `${family} is loaded`).toBe(true);
    expect(fonts.filter((file) => file.startsWith("playfair-display"))).toEqual([]);
  });
}
