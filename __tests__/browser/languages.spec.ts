/*
 * The live site in its two languages: the switch keeps the visitor on the same page, each page
 * says which language it is in and where its other copy lives, a missing address answers in the
 * language it was asked in, and the contact form speaks, refuses and sends in the page's language.
 */
import { axeViolations, formatViolations } from "./support/accessibility";
import type { Page } from "@playwright/test";
import { test, expect } from "./support/fixtures";
import { marker, outboxMessageWith } from "./support/outbox";
import { layoutShifts, recordLayoutShifts } from "./support/layout-shifts";

/**
 * The Subject of an enquiry e-mail: nodemailer writes a non-ASCII subject as base64 encoded words
 * (RFC 2047), which the outbox reader has already joined across lines.
 */
const subjectOf = (eml: string): string => {
  const header = /Subject: ((?:=\?UTF-8\?B\?[A-Za-z0-9+/=]*\?=?\s*)+)/i.exec(eml)?.[1] ?? "";
  const chunks = [...header.matchAll(/=\?UTF-8\?B\?([A-Za-z0-9+/=]*)\?/gi)].map(([, text]) => Buffer.from(text, "base64"));
  return Buffer.concat(chunks).toString("utf8");
};

test("the language switch keeps the visitor on the same page and sets the page's language", async ({ page }) => {
  await page.goto("/about");
  await expect(page.locator("html")).toHaveAttribute("lang", "en");
  await page.getByRole("navigation", { name: "Language" }).getByRole("link", { name: "繁體中文" }).click();

  await expect(page).toHaveURL(/\/zh-hk\/about$/);
  await expect(page.locator("html")).toHaveAttribute("lang", "zh-Hant-HK");
  await expect(page).toHaveTitle("關於我們 | Harbour Gold Bullion");
  await expect(page.getByRole("navigation", { name: "主選單" }).getByRole("link", { name: "關於我們" })).toHaveAttribute(
    "aria-current",
    "page",
  );
  // The menu stays in the visitor's language.
  await expect(page.getByRole("navigation", { name: "主選單" }).getByRole("link", { name: "產品" })).toHaveAttribute(
    "href",
    "/zh-hk/products",
  );

  await page.getByRole("navigation", { name: "語言" }).getByRole("link", { name: "English" }).click();
  await expect(page).toHaveURL(/\/about$/);
  await expect(page.locator("html")).toHaveAttribute("lang", "en");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Crafting excellence, Building trust");
});

test("each page names its copies in both languages, with English as the default", async ({ page, testOrigin }) => {
  const response = await page.goto("/zh-hk/products");
  expect(response?.status()).toBe(200);
  const alternates = await page
    .locator('link[rel="alternate"][hreflang]')
    .evaluateAll((links) => links.map((link) => [link.getAttribute("hreflang"), new URL(link.getAttribute("href") ?? "").pathname]));
  expect(alternates).toEqual([
    ["en", "/products"],
    ["zh-HK", "/zh-hk/products"],
    ["x-default", "/products"],
  ]);
  await expect(page.locator('meta[property="og:locale"]')).toHaveAttribute("content", "zh_HK");
  expect(new URL((await page.locator('link[rel="canonical"]').getAttribute("href")) ?? "", testOrigin).pathname).toBe("/zh-hk/products");
});

// The host serves the default language's 404 page for every missing address; under /zh-hk/ it turns
// Chinese once its scripts run (src/lib/i18n/language-context.tsx reads the language from the address).
test("a missing Chinese address answers 404 with the not-found page in Chinese", async ({ page }) => {
  const errors: string[] = [];
  page.on("pageerror", (error) => errors.push(error.message));
  page.on("console", (message) => {
    // The browser logs the 404 answer itself; anything else (a hydration mismatch) is a fault.
    if (message.type() === "error" && !/status of 404/.test(message.text())) errors.push(message.text());
  });
  const response = await page.goto("/zh-hk/no-such-page");
  expect(response?.status()).toBe(404);
  await expect(page.getByText("找不到此頁面！")).toBeVisible();
  await expect(page.locator("html")).toHaveAttribute("lang", "zh-Hant-HK");
  await expect(page.getByRole("link", { name: "返回主頁" })).toHaveAttribute("href", "/zh-hk");
  await expect(page.getByRole("link", { name: "English" })).toHaveAttribute("href", "/");
  const violations = await axeViolations(page);
  expect(violations, formatViolations("/zh-hk/no-such-page", violations)).toEqual([]);
  expect(errors).toEqual([]);

  // The English one stays as the spec words it.
  await page.goto("/no-such-page");
  await expect(page.getByText("This page could not be found!")).toBeVisible();
  await expect(page.locator("html")).toHaveAttribute("lang", "en");
});

