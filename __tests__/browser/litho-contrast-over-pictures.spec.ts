/*
 * Text laid over photographs, measured against the pixels under it, which axe cannot see through:
 * each text is hidden in place, its box captured, and its colour compared with every pixel there.
 * The header's items over the transparent headers (the active one included) and the gold overline of
 * the page titles over pictures, and the enquiry form's pitch on its photograph, reach 4.5:1 against
 * the brightest and the darkest pixel alike.
 */
import sharp from "sharp";
import { test, expect, type Locator, type Page } from "./support/fixtures";

const AA_TEXT = 4.5;

const channel = (value: number) => {
  const c = value / 255;
  return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
};
const luminance = (r: number, g: number, b: number) => 0.2126 * channel(r) + 0.7152 * channel(g) + 0.0722 * channel(b);
const ratio = (a: number, b: number) => (Math.max(a, b) + 0.05) / (Math.min(a, b) + 0.05);

/** The lowest contrast between the text's colour and any pixel under its glyphs' line box. */
const worstContrast = async (page: Page, text: Locator): Promise<number> => {
  const { color, box } = await text.evaluate((element: HTMLElement) => {
    const range = document.createRange();
    range.selectNodeContents(element);
    const rect = range.getBoundingClientRect();
    const shown = getComputedStyle(element).color;
    // Hidden through the CSSOM, which the pages' security policy allows, with no transition to wait for.
    for (const node of [element, ...element.querySelectorAll<HTMLElement>("*")]) {
      node.style.setProperty("transition", "none", "important");
      node.style.setProperty("color", "transparent", "important");
    }
    return { color: shown, box: { x: rect.x, y: rect.y, width: rect.width, height: rect.height } };
  });
  const [r, g, b, alpha = 1] = (color.match(/[\d.]+/g) ?? []).map(Number);
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
  const { data } = await sharp(await page.screenshot({ clip: box }))
    .removeAlpha()
    .raw()
    .toBuffer({ resolveWithObject: true });
  let worst = Infinity;
  for (let index = 0; index < data.length; index += 3) {
    const [pr, pg, pb] = [data[index], data[index + 1], data[index + 2]];
    // A translucent text colour is seen blended over the pixel.
    const blend = (text: number, ground: number) => text * alpha + ground * (1 - alpha);
    const textLuminance = luminance(blend(r, pr), blend(g, pg), blend(b, pb));
    worst = Math.min(worst, ratio(textLuminance, luminance(pr, pg, pb)));
  }
  return worst;
};

const openStill = async (page: Page, route: string) => {
  await page.emulateMedia({ reducedMotion: "reduce" });
  await page.goto(route);
  await picturesInViewDrawn(page);
};

// Pictures in view drawn: the capture measures them, not their placeholders (a slider's later
// slides wait off to the side, unloaded).
const picturesInViewDrawn = (page: Page) =>
  page.waitForFunction(() =>
    [...document.images]
      .filter((image) => {
        const box = image.getBoundingClientRect();
        return box.width > 0 && box.bottom > 0 && box.top < innerHeight && box.left < innerWidth && box.right > 0;
      })
      .every((image) => image.complete),
  );

test.describe("the transparent header's items over a picture, at 1280 px", () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  for (const route of ["/litho/page/contact-classic", "/litho/page/our-team", "/litho/page/about-us", "/litho/home-business"]) {
    test(`${route}: every item, the active one too, reads at 4.5:1 against every pixel under it`, async ({ page }) => {
      await openStill(page, route);
      const items = page.getByRole("banner").getByRole("navigation").first().locator(":scope > ul > li > :is(a, button)");
      const count = await items.count();
      expect(count).toBeGreaterThan(3);
      // Over the pages of the Pages menu, that menu's item is the active one.
      for (let index = 0; index < count; index += 1) {
        const item = items.nth(index);
        const name = (await item.textContent())?.trim();
        expect.soft(await worstContrast(page, item), `"${name}"`).toBeGreaterThanOrEqual(AA_TEXT);
      }
    });
  }
});

test.describe("the page title's gold overline over its picture", () => {
  for (const width of [375, 1280]) {
    for (const route of ["/litho/page/contact-classic", "/litho/page/our-team", "/litho/page/about-us"]) {
      test(`${route} at ${width} px: reads at 4.5:1 against every pixel under it`, async ({ page }) => {
        await page.setViewportSize({ width, height: 800 });
        await openStill(page, route);
        const overline = page.locator("main > :first-child p").first();
        await expect(overline).toBeVisible();
        expect(await worstContrast(page, overline)).toBeGreaterThanOrEqual(AA_TEXT);
      });
    }
  }
});

test.describe("the enquiry form's pitch over its photograph", () => {
  for (const width of [375, 1280]) {
    for (const route of ["/litho/home-gym-fitness", "/litho/home-yoga-meditation", "/litho/home-travel-agency"]) {
      test(`${route} at ${width} px: the overline, heading and copy read at 4.5:1 against every pixel under them`, async ({ page }) => {
        await page.setViewportSize({ width, height: 800 });
        await openStill(page, route);
        const pitch = page.locator('[data-layout="photo"] > div:has(h2)');
        const texts = pitch.locator("p, h2");
        const count = await texts.count();
        expect(count).toBeGreaterThan(2);
        for (let index = 0; index < count; index += 1) {
          const text = texts.nth(index);
          await text.scrollIntoViewIfNeeded();
          await picturesInViewDrawn(page);
          const words = (await text.textContent())?.trim().slice(0, 30);
          expect.soft(await worstContrast(page, text), `"${words}"`).toBeGreaterThanOrEqual(AA_TEXT);
        }
      });
    }
  }
});
