/*
 * The pricing, subscribe, call-to-action and countdown element pages show each numbered style as
 * its own design: a visitor sees plan cards, a comparison table, package rows and one recommended
 * plan; one-line, photograph and masthead subscribe bands; bands beside and behind pictures; and
 * countdowns beside, under and around their figures. Each check fails if two styles fall back to
 * one layout.
 */
import { test, expect, viewports, type Locator, type Page } from "./support/fixtures";

const PRICING = "/litho/elements/pricing-table";
const SUBSCRIBE = "/litho/elements/subscribe";
const CALL_TO_ACTION = "/litho/elements/call-to-action";
const COUNTDOWN = "/litho/elements/countdown";

const style = (page: Page, number: number) => page.locator(`#style-0${number}`);

const box = async (locator: Locator) => {
  const found = await locator.boundingBox();
  if (!found) throw new Error("not laid out");
  return found;
};

/** Whether `right` starts to the right of where `left` ends: the two sit side by side. */
const sideBySide = async (left: Locator, right: Locator) => {
  const [a, b] = [await box(left), await box(right)];
  return b.x >= a.x + a.width - 1 && b.y < a.y + a.height && a.y < b.y + b.height;
};

test.describe("pricing element styles", () => {
  test("four designs: cards with a period switch, a comparison table, plan rows and one recommended plan", async ({ page }) => {
    await page.goto(PRICING);

    const cards = style(page, 1);
    await expect(cards.getByRole("article")).toHaveCount(3);
    await expect(cards.getByRole("table")).toHaveCount(0);
    await cards.getByRole("tab", { name: "Yearly" }).click();
    await expect(cards.getByRole("tab", { name: "Yearly" })).toHaveAttribute("aria-selected", "true");

    const table = style(page, 2).getByRole("table");
    await expect(table.getByRole("columnheader")).toHaveText([/Starter/, /Team/, /Business/]);
    await expect(table.getByRole("rowheader", { name: "Single sign-on (SAML)" })).toBeVisible();
    const sso = table.getByRole("row", { name: /Single sign-on/ });
    for (const [index, name] of ["Not included", "Not included", "Included"].entries()) {
      await expect(sso.getByRole("cell").nth(index)).toHaveAccessibleName(name);
    }
    await expect(table.getByRole("row", { name: /^Members/ }).getByRole("cell")).toHaveText(["Up to 5", "Up to 50", "Unlimited"]);

    const rows = style(page, 3).locator("[data-layout='rows'] > li");
    await expect(rows).toHaveCount(3);
    const first = rows.first();
    expect(await sideBySide(first.getByRole("heading", { level: 3 }), first.getByRole("link"))).toBe(true);
    await expect(style(page, 3).getByRole("article")).toHaveCount(0);

    const spotlight = style(page, 4).locator("[data-layout='spotlight']").first();
    await expect(spotlight.getByRole("article")).toHaveCount(1);
    await expect(spotlight.getByRole("article").getByRole("heading")).toHaveText("Grow");
    await expect(spotlight.getByRole("listitem").filter({ has: page.getByRole("heading") })).toHaveCount(2);
    await style(page, 4).getByRole("tab", { name: "Care plans" }).click();
    await expect(style(page, 4).getByRole("article").filter({ visible: true }).getByRole("heading")).toHaveText("Active");
  });

  test.describe("on a phone", () => {
    test.use({ viewport: viewports.phone });

    test("the comparison table scrolls inside its own region and keeps the feature names in view", async ({ page }) => {
      await page.goto(PRICING);
      const region = style(page, 2).getByRole("region", { name: /plans compared/ });
      const overflow = await region.evaluate((element) => element.scrollWidth - element.clientWidth);
      expect(overflow).toBeGreaterThan(0);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
      const feature = region.getByRole("rowheader", { name: "Guest access for clients" });
      const before = await box(feature);
      await region.evaluate((element) => element.scrollBy(200, 0));
      await expect.poll(async () => (await box(feature)).x).toBe(before.x);
    });
  });
});

test.describe("subscribe and call-to-action element styles", () => {
  test("subscribe: a photograph band, a one-line band and a masthead with topics, all posting to /api/subscribe", async ({ page }) => {
    await page.goto(SUBSCRIBE);
    for (const number of [1, 2, 3]) {
      await expect(style(page, number).locator("form")).toHaveAttribute("action", "/api/subscribe");
    }
    const layouts = await Promise.all([1, 2, 3].map((number) => style(page, number).getAttribute("data-layout")));
    expect(layouts).toEqual(["band", "inline", "statement"]);
    const inline = style(page, 2);
    expect(await sideBySide(inline.getByRole("heading", { level: 2 }), inline.getByRole("textbox"))).toBe(true);
    const masthead = style(page, 3);
    await expect(masthead.getByRole("list", { name: "Topics" }).getByRole("listitem")).toHaveCount(4);
    expect(await sideBySide(masthead.getByRole("heading", { level: 2 }), masthead.getByRole("textbox"))).toBe(false);
  });

  test("call to action: over a photograph, beside one, in one line and as a statement", async ({ page }) => {
    await page.goto(CALL_TO_ACTION);
    const layouts = await Promise.all([1, 2, 3, 4].map((number) => style(page, number).getAttribute("data-layout")));
    expect(layouts).toEqual(["band", "split", "inline", "statement"]);
    const split = style(page, 2);
    expect(await sideBySide(split.getByRole("heading", { level: 2 }), split.locator("picture, img").last())).toBe(true);
    const inline = style(page, 3);
    expect(await sideBySide(inline.getByRole("heading", { level: 2 }), inline.getByRole("link").first())).toBe(true);
    await expect(style(page, 3).locator("img")).toHaveCount(0);
  });
});

test.describe("countdown element styles", () => {
  test("beside the figures, centred over a photograph, a slim strip and a poster beside its picture", async ({ page }) => {
    // Before every date on the page, so each band shows its figures.
    await page.clock.install({ time: new Date("2026-11-01T12:00:00Z") });
    await page.goto(COUNTDOWN);
    const layouts = await Promise.all(
      [1, 2, 3, 4].map((number) => style(page, number).locator("[data-layout]").getAttribute("data-layout")),
    );
    expect(layouts).toEqual(["split", "centred", "strip", "poster"]);

    const split = style(page, 1);
    expect(await sideBySide(split.getByRole("heading", { level: 2 }), split.locator("ol").first())).toBe(true);
    const centred = style(page, 2);
    expect(await sideBySide(centred.getByRole("heading", { level: 2 }), centred.locator("ol").first())).toBe(false);
    const strip = style(page, 3);
    expect(await sideBySide(strip.locator("ol").first(), strip.getByRole("link").first())).toBe(true);
    expect((await box(strip)).height).toBeLessThan((await box(split)).height);
    const poster = style(page, 4);
    expect(await sideBySide(poster.locator("img").first(), poster.getByRole("heading", { level: 2 }))).toBe(true);
  });
});
