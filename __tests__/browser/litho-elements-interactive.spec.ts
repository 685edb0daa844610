/*
 * The interactive element pages as a visitor meets them: progress bars and ring charts that fill as they
 * come into view and show their figures (at once with reduced motion, on phones and without JavaScript),
 * tabs switched by click and by the arrow keys, every panel readable in turn without JavaScript, and the
 * icon boxes' labels, photos and text icons.
 */
import { expect, test, type Locator, type Page } from "./support/fixtures";

const PROGRESS = "/litho/elements/progress-bar";
const PIE = "/litho/elements/pie-chart";
const TAB = "/litho/elements/tab";
const OVERLINE = "/litho/elements/overline-icon-box";
const CUSTOM = "/litho/elements/custom-icon-with-text";

const band = (page: Page, title: string) => page.getByRole("region", { name: title });
/** The figure as drawn (the copy for assistive technology beside it is visually hidden). */
const shownFigure = (scope: Locator, text: string) => scope.locator('[aria-hidden="true"]', { hasText: new RegExp(`^${text}$`) });
const fillOf = (bar: Locator) => bar.locator("> div");

test.describe("the progress-bar page", () => {
  test("a bar below the fold fills as it comes into view, its figure counting up to the value", async ({ page }) => {
    await page.goto(PROGRESS);
    const striped = band(page, "Striped bars on a dark band");
    const bar = striped.getByRole("progressbar", { name: "Second floor rooms" });
    await expect(bar).toHaveAttribute("aria-valuenow", "61");
    await expect(fillOf(bar)).toHaveAttribute("style", /scaleX\(0\)/);
    await striped.scrollIntoViewIfNeeded();
    await expect(fillOf(bar)).toHaveAttribute("style", /scaleX\(0\.61\)/);
    await expect(shownFigure(striped, "61%")).toBeVisible();
    // Figures under 10 keep the template's leading zero.
    await expect(shownFigure(striped, "05%")).toBeVisible();
  });

  test("the tag of a tooltip bar rides to the end of the fill", async ({ page }) => {
    await page.goto(PROGRESS);
    const tags = band(page, "Figures on tags");
    const bar = tags.getByRole("progressbar", { name: "Would recommend the site" });
    // The band, not the bar: a block that fades in is handed to the animation code as it nears the screen.
    await tags.scrollIntoViewIfNeeded();
    await expect(fillOf(bar)).toHaveAttribute("style", /scaleX\(0\.77\)/);
    const tag = shownFigure(tags, "77%");
    await expect(tag).toBeVisible();
    await expect
      .poll(async () => {
        const [tagBox, barBox] = await Promise.all([tag.boundingBox(), bar.boundingBox()]);
        return tagBox && barBox ? Math.round(tagBox.x + tagBox.width - (barBox.x + barBox.width * 0.77)) : null;
      })
      .toBeLessThanOrEqual(2);
  });

  test.describe("with reduced motion", () => {
    test.use({ reducedMotion: "reduce" });
    test("every bar is filled from the start", async ({ page }) => {
      await page.goto(PROGRESS);
      const bar = band(page, "Striped bars on a dark band").getByRole("progressbar", { name: "Rooftop bar" });
      await expect(fillOf(bar)).toHaveAttribute("style", /scaleX\(0\.34\)/);
    });
  });

  test.describe("without JavaScript", () => {
    test.use({ javaScriptEnabled: false });
    test("every bar is drawn filled, with its figure", async ({ page }) => {
      await page.goto(PROGRESS);
      const striped = band(page, "Striped bars on a dark band");
      await expect(fillOf(striped.getByRole("progressbar", { name: "Garden terrace" }))).toHaveAttribute("style", /scaleX\(0\.05\)/);
      await expect(shownFigure(striped, "05%")).toBeVisible();
    });
  });
});

test.describe("the pie-chart page", () => {
  test("each ring is a figure named by its caption, its share in the middle", async ({ page }) => {
    await page.goto(PIE);
    const dark = band(page, "One lead figure and its list, on a dark band");
    const chart = dark.getByRole("figure", { name: /Plastic left/ });
    await dark.scrollIntoViewIfNeeded();
    await expect(shownFigure(chart, "06%")).toBeVisible();
    await expect(chart).toContainText("Share of packaging still in plastic.");
  });

  test.describe("without JavaScript", () => {
    test.use({ javaScriptEnabled: false });
    test("the arcs are drawn for their shares", async ({ page }) => {
      await page.goto(PIE);
      const arc = band(page, "Broad rings in cards")
        .getByRole("figure", { name: /Booked direct/ })
        .locator("circle")
        .nth(1);
      const [dash, offset] = await Promise.all([arc.getAttribute("stroke-dasharray"), arc.getAttribute("stroke-dashoffset")]);
      expect(Number(offset) / Number(dash)).toBeCloseTo(0.36, 2);
    });
  });
});

