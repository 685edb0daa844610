/*
 * Details a buyer notices, checked where they show: heroes whose pictures meet the next section, the
 * footer's newsletter field showing its whole placeholder, and e-mail addresses that wrap at their
 * seams in narrow columns instead of in the middle of a word.
 */
import { test, expect } from "./support/fixtures";

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
      const { placeholderWidth, room } = await field.evaluate((input: HTMLInputElement) => {
        const style = getComputedStyle(input);
        const context = document.createElement("canvas").getContext("2d")!;
        context.font = `${style.fontWeight} ${style.fontSize} ${style.fontFamily}`;
        const padding = parseFloat(style.paddingLeft) + parseFloat(style.paddingRight);
        return { placeholderWidth: context.measureText(input.placeholder).width, room: input.clientWidth - padding };
      });
      expect(placeholderWidth).toBeLessThanOrEqual(room);
    });

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
