/*
 * The site under its production headers (served as the host serves the adapter's output): every live page
 * in both languages and one page of each demo kind load, hydrate and run without a single refusal by their
 * Content-Security-Policy and without console errors; the facades that open a third party (map, players)
 * still open it, since each page allows exactly the parties it embeds; and the contact form still sends.
 */
import { expect, test, type Page } from "./support/fixtures";

const LIVE_PAGES = ["/", "/about", "/products", "/news-and-analysis", "/contact", "/no-such-page"];
const DEMO_PAGES = {
  home: "/litho/home-startup",
  "inner page": "/litho/page/about-us",
  "blog post": "/litho/blog-types/blog-standard-post/1",
  shop: "/litho/shop/left-sidebar",
  element: "/litho/elements/testimonials-carousel",
  header: "/litho/headers/center-logo",
  footer: "/litho/footers/footer-style-01",
  "page title": "/litho/page-title/big-typography",
  modal: "/litho/model-popup/youtube-video",
  icons: "/litho/feather",
};

/** A stand-in for a provider's frame: the test is offline, and the policy is what is under test. */
const PROVIDER_PAGE = { status: 200, contentType: "text/html", body: "<!doctype html><title>Provider</title><p>Provider</p>" };

/** Refusals by the policy and console errors of the page's own making (a blocked third-party request is the test's). */
const watch = async (page: Page, origin: string) => {
  const problems: string[] = [];
  await page.addInitScript(() => {
    document.addEventListener("securitypolicyviolation", (event) => {
      const refusals = ((window as unknown as { __refusals?: string[] }).__refusals ??= []);
      refusals.push(`${event.violatedDirective} refused ${event.blockedURI || "inline"} (${event.sample})`);
    });
  });
  page.on("pageerror", (error) => problems.push(`uncaught: ${error.message}`));
  page.on("console", (message) => {
    const from = message.location().url;
    // A missing address is answered with status 404, and so is the runtime's request for its page data:
    // the browser notes both.
    const notFoundAnswer = /no-such-page/.test(page.url()) && /status of 404/.test(message.text());
    if (
      message.type() === "error" &&
      (!from || from.startsWith(origin)) &&
      !notFoundAnswer &&
      !/ERR_BLOCKED_BY_CLIENT/.test(message.text())
    ) {
      problems.push(`console error: ${message.text()}`);
    }
  });
  return async () => [...problems, ...(await page.evaluate(() => (window as unknown as { __refusals?: string[] }).__refusals ?? []))];
};