test.describe("the tab page", () => {
  test("a click on a pill tab shows its panel instead of the first", async ({ page }) => {
    await page.goto(TAB);
    const pills = band(page, "Pill tabs");
    await expect(pills.getByRole("heading", { name: "Forty-two rooms over the harbour" })).toBeVisible();
    await pills.getByRole("tab", { name: "Spa" }).click();
    await expect(pills.getByRole("tab", { name: "Spa" })).toHaveAttribute("aria-selected", "true");
    await expect(pills.getByRole("heading", { name: "A spa carved into the old cellars" })).toBeVisible();
    await expect(pills.getByRole("heading", { name: "Forty-two rooms over the harbour" })).toBeHidden();
  });

  test("the arrow keys, Home and End move between the underlined tabs", async ({ page }) => {
    await page.goto(TAB);
    const underlined = band(page, "Underlined tabs");
    const tab = (name: string) => underlined.getByRole("tab", { name });
    await tab("Strategy").focus();
    await page.keyboard.press("ArrowRight");
    await expect(tab("Identity")).toBeFocused();
    await expect(tab("Identity")).toHaveAttribute("aria-selected", "true");
    await expect(underlined.getByRole("heading", { name: "A brand that holds up everywhere" })).toBeVisible();
    await page.keyboard.press("End");
    await expect(tab("Growth")).toBeFocused();
    await expect(underlined.getByRole("heading", { name: "Keep improving after launch" })).toBeVisible();
    await page.keyboard.press("ArrowRight");
    await expect(tab("Strategy")).toHaveAttribute("aria-selected", "true");
    await page.keyboard.press("ArrowLeft");
    await expect(tab("Growth")).toHaveAttribute("aria-selected", "true");
    // Tab leaves the list for the panel, as the tabs pattern has it.
    await page.keyboard.press("Tab");
    await expect(underlined.getByRole("tabpanel", { name: "Growth" })).toBeFocused();
  });

  test("the vertical list stands beside its panel and answers the down arrow", async ({ page }) => {
    await page.goto(TAB);
    const vertical = band(page, "A vertical list beside the panel");
    const list = vertical.getByRole("tablist");
    await expect(list).toHaveAttribute("aria-orientation", "vertical");
    const panel = vertical.getByRole("tabpanel", { name: "Listen" });
    // Measured until both are laid out: the page may still be hydrating when it first looks.
    const gapBesideList = async () => {
      const [listBox, panelBox] = await Promise.all([list.boundingBox(), panel.boundingBox()]);
      return listBox && panelBox ? panelBox.x - (listBox.x + listBox.width) : Number.NEGATIVE_INFINITY;
    };
    await expect.poll(gapBesideList).toBeGreaterThanOrEqual(0);
    await vertical.getByRole("tab", { name: "Listen" }).focus();
    await page.keyboard.press("ArrowDown");
    await expect(vertical.getByRole("tab", { name: "Diagnose" })).toBeFocused();
    await expect(vertical.getByRole("heading", { name: "Find the two or three things that matter" })).toBeVisible();
  });

  test.describe("without JavaScript", () => {
    test.use({ javaScriptEnabled: false });
    test("the tab lists give way to every panel in turn, each under its tab's name", async ({ page }) => {
      await page.goto(TAB);
      const vertical = band(page, "A vertical list beside the panel");
      await expect(vertical.getByRole("tablist")).toBeHidden();
      for (const title of [
        "We listen before we advise",
        "Find the two or three things that matter",
        "A plan people can follow on Monday",
        "Stay until the results show",
      ]) {
        await expect(vertical.getByRole("heading", { name: title })).toBeVisible();
      }
      await expect(vertical.getByRole("tabpanel", { name: "Deliver" }).getByText("Deliver", { exact: true })).toBeVisible();
    });
  });
});

