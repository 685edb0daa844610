/*
 * The contact pages and the modal pop-ups as a visitor meets them: the template's contact rules
 * and messages, a plain post without JavaScript, the office map that becomes Google's only on
 * request, and the dialogs (focus kept inside and handed back, Escape, outside click, close
 * button, the page's scroll locked, axe with a dialog open), their forms posting to the real
 * endpoints, and the players that stay off until a dialog opens and show a card offline.
 */
import { axeViolations, formatViolations } from "./support/accessibility";
import { expect, test, type Locator, type Page } from "./support/fixtures";
import { marker, outboxMessageWith } from "./support/outbox";

const CONTACT_SIMPLE = "/litho/page/contact-simple";
const CONTACT_CLASSIC = "/litho/page/contact-classic";
const CONTACT_MODERN = "/litho/page/contact-modern";
const SIMPLE_MODAL = "/litho/model-popup/simple-modal";
const MODAL_PAGES = [
  { path: SIMPLE_MODAL, opener: "Open a simple modal" },
  { path: "/litho/model-popup/subscription", opener: "Subscribe with a picture" },
  { path: "/litho/model-popup/contact-form", opener: "Request a call back" },
  { path: "/litho/model-popup/youtube-video", opener: "Play the showreel" },
  { path: "/litho/model-popup/vimeo-video", opener: "Tour the studio" },
  { path: "/litho/model-popup/Google-map", opener: "Show the head office" },
];
const SENT = "Your message has been sent successfully!";
const SUBSCRIBED = "Your message has been sent successfully subscribed to our email list!";

/** Until the page has hydrated a submit is a plain post; hydration shows as `novalidate`. */
const hydratedForm = async (region: Locator) => {
  await region.scrollIntoViewIfNeeded();
  await expect(region.locator("form[novalidate]")).toBeAttached();
  return region;
};

const openDialog = async (page: Page, opener: string) => {
  await page.getByRole("button", { name: opener }).click();
  const dialog = page.getByRole("dialog");
  await expect(dialog).toBeVisible();
  return dialog;
};

