/*
 * The numbered styles of the box elements are designs of their own, not one design in other colours:
 * each check measures the arrangement a visitor sees, so styles collapsing back into one fail it.
 */
import { test, expect, type Locator, type Page } from "./support/fixtures";

const band = (page: Page, title: string) => page.getByRole("region", { name: title });
const boxOf = (locator: Locator) => locator.evaluate((element) => element.getBoundingClientRect().toJSON() as DOMRect);
/** Where an element's words are drawn, which a full-width block's own box does not tell. */
const inkOf = (locator: Locator) =>
  locator.evaluate((element) => {
    const range = document.createRange();
    range.selectNodeContents(element);
    return range.getBoundingClientRect().toJSON() as DOMRect;
  });
const itemBoxes = (region: Locator) =>
  region.getByRole("listitem").evaluateAll((items) => items.map((item) => item.getBoundingClientRect().toJSON() as DOMRect));

test.describe("at 1280 px", () => {
  test.use({ viewport: { width: 1280, height: 900 } });

  test("icon with text: plain columns sit side by side, rows span the container one under another", async ({ page }) => {
    await page.goto("/litho/elements/icon-with-text");
    const columns = await itemBoxes(page.locator("#style-02"));
    expect(new Set(columns.map((box) => Math.round(box.top))).size).toBeLessThan(columns.length);
    const rows = await itemBoxes(band(page, "Four steps from the first visit to the last lamp"));
    expect(rows).toHaveLength(4);
    for (const row of rows) expect(row.width).toBeGreaterThan(1000);
    for (let index = 1; index < rows.length; index++) expect(rows[index].top).toBeGreaterThanOrEqual(rows[index - 1].bottom - 1);
  });

  for (const [route, ruledTitle, spacedTitle] of [
    ["/litho/elements/icon-with-text", "Three things every piece comes with", "Services built around your goals"],
    ["/litho/elements/overline-icon-box", "Labels on a ruled sheet", "A label on a rule"],
  ]) {
    test(`${route}: the ruled sheet's cells share their borders, unlike spaced boxes`, async ({ page }) => {
      await page.goto(route);
      const cells = await itemBoxes(band(page, ruledTitle));
      for (let index = 1; index < cells.length; index++)
        expect(Math.abs(cells[index].left - cells[index - 1].right)).toBeLessThanOrEqual(1);
      const spaced = await itemBoxes(band(page, spacedTitle));
      expect(spaced[1].left - spaced[0].right).toBeGreaterThan(16);
    });
  }

  test("pie chart: the lead figure's ring is drawn at least twice the size of those listed beside it", async ({ page }) => {
    await page.goto("/litho/elements/pie-chart");
    const rings = await band(page, "One lead figure and its list, on a dark band")
      .getByRole("figure")
      .evaluateAll((figures) => figures.map((figure) => figure.querySelector("svg")!.getBoundingClientRect().toJSON() as DOMRect));
    const [lead, ...listed] = rings;
    for (const ring of listed) {
      expect(lead.width).toBeGreaterThanOrEqual(ring.width * 2);
      expect(ring.left).toBeGreaterThan(lead.right);
    }
  });

  test("parallax scrolling: the split band sets its quote beside the text, the headline band its title larger than the centred one", async ({
    page,
  }) => {
    await page.goto("/litho/elements/parallax-scrolling");
    const split = page.locator("#style-04");
    const [text, quote] = await Promise.all([boxOf(split.getByRole("heading")), boxOf(split.locator("blockquote"))]);
    expect(quote.left).toBeGreaterThan(text.right);
    const sizeOf = (anchor: string) => page.locator(`${anchor} h2`).evaluate((heading) => parseFloat(getComputedStyle(heading).fontSize));
    expect(await sizeOf("#style-05")).toBeGreaterThan((await sizeOf("#style-01")) * 1.4);
  });

  test("interactive banners: the framed title stands in the middle of its banner, the caption's at its foot on the left, the numbered one's at its top", async ({
    page,
  }) => {
    await page.goto("/litho/elements/interactive-banners");
    const offsets = async (title: string, name: string) => {
      const region = band(page, title);
      const [banner, heading] = await Promise.all([
        boxOf(region.getByRole("listitem").filter({ hasText: name })),
        inkOf(region.getByRole("heading", { name })),
      ]);
      return {
        centre: Math.abs(heading.left + heading.width / 2 - (banner.left + banner.width / 2)),
        fromLeft: heading.left - banner.left,
        /** Where the title stands down the banner, 0 at its top and 1 at its foot. */
        depth: (heading.top + heading.height / 2 - banner.top) / banner.height,
      };
    };
    expect((await offsets("A framed title that opens on a dark band", "The desert lodge")).centre).toBeLessThanOrEqual(2);
    const caption = await offsets("A caption panel that slides up", "Harbour sofas");
    expect(caption.fromLeft).toBeLessThan(48);
    expect(caption.centre).toBeGreaterThan(40);
    expect(caption.depth).toBeGreaterThan(0.75);
    const numbered = await offsets("Numbered banners that darken as they open", "Field chronograph");
    expect(numbered.depth).toBeLessThan(0.6);
    expect(numbered.fromLeft).toBeLessThan(48);
  });

  test("fancy text box: the second style sets its text under the photo, its time large beside the title", async ({ page }) => {
    await page.goto("/litho/elements/fancy-text-box");
    const box = band(page, "The photo above, the time beside the title").getByRole("listitem").first();
    const [photo, heading, time] = await Promise.all([
      boxOf(box.locator("img").last()),
      boxOf(box.getByRole("heading")),
      boxOf(box.getByText("60′")),
    ]);
    expect(heading.top).toBeGreaterThanOrEqual(photo.bottom);
    expect(time.right).toBeLessThanOrEqual(heading.left);
  });
});

test("rotate box: a checklist card tells its story on the front and turns over to a checklist", async ({ page }) => {
  await page.goto("/litho/elements/rotate-box");
  const cards = band(page, "Cards that turn up a checklist");
  const card = cards.getByRole("listitem").filter({ has: page.getByRole("heading", { name: "Field trips" }) });
  await card.scrollIntoViewIfNeeded();
  await expect(card.getByText("A Sunday each month at a market")).toBeVisible();
  await expect(card.getByRole("listitem")).toHaveText([
    "First Sunday of every month",
    "A theme set a week ahead",
    "Lifts shared from the clubhouse",
  ]);
  const front = await card.screenshot({ animations: "disabled" });
  await card.getByRole("button", { name: "Turn over: Field trips" }).click();
  await expect(card.getByRole("button", { name: "Turn over: Field trips" })).toHaveAttribute("aria-pressed", "true");
  expect(front.equals(await card.screenshot({ animations: "disabled" }))).toBe(false);
});
