/*
 * The blog listings as a visitor uses them: a category chosen from the filter gets an address of
 * its own, which works when shared and without JavaScript; the pages of a long list follow one
 * another, in a category too; the widget sidebar's search leads to the demo's results.
 */
import fs from "node:fs";
import path from "node:path";
import { expect, rootDir, test, type Page } from "./support/fixtures";

const GRID = "/litho/blogs/blog-grid";
const WIDGET = "/litho/blogs/blog-widget";

// Every listing shows every post (the homes' stories too), so the counts follow the collection.
const posts: { category: string[] }[] = JSON.parse(fs.readFileSync(path.join(rootDir, "data/litho/collections/blog-posts.json"), "utf8"));
const TOTAL = posts.length;
const inCategory = (category: string) => posts.filter((post) => post.category.includes(category)).length;
const TRAVEL = inCategory("travel");
// The widget shows ten posts a page: business fills its first page and part of a second.
const BUSINESS = inCategory("business");

const postTitles = (page: Page) => page.getByRole("main").getByRole("article").getByRole("heading").allTextContents();

test.describe("blog listings", () => {
  test("a category chosen from the filter shows only its posts, at an address of its own", async ({ page }) => {
    await page.goto(GRID);
    const filter = page.getByRole("navigation", { name: "Post categories" });
    await expect(filter.getByRole("link", { name: "All posts" })).toHaveAttribute("aria-current", "page");
    await expect(page.getByText(`Posts 1–12 of ${TOTAL}`)).toBeVisible();

    await filter.getByRole("link", { name: /^Travel/ }).click();
    await expect(page).toHaveURL(new RegExp(`${GRID}/category/travel#posts$`));
    await expect(page).toHaveTitle(/^Blog grid: Travel/);
    await expect(filter.getByRole("link", { name: /^Travel/ })).toHaveAttribute("aria-current", "page");
    await expect(page.getByText(`Posts 1–${Math.min(TRAVEL, 12)} of ${TRAVEL} in Travel`)).toBeVisible();
    const articles = page.getByRole("main").getByRole("article");
    await expect(articles).toHaveCount(Math.min(TRAVEL, 12));
    for (const article of await articles.all()) await expect(article).toContainText("travel");
  });

  test("the pages of a category follow one another, each with its address and title", async ({ page }) => {
    await page.goto(WIDGET);
    const firstPage = await postTitles(page);
    const pages = page.getByRole("navigation", { name: "Pages of posts" });
    await pages.getByRole("link", { name: "Next page" }).click();
    await expect(page).toHaveURL(new RegExp(`${WIDGET}/2#posts$`));
    await expect(page.getByText(`Posts 11–20 of ${TOTAL}`)).toBeVisible();
    const secondPage = await postTitles(page);
    expect(secondPage).toHaveLength(10);
    expect(secondPage.filter((title) => firstPage.includes(title))).toEqual([]);

    await page
      .getByRole("complementary", { name: "Blog sidebar" })
      .getByRole("link", { name: /^Business/ })
      .click();
    await expect(page).toHaveURL(new RegExp(`${WIDGET}/category/business#posts$`));
    expect(BUSINESS).toBeGreaterThan(10);
    expect(BUSINESS).toBeLessThanOrEqual(20);
    await expect(page.getByText(`Posts 1–10 of ${BUSINESS} in Business`)).toBeVisible();
    await expect(pages.getByRole("link", { name: "Previous page" })).toHaveCount(0);
    await pages.getByRole("link", { name: "Page 2" }).click();
    await expect(page).toHaveURL(new RegExp(`${WIDGET}/category/business/2#posts$`));
    await expect(page).toHaveTitle(/^Blog widget: Business, page 2/);
    await expect(page.getByText(`Posts 11–${BUSINESS} of ${BUSINESS} in Business`)).toBeVisible();
    await expect(page.getByRole("main").getByRole("article")).toHaveCount(BUSINESS - 10);
    await expect(pages.getByRole("link", { name: "Next page" })).toHaveCount(0);
    await expect(pages.getByRole("link", { name: "Previous page" })).toHaveAttribute("rel", "prev");
  });

  test("the sidebar's search opens the results for the words typed", async ({ page }) => {
    await page.goto(WIDGET);
    const field = page.getByRole("complementary", { name: "Blog sidebar" }).getByRole("searchbox", { name: "Search the blog" });
    await field.fill("lisbon");
    await field.press("Enter");
    await expect(page).toHaveURL(/\/litho\/page\/search-result\?q=lisbon$/);
    await expect(page.getByRole("list", { name: "Search results for lisbon" }).getByRole("link", { name: /Lisbon/ })).toBeVisible();
  });
});

test.describe("blog listings without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("a shared category address and its page links work as plain pages", async ({ page }) => {
    await page.goto(`${GRID}/category/business`);
    await expect(page.getByText(`Posts 1–${Math.min(BUSINESS, 12)} of ${BUSINESS} in Business`)).toBeVisible();
    await page.goto(`${WIDGET}/category/business`);
    await page.getByRole("navigation", { name: "Pages of posts" }).getByRole("link", { name: "Next page" }).click();
    await expect(page).toHaveURL(new RegExp(`${WIDGET}/category/business/2#posts$`));
    await expect(page.getByText(`Posts 11–${BUSINESS} of ${BUSINESS} in Business`)).toBeVisible();
  });
});