test("the Chinese contact form refuses, keeps and sends in Chinese, and the e-mail's subject says so", async ({ page }) => {
  await page.goto("/zh-hk/contact");
  const form = page.locator("form").filter({ has: page.getByRole("button", { name: "發送訊息" }) });
  await form.getByRole("button", { name: "發送訊息" }).click();
  await expect(form.getByText("請檢查：姓名、電郵、訊息。")).toBeVisible();
  await expect(form.getByLabel("姓名", { exact: true })).toBeFocused();

  const word = marker("zhenquiry");
  await form.getByLabel("姓名", { exact: true }).fill("陳大文");
  await form.getByLabel("電郵", { exact: true }).fill("tai.man@example.com");
  await form.getByLabel("訊息", { exact: true }).fill(`想查詢兩條一公斤金條的價格。${word}`);
  await form.getByRole("button", { name: "發送訊息" }).click();
  await expect(form.getByRole("status")).toHaveText("您的訊息已成功發送！");
  await expect.poll(() => outboxMessageWith(word)).toBeDefined();
  expect(subjectOf(outboxMessageWith(word) ?? "")).toBe("網站查詢（中文網頁）：陳大文");
});

test("prices and dates read in the page's language", async ({ page }) => {
  await page.goto("/zh-hk/products");
  const panel = page.getByRole("region", { name: "本行買入及賣出價" }).or(page.locator("#reference-prices"));
  await expect(panel.getByRole("rowheader", { name: "1公斤金條" })).toBeVisible();
  await expect(panel.locator("time").first()).toHaveText(/2026年11月25日/);
});

type DomNode = { nodeId: number; nodeType: number; nodeName: string; nodeValue: string; attributes?: string[]; children?: DomNode[] };

/** How Chromium drew one visible Chinese text: the text's first characters, its element and the faces used. */
interface DrawnText {
  text: string;
  tag: string;
  fonts: { familyName: string; postScriptName: string }[];
}

/** Every visible Chinese text of the page, with the faces Chromium drew it in (the system's, or a web font's). */
const chineseTexts = async (page: Page): Promise<DrawnText[]> => {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send("DOM.enable");
  await cdp.send("CSS.enable");
  const { root } = await cdp.send("DOM.getDocument", { depth: -1 });
  const drawn: DrawnText[] = [];
  const visit = async (node: DomNode): Promise<void> => {
    const classes = node.attributes?.[node.attributes.indexOf("class") + 1] ?? "";
    if (["SCRIPT", "STYLE", "HEAD", "NOSCRIPT", "TEMPLATE"].includes(node.nodeName) || /visually-hidden/.test(classes)) return;
    const text = (node.children ?? [])
      .filter((child) => child.nodeType === 3)
      .map((child) => child.nodeValue)
      .join("");
    if (/[\u3000-\u9fff\uff00-\uffef]/.test(text)) {
      const { fonts } = await cdp.send("CSS.getPlatformFontsForNode", { nodeId: node.nodeId });
      // A text that is not displayed (a closed menu, a tab panel not shown) has no faces.
      if (fonts.length > 0) drawn.push({ text: text.trim().slice(0, 20), tag: node.nodeName, fonts });
    }
    for (const child of node.children ?? []) await visit(child);
  };
  await visit(root as DomNode);
  await cdp.detach();
  return drawn;
};

/** The families of the design tokens' Chinese stack (--font-cjk in src/styles/tokens.css). */
const chineseStack = (page: Page): Promise<string[]> =>
  page.evaluate(() =>
    getComputedStyle(document.documentElement)
      .getPropertyValue("--font-cjk")
      .split(",")
      .map((family) => family.trim().replace(/^"|"$/g, "")),
  );

