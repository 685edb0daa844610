/*
 * The demo's typography and content element pages as a visitor uses them: message boxes that close
 * by mouse or keyboard and stay closed after a reload, lists numbered from 01, buttons that lead where
 * they say, social links that open in a new tab, columns that fold on phones, and the pages read
 * without JavaScript.
 */
import { expect, test, viewports, type Page } from "./support/fixtures";

const ELEMENTS = "/litho/elements";

/** Every console error and uncaught exception of the page, to assert there were none. */
const collectErrors = (page: Page): string[] => {
  const errors: string[] = [];
  page.on("console", (message) => {
    if (message.type() === "error") errors.push(message.text());
  });
  page.on("pageerror", (error) => errors.push(error.message));
  return errors;
};

test.describe("the message box page", () => {
  const closable = (page: Page) => page.getByRole("region", { name: "Closable" });

  test("a box closed with its button stays closed after a reload and in a new tab, the others stay open", async ({ page }) => {
    const errors = collectErrors(page);
    await page.goto(`${ELEMENTS}/message-box`);
    const region = closable(page);
    await expect(region.getByText("Welcome back. Your basket")).toBeVisible();
    await region.getByRole("button", { name: "Close message: Welcome back" }).click();
    await expect(region.getByText("Welcome back. Your basket")).toHaveCount(0);
    await page.reload();
    await page.locator("html[data-interactive]").waitFor({ state: "attached" });
    await expect(closable(page).getByText("We use one cookie")).toBeVisible();
    await expect(closable(page).getByText("Welcome back. Your basket")).toHaveCount(0);
    // For good, not for the tab: a new tab of the same browser finds it closed too.
    const other = await page.context().newPage();
    await other.goto(`${ELEMENTS}/message-box`);
    await other.locator("html[data-interactive]").waitFor({ state: "attached" });
    await expect(closable(other).getByText("We use one cookie")).toBeVisible();
    await expect(closable(other).getByText("Welcome back. Your basket")).toHaveCount(0);
    await other.close();
    // Boxes without a dismissId have no close button at all.
    await expect(page.getByRole("region", { name: "Solid" }).getByRole("button")).toHaveCount(0);
    expect(errors).toEqual([]);
  });

  test("a box closed before is hidden from the first paint, before the page's scripts have run", async ({ page }) => {
    await page.goto(`${ELEMENTS}/message-box`);
    await closable(page).getByRole("button", { name: "Close message: Welcome back" }).click();
    // The app's scripts never arrive: what shows is the server's HTML and the head's inline script.
    await page.route(/\.js(?:\?|$)/, (route) => route.abort());
    await page.reload();
    await expect(closable(page).getByText("Welcome back. Your basket")).toBeHidden();
    await expect(closable(page).getByText("We use one cookie")).toBeVisible();
    await expect(page.locator("html[data-interactive]")).toHaveCount(0);
  });

  test("closes from the keyboard, and the focus moves to the next box, then to the band's heading", async ({ page }) => {
    await page.goto(`${ELEMENTS}/message-box`);
    const region = closable(page);
    const first = region.getByRole("button", { name: "Close message: Welcome back" });
    await first.focus();
    await page.keyboard.press("Enter");
    const second = region.getByRole("button", { name: "Close message: About cookies" });
    await expect(second).toBeFocused();
    await page.keyboard.press("Space");
    const third = region.getByRole("button", { name: "Close message: Support hours" });
    await expect(third).toBeFocused();
    await page.keyboard.press("Enter");
    await expect(region.getByRole("heading", { level: 2, name: "Closable" })).toBeFocused();
    await expect(region.getByRole("button")).toHaveCount(0);
    // Tab goes on from where the boxes were, not from the top of the page.
    await page.keyboard.press("Tab");
    const afterBand = await region.evaluate((band) => {
      const focused = document.activeElement;
      return (
        focused !== null && !band.contains(focused) && Boolean(band.compareDocumentPosition(focused) & Node.DOCUMENT_POSITION_FOLLOWING)
      );
    });
    expect(afterBand).toBe(true);
  });

  test.describe("without JavaScript", () => {
    test.use({ javaScriptEnabled: false });

    test("shows every box, with no close button that could not work", async ({ page }) => {
      await page.goto(`${ELEMENTS}/message-box`);
      const region = closable(page);
      await expect(region.getByText("Welcome back. Your basket")).toBeVisible();
      await expect(region.getByRole("button", { name: /^Close message/ })).toHaveCount(0);
    });
  });
});

test.describe("the lists page", () => {
  test("numbers its steps from 01 to 10, in order, as an ordered list", async ({ page }) => {
    await page.goto(`${ELEMENTS}/lists`);
    const list = page.getByRole("region", { name: "Numbered" }).getByRole("list");
    await expect(list).toHaveJSProperty("tagName", "OL");
    const figures = list.getByRole("listitem").locator("> span:first-child");
    await expect(figures).toHaveText(["01", "02", "03", "04", "05", "06", "07", "08", "09", "10"]);
    await expect(list.getByRole("listitem").first()).toContainText("Home visit");
  });

  test("its row links lead to the pages they name", async ({ page }) => {
    await page.goto(`${ELEMENTS}/lists`);
    await page
      .getByRole("region", { name: "Bordered rows with links" })
      .getByRole("link", { name: /See the packages/ })
      .click();
    await expect(page).toHaveURL(/\/litho\/page\/pricing-packages$/);
  });
});

