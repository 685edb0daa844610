/*
 * The five blog post layouts and the shop's login-register page: each layout shows a whole post
 * (hero, tags, share links, author, previous and next, related posts, comments from data), the
 * comment form checks what is typed and then says it is a demo, and the account forms do the same.
 * Nothing is sent anywhere from the JavaScript path; a plain post is answered by /api/demo-form.
 */
import fs from "node:fs";
import path from "node:path";
import { test, expect, rootDir, type Page } from "./support/fixtures";

// The sidebar counts every post of the collection, the homes' stories too.
const BUSINESS_POSTS = (
  JSON.parse(fs.readFileSync(path.join(rootDir, "data/litho/collections/blog-posts.json"), "utf8")) as { category: string[] }[]
).filter((post) => post.category.includes("business")).length;

const LAYOUTS = [
  { path: "/litho/blogs/blog-post-layout-01", title: "Pricing your first product without guessing" },
  { path: "/litho/blogs/blog-post-layout-02", title: "The return of tailored linen" },
  { path: "/litho/blogs/blog-post-layout-03", title: "The coastal road, end to end" },
  { path: "/litho/blogs/blog-post-layout-04", title: "Ceramics and the art of slowing down" },
  { path: "/litho/blogs/blog-post-layout-05", title: "The case for boring infrastructure" },
];
const COMMENT_DEMO = "Your comment looks fine, but this is a demo: comments are not stored or published, so it will not appear below.";
const LOGIN_DEMO =
  "Your details look fine, but this is a demo: there are no accounts here, so you have not been signed in and nothing was sent.";
const REGISTER_DEMO = "Your details look fine, but this is a demo: no account was created and nothing you typed was stored or sent.";

const commentForm = (page: Page) => page.getByRole("region", { name: "Leave a comment" });

/** Until the page has hydrated a click makes a plain post; hydration shows as `novalidate`. */
const hydrated = async (region: ReturnType<Page["getByRole"]>) => {
  await region.scrollIntoViewIfNeeded();
  await expect(region.locator('form[action="/api/demo-form"][novalidate]')).toBeAttached();
  return region;
};

