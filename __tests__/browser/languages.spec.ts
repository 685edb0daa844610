/*
 * The live site in its two languages: the switch keeps the visitor on the same page, each page
 * says which language it is in and where its other copy lives, a missing address answers in the
 * language it was asked in, and the contact form speaks, refuses and sends in the page's language.
 */
import { axeViolations, formatViolations } from "./support/accessibility";
import type { Page } from "@playwright/test";
import { test, expect } from "./support/fixtures";
import { chineseFont, withoutAndWithFont } from "./support/web-font";
import { marker, outboxMessageWith } from "./support/outbox";

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

test("a missing Chinese address answers 404 with the not-found page in Chinese", async ({ page }) => {
  const response = await page.goto("/zh-hk/no-such-page");
  expect(response?.status()).toBe(404);
  await expect(page.getByText("找不到此頁面！")).toBeVisible();
  await expect(page.locator("html")).toHaveAttribute("lang", "zh-Hant-HK");
  await expect(page.getByRole("link", { name: "返回主頁" })).toHaveAttribute("href", "/zh-hk");
  await expect(page.getByRole("link", { name: "English" })).toHaveAttribute("href", "/no-such-page");
  const violations = await axeViolations(page);
  expect(violations, formatViolations("/zh-hk/no-such-page", violations)).toEqual([]);

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

/**
 * The fonts Chromium drew each visible Chinese text of the page with, other than the site's own: a
 * character missing from the faces would come from a system font (this machine has no Chinese one, so
 * it would be a missing-glyph box). Keyed by the text's first characters.
 */
const chineseTextsInOtherFonts = async (page: Page): Promise<Record<string, string>> => {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send("DOM.enable");
  await cdp.send("CSS.enable");
  const { root } = await cdp.send("DOM.getDocument", { depth: -1 });
  const drawnBy: Record<string, string> = {};
  const visit = async (node: DomNode): Promise<void> => {
    const classes = node.attributes?.[node.attributes.indexOf("class") + 1] ?? "";
    if (["SCRIPT", "STYLE", "HEAD"].includes(node.nodeName) || /visually-hidden/.test(classes)) return;
    const text = (node.children ?? [])
      .filter((child) => child.nodeType === 3)
      .map((child) => child.nodeValue)
      .join("");
    if (/[\u3000-\u9fff\uff00-\uffef]/.test(text)) {
      const { fonts } = await cdp.send("CSS.getPlatformFontsForNode", { nodeId: node.nodeId });
      for (const font of fonts)
        if (!/^(Noto Sans TC(?! Metrics)|Inter|Playfair Display)/.test(font.familyName)) drawnBy[text.slice(0, 20)] = font.familyName;
    }
    for (const child of node.children ?? []) await visit(child);
  };
  await visit(root as DomNode);
  await cdp.detach();
  return drawnBy;
};

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

test.describe("the Chinese face", () => {
  // The whole cut holds every language's characters; a page needs its own few, cut for it after the build.
  const wholeCut = /\/fonts\/cjk\/noto-sans-tc-(?:400|700)\.woff2$/;
  const isPageCut = (url: string) => url.startsWith("/fonts/cjk/noto-sans-tc-page-");
  for (const path of ["/zh-hk", "/zh-hk/about", "/zh-hk/products", "/zh-hk/news-and-analysis", "/zh-hk/contact"]) {
    test(`${path} fetches only its own cut, which draws every Chinese character a visitor sees`, async ({ page }) => {
      const fetched: string[] = [];
      page.on("request", (request) => fetched.push(new URL(request.url()).pathname));
      await page.goto(path, { waitUntil: "networkidle" });
      await scrollThrough(page);
      expect(fetched.filter(isPageCut).length).toBeGreaterThan(0);
      expect(fetched.filter((url) => wholeCut.test(url))).toEqual([]);
      expect(await chineseTextsInOtherFonts(page)).toEqual({});
    });
  }

  // A phone lays out the first three sections at once, and the rest as they near the screen: the faces
  // it fetches first carry only what those draw (with scripts on, only the tab panel shown), and the rest
  // of the page's own cut comes on the way down.
  test.describe("on a phone", () => {
    test.use({ viewport: { width: 412, height: 823 } });
    for (const path of ["/zh-hk", "/zh-hk/about", "/zh-hk/products"]) {
      test(`${path} fetches the faces of its lower sections only as they near the screen`, async ({ page }) => {
        const fetched: string[] = [];
        page.on("request", (request) => fetched.push(new URL(request.url()).pathname));
        await page.goto(path, { waitUntil: "networkidle" });
        await page.evaluate(() => document.fonts.ready);
        const atFirst = fetched.filter(isPageCut);
        const preloaded = await page.locator('link[rel="preload"][href^="/fonts/cjk/"]').getAttribute("href");
        expect(atFirst).toContain(preloaded);

        await scrollThrough(page);
        expect(fetched.filter(isPageCut).length).toBeGreaterThan(atFirst.length);
        expect(fetched.filter((url) => wholeCut.test(url))).toEqual([]);
        expect(await chineseTextsInOtherFonts(page)).toEqual({});
      });
    }

    for (const path of ["/zh-hk", "/zh-hk/about", "/zh-hk/products", "/zh-hk/news-and-analysis", "/zh-hk/contact"]) {
      test(`${path} fetches at first only faces of characters its first layout draws`, async ({ page }) => {
        await page.goto(path, { waitUntil: "networkidle" });
        const { files, unused } = await page.evaluate(() => {
          const [firstPaint] = performance.getEntriesByName("first-contentful-paint");
          const files = performance
            .getEntriesByType("resource")
            .filter((entry) => entry.name.includes("/fonts/cjk/noto-sans-tc-page-") && entry.startTime <= firstPaint.startTime)
            .map((entry) => new URL(entry.name).pathname);
          const rules = [...document.querySelectorAll("style")].map((style) => style.textContent ?? "").join("");
          const claimed = new Set<string>();
          for (const [rule] of rules.matchAll(/@font-face\{[^}]*\}/g)) {
            if (!files.some((file) => rule.includes(file))) continue;
            for (const span of /unicode-range:([^;}]*)/.exec(rule)?.[1].split(",") ?? []) {
              const [from, to = from] = span
                .trim()
                .replace(/^U\+/, "")
                .split("-")
                .map((hex) => parseInt(hex, 16));
              for (let point = from; point <= to; point += 1) claimed.add(String.fromCodePoint(point));
            }
          }
          // What a phone lays out at once: the header, the first three sections and any section with a
          // form field, without what is not displayed (a tab panel not shown, the head, alternative texts).
          const later = "main > section:nth-child(n+4):not(:has(input, select, textarea)), main ~ footer";
          const laidOut = (element: Element | null) => Boolean(element && !element.closest(later) && element.checkVisibility());
          let drawn = "";
          const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
          for (let text = walker.nextNode(); text; text = walker.nextNode()) {
            const parent = text.parentElement;
            // A closed list's options have no box of their own, but the list is as wide as its longest.
            if (laidOut(parent) || (parent instanceof HTMLOptionElement && laidOut(parent.closest("select")))) drawn += text.nodeValue;
          }
          for (const field of document.querySelectorAll<HTMLInputElement>("input[placeholder], textarea[placeholder]"))
            if (laidOut(field)) drawn += field.placeholder;
          return { files, unused: [...claimed].filter((character) => !drawn.includes(character)).join("") };
        });
        expect(files.length).toBeGreaterThan(0);
        expect(unused).toBe("");
      });
    }
  });

  test.describe("without JavaScript", () => {
    test.use({ viewport: { width: 412, height: 823 }, javaScriptEnabled: false });
    test("/zh-hk shows every activity in turn, each drawn from its own cut", async ({ page }) => {
      const fetched: string[] = [];
      page.on("request", (request) => fetched.push(new URL(request.url()).pathname));
      await page.goto("/zh-hk", { waitUntil: "networkidle" });
      await expect(page.locator("#activities [role=tabpanel]:visible")).toHaveCount(5);
      await scrollThrough(page);
      expect(fetched.filter((url) => wholeCut.test(url))).toEqual([]);
      expect(await chineseTextsInOtherFonts(page)).toEqual({});
    });
  });

  // The bold face is cut to the characters the HTML draws in bold; what the page shows only later (the
  // office's status at another hour, the form's messages) has no weight yet and must be in both faces.
  for (const [moment, time] of [
    ["when the office is open", "2026-11-25T02:00:00Z"],
    ["on a holiday", "2026-12-25T03:00:00Z"],
    ["at night", "2026-11-25T15:00:00Z"],
  ]) {
    test(`what /zh-hk/contact shows later comes from its own cut ${moment}`, async ({ page }) => {
      await page.clock.install({ time: new Date(time) });
      const fetched: string[] = [];
      page.on("request", (request) => fetched.push(new URL(request.url()).pathname));
      await page.goto("/zh-hk/contact", { waitUntil: "networkidle" });
      await page.locator("html[data-interactive]").waitFor({ state: "attached" });
      const form = page.locator("form").filter({ has: page.getByRole("button", { name: "發送訊息" }) });
      await form.getByLabel("電郵", { exact: true }).fill("tai.man@");
      await form.getByLabel(/^電話/).fill("12");
      await form.getByRole("button", { name: "發送訊息" }).click();
      await expect(form.getByText("請輸入有效的電郵地址，例如 name@example.com。")).toBeVisible();
      await page.waitForLoadState("networkidle");
      await page.evaluate(() => document.fonts.ready);
      expect(fetched.filter((url) => wholeCut.test(url))).toEqual([]);
      expect(await chineseTextsInOtherFonts(page)).toEqual({});
    });
  }

  test("after a move to another page, the characters the first page's cut lacks come from the whole cut", async ({ page }) => {
    await page.goto("/zh-hk/news-and-analysis", { waitUntil: "networkidle" });
    await page.locator("html[data-interactive]").waitFor({ state: "attached" });
    const fetched: string[] = [];
    page.on("request", (request) => fetched.push(new URL(request.url()).pathname));
    await page.getByRole("navigation", { name: "主選單" }).getByRole("link", { name: "關於我們" }).click();
    await expect(page).toHaveURL(/\/zh-hk\/about$/);
    await expect.poll(() => fetched.filter((url) => wholeCut.test(url)).length).toBeGreaterThan(0);
    await page.evaluate(() => document.fonts.ready);
    expect(await chineseTextsInOtherFonts(page)).toEqual({});
  });

  // A face can arrive after the first paint on a slow line; the text laid out before it must not move then.
  for (const path of ["/zh-hk", "/zh-hk/about", "/zh-hk/products", "/zh-hk/news-and-analysis", "/zh-hk/contact"]) {
    test(`${path} is laid out the same before its Chinese faces arrive as after`, async ({ page }) => {
      await page.setViewportSize({ width: 375, height: 800 });
      const layout = () =>
        page.evaluate(() =>
          [...document.querySelectorAll("header a, main h1, main h2, main h3, main p, main section, main li, footer")].map((element) => {
            const box = element.getBoundingClientRect();
            return `${element.tagName} ${Math.round(box.x)},${Math.round(box.y + window.scrollY)} ${Math.round(box.width)}×${Math.round(box.height)}`;
          }),
        );
      const [before, after] = await withoutAndWithFont(page, chineseFont, path, layout);
      expect(after).toEqual(before);
    });
  }

  // The layouts above are compared once everything has loaded; this is about the very first one. A face
  // declared in CSS, even inlined as data, loads only once text needs it, and a first layout before that
  // used a narrower fallback (the home page's hero grew by 120 px at its first paint).
  test("the placeholder face is ready before the page's body is laid out", async ({ page }) => {
    await page.addInitScript(() => {
      new MutationObserver((_, observer) => {
        if (!document.body) return;
        observer.disconnect();
        const statuses = [...document.fonts].filter((face) => face.family.includes("Metrics")).map((face) => face.status);
        document.documentElement.dataset.placeholderFaceAtBody = statuses.join(" ");
      }).observe(document, { childList: true, subtree: true });
    });
    await page.goto("/zh-hk");
    await expect(page.locator("html")).toHaveAttribute("data-placeholder-face-at-body", /\bloaded\b/);
  });

  test("a missing Chinese address fetches the Chinese 404 page's cut, not the whole cut", async ({ page }) => {
    const fetched: string[] = [];
    page.on("request", (request) => fetched.push(new URL(request.url()).pathname));
    await page.goto("/zh-hk/no-such-page", { waitUntil: "networkidle" });
    await expect(page.getByText("找不到此頁面！")).toBeVisible();
    await page.waitForLoadState("networkidle");
    await page.evaluate(() => document.fonts.ready);
    expect(fetched.filter(isPageCut).length).toBeGreaterThan(0);
    expect(fetched.filter((url) => wholeCut.test(url))).toEqual([]);
    expect(await chineseTextsInOtherFonts(page)).toEqual({});
  });
});