test.describe("contact pages", () => {
  test("the call-back form speaks the template's messages, once a field was touched, and sends a valid request", async ({ page }) => {
    await page.goto(CONTACT_CLASSIC);
    const form = await hydratedForm(page.getByRole("region", { name: "Request a call back" }));
    const phone = form.getByRole("textbox", { name: "Phone" });
    await phone.fill("12345");
    await expect(form.getByText("Invalid phone")).toHaveCount(0);
    await phone.blur();
    await expect(form.getByText("Invalid phone")).toBeVisible();
    await form.getByRole("textbox", { name: "Email" }).fill("ann@");
    await form.getByRole("button", { name: "Call me back" }).click();
    await expect(form.getByText("Invalid email.")).toBeVisible();
    await expect(form.getByText("Field is required.")).toHaveCount(1);

    const word = marker("classic");
    await form.getByRole("textbox", { name: "Name" }).fill(`Ann ${word}`);
    await form.getByRole("textbox", { name: "Email" }).fill("ann@example.com");
    await phone.fill("(416) 555-0147");
    await form.getByRole("button", { name: "Call me back" }).click();
    await expect(form.getByRole("status").filter({ hasText: SENT })).toBeVisible();
    await expect(form.getByRole("textbox", { name: "Name" })).toHaveValue("");
    await expect.poll(() => outboxMessageWith(word), { message: "the request in TEST_OUTBOX_DIR" }).toContain("(416) 555-0147");
  });

  test("the office map stays a drawing until asked, says why when Google is out of reach, and loads Google's map when it answers", async ({
    page,
    blockedRequests,
  }) => {
    await page.goto(CONTACT_MODERN);
    const map = page.getByRole("region", { name: "Find us on King Street West" });
    await map.scrollIntoViewIfNeeded();
    await expect(map.getByRole("img", { name: /Drawn street plan of downtown Toronto/ })).toBeVisible();
    await expect(map.getByRole("link", { name: /Open King Street West, Toronto in Google Maps/ })).toHaveAttribute(
      "href",
      /google\.com\/maps/,
    );
    expect(blockedRequests.filter((url) => url.includes("google"))).toEqual([]);

    // The test's network blocks every other site, as an offline visitor's would.
    await map.getByRole("button", { name: "Show the interactive map" }).click();
    await expect(map.getByRole("status")).toHaveText(/could not be loaded: you may be offline/);
    await expect(map.getByRole("img", { name: /Drawn street plan/ })).toBeVisible();
    await expect(map.locator("iframe")).toHaveCount(0);

    await page.route("https://maps.google.com/**", (route) =>
      route.fulfill({ status: 200, contentType: "text/html", body: "<!doctype html><title>Map</title><p>Map</p>" }),
    );
    await map.getByRole("button", { name: "Try again" }).click();
    const frame = map.locator('iframe[title="Map of the Toronto studio on King Street West"]');
    await expect(frame).toBeVisible();
    await expect(frame).toHaveAttribute("src", "https://maps.google.com/maps?q=43.6446,-79.3957&z=16&output=embed");
  });

  test.describe("with JavaScript off", () => {
    test.use({ javaScriptEnabled: false });

    test("the contact form is a plain post answered back on the page", async ({ page }) => {
      await page.goto(CONTACT_SIMPLE);
      const form = page.getByRole("region", { name: "Leave your name and email" });
      const word = marker("plainsimple");
      await form.getByRole("textbox", { name: "Name" }).fill(`Ann ${word}`);
      await form.getByRole("textbox", { name: "Email" }).fill("ann@example.com");
      await form.getByRole("button", { name: "Ask us to get in touch" }).click();
      await expect(page).toHaveURL(/\/litho\/page\/contact-simple\?form=contact-name-email&sent=1#contact-name-email-sent$/);
      await expect(page.getByText(SENT)).toBeVisible();
      await expect.poll(() => outboxMessageWith(word), { message: "the message in TEST_OUTBOX_DIR" }).toBeDefined();
    });

    test("a modal opens from its button and its subscribe form posts to the real endpoint", async ({ page }) => {
      await page.goto("/litho/model-popup/subscription");
      const dialog = await openDialog(page, "Subscribe on a dark card");
      await expect(dialog.getByRole("heading", { name: "Get our notes before anyone else" })).toBeVisible();
      const word = marker("plainmodal");
      await dialog.getByRole("textbox", { name: "Name" }).fill(`Ann ${word}`);
      await dialog.getByRole("textbox", { name: "Email" }).fill("ann@example.com");
      await dialog.getByRole("checkbox").check();
      await dialog.getByRole("button", { name: "Sign me up" }).click();
      await expect(page).toHaveURL(/\?form=subscribe-terms&sent=1#subscribe-terms-sent$/);
      await expect(page.getByText(SUBSCRIBED)).toBeVisible();
      await expect.poll(() => outboxMessageWith(word), { message: "the sign-up in TEST_OUTBOX_DIR" }).toBeDefined();
    });
  });
});

test.describe("modal pop-ups", () => {
  test("a dialog takes focus and keeps it, locks the page, closes by Escape, outside click and its button, and hands focus back", async ({
    page,
  }) => {
    await page.goto(SIMPLE_MODAL);
    const opener = page.getByRole("button", { name: "Open a simple modal" });
    const dialog = await openDialog(page, "Open a simple modal");
    await expect(dialog).toHaveAccessibleName("We have moved to a bigger studio");
    const close = dialog.getByRole("button", { name: "Close" });
    const gotIt = dialog.getByRole("button", { name: "Got it" });
    await expect(close).toBeFocused();
    await expect(page.locator("body")).toHaveClass(/scroll-locked/);
    const scrollBefore = await page.evaluate(() => window.scrollY);
    await page.mouse.wheel(0, 600);
    expect(await page.evaluate(() => window.scrollY)).toBe(scrollBefore);

    await page.keyboard.press("Tab");
    await expect(gotIt).toBeFocused();
    await page.keyboard.press("Tab");
    await expect(close).toBeFocused();
    await page.keyboard.press("Shift+Tab");
    await expect(gotIt).toBeFocused();

    await page.keyboard.press("Escape");
    await expect(dialog).toBeHidden();
    await expect(opener).toBeFocused();
    await expect(page.locator("body")).not.toHaveClass(/scroll-locked/);

    await opener.click();
    await expect(dialog).toBeVisible();
    // A click on the dimmed page beside the panel.
    await page.mouse.click(8, 400);
    await expect(dialog).toBeHidden();
    await expect(opener).toBeFocused();

    await opener.click();
    await close.click();
    await expect(dialog).toBeHidden();
    await expect(opener).toBeFocused();
  });

  test("the contact modal checks its fields and posts to the real contact endpoint", async ({ page }) => {
    await page.goto("/litho/model-popup/contact-form");
    const dialog = await openDialog(page, "Ask a quick question");
    await expect(dialog.locator("form[novalidate]")).toBeAttached();
    await dialog.getByRole("button", { name: "Ask us to get in touch" }).click();
    await expect(dialog.getByText("Field is required.")).toHaveCount(2);
    const word = marker("modalcontact");
    await dialog.getByRole("textbox", { name: "Name" }).fill(`Ann ${word}`);
    await dialog.getByRole("textbox", { name: "Email" }).fill("ann@example.com");
    await dialog.getByRole("button", { name: "Ask us to get in touch" }).click();
    await expect(dialog.getByRole("status").filter({ hasText: SENT })).toBeVisible();
    await expect.poll(() => outboxMessageWith(word), { message: "the message in TEST_OUTBOX_DIR" }).toBeDefined();
  });

  test("a video modal asks YouTube only once opened, and offline shows a card that links to the video", async ({
    page,
    blockedRequests,
  }) => {
    await page.goto("/litho/model-popup/youtube-video");
    await page.waitForLoadState("networkidle");
    expect(blockedRequests.filter((url) => /youtube/.test(url))).toEqual([]);
    const dialog = await openDialog(page, "Play the showreel");
    await expect(dialog.getByRole("status")).toHaveText(/The YouTube player could not be loaded: you may be offline/);
    await expect(dialog.getByRole("link", { name: /Watch on YouTube/ })).toHaveAttribute(
      "href",
      "https://www.youtube.com/watch?v=g3-VxLQO7do",
    );
    await expect(dialog.locator("iframe")).toHaveCount(0);
    expect(blockedRequests.some((url) => url.startsWith("https://www.youtube-nocookie.com/embed/g3-VxLQO7do"))).toBe(true);
  });

  for (const { path, opener } of MODAL_PAGES) {
    test(`${path} has no WCAG 2.2 A/AA violations with a dialog open`, async ({ page }) => {
      await page.emulateMedia({ reducedMotion: "reduce" });
      await page.goto(path);
      const dialog = await openDialog(page, opener);
      // A player or a map settles on its card before the scan.
      await expect(dialog.getByRole("status").filter({ hasText: /Loading/ })).toHaveCount(0);
      const violations = await axeViolations(page);
      expect(violations.length, formatViolations(`${path} with a dialog open`, violations)).toBe(0);
    });
  }
});
