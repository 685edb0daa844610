import company from "../../data/site/en/company.json";
import prices from "../../data/site/prices.json";
import fs from "node:fs";
import path from "node:path";
import { test, expect, publicDir, type Page } from "./support/fixtures";

/**
 * What search engines read in each live page's JSON-LD, as the server sends it (JavaScript off):
 * every script parses, the trader and its shop are described from company.json, the trail ends at
 * the page's own canonical address, and /products offers each bar at the sheet's sell price.
 */

type Described = Record<string, unknown> & { "@type": string };

const describedOn = async (page: Page): Promise<Described[]> => {
  const scripts = await page.locator('script[type="application/ld+json"]').allTextContents();
  return scripts.flatMap((text) => {
    const parsed = JSON.parse(text) as { "@context": string; "@graph"?: Described[] } & Described;
    expect(parsed["@context"]).toBe("https://schema.org");
    return parsed["@graph"] ?? [parsed];
  });
};

const ofType = (things: Described[], type: string) => things.filter((thing) => thing["@type"] === type);

test.describe("structured data, as served", () => {
  test.use({ javaScriptEnabled: false });

  for (const [path, label] of [
    ["/", "Home"],
    ["/about", "About Us"],
    ["/products", "Products"],
    ["/news-and-analysis", "News & Analysis"],
    ["/contact", "Contact Us"],
  ] as const) {
    test(`${path} describes the trader, its shop and the trail to "${label}"`, async ({ page }) => {
      await page.goto(path);
      const things = await describedOn(page);
      const [organization] = ofType(things, "Organization");
      expect(organization).toMatchObject({ name: company.name, legalName: company.legalName, telephone: company.phone });
      const [store] = ofType(things, "JewelryStore");
      expect(store).toMatchObject({
        geo: { latitude: company.map.latitude, longitude: company.map.longitude },
        address: { addressLocality: company.address.district, addressCountry: "HK" },
        openingHoursSpecification: [expect.objectContaining({ opens: "09:30", closes: "18:00" })],
        parentOrganization: { "@id": organization["@id"] },
      });
      const [trail] = ofType(things, "BreadcrumbList") as unknown as {
        itemListElement: { name: string; item: string; position: number }[];
      }[];
      const steps = trail.itemListElement;
      expect(steps[0]).toMatchObject({ position: 1, name: "Home" });
      const canonical = new URL((await page.locator('link[rel="canonical"]').getAttribute("href")) ?? "").href;
      expect(steps.at(-1)?.name).toBe(label);
      expect(new URL(steps.at(-1)?.item ?? "").href).toBe(canonical);
    });
  }

  test("/products offers each bar by weight and fineness at the sheet's sell price", async ({ page }) => {
    await page.goto("/products");
    const bars = ofType(await describedOn(page), "Product");
    const expected = [
      ["1 Gram Gold Plate", 1, "gold-bar-1g"],
      ["500g Gold Plate", 500, "gold-bar-500g"],
      ["1kg Gold Plate", 1000, "gold-bar-1kg"],
    ] as const;
    expect(bars.map((bar) => bar.name)).toEqual(expected.map(([name]) => name));
    for (const [name, grams, id] of expected) {
      const sell = prices.quotes.find((quote) => quote.product === id)!.sell;
      expect(bars.find((bar) => bar.name === name)).toMatchObject({
        weight: { value: grams, unitCode: "GRM" },
        additionalProperty: { name: "Fineness", value: "999.9" },
        offers: { price: sell, priceCurrency: "HKD", validFrom: prices.asAt },
      });
      // The offer's address is the bar's own row on the page.
      await expect(page.locator(`#${id}`)).toHaveCount(1);
    }
  });

  test("the not-found page names the trader but lies on no trail", async ({ page }) => {
    await page.goto("/no-such-page");
    const things = await describedOn(page);
    expect(ofType(things, "Organization")).toHaveLength(1);
    expect(ofType(things, "BreadcrumbList")).toHaveLength(0);
  });
});

test("a hydrated page keeps one copy of each script, and a route change moves the trail", async ({ page }) => {
  await page.goto("/products");
  await page.locator("html[data-interactive]").waitFor({ state: "attached" });
  await expect(page.locator('script[type="application/ld+json"]')).toHaveCount(2);
  await page.getByRole("navigation").getByRole("link", { name: "About Us" }).first().click();
  await expect(page).toHaveURL(/\/about$/);
  await expect(page.locator('script[type="application/ld+json"]')).toHaveCount(1);
  const trail = ofType(await describedOn(page), "BreadcrumbList")[0] as unknown as { itemListElement: { name: string }[] };
  expect(trail.itemListElement.at(-1)?.name).toBe("About Us");
});

test("every built page's head, as written, holds its own title and at most one trail", () => {
  // Gatsby renders two pages at a time: a head read at the wrong moment gave one page both pages'
  // trails and the other page no title at all.
  const pages: string[] = [];
  const walk = (dir: string) => {
    for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
      const full = path.join(dir, entry.name);
      // _gatsby/ holds Gatsby's slice fragments, pieces of pages rather than pages.
      if (entry.isDirectory()) {
        if (entry.name !== "_gatsby") walk(full);
      } else if (entry.name.endsWith(".html")) pages.push(full);
    }
  };
  walk(publicDir);
  const faults = pages.flatMap((file) => {
    const html = fs.readFileSync(file, "utf8");
    const titles = [...html.matchAll(/<title[^>]*>([^<]*)<\/title>/g)].map((match) => match[1].trim());
    const trails = html.match(/"@type":"BreadcrumbList"/g)?.length ?? 0;
    const name = path.relative(publicDir, file);
    return [
      ...(titles.length === 1 && titles[0] !== "" ? [] : [`${name}: titles ${JSON.stringify(titles)}`]),
      ...(trails <= 1 ? [] : [`${name}: ${trails} trails`]),
    ];
  });
  expect(pages.length).toBeGreaterThan(400);
  expect(faults).toEqual([]);
});