test.describe("the buttons page", () => {
  test("every button is a link to a demo page that exists, at least 24 px tall", async ({ page }) => {
    await page.goto(`${ELEMENTS}/buttons`);
    const buttons = page.locator("main section[aria-labelledby^='text-']").getByRole("link");
    expect(await buttons.count()).toBeGreaterThan(25);
    const targets = new Set(await buttons.evaluateAll((links) => links.map((link) => link.getAttribute("href") ?? "")));
    for (const href of targets) {
      expect(href, "a demo route").toMatch(/^\/litho\//);
      expect((await page.request.get(href)).status(), href).toBe(200);
    }
    const heights = await buttons.evaluateAll((links) => links.map((link) => link.getBoundingClientRect().height));
    expect(Math.min(...heights)).toBeGreaterThanOrEqual(24);
  });

  test("a button leads where it says, from the mouse and from the keyboard", async ({ page }) => {
    await page.goto(`${ELEMENTS}/buttons`);
    await page.getByRole("region", { name: "Solid, in four sizes" }).getByRole("link", { name: "Extra large" }).click();
    await expect(page).toHaveURL(/\/litho\/page\/contact-simple$/);
    // The contact page embeds a map, which its own security policy allows: the link loads it whole.
    await expect
      .poll(() => page.evaluate(() => performance.getEntriesByType("navigation")[0]?.name ?? "").catch(() => ""))
      .toMatch(/\/litho\/page\/contact-simple$/);
    await page.locator("html[data-interactive]").waitFor({ state: "attached" });
    await page.goBack();
    const link = page.getByRole("region", { name: "Link" }).getByRole("link", { name: "Meet the team" });
    await link.focus();
    // The focus ring is drawn: an outline of 3 px.
    await expect(link).toHaveCSS("outline-width", "3px");
    await page.keyboard.press("Enter");
    await expect(page).toHaveURL(/\/litho\/page\/our-team$/);
  });
});

test.describe("the social icons page", () => {
  test("every icon has the network's name and opens it in a new tab", async ({ page }) => {
    await page.goto(`${ELEMENTS}/social-icons`);
    const links = page.locator("main section[aria-labelledby^='text-']").getByRole("link");
    expect(await links.count()).toBeGreaterThan(80);
    const details = await links.evaluateAll((anchors) =>
      anchors.map((anchor) => ({
        name: anchor.getAttribute("aria-label"),
        target: anchor.getAttribute("target"),
        rel: anchor.getAttribute("rel"),
        href: anchor.getAttribute("href"),
      })),
    );
    for (const link of details) {
      expect(link.name).toMatch(/^(Facebook|X|Instagram|LinkedIn|Dribbble|YouTube|Pinterest|Behance) \(opens in a new tab\)$/);
      expect(link.target).toBe("_blank");
      expect(link.rel).toBe("noopener noreferrer");
      expect(link.href).toMatch(/^https:\/\//);
    }
    const named = page.getByRole("list", { name: "Social media, brand-coloured with names", exact: true });
    await expect(named.getByRole("link", { name: "Behance (opens in a new tab)" })).toHaveText("Behance");
  });
});

test.describe("the columns page", () => {
  const columnCount = (page: Page) =>
    page
      .getByRole("region", { name: "Three columns with a rule" })
      .getByText(/Our beans come from eleven farms/)
      .evaluate((paragraph) => getComputedStyle(paragraph.parentElement as HTMLElement).columnCount);

  test("sets three columns on a desktop", async ({ page }) => {
    await page.goto(`${ELEMENTS}/columns`);
    // Polled: hydration may replace the paragraph while it is read, and a detached node has no style.
    await expect.poll(() => columnCount(page)).toBe("3");
  });

  test.describe("on a phone", () => {
    test.use({ viewport: viewports.phone });

    test("folds them into one", async ({ page }) => {
      await page.goto(`${ELEMENTS}/columns`);
      expect(await columnCount(page)).toBe("auto");
    });
  });
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("the text pages read whole: headings, drop caps, highlights, quotes and separators", async ({ page }) => {
    await page.goto(`${ELEMENTS}/highlights`);
    await expect(page.getByRole("region", { name: "Marker" }).locator("mark").first()).toHaveText("without gluten or dairy");
    await page.goto(`${ELEMENTS}/dropcaps`);
    await expect(page.getByRole("region", { name: "Classic" }).getByText(/^Long before the first guests arrive/)).toBeVisible();
    await page.goto(`${ELEMENTS}/blockquote`);
    await expect(page.getByRole("figure").filter({ hasText: "Jonas Weber" }).locator("blockquote")).toHaveText(
      "Good design is mostly the decisions nobody notices.",
    );
    await page.goto(`${ELEMENTS}/heading`);
    await expect(page.getByRole("heading", { level: 3, name: "We design calm offices for busy teams" })).toBeVisible();
    await page.goto(`${ELEMENTS}/separators`);
    await expect(page.getByRole("region", { name: "With words" }).getByText("New this season")).toBeVisible();
  });
});