test.describe("the icon box pages", () => {
  test("overline boxes print their label over the title, and the rule turns gold for a focused link", async ({ page }) => {
    await page.goto(OVERLINE);
    const accounts = band(page, "A label on a rule");
    const box = accounts.getByRole("listitem").filter({ hasText: "Books closed every month" });
    await expect(box.getByText("Bookkeeping", { exact: true })).toBeVisible();
    const rule = () => box.locator("> div").evaluate((element) => getComputedStyle(element, "::before").transform);
    const before = await rule();
    await box.getByRole("link", { name: /^See the service\W+Books closed every month$/ }).focus();
    await expect.poll(rule).not.toBe(before);
    await expect(band(page, "A numeral over the title").getByText("02", { exact: true })).toBeVisible();
  });

  test("custom icons: photos with a badge and text icons in place of line icons", async ({ page }) => {
    await page.goto(CUSTOM);
    const photos = band(page, "Photos with an icon badge");
    await expect(photos.getByRole("heading", { level: 3 })).toHaveText([
      "Pastry with Tomás",
      "Street food with Daniel",
      "Family suppers with Marco",
    ]);
    await photos.scrollIntoViewIfNeeded();
    await expect
      .poll(() =>
        photos
          .locator("img")
          .evaluateAll((images) =>
            images.map((image) => (image as HTMLImageElement).complete && (image as HTMLImageElement).naturalWidth > 0),
          ),
      )
      .toEqual([true, true, true]);
    const figures = band(page, "Text in place of the icon");
    await expect(figures.getByText("24/7", { exact: true })).toBeVisible();
    await expect(figures.getByRole("heading", { level: 3, name: "Collection any hour" })).toBeVisible();
  });
});

test.describe("the text-box page", () => {
  test("a box's text comes up on hover and when its link has keyboard focus", async ({ page }) => {
    await page.goto("/litho/elements/text-box");
    const lift = band(page, "A box that opens over the image");
    await lift.scrollIntoViewIfNeeded();
    const text = lift.getByText("Tables sized to the room", { exact: false });
    const opacity = () => text.evaluate((element) => getComputedStyle(element.parentElement!.parentElement!).opacity);
    await expect.poll(opacity).toBe("0");
    await lift.getByRole("listitem").filter({ hasText: "A table worth staying at" }).hover();
    await expect.poll(opacity).toBe("1");
    await page.mouse.move(0, 0);
    await expect.poll(opacity).toBe("0");

    const shaded = band(page, "A caption on the shaded image");
    await shaded.getByRole("link", { name: /Slow flow yoga/ }).focus();
    await expect(shaded.getByText("Long holds and breathing")).toBeVisible();
  });

  test.describe("on a touch screen", () => {
    test.use({ viewport: { width: 375, height: 812 }, hasTouch: true, isMobile: true });
    test("every box shows its whole text from the start", async ({ page }) => {
      await page.goto("/litho/elements/text-box");
      const lift = band(page, "A box that opens over the image");
      await lift.scrollIntoViewIfNeeded();
      await expect(lift.getByText("Blackout curtains, soft floors")).toBeVisible();
      await expect(lift.getByRole("link", { name: /Quiet, dark and warm/ })).toBeVisible();
    });
  });
});

