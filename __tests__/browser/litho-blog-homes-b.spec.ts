/*
 * The lifestyle and classic blog homes as a reader meets them: the person behind the blog, with
 * as many posts as the collection gives them, and the blog's categories, each counting the posts
 * the collection files under it and opening the page that lists exactly those.
 */
import fs from "node:fs";
import path from "node:path";
import { expect, test, rootDir } from "./support/fixtures";

interface Post {
  id: number;
  category: string[];
  author: number;
}
interface Member {
  id: number;
  name: string;
}

const collection = <T>(name: string): T[] =>
  JSON.parse(fs.readFileSync(path.join(rootDir, "data", "litho", "collections", `${name}.json`), "utf8")) as T[];
const posts = collection<Post>("blog-posts");
const team = collection<Member>("team-members");
const inCategory = (key: string) => posts.filter((post) => post.category.includes(key)).length;
const byAuthor = (id: number) => posts.filter((post) => post.author === id).length;
const nameOf = (id: number) => team.find((member) => member.id === id)?.name ?? "";
const title = (key: string) => key.charAt(0).toUpperCase() + key.slice(1);

const LIFESTYLE = "/litho/home-lifestyle-blog";
const CLASSIC = "/litho/home-classic-blog";

test.describe("lifestyle blog home", () => {
  test("introduces the blogger high on the page, with their posts counted and their profiles", async ({ page }) => {
    await page.goto(LIFESTYLE);
    const blogger = nameOf(5);
    const about = page.getByRole("region", { name: blogger });
    await expect(about.getByRole("heading", { level: 2, name: blogger })).toBeVisible();
    await expect(about.getByText("Writer, home cook and slow traveller")).toBeVisible();
    await expect(about.getByRole("img", { name: `Portrait of ${blogger}` })).toBeVisible();
    await expect(about.getByText(`${byAuthor(5)} posts on the blog`)).toBeVisible();
    await expect(about.getByRole("link", { name: `${blogger} on Instagram (opens in a new tab)` })).toHaveAttribute("target", "_blank");
    await expect(about.getByRole("link", { name: "More about me" })).toHaveAttribute("href", "/litho/page/about-me");

    // Right after the first screen: the introduction comes before any list of posts.
    const [aboutTop, postsTop] = await Promise.all([about.boundingBox(), page.locator("#posts").boundingBox()]);
    expect(aboutTop!.y).toBeLessThan(postsTop!.y);
  });

  test("each category tile counts the collection's posts and opens the listing of exactly those", async ({ page }) => {
    await page.goto(LIFESTYLE);
    const topics = page.getByRole("navigation", { name: "Read by what you love" });
    const links = topics.getByRole("link");
    await expect(links).toHaveCount(4);
    for (const key of ["lifestyle", "travel", "fashion", "design"]) {
      const link = topics.getByRole("link", { name: new RegExp(`^${title(key)} ${inCategory(key)} posts$`) });
      await expect(link).toHaveAttribute("href", `/litho/blogs/blog-masonry/category/${key}`);
    }

    await topics.getByRole("link", { name: /^Travel/ }).click();
    await expect(page).toHaveURL(/\/litho\/blogs\/blog-masonry\/category\/travel$/);
    const count = inCategory("travel");
    await expect(page.getByText(`Posts 1–${count} of ${count} in Travel`)).toBeVisible();
    await expect(page.getByRole("main").getByRole("article")).toHaveCount(count);
  });
});

test.describe("classic blog home", () => {
  test("the sidebar leads with the writer, then search, categories with their counts and tags", async ({ page }) => {
    await page.goto(CLASSIC);
    const sidebar = page.getByRole("complementary", { name: "Blog sidebar" });
    const writer = nameOf(3);
    const card = sidebar.getByRole("region", { name: writer });
    await expect(card.getByRole("img", { name: `Portrait of ${writer}` })).toBeVisible();
    await expect(card.getByText("Writer and walker")).toBeVisible();
    await expect(card.getByText(`${byAuthor(3)} posts on the blog`)).toBeVisible();
    await expect(sidebar.getByRole("searchbox")).toBeVisible();
    await expect(sidebar.getByRole("heading", { name: "Tags" })).toBeVisible();

    const categories = sidebar.getByRole("region", { name: "Categories" }).getByRole("link");
    const keys = [...new Set(posts.flatMap((post) => post.category))];
    await expect(categories).toHaveCount(keys.length);
    for (const key of keys) {
      await expect(sidebar.getByRole("link", { name: `${title(key)} ${inCategory(key)} posts` })).toBeVisible();
    }
  });

  test("a category from the sidebar lists its posts on the blog's own category page", async ({ page }) => {
    await page.goto(CLASSIC);
    await expect(page.getByText(`Posts 1–6 of ${posts.length}`)).toBeVisible();
    const sidebar = page.getByRole("complementary", { name: "Blog sidebar" });
    await sidebar.getByRole("link", { name: /^Fashion/ }).click();
    await expect(page).toHaveURL(new RegExp(`${CLASSIC}/category/fashion#essays$`));
    await expect(page).toHaveTitle(/^Classic blog: Fashion/);
    const count = inCategory("fashion");
    await expect(page.getByText(`Posts 1–${Math.min(count, 6)} of ${count} in Fashion`)).toBeVisible();
    const listed = page.getByRole("region", { name: "Latest essays" }).getByRole("article");
    await expect(listed).toHaveCount(Math.min(count, 6));
    for (const article of await listed.all()) await expect(article).toContainText("fashion");
  });

  test("older essays are the listing alone: the masthead and this week's essay stay on the first page", async ({ page }) => {
    const masthead = page.getByRole("heading", { name: /^Books, long walks and the writing life/ });
    const lead = page.getByRole("heading", { name: "From the desk" });
    await page.goto(CLASSIC);
    await expect(masthead).toBeVisible();
    await expect(lead).toBeVisible();

    await page
      .getByRole("navigation", { name: /pages/i })
      .getByRole("link", { name: /^(Page )?2$/ })
      .click();
    await expect(page).toHaveURL(new RegExp(`${CLASSIC}/2(#essays)?$`));
    await expect(page).toHaveTitle(/^Classic blog, page 2/);
    await expect(page.getByText(`Posts 7–12 of ${posts.length}`)).toBeVisible();
    await expect(masthead).toHaveCount(0);
    await expect(lead).toHaveCount(0);
    // The listing comes first under the header, and the writer's sidebar comes with it.
    const [listing, main] = await Promise.all([
      page.getByRole("region", { name: "Latest essays" }).boundingBox(),
      page.getByRole("main").boundingBox(),
    ]);
    expect(listing!.y - main!.y).toBeLessThan(5);
    await expect(page.getByRole("complementary", { name: "Blog sidebar" })).toBeVisible();
  });
});
