/*
 * The header showcase as a visitor meets it: how each sticky mode treats the bar while the page
 * scrolls, the one-page menu that glides to its sections and marks the one in view, and a menu
 * panel that holds the keyboard and hands it back. Sticky past 5 px in itself, dropdowns, the
 * search overlay and the side panel are covered in litho-chrome.spec.ts.
 */
import { test, expect, type Page } from "./support/fixtures";
import { expectAnimationsFinished, scrollAndDraw } from "./support/page-state";

const header = (page: Page) => page.locator("header[data-sticky]");
/** Scrolls and waits until the header has handled it and any slide or fade it started has ended. */
const scrollTo = async (page: Page, y: number) => {
  await scrollAndDraw(page, y);
  await expectAnimationsFinished(header(page));
};

test.describe("sticky modes", () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  test("always fixed stays in view both ways; reverse scroll slides away going down and appears going up", async ({ page }) => {
    await page.goto("/litho/headers/header-always-fixed");
    await scrollTo(page, 1400);
    await expect(header(page)).toHaveAttribute("data-sticky", "true");
    await expect(header(page)).toBeInViewport();
    await scrollTo(page, 1200);
    await expect(header(page)).toBeInViewport();

    await page.goto("/litho/headers/header-reverse-scroll");
    await expect(header(page)).toBeInViewport();
    await scrollTo(page, 700);
    await scrollTo(page, 1400);
    await expect(header(page)).toHaveAttribute("data-sticky", "true");
    await expect(header(page)).not.toBeInViewport();
    await scrollTo(page, 1250);
    await expect(header(page)).toHaveAttribute("data-scroll-up", "true");
    await expect(header(page)).toBeInViewport();
    await scrollTo(page, 3);
    await expect(header(page)).toHaveAttribute("data-sticky", "false");
  });

  test("disable fixed scrolls away with the page and stays away when scrolling back up", async ({ page }) => {
    await page.goto("/litho/headers/header-disable-fixed");
    await scrollTo(page, 1400);
    await expect(header(page)).not.toBeInViewport();
    await scrollTo(page, 1200);
    await expect(header(page)).not.toBeInViewport();
    await expect(header(page)).toHaveAttribute("data-sticky", "false");
    await scrollTo(page, 0);
    await expect(header(page)).toBeInViewport();
  });

  test("responsive sticky scrolls away on a desktop and stays at the top of a phone", async ({ page }) => {
    await page.goto("/litho/headers/header-responsive-sticky");
    await scrollTo(page, 1400);
    await expect(header(page)).not.toBeInViewport();

    await page.setViewportSize({ width: 375, height: 812 });
    await scrollTo(page, 0);
    await scrollTo(page, 1400);
    await scrollTo(page, 1600);
    await expect(header(page)).toHaveAttribute("data-sticky", "true");
    await expect(header(page)).toBeInViewport();
  });
});

test.describe("one-page navigation", () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  test("glides to a section, marks the section in view and names it in the address without new history", async ({ page }) => {
    await page.goto("/litho/headers/one-page-navigation");
    const nav = page.locator("header").getByRole("navigation", { name: "Main" });
    const link = (name: string) => nav.getByRole("link", { name, exact: true });
    await expect(link("Home")).toHaveAttribute("aria-current", "location");
    const historyBefore = await page.evaluate(() => window.history.length);

    // Every position the page passes through on its way, to tell a glide from a jump.
    await page.evaluate(() => {
      const seen: number[] = [];
      (window as unknown as { scrollSeen: number[] }).scrollSeen = seen;
      window.addEventListener("scroll", () => seen.push(window.scrollY), { passive: true });
    });
    await link("Services").click();
    await expect(page).toHaveURL(/#services$/);
    await expect(link("Services")).toHaveAttribute("aria-current", "location");
    await expect(link("Home")).not.toHaveAttribute("aria-current", "location");
    // The section ends up just below the fixed header.
    await expect
      .poll(async () => {
        const headerBottom = await header(page).evaluate((element) => element.getBoundingClientRect().bottom);
        const sectionTop = await page.locator("#services").evaluate((element) => element.getBoundingClientRect().top);
        return Math.abs(sectionTop - headerBottom);
      })
      .toBeLessThan(24);
    const seen = await page.evaluate(() => (window as unknown as { scrollSeen: number[] }).scrollSeen);
    expect(new Set(seen).size).toBeGreaterThan(4);

    await link("Contact").click();
    await expect(page).toHaveURL(/#contact$/);
    await expect(link("Contact")).toHaveAttribute("aria-current", "location");
    expect(await page.evaluate(() => window.history.length)).toBe(historyBefore);

    // Scrolling by hand moves the mark too, once the glide has settled (it would carry on past the hand).
    let lastTop = -1;
    await expect
      .poll(
        async () => {
          const top = await page.evaluate(() => window.scrollY);
          const settled = top === lastTop;
          lastTop = top;
          return settled;
        },
        { intervals: [100] },
      )
      .toBe(true);
    await page.locator("#about").evaluate((element) => window.scrollTo(0, element.getBoundingClientRect().top + window.scrollY - 100));
    await expect(link("About")).toHaveAttribute("aria-current", "location");
    await expect(nav.locator('[aria-current="location"]')).toHaveCount(1);
  });
});

test.describe("menu panel", () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  test("holds the keyboard while open, closes on Escape and on a press outside, and gives focus back to its button", async ({ page }) => {
    await page.goto("/litho/headers/hamburger-menu-modern");
    const button = page.getByRole("button", { name: "Menu", exact: true });
    const panel = page.getByRole("dialog", { name: "Menu" });
    await button.focus();
    await page.keyboard.press("Enter");
    await expect(panel).toBeVisible();
    await expect(button).toHaveAttribute("aria-expanded", "true");
    await expect(panel.getByRole("button", { name: "Close menu" })).toBeFocused();

    // Round the panel's controls and further: focus never lands on the page behind.
    const stops = await panel.locator("a[href]:visible, button:visible").count();
    for (let step = 0; step < stops + 2; step += 1) {
      await page.keyboard.press("Tab");
      expect(await panel.evaluate((element) => element.contains(document.activeElement))).toBe(true);
    }
    await page.keyboard.press("Shift+Tab");
    expect(await panel.evaluate((element) => element.contains(document.activeElement))).toBe(true);

    await page.keyboard.press("Escape");
    await expect(panel).toBeHidden();
    await expect(button).toHaveAttribute("aria-expanded", "false");
    await expect(button).toBeFocused();

    await page.keyboard.press("Enter");
    await expect(panel).toBeVisible();
    // The left of the window is the dimmed page beside the right-hand sheet.
    await page.mouse.click(60, 400);
    await expect(panel).toBeHidden();
    await expect(button).toBeFocused();
  });
});