/** Inter and Playfair Display draw the Latin letters and digits inside a Chinese text. */
const LATIN_FACES = /^(Inter|Playfair Display)\b/;
/** Where their files are served (src/fonts/, bundled into /static/). */
const LATIN_FACE_FILE = /\/static\/(inter|playfair-display)-[^/]+\.woff2$/;

/**
 * Brings each of the page's sections and its footer into view in turn, so that every one is laid out
 * (those further down skip layout until they near the screen), and waits for the fonts they need.
 */
const scrollThrough = async (page: Page): Promise<void> => {
  for (const part of await page.locator("main > section, main ~ footer").all()) {
    await part.scrollIntoViewIfNeeded();
    const laidOut = () => part.evaluate((box) => [...box.children].some((child) => child.checkVisibility({ contentVisibilityAuto: true })));
    await expect.poll(laidOut).toBe(true);
  }
  await page.waitForLoadState("networkidle");
  await page.evaluate(() => document.fonts.ready);
};

test.describe("Chinese text in the system's Chinese font", () => {
  // The English pages carry a few Chinese words too: the 繁體中文 switch, 兩 and 買入/賣出 in the price tables.
  for (const path of ["/", "/products", "/zh-hk", "/zh-hk/about", "/zh-hk/products", "/zh-hk/news-and-analysis", "/zh-hk/contact"]) {
    test(`${path} draws every Chinese character in a family of the tokens' stack and downloads no Chinese font`, async ({ page }) => {
      const fonts: string[] = [];
      page.on("request", (request) => {
        if (request.resourceType() === "font") fonts.push(new URL(request.url()).pathname);
      });
      await page.goto(path, { waitUntil: "networkidle" });
      await scrollThrough(page);
      // Only the Latin faces are the site's own files (src/fonts/).
      expect(fonts.filter((font) => !LATIN_FACE_FILE.test(font))).toEqual([]);

      const stack = await chineseStack(page);
      expect(stack).toContain("PingFang HK");
      const texts = await chineseTexts(page);
      expect(texts.length).toBeGreaterThan(0);
      // A character no family of the stack has would come from another system font, or be a missing-glyph box.
      const elsewhere = texts.flatMap(({ text, fonts }) =>
        fonts
          .filter((font) => !stack.includes(font.familyName) && !LATIN_FACES.test(font.familyName))
          .map((font) => `${text}: ${font.familyName}`),
      );
      expect(elsewhere, `this machine needs one of ${stack.join(", ")} (Debian: fonts-noto-cjk)`).toEqual([]);
    });
  }

  // The headings' weight (600) is one the system fonts have as a face of its own (PingFang's Semibold, the
  // others' Bold), not the regular face thickened by the browser.
  test("Chinese headings are set in the system font's own bold face", async ({ page }) => {
    await page.goto("/zh-hk/about", { waitUntil: "networkidle" });
    await scrollThrough(page);
    const stack = await chineseStack(page);
    const headings = (await chineseTexts(page)).filter(({ tag }) => /^H[1-3]$/.test(tag));
    expect(headings.length).toBeGreaterThan(1);
    for (const { text, fonts } of headings) {
      const chinese = fonts.filter((font) => stack.includes(font.familyName));
      expect(chinese.length, text).toBeGreaterThan(0);
      for (const font of chinese) expect(font.postScriptName, text).toMatch(/Bold|Semibold|Medium/i);
    }
  });

  // No Chinese face arrives after the first paint, so nothing on a Chinese page moves while it loads and
  // hydrates. The Latin faces are held back here, as on a slow line: their late arrival is a matter of
  // their fallback faces' metrics, the same in both languages (live-navigation.spec.ts).
  for (const width of [375, 1280]) {
    for (const path of ["/zh-hk", "/zh-hk/about", "/zh-hk/products", "/zh-hk/news-and-analysis", "/zh-hk/contact"]) {
      test(`${path} at ${width}px does not move while it loads and comes alive`, async ({ page }) => {
        await page.setViewportSize({ width, height: 800 });
        await page.route(LATIN_FACE_FILE, (route) => route.abort());
        await recordLayoutShifts(page);
        await page.goto(path, { waitUntil: "networkidle" });
        await page.evaluate(() => document.fonts.ready);
        expect(await layoutShifts(page)).toEqual([]);
      });
    }
  }
});