test.describe("blog post layouts", () => {
  for (const layout of LAYOUTS) {
    test(`${layout.path} shows the whole post`, async ({ page }) => {
      await page.goto(layout.path);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(layout.title);
      await expect(page.getByRole("list", { name: "Tags" })).toBeVisible();
      await expect(page.getByRole("link", { name: /Share by Facebook/ })).toHaveAttribute("href", /facebook\.com\/sharer/);
      await expect(page.getByRole("complementary", { name: "About the author" })).toBeVisible();
      const more = page.getByRole("navigation", { name: "More posts" });
      await expect(more.getByRole("link", { name: /Previous post/ })).toBeVisible();
      await expect(more.getByRole("link", { name: /Next post/ })).toBeVisible();
      await expect(page.getByRole("heading", { name: /^\d+ comments?$/ })).toBeVisible();
      await expect(page.getByRole("region", { name: "Related posts" }).getByRole("listitem")).toHaveCount(3);
    });
  }

  test("the sidebar layout carries the blog's widgets", async ({ page }) => {
    await page.goto("/litho/blogs/blog-post-layout-05");
    const sidebar = page.getByRole("complementary", { name: "Blog sidebar" });
    await expect(sidebar.getByRole("heading", { name: "Categories" })).toBeVisible();
    await expect(sidebar.getByRole("link", { name: `Business ${BUSINESS_POSTS} posts` })).toHaveAttribute(
      "href",
      /^\/litho\/blogs\/blog-widget\/category\/business/,
    );
  });

  test("the byline counts the comments the post shows", async ({ page }) => {
    for (const layout of LAYOUTS) {
      await page.goto(layout.path);
      const heading = await page.getByRole("heading", { name: /^(\d+ comments?|No comments yet)$/ }).textContent();
      const shown = heading?.startsWith("No") ? 0 : Number(heading?.split(" ")[0]);
      const hero = page.locator("header").filter({ has: page.getByRole("heading", { level: 1 }) });
      await expect(hero, layout.path).toContainText(new RegExp(`likes\\s*${shown}\\s*comments`));
    }
  });

  test("comments come from data, replies nested under them", async ({ page }) => {
    await page.goto("/litho/blogs/blog-post-layout-01");
    await expect(page.getByRole("heading", { name: "4 comments" })).toBeVisible();
    await expect(page.getByText("We raised our price by a third last spring")).toBeVisible();
    await expect(page.locator("time[datetime='2024-11-18T21:17:00+01:00']")).toHaveText("18 November 2024");
  });

  test("the comment form names what is wrong, then says honestly that nothing was stored", async ({ page }) => {
    const posts: string[] = [];
    page.on("request", (request) => {
      if (request.method() === "POST") posts.push(request.url());
    });
    await page.goto("/litho/blogs/blog-post-layout-03");
    const form = await hydrated(commentForm(page));
    await form.getByRole("button", { name: "Post comment" }).click();
    await expect(form.getByText("Please enter your name.")).toBeVisible();
    await expect(form.getByText("Please enter your email address.")).toBeVisible();
    await expect(form.getByText("Please write your comment.")).toBeVisible();

    await form.getByRole("textbox", { name: "Name" }).fill("Ann Lee");
    await form.getByRole("textbox", { name: "Email" }).fill("ann@");
    await form.getByRole("textbox", { name: "Comment" }).fill("Lovely");
    await form.getByRole("button", { name: "Post comment" }).click();
    await expect(form.getByText("Please enter a valid email address, such as name@example.com.")).toBeVisible();
    await expect(form.getByText("Please write a little more: a comment needs at least 10 characters.")).toBeVisible();
    await expect(form.getByText(COMMENT_DEMO)).toHaveCount(0);

    await form.getByRole("textbox", { name: "Email" }).fill("ann@example.com");
    await form.getByRole("textbox", { name: "Comment" }).fill("We drove it last spring: the harbour market is worth the detour.");
    await form.getByRole("button", { name: "Post comment" }).click();
    await expect(form.getByRole("status")).toHaveText(COMMENT_DEMO);
    await expect(page.getByText("We drove it last spring")).toHaveCount(0);
    expect(posts, "the demo form sent something").toEqual([]);
  });

  test.describe("with JavaScript off", () => {
    test.use({ javaScriptEnabled: false });

    test("a plain comment post comes back with the same demo message", async ({ page }) => {
      await page.goto("/litho/blogs/blog-post-layout-02");
      const form = commentForm(page);
      await form.getByRole("textbox", { name: "Name" }).fill("Ann Lee");
      await form.getByRole("textbox", { name: "Email" }).fill("ann@example.com");
      await form.getByRole("textbox", { name: "Comment" }).fill("Half-lined is the way to go, thank you.");
      await form.getByRole("button", { name: "Post comment" }).click();
      await expect(page).toHaveURL(/\/litho\/blogs\/blog-post-layout-02\?form=comment&sent=1#comment-sent$/);
      await expect(page.getByText(COMMENT_DEMO)).toBeVisible();
    });
  });
});

test.describe("login and register", () => {
  const PATH = "/litho/shop/login-register";

  test("the page says plainly that it is a demo", async ({ page }) => {
    await page.goto(PATH);
    await expect(page.getByText("This is a demo shop.")).toBeVisible();
    await expect(page.getByText(/nothing you enter is stored or sent/)).toBeVisible();
  });

  test("sign-in names the missing fields, then says no one was signed in", async ({ page }) => {
    const posts: string[] = [];
    page.on("request", (request) => {
      if (request.method() === "POST") posts.push(request.url());
    });
    await page.goto(PATH);
    const form = await hydrated(page.getByRole("region", { name: "Sign in" }));
    await form.getByRole("button", { name: "Sign in" }).click();
    await expect(form.getByText("Please enter your email address.")).toBeVisible();
    await expect(form.getByText("Please enter your password.")).toBeVisible();
    await form.getByRole("textbox", { name: "Email" }).fill("ann@example.com");
    await form.getByLabel("Password").fill("harbour2024");
    await form.getByRole("button", { name: "Sign in" }).click();
    await expect(form.getByRole("status")).toHaveText(LOGIN_DEMO);
    expect(posts).toEqual([]);
  });

  test("registration asks for a stronger password, then says no account was created", async ({ page }) => {
    await page.goto(PATH);
    const form = await hydrated(page.getByRole("region", { name: "Create an account" }));
    await form.getByRole("textbox", { name: "Name" }).fill("Ann Lee");
    await form.getByRole("textbox", { name: "Email" }).fill("ann.example.com");
    await form.getByLabel("Password").fill("short1");
    await form.getByRole("button", { name: "Register" }).click();
    await expect(form.getByText("Please enter a valid email address, such as name@example.com.")).toBeVisible();
    await expect(form.getByText("Please use a password of at least 8 characters.")).toBeVisible();
    await form.getByLabel("Password").fill("longbutnodigits");
    await expect(form.getByText("Please mix letters and at least one digit in your password.")).toBeVisible();
    await form.getByRole("textbox", { name: "Email" }).fill("ann@example.com");
    await form.getByLabel("Password").fill("harbour2024");
    await form.getByRole("button", { name: "Register" }).click();
    await expect(form.getByRole("status")).toHaveText(REGISTER_DEMO);
  });

  test.describe("with JavaScript off", () => {
    test.use({ javaScriptEnabled: false });

    test("a plain sign-in post is checked by the server and answered with the same demo message", async ({ page }) => {
      await page.goto(PATH);
      const form = page.getByRole("region", { name: "Sign in" });
      await form.getByRole("textbox", { name: "Email" }).fill("ann@example.com");
      await form.getByLabel("Password").fill("harbour2024");
      await form.getByRole("button", { name: "Sign in" }).click();
      await expect(page).toHaveURL(/\/litho\/shop\/login-register\?form=login&sent=1#login-sent$/);
      await expect(page.getByText(LOGIN_DEMO)).toBeVisible();
    });
  });
});