test.describe("left menu modern", () => {
  const PATH = "/litho/headers/left-menu-modern";
  const column = (page: Page) => page.locator("header[data-layout='left-menu-modern']");

  test.describe("with JavaScript on", () => {
    test.use({ viewport: { width: 1280, height: 800 } });

    test("the column holds only its button and the menu comes in a panel", async ({ page }) => {
      await page.goto(PATH);
      // The column's listing for visitors without scripts is not built at all, hidden or not.
      await expect(column(page).locator("nav li")).toHaveCount(0);
      await page.getByRole("button", { name: "Menu", exact: true }).click();
      const panel = page.getByRole("dialog", { name: "Menu" });
      await expect(panel.getByRole("link", { name: "Home", exact: true })).toBeVisible();
    });
  });

  test.describe("with JavaScript off", () => {
    test.use({ viewport: { width: 1280, height: 800 }, javaScriptEnabled: false });

    test("the strip widens into a column listing the whole menu, third level included, without dead toggles", async ({ page }) => {
      await page.goto(PATH);
      const nav = column(page).getByRole("navigation", { name: "Main" });
      const home = nav.getByRole("link", { name: "Home", exact: true });
      await expect(home).toBeVisible();
      expect((await home.boundingBox())!.x).toBeGreaterThanOrEqual(0);
      await expect(nav.getByRole("link", { name: "About us" }).first()).toBeVisible();
      await expect(nav.getByRole("button", { name: "Home submenu" })).toBeHidden();
    });
  });

  test.describe("with JavaScript off on a phone", () => {
    test.use({ viewport: { width: 375, height: 812 }, javaScriptEnabled: false });

    test("the bar holding the menu scrolls away instead of covering the page", async ({ page }) => {
      await page.goto(PATH);
      await page.mouse.wheel(0, 1200);
      const bottom = async () => {
        const box = (await column(page).boundingBox())!;
        return box.y + box.height;
      };
      await expect.poll(bottom).toBeLessThanOrEqual(0);
    });
  });
});

test.describe("left menu classic", () => {
  const PATH = "/litho/headers/left-menu-classic";
  const nav = (page: Page) => page.locator("header[data-layout='left-menu-classic']").getByRole("navigation", { name: "Main" });

  test.describe("with JavaScript on", () => {
    test.use({ viewport: { width: 1280, height: 800 } });

    test("a closed branch opens on its toggle and lists its links", async ({ page }) => {
      await page.goto(PATH);
      const startup = nav(page).getByRole("link", { name: "Startup", exact: true });
      await expect(startup).toHaveCount(0);
      await nav(page).getByRole("button", { name: "Home submenu" }).click();
      await expect(nav(page).getByRole("button", { name: "Business", exact: true })).toHaveAttribute("aria-expanded", "false");
      await nav(page).getByRole("button", { name: "Business", exact: true }).click();
      await expect(startup).toBeVisible();
    });
  });

  test.describe("with JavaScript off", () => {
    test.use({ viewport: { width: 1280, height: 800 }, javaScriptEnabled: false });

    test("every branch is listed open, third level included", async ({ page }) => {
      await page.goto(PATH);
      await expect(nav(page).getByRole("link", { name: "Startup", exact: true })).toBeVisible();
      await expect(nav(page).getByRole("link", { name: "About us" }).first()).toBeVisible();
    });
  });
});
