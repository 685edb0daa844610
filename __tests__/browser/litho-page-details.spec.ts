/*
 * Details a buyer notices, checked where they show: heroes whose pictures meet the next section, the
 * footer's newsletter field and the enquiry forms showing their whole placeholders, and e-mail addresses that wrap at their
 * seams in narrow columns instead of in the middle of a word.
 */
import type { Locator } from "@playwright/test";
import { test, expect } from "./support/fixtures";

/** One home for each layout of the enquiry form, whose fields stand in columns of different widths. */
const ENQUIRY_LAYOUTS = [
  ["/litho/home-finance", "split"],
  ["/litho/home-gym-fitness", "photo"],
  ["/litho/home-seo-agency", "inline"],
  ["/litho/home-photography", "minimal"],
] as const;

/** The placeholders, among the fields, drawn wider than the room inside their field. */
const placeholderOverflow = (fields: Locator) =>
  fields.evaluateAll((inputs) =>
    (inputs as HTMLInputElement[]).flatMap((input) => {
      const style = getComputedStyle(input);
      const context = document.createElement("canvas").getContext("2d")!;
      context.font = `${style.fontWeight} ${style.fontSize} ${style.fontFamily}`;
      const padding = parseFloat(style.paddingLeft) + parseFloat(style.paddingRight);
      return context.measureText(input.placeholder).width > input.clientWidth - padding ? [input.placeholder] : [];
    }),
  );

const HEROES = ["/litho/home-architecture", "/litho/home-decor", "/litho/home-business", "/litho/home-cafe", "/litho/headers/top-logo"];

for (const width of [375, 1280]) {
  test.describe(`at ${width} px`, () => {
    test.use({ viewport: { width, height: 900 } });

    for (const route of HEROES) {
      test(`${route}: the hero's lowest picture reaches the hero's foot`, async ({ page }) => {
        await page.goto(route);
        const gap = await page.evaluate(() => {
          const hero = [...document.querySelectorAll("main section")].find((section) => section.querySelector("img"))!;
          const pictures = [...hero.querySelectorAll("img")]
            .map((image) => image.getBoundingClientRect())
            .filter((box) => box.width > 50 && box.left < innerWidth && box.right > 0);
          return hero.getBoundingClientRect().bottom - Math.max(...pictures.map((box) => box.bottom));
        });
        expect(Math.abs(gap)).toBeLessThanOrEqual(1);
      });
    }

    test("the footer's newsletter field shows its whole placeholder", async ({ page }) => {
      await page.goto("/litho/page/contact-classic");
      const field = page.getByRole("contentinfo").getByRole("textbox", { name: "Email address" });
      expect(await placeholderOverflow(field)).toEqual([]);
    });

    for (const [route, layout] of ENQUIRY_LAYOUTS) {
      test(`${route}: the ${layout} enquiry form's fields show their whole placeholders`, async ({ page }) => {
        await page.goto(route);
        const fields = page.locator(`[data-layout="${layout}"] input[placeholder]`);
        expect(await fields.count()).toBeGreaterThan(1);
        expect(await placeholderOverflow(fields)).toEqual([]);
      });
    }

    for (const route of ["/litho/home-cafe", "/litho/home-furniture-shop", "/litho/page/contact-classic"]) {
      test(`${route}: e-mail addresses wrap only after the @ or before a dot`, async ({ page }) => {
        await page.goto(route);
        const links = page.locator('a[href^="mailto:"]');
        expect(await links.count()).toBeGreaterThan(0);
        // Each stretch of an address between its break opportunities stays on one line.
        const brokenStretches = await links.evaluateAll((anchors) =>
          anchors.flatMap((anchor) => {
            const walker = document.createTreeWalker(anchor, NodeFilter.SHOW_TEXT);
            const broken: string[] = [];
            for (let node = walker.nextNode(); node; node = walker.nextNode()) {
              if (node.parentElement?.closest(".visually-hidden")) continue;
              const range = document.createRange();
              range.selectNodeContents(node);
              const lines = new Set([...range.getClientRects()].filter((rect) => rect.width > 0).map((rect) => Math.round(rect.top)));
              if (lines.size > 1) broken.push(node.textContent ?? "");
            }
            return broken;
          }),
        );
        expect(brokenStretches).toEqual([]);
      });
    }
  });
}
