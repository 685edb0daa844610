/*
 * The magazine and metro blog homes as a reader uses them: the front page's lead story and the
 * stories beside it open their posts, and a story's category label opens that category's page of
 * the blog; the column of shorter stories sits beside the lead on a desktop and under it on a
 * phone; the most-read list ranks the business desk's posts by likes; the metro grid's feature tile
 * is twice the size of the others.
 */
import fs from "node:fs";
import path from "node:path";
import { expect, rootDir, test, type Page } from "./support/fixtures";

const MAGAZINE = "/litho/home-magazine";
const METRO = "/litho/home-blog-metro";
const CATEGORY_PAGE = "/litho/blogs/blog-widget/category";

interface Post {
  id: number;
  title: string;
  category: string[];
  likes: number;
}
const posts: Post[] = JSON.parse(fs.readFileSync(path.join(rootDir, "data/litho/collections/blog-posts.json"), "utf8"));
const post = (id: number): Post => posts.find((entry) => entry.id === id) as Post;

const front = (page: Page) => page.locator("#today");
const lead = (page: Page) => front(page).locator("[data-story='lead']");
const shorter = (page: Page) => front(page).locator("[data-story='more']");

test.describe("the magazine's front page", () => {
  test.use({ viewport: { width: 1280, height: 900 } });

  test("the lead story opens its post, and its category label opens the category's page", async ({ page }) => {
    await page.goto(MAGAZINE);
    await expect(front(page).getByRole("heading", { level: 2 })).toHaveText("Today in the city");
    const story = post(101);
    await expect(lead(page).getByRole("heading", { level: 3 })).toHaveText(story.title);
    await expect(lead(page)).toContainText("28 November 2024");
    await expect(lead(page)).toContainText(/By \S+/);

    await lead(page).getByRole("link", { name: story.title }).click();
    await expect(page).toHaveURL(/\/litho\/blog-types\/blog-standard-post\/101\/?$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(story.title);

    await page.goto(MAGAZINE);
    await lead(page).getByRole("link", { name: "More in Lifestyle" }).click();
    await expect(page).toHaveURL(new RegExp(`${CATEGORY_PAGE}/lifestyle/?(#.*)?$`));
    await expect(page).toHaveTitle(/Lifestyle/);
    await expect(page.getByRole("main").getByRole("link", { name: story.title }).first()).toBeVisible();
  });

  test("four shorter stories stand in a column beside the lead, each opening its own post", async ({ page }) => {
    await page.goto(MAGAZINE);
    await expect(shorter(page)).toHaveCount(4);
    const leadBox = await lead(page).boundingBox();
    for (const [index, id] of [102, 103, 104, 105].entries()) {
      const item = shorter(page).nth(index);
      await expect(item.getByRole("heading", { level: 3 })).toHaveText(post(id).title);
      const box = await item.boundingBox();
      expect(box!.x).toBeGreaterThan(leadBox!.x + leadBox!.width);
      await expect(
        item.getByRole("link", { name: `More in ${post(id).category[0].replace(/^./, (c) => c.toUpperCase())}` }),
      ).toHaveAttribute("href", new RegExp(`${CATEGORY_PAGE}/${post(id).category[0]}/?$`));
    }
    await shorter(page)
      .nth(2)
      .getByRole("link", { name: post(104).title })
      .click();
    await expect(page).toHaveURL(/\/litho\/blog-types\/blog-standard-post\/104\/?$/);
  });

  test("on a phone the shorter stories follow the lead, under it", async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 800 });
    await page.goto(MAGAZINE);
    const leadBox = await lead(page).boundingBox();
    const firstBox = await shorter(page).first().boundingBox();
    expect(firstBox!.y).toBeGreaterThanOrEqual(leadBox!.y + leadBox!.height);
  });

  test("the most-read list ranks the business desk's posts by likes", async ({ page }) => {
    await page.goto(MAGAZINE);
    const expected = posts
      .filter((entry) => entry.category.includes("business"))
      .sort((a, b) => b.likes - a.likes || a.id - b.id)
      .slice(0, 6)
      .map((entry) => entry.title);
    const list = page.locator("#most-read").getByRole("list");
    await expect(list.getByRole("listitem")).toHaveCount(6);
    await expect(list.getByRole("heading")).toHaveText(expected);
  });
});

test.describe("the metro blog's tiles", () => {
  test("the feature tile spans two columns and two rows on a desktop, one column on a phone", async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto(METRO);
    const tiles = page.locator("#latest").getByRole("article");
    await expect(tiles).toHaveCount(6);
    await expect(tiles.first().getByRole("heading")).toHaveText(post(107).title);
    const feature = (await tiles.first().boundingBox())!;
    const other = (await tiles.nth(1).boundingBox())!;
    expect(feature.width).toBeGreaterThan(other.width * 1.8);
    expect(feature.height).toBeGreaterThan(other.height * 1.8);

    await page.setViewportSize({ width: 375, height: 800 });
    const narrowFeature = (await tiles.first().boundingBox())!;
    const narrowOther = (await tiles.nth(1).boundingBox())!;
    expect(Math.abs(narrowFeature.width - narrowOther.width)).toBeLessThan(2);
  });

  test("the editor's pick leads with its story and links its category", async ({ page }) => {
    await page.goto(METRO);
    const pick = page.locator("#editors-pick");
    await expect(pick.locator("[data-story='lead']").getByRole("heading")).toHaveText(post(113).title);
    await pick.locator("[data-story='lead']").getByRole("link", { name: "More in Travel" }).click();
    await expect(page).toHaveURL(new RegExp(`${CATEGORY_PAGE}/travel/?(#.*)?$`));
  });
});
