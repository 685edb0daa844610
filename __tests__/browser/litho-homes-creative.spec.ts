/*
 * The creative homes as a visitor meets what they add: the photographer's portfolio filtered by
 * subject, each picture opening large in a lightbox worked by the keyboard (arrows, Escape, focus
 * back on the picture), every picture still a link to its large version without JavaScript, the
 * freelancer's hire-me form (the kind of project and a start from today on, with and without
 * JavaScript, its dark panel holding every field from the first screen on), and phones never scrolling
 * sideways on any of the five homes.
 */
import { test, expect, type Page } from "./support/fixtures";
import { marker, outboxMessageWith } from "./support/outbox";

const PHOTO = "/litho/home-photography";
const WEB = "/litho/home-web-agency";
const BRANDING = "/litho/home-branding-agency";
const FREELANCER = "/litho/home-freelancer";
const CREATIVE = "/litho/home-creative-agency";

const ENQUIRY_SENT = "Thank you, your project enquiry has been sent. You will get a reply by email within one working day.";
const TODAY = new Date().toISOString().slice(0, 10);
const dayFromToday = (days: number): string => new Date(Date.parse(`${TODAY}T12:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
const hireForm = (page: Page) => page.getByRole("region", { name: "Tell me about your project", exact: true });

const portfolio = (page: Page) => page.getByRole("region", { name: "Recent pictures", exact: true });

test.describe("the photographer's portfolio", () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  test("the subject buttons show only that subject's pictures and say how many", async ({ page }) => {
    await page.goto(PHOTO);
    const gallery = portfolio(page);
    await gallery.scrollIntoViewIfNeeded();
    const filter = gallery.getByRole("group", { name: "Filter the portfolio by subject" });
    const pictures = gallery.getByRole("listitem");
    await expect(pictures).toHaveCount(9);
    await expect(filter.getByRole("button", { name: /^All work/ })).toHaveAttribute("aria-pressed", "true");

    await filter.getByRole("button", { name: /^Portraits/ }).click();
    await expect(pictures).toHaveCount(3);
    await expect(gallery.getByRole("status")).toHaveText("3 of 9 photographs: Portraits");
    await expect(pictures.getByRole("link")).toHaveText([/Inês, cellist/, /Rui, winemaker/, /Ana, ceramicist/]);
    await expect(filter.getByRole("button", { name: /^All work/ })).toHaveAttribute("aria-pressed", "false");

    await filter.getByRole("button", { name: /^All work/ }).click();
    await expect(pictures).toHaveCount(9);
  });

  test("a picture opens large; the arrow keys page through the filtered pictures and Escape gives the focus back", async ({ page }) => {
    await page.goto(PHOTO);
    const gallery = portfolio(page);
    await gallery.scrollIntoViewIfNeeded();
    await gallery
      .getByRole("group", { name: "Filter the portfolio by subject" })
      .getByRole("button", { name: /^Landscapes/ })
      .click();
    const first = gallery.getByRole("link", { name: /Serra da Estrela, morning/ });
    await first.focus();
    await page.keyboard.press("Enter");

    const viewer = page.getByRole("dialog", { name: "Photograph viewer" });
    await expect(viewer).toBeVisible();
    // The slide on show; the lightbox keeps its neighbours ready but inert.
    const current = viewer.locator('[role="group"][aria-roledescription]:not([inert])');
    await expect(current).toHaveCount(1);
    await expect(current).toHaveAccessibleName("Photograph 1 of 3");
    await expect(current.getByRole("img")).toHaveAttribute("alt", /^Green ridges of the Serra da Estrela/);
    await expect(current).toContainText("Serra da Estrela, morning");

    await page.keyboard.press("ArrowRight");
    await expect(current).toContainText("Praia da Marinha, late afternoon");
    await page.keyboard.press("ArrowRight");
    await expect(current).toContainText("Sintra forest after rain");
    // Three landscapes: the next one after the last is the first again, never a portrait.
    await page.keyboard.press("ArrowRight");
    await expect(current).toContainText("Serra da Estrela, morning");
    await expect(current).toHaveAccessibleName("Photograph 1 of 3");
    await expect(viewer.getByText(/Ana, ceramicist|Inês, cellist|Rui, winemaker/)).toHaveCount(0);

    await page.keyboard.press("Escape");
    await expect(viewer).toBeHidden();
    await expect(first).toBeFocused();
  });
});

test.describe("the portfolio without JavaScript", () => {
  test.use({ javaScriptEnabled: false, viewport: { width: 1280, height: 800 } });

  test("shows every picture, without the filter, each a link to its large version", async ({ page }) => {
    await page.goto(PHOTO);
    const gallery = portfolio(page);
    await expect(gallery.getByRole("listitem")).toHaveCount(9);
    await expect(gallery.getByRole("group", { name: "Filter the portfolio by subject" })).toBeHidden();
    const link = gallery.getByRole("link", { name: /Rui, winemaker/ });
    const href = await link.getAttribute("href");
    expect(href).toMatch(/\.jpg$/);
    const response = await page.request.get(href!);
    expect(response.status()).toBe(200);
    expect(response.headers()["content-type"]).toBe("image/jpeg");
  });
});

test.describe("the freelancer's hire-me form", () => {
  test.use({ timezoneId: "UTC", viewport: { width: 1280, height: 800 } });

  test("asks for the kind of project and a start from today on, then sends the enquiry", async ({ page }) => {
    await page.goto(FREELANCER);
    const form = hireForm(page);
    await form.scrollIntoViewIfNeeded();
    await expect(form.getByText("About six weeks from your enquiry")).toBeVisible();
    await form.getByRole("button", { name: "Send enquiry" }).click();
    await expect(form.getByText("Please enter your name.")).toBeVisible();
    await expect(form.getByText("Please choose the kind of project.")).toBeVisible();
    await expect(form.getByText("Please choose the earliest day the project could start.")).toBeVisible();

    const word = marker("hireme");
    await form.getByRole("textbox", { name: "Name" }).fill(`Jo ${word}`);
    await form.getByRole("textbox", { name: "Email" }).fill("jo@example.com");
    await form.getByLabel("Project").selectOption("Packaging");
    await form.getByLabel("Earliest start").fill(dayFromToday(-2));
    await form.getByRole("button", { name: "Send enquiry" }).click();
    await expect(form.getByText("Please choose today or a later date.")).toBeVisible();

    await form.getByLabel("Earliest start").fill(dayFromToday(30));
    await form.getByRole("button", { name: "Send enquiry" }).click();
    await expect(form.getByRole("status")).toHaveText(ENQUIRY_SENT);
    const mail = await expect.poll(() => outboxMessageWith(word), { message: "the enquiry in TEST_OUTBOX_DIR" });
    await mail.toContain("Subject: Project enquiry from Jo");
    await mail.toMatch(/Project:\s+Packaging/);
  });
});

test.describe("the hire-me form without JavaScript", () => {
  test.use({ javaScriptEnabled: false, timezoneId: "UTC" });

  test("posts the enquiry and is answered back on the page", async ({ page }) => {
    const word = marker("hireplain");
    await page.goto(FREELANCER);
    const form = hireForm(page);
    await form.getByRole("textbox", { name: "Name" }).fill(`Kim ${word}`);
    await form.getByRole("textbox", { name: "Email" }).fill("kim@example.com");
    await form.getByLabel("Project").selectOption("Brand identity");
    await form.getByLabel("Earliest start").fill(dayFromToday(45));
    await form.getByRole("button", { name: "Send enquiry" }).click();
    await expect(page).toHaveURL(/\/litho\/home-freelancer\?form=project-enquiry&sent=1#project-enquiry-sent$/);
    await expect(page.getByText(ENQUIRY_SENT)).toBeVisible();
    await expect.poll(() => outboxMessageWith(word), { message: "the enquiry in TEST_OUTBOX_DIR" }).toMatch(/Project:\s+Brand identity/);
  });
});

test.describe("creative homes on a phone", () => {
  test.use({ viewport: { width: 375, height: 740 } });

  // Read before any scrolling, as an audit of the loaded page reads it: light text must not run past its dark panel.
  test("the hire-me form's dark panel holds every field while the page is still at the top", async ({ page }) => {
    await page.goto(FREELANCER, { waitUntil: "domcontentloaded" });
    const overrun = await page.evaluate(() => {
      const panel = document.getElementById("hire")!;
      const button = panel.querySelector("button[type=submit]")!;
      return button.getBoundingClientRect().bottom - panel.getBoundingClientRect().bottom;
    });
    expect(overrun).toBeLessThanOrEqual(0);
  });

  for (const route of [PHOTO, WEB, BRANDING, FREELANCER, CREATIVE]) {
    test(`${route} never scrolls sideways`, async ({ page }) => {
      await page.goto(route);
      await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
      expect(overflow).toBeLessThanOrEqual(0);
    });
  }
});