test.describe("the rotate-box page", () => {
  /** The turning part's transform: "none" at rest, a 3D matrix once turned. */
  const turnOf = (button: Locator) => button.evaluate((element) => getComputedStyle(element.parentElement!.firstElementChild!).transform);

  test("the turn button turns a box from the keyboard, and turns it back", async ({ page }) => {
    await page.goto("/litho/elements/rotate-box");
    const icons = band(page, "Icon fronts that turn upward");
    await icons.scrollIntoViewIfNeeded();
    const button = icons.getByRole("button", { name: "Turn over: Property" });
    await expect.poll(() => turnOf(button)).toBe("none");
    await button.focus();
    await page.keyboard.press("Enter");
    await expect(button).toHaveAttribute("aria-pressed", "true");
    await expect.poll(() => turnOf(button)).toMatch(/^matrix3d/);
    await page.keyboard.press("Space");
    await expect(button).toHaveAttribute("aria-pressed", "false");
    await expect.poll(() => turnOf(button)).toBe("none");
  });

  test("tabbing to a back face's link turns its box, so the focused link is in sight", async ({ page }) => {
    await page.goto("/litho/elements/rotate-box");
    const photos = band(page, "Photo fronts that turn sideways");
    const link = photos.getByRole("link", { name: /Peaks and huts, seven days/ });
    await link.focus();
    await page.keyboard.press("Shift+Tab");
    await page.keyboard.press("Tab");
    await expect(link).toBeFocused();
    const box = photos.getByRole("listitem").filter({ hasText: "Peaks and huts" });
    await expect
      .poll(() => box.getByRole("button").evaluate((element) => getComputedStyle(element.parentElement!.firstElementChild!).transform))
      .toMatch(/^matrix3d/);
  });

  test.describe("with reduced motion", () => {
    test.use({ reducedMotion: "reduce" });
    test("the back fades in instead of turning", async ({ page }) => {
      await page.goto("/litho/elements/rotate-box");
      const cards = band(page, "Cards that turn up a checklist");
      const button = cards.getByRole("button", { name: "Turn over: Field trips" });
      // The back face holding the checklist.
      const back = cards
        .getByRole("listitem")
        .filter({ hasText: /^First Sunday of every month$/ })
        .locator("xpath=../..");
      await expect(back).toHaveCSS("opacity", "0");
      await button.click();
      await expect(back).toHaveCSS("opacity", "1");
      expect(await turnOf(button)).toBe("none");
    });
  });

  test.describe("without JavaScript", () => {
    test.use({ javaScriptEnabled: false });
    test("each box's back stands under its front, with no button to press", async ({ page }) => {
      await page.goto("/litho/elements/rotate-box");
      const cards = band(page, "Cards that turn up a checklist");
      await expect(cards.getByRole("heading", { name: "The yearly show" })).toBeVisible();
      await expect(cards.getByText("Every member hangs one print")).toBeVisible();
      await expect(cards.getByText("One framed print per member")).toBeVisible();
      await expect(cards.locator("button")).toHaveCount(3);
      for (const button of await cards.locator("button").all()) await expect(button).toBeHidden();
    });
  });
});

test.describe("the fancy-text-box page", () => {
  test("a box's photo comes up behind its text on hover and on keyboard focus", async ({ page }) => {
    await page.goto("/litho/elements/fancy-text-box");
    const boxes = band(page, "Four boxes on white");
    await boxes.scrollIntoViewIfNeeded();
    const photoOf = (title: string) => boxes.getByRole("listitem").filter({ hasText: title }).locator("picture").locator("..");
    await expect(photoOf("House espresso")).toHaveCSS("opacity", "0");
    await boxes.getByRole("listitem").filter({ hasText: "House espresso" }).hover();
    await expect(photoOf("House espresso")).toHaveCSS("opacity", "1");
    await boxes.getByRole("link", { name: /Wholesale/ }).focus();
    await expect(photoOf("Wholesale")).toHaveCSS("opacity", "1");
    await expect(boxes.getByRole("heading", { name: "Wholesale" })).toHaveCSS("color", "rgb(255, 255, 255)");
  });
});

test.describe("the interactive-banners page", () => {
  test("a banner's caption panel slides up with its text on hover, and on its link's keyboard focus", async ({ page }) => {
    await page.goto("/litho/elements/interactive-banners");
    const banners = band(page, "A caption panel that slides up");
    await banners.scrollIntoViewIfNeeded();
    const banner = (title: string) => banners.getByRole("listitem").filter({ hasText: title });
    const panel = (title: string) =>
      banner(title)
        .getByRole("heading", { level: 3 })
        .locator("..")
        .evaluate((element) => getComputedStyle(element, "::before").transform);
    await expect.poll(() => panel("Linen bedroom")).not.toBe("none");
    await banner("Linen bedroom").hover();
    await expect.poll(() => panel("Linen bedroom")).toBe("none");
    await expect(banners.getByText("Oak beds, bedside tables")).toBeVisible();
    await banners.getByRole("link", { name: /Café tables/ }).focus();
    await expect.poll(() => panel("Café tables")).toBe("none");
    await expect(banners.getByText("Round tables and bentwood chairs")).toBeVisible();
  });

  test.describe("on a touch screen", () => {
    test.use({ viewport: { width: 375, height: 812 }, hasTouch: true, isMobile: true });
    test("every banner shows its text and link from the start", async ({ page }) => {
      await page.goto("/litho/elements/interactive-banners");
      const wide = band(page, "A framed title that opens on a dark band");
      await wide.scrollIntoViewIfNeeded();
      await expect(wide.getByText("Eight tented suites")).toBeVisible();
      await expect(wide.getByRole("link", { name: /The desert lodge/ })).toBeVisible();
    });
  });
});
