/*
 * The block most homes carry, text beside a picture with a figure, drawn each home's own way: an
 * arch with a round seal on the spa, a wide picture under a laid-over card on the architects' home,
 * a magazine spread on the design agency's. Each picture is served at least as dense as it is drawn.
 */
import { expect, test, type Locator, type Page } from "./support/fixtures";

/** The text-and-picture section of a layout on a home. */
const splitSection = (page: Page, layout: string) => page.locator(`section:has([data-layout="${layout}"])`);

const box = async (locator: Locator) => {
  const found = await locator.boundingBox();
  if (!found) throw new Error("not laid out");
  return found;
};

/** The picture's chosen file is at least as wide as it is drawn, in device pixels. */
const expectSharp = async (picture: Locator) => {
  await picture.scrollIntoViewIfNeeded();
  await expect.poll(() => picture.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
  const { natural, drawn } = await picture.evaluate((img: HTMLImageElement) => ({
    natural: img.naturalWidth,
    drawn: img.getBoundingClientRect().width * devicePixelRatio,
  }));
  expect(natural).toBeGreaterThanOrEqual(Math.floor(drawn * 0.95));
};

for (const width of [375, 1280]) {
  test.describe(`at ${width} px`, () => {
    test.use({ viewport: { width, height: 900 } });

    test("the spa's picture is cut as an arch, its figure on a round seal", async ({ page }) => {
      await page.goto("/litho/home-spa-salon");
      const section = splitSection(page, "arch");
      await section.scrollIntoViewIfNeeded();
      const picture = section.locator("img");
      const arch = picture.locator("xpath=..").locator("xpath=..");
      const [topLeft, bottomLeft] = await arch.evaluate((element) => {
        const style = getComputedStyle(element);
        return [parseFloat(style.borderTopLeftRadius), parseFloat(style.borderBottomLeftRadius)];
      });
      const archBox = await box(arch);
      // The top corners round off into half the picture's width; the foot stays square-ish.
      expect(Math.min(topLeft, archBox.width / 2)).toBeGreaterThanOrEqual(archBox.width / 2 - 1);
      expect(bottomLeft).toBeLessThan(12);
      const seal = section.getByText("Therapists and stylists").locator("xpath=..");
      const sealBox = await box(seal);
      expect(Math.abs(sealBox.width - sealBox.height)).toBeLessThan(1);
      expect(await seal.evaluate((element) => getComputedStyle(element).borderRadius)).toBe("50%");
      await expectSharp(picture);
    });

    test("the architects' text card is laid over the edge of their picture", async ({ page }) => {
      await page.goto("/litho/home-architecture");
      const section = splitSection(page, "overlap");
      await section.scrollIntoViewIfNeeded();
      const picture = section.locator("img");
      const card = section.getByRole("heading", { name: "Twenty-two architects around one long table" }).locator("xpath=ancestor::div[1]");
      const [pictureBox, cardBox] = [await box(picture), await box(card)];
      const overlapX = Math.min(pictureBox.x + pictureBox.width, cardBox.x + cardBox.width) - Math.max(pictureBox.x, cardBox.x);
      const overlapY = Math.min(pictureBox.y + pictureBox.height, cardBox.y + cardBox.height) - Math.max(pictureBox.y, cardBox.y);
      expect(overlapX).toBeGreaterThan(16);
      expect(overlapY).toBeGreaterThan(16);
      if (width === 1280) {
        // Side by side: the picture leads, wider than the card, on the opposite side.
        expect(pictureBox.width).toBeGreaterThan(cardBox.width);
        expect(cardBox.x).toBeLessThan(pictureBox.x);
      } else {
        // Stacked: the card rises over the picture's foot.
        expect(cardBox.y).toBeGreaterThan(pictureBox.y + pictureBox.height / 2);
      }
      await expect(section.getByText("Years in practice")).toBeVisible();
      await expectSharp(picture);
    });

    test("the design agency's studio reads as a spread, the picture captioned with its figure", async ({ page }) => {
      await page.goto("/litho/home-design-agency");
      const section = splitSection(page, "editorial");
      await section.scrollIntoViewIfNeeded();
      const figure = section.getByRole("figure");
      await expect(figure.locator("figcaption")).toHaveText(/14\s*Designers in one room/i);
      const heading = section.getByRole("heading", { name: "A small studio, on purpose" });
      const picture = figure.locator("img");
      const [headingBox, pictureBox, sectionBox] = [await box(heading), await box(picture), await box(section)];
      // The picture runs under the whole spread, across the container.
      expect(pictureBox.y).toBeGreaterThan(headingBox.y + headingBox.height);
      expect(pictureBox.width).toBeGreaterThan(Math.min(sectionBox.width, 1200) - 100);
      await expectSharp(picture);
    });
  });
}