const expectCleanVisit = async (page: Page, origin: string, address: string) => {
  const problems = await watch(page, origin);
  const response = await page.goto(address);
  expect(response?.headers()["content-security-policy"]).toMatch(/script-src 'self' 'sha256-/);
  await expect(page.locator("html[data-interactive]")).toBeAttached();
  // Scrolled through, so what loads near the viewport (carousels, widgets, reveals) loads under the policy too.
  await page.evaluate(async () => {
    for (let y = 0; y < document.body.scrollHeight; y += window.innerHeight) {
      window.scrollTo(0, y);
      await new Promise((resolve) => setTimeout(resolve, 60));
    }
  });
  await page.waitForLoadState("networkidle");
  expect(await problems()).toEqual([]);
};

test.describe("every live page under the production policy", () => {
  for (const address of LIVE_PAGES.flatMap((path) => [path, path === "/" ? "/zh-hk" : `/zh-hk${path}`])) {
    test(`${address} runs with no refusal and a clean console`, async ({ page, testOrigin }) => {
      await expectCleanVisit(page, testOrigin, address);
    });
  }
});

test.describe("one demo page of each kind under the production policy", () => {
  for (const [kind, address] of Object.entries(DEMO_PAGES)) {
    test(`${kind} (${address}) runs with no refusal and a clean console`, async ({ page, testOrigin }) => {
      await expectCleanVisit(page, testOrigin, address);
    });
  }
});

test.describe("third parties, on the pages that embed them", () => {
  test("the contact page's map opens Google's frame, which its policy allows", async ({ page, testOrigin }) => {
    await page.route(/^https:\/\/(maps|www)\.google\.com\//, (route) => route.fulfill(PROVIDER_PAGE));
    const problems = await watch(page, testOrigin);
    await page.goto("/contact");
    const map = page.locator("#office-map");
    await map.getByRole("button", { name: "Show the interactive map" }).click();
    await expect(map.locator("iframe")).toHaveAttribute("src", /^https:\/\/maps\.google\.com\/maps\?/);
    await expect(map.frameLocator("iframe").getByText("Provider")).toBeVisible();
    expect(await problems()).toEqual([]);
  });

  test("a demo player opens YouTube's frame, and a video modal too", async ({ page, testOrigin }) => {
    await page.route(/^https:\/\/www\.youtube-nocookie\.com\//, (route) => route.fulfill(PROVIDER_PAGE));
    const problems = await watch(page, testOrigin);
    await page.goto("/litho/elements/video");
    const region = page.getByRole("region", { name: "Designing for the first five seconds" });
    await region.getByRole("button", { name: /^Play here\b/ }).click();
    await expect(region.frameLocator("iframe").getByText("Provider")).toBeVisible();

    await page.goto("/litho/model-popup/youtube-video");
    await page.getByRole("button", { name: "Play the showreel" }).click();
    await expect(page.getByRole("dialog").frameLocator("iframe").getByText("Provider")).toBeVisible();
    expect(await problems()).toEqual([]);
  });

  test("a page without embeds allows no third party: a frame injected there is refused", async ({ page }) => {
    await page.route(/^https:\/\/www\.youtube-nocookie\.com\//, (route) => route.fulfill(PROVIDER_PAGE));
    await page.goto("/about");
    // The directive that refuses an element put into the page, as an injected one would be.
    const refusalOf = (tag: "iframe" | "script", property: "src" | "textContent", value: string) =>
      page.evaluate(
        ([name, key, text]) =>
          new Promise<string>((resolve) => {
            document.addEventListener("securitypolicyviolation", (event) => resolve(event.violatedDirective), { once: true });
            document.body.append(Object.assign(document.createElement(name), { [key]: text }));
          }),
        [tag, property, value] as const,
      );
    expect(await refusalOf("iframe", "src", "https://www.youtube-nocookie.com/embed/x")).toBe("frame-src");
    expect(await refusalOf("script", "textContent", "window.injected = true")).toBe("script-src-elem");
    expect(await page.evaluate(() => "injected" in window)).toBe(false);
  });

  test("a page with a map, reached by a link from one without, is loaded whole and its map opens", async ({ page, testOrigin }) => {
    await page.route(/^https:\/\/(maps|www)\.google\.com\//, (route) => route.fulfill(PROVIDER_PAGE));
    const problems = await watch(page, testOrigin);
    await page.goto("/about");
    await page.getByRole("navigation", { name: /main/i }).getByRole("link", { name: "Contact Us" }).first().click();
    await expect(page).toHaveURL(/\/contact$/);
    await page.waitForFunction(() => new URL(performance.getEntriesByType("navigation")[0].name).pathname === "/contact");
    await page.locator("html[data-interactive]").waitFor({ state: "attached" });
    const map = page.locator("#office-map");
    await map.getByRole("button", { name: "Show the interactive map" }).click();
    await expect(map.frameLocator("iframe").getByText("Provider")).toBeVisible();
    expect(await problems()).toEqual([]);
  });
});

test("the contact form still sends to its function under the policy", async ({ page, testOrigin }) => {
  const problems = await watch(page, testOrigin);
  await page.goto("/contact");
  await page.getByLabel("Name", { exact: true }).fill("Chan Tai Man");
  await page.getByLabel("Email", { exact: true }).fill("tai.man@example.com");
  await page.getByLabel(/Phone/).fill("+852 9123 4567");
  await page.getByLabel("Message", { exact: true }).fill("A quote for two 1 kg bars, please.");
  const sent = page.waitForResponse((response) => response.url().endsWith("/api/contact"));
  await page.getByRole("button", { name: "Send message" }).click();
  expect((await sent).status()).toBe(200);
  await expect(page.getByRole("status").filter({ hasText: /sent/i })).toBeVisible();
  expect(await problems()).toEqual([]);
});
