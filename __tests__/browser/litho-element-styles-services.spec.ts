/*
 * The services, contact form and clients element pages: each numbered style is its own design, told
 * apart by where things sit on the screen, not by colour.
 */
import { test, expect, type Locator } from "./support/fixtures";

type Box = { x: number; y: number; width: number; height: number };

const box = async (locator: Locator): Promise<Box> => {
  const found = await locator.boundingBox();
  if (!found) throw new Error("the element has no box on screen");
  return found;
};

const tops = async (items: Locator) =>
  (await items.evaluateAll((nodes) => nodes.map((node) => Math.round(node.getBoundingClientRect().top)))) as number[];

const sideways = (page: import("@playwright/test").Page) => page.evaluate(() => document.documentElement.scrollWidth);

test.describe("at 1280 px", () => {
  test.use({ viewport: { width: 1280, height: 900 } });

  test("the four services styles are cards, numbered rows, alternating splits and hover tiles", async ({ page }) => {
    await page.goto("/litho/elements/services");

    const cards = page.getByRole("region", { name: "Six services, one accountable team" });
    await expect(cards.getByRole("img")).toHaveCount(6);
    const cardTops = await tops(cards.getByRole("listitem"));
    expect(new Set(cardTops.slice(0, 3)).size).toBe(1);

    // Rows: no pictures, one service per row across the whole list, the text beside the title.
    const list = page.getByRole("region", { name: "Where we make the biggest difference" });
    await expect(list.getByRole("img")).toHaveCount(0);
    const rows = list.getByRole("listitem");
    await expect(rows).toHaveCount(3);
    expect(new Set(await tops(rows)).size).toBe(3);
    const listBox = await box(list.getByRole("list"));
    expect((await box(rows.first())).width).toBeGreaterThan(listBox.width - 2);
    const title = await box(rows.first().getByRole("heading"));
    const text = await box(rows.first().getByText(/^Market research, positioning and a plan/));
    expect(text.x).toBeGreaterThan(title.x + title.width);

    // Splits: picture and panel side by side and overlapping, the picture on the other side each row.
    const split = page.getByRole("region", { name: "Three businesses, run for the long term" });
    const splitRows = split.getByRole("listitem");
    const [firstImage, firstPanel] = [await box(splitRows.nth(0).getByRole("img")), await box(splitRows.nth(0).getByRole("heading"))];
    const [secondImage, secondPanel] = [await box(splitRows.nth(1).getByRole("img")), await box(splitRows.nth(1).getByRole("heading"))];
    expect(firstImage.x).toBeLessThan(firstPanel.x);
    expect(secondImage.x).toBeGreaterThan(secondPanel.x);
    expect(firstImage.width).toBeGreaterThan(500);

    // Tiles: the title lies over its picture; the text opens on hover and on keyboard focus.
    const tiles = page.getByRole("region", { name: "Three ways to practise" });
    const tile = tiles.getByRole("listitem").first();
    const picture = await box(tile.getByRole("img"));
    const name = await box(tile.getByRole("heading"));
    expect(name.y).toBeGreaterThan(picture.y);
    expect(name.y + name.height).toBeLessThanOrEqual(picture.y + picture.height);
    const about = tile.getByText(/^Steady, held postures/);
    await tile.scrollIntoViewIfNeeded();
    await expect(about).not.toBeInViewport();
    await tile.hover();
    await expect(about).toBeInViewport();
    await page.mouse.move(0, 0);
    await expect(about).not.toBeInViewport();
    await tiles.getByRole("link", { name: /Hatha/ }).focus();
    await expect(about).toBeInViewport();
  });

  test("the four contact form styles: split, one row, on a photograph and underlined fields", async ({ page }) => {
    await page.goto("/litho/elements/contact-form");

    const split = page.getByRole("region", { name: "Request a call back" });
    const pitch = await box(split.getByRole("img"));
    expect((await box(split.getByRole("textbox", { name: "Name" }))).x).toBeGreaterThan(pitch.x + pitch.width);

    const row = page.getByRole("region", { name: "Tell us who you are, we will send the questions" });
    const fields = [
      row.getByRole("textbox", { name: "Name" }),
      row.getByRole("textbox", { name: "Email" }),
      row.getByRole("button", { name: "Send me the questions" }),
    ];
    const bottoms = await Promise.all(fields.map(async (field) => Math.round((await box(field)).y + (await box(field)).height)));
    expect(Math.max(...bottoms) - Math.min(...bottoms)).toBeLessThanOrEqual(4);
    // The form keeps its checks: sent empty, the name is flagged.
    await fields[2].click();
    await expect(fields[0]).toHaveAttribute("aria-invalid", "true");

    const photo = page.getByRole("region", { name: "Leave your name and email" });
    const backdrop = await box(photo.getByRole("img", { name: "The London studio's shared table in the afternoon" }));
    const form = await box(photo.getByRole("textbox", { name: "Email" }));
    expect(form.x).toBeGreaterThan(backdrop.x);
    expect(form.x + form.width).toBeLessThan(backdrop.x + backdrop.width);
    expect(form.y).toBeGreaterThan(backdrop.y);

    const minimal = page.getByRole("region", { name: "Talk to an adviser, with no obligation" });
    const line = await minimal
      .getByRole("textbox", { name: "Phone" })
      .evaluate((input) => [getComputedStyle(input).borderTopWidth, getComputedStyle(input).borderBottomWidth]);
    expect(line).toEqual(["0px", "1px"]);
    expect((await box(minimal.getByRole("heading", { level: 2 }))).x).toBeLessThan(
      (await box(minimal.getByRole("textbox", { name: "Phone" }))).x,
    );
  });

  test("the clients' third style is an open grid of four to a row, not tiles", async ({ page }) => {
    await page.goto("/litho/elements/clients");
    const tiles = page.getByRole("region", { name: "Brands we have launched" });
    const grid = page.getByRole("region", { name: "In good company" });
    await expect(grid.getByRole("img")).toHaveCount(8);
    const rowTops = await tops(grid.getByRole("listitem"));
    expect(new Set(rowTops.slice(0, 4)).size).toBe(1);
    expect(rowTops[4]).toBeGreaterThan(rowTops[0]);
    const ground = (list: Locator) =>
      list
        .getByRole("listitem")
        .first()
        .evaluate((item) => getComputedStyle(item).backgroundColor);
    expect(await ground(tiles)).toBe("rgb(255, 255, 255)");
    expect(await ground(grid)).toBe("rgba(0, 0, 0, 0)");
  });
});

test.describe("on a phone", () => {
  test.use({ viewport: { width: 375, height: 812 } });

  for (const path of ["/litho/elements/services", "/litho/elements/contact-form", "/litho/elements/clients"]) {
    test(`${path} fits the screen`, async ({ page }) => {
      await page.goto(path);
      expect(await sideways(page)).toBeLessThanOrEqual(375);
    });
  }

  test("a service tile's text shows without a hover", async ({ page }) => {
    await page.goto("/litho/elements/services");
    const about = page.getByRole("region", { name: "Three ways to practise" }).getByText(/^Steady, held postures/);
    await about.scrollIntoViewIfNeeded();
    await expect(about).toBeInViewport();
  });
});
