/*
 * The demo's inner pages as a visitor meets them: the FAQ accordion used from the keyboard alone,
 * the pricing page's monthly / yearly switch, and the launch pages' countdowns before and after
 * their moment with the browser's clock set, in another time zone than the one the date is
 * written in.
 */
import { expect, test, type Page } from "./support/fixtures";

const FAQ = "/litho/page/faq-s";
const PRICING = "/litho/page/pricing-packages";
const COMING_SOON = "/litho/page/coming-soon";
const COMING_SOON_V2 = "/litho/page/coming-soon-V2";

/** Tab from where the focus is until `target` has it, as a visitor without a mouse would. */
const tabTo = async (page: Page, target: ReturnType<Page["locator"]>) => {
  for (let presses = 0; presses < 60 && !(await target.evaluate((element) => element === document.activeElement)); presses += 1) {
    await page.keyboard.press("Tab");
  }
  await expect(target).toBeFocused();
};

test.describe("the FAQ page", () => {
  test("a question reached with Tab opens with Enter and closes with Space, and its answer can be read", async ({ page }) => {
    await page.goto(FAQ);
    await expect(page.getByRole("heading", { level: 1, name: "Frequently asked questions" })).toBeVisible();
    const group = page.getByRole("group", { name: "Projects and timelines" });
    const question = group.getByRole("button", { name: "How long does a typical website project take?" });
    const answer = group.getByRole("region", { name: "How long does a typical website project take?" });
    await expect(question).toHaveAttribute("aria-expanded", "false");
    await expect(answer).toBeHidden();

    await tabTo(page, question);
    await page.keyboard.press("Enter");
    await expect(question).toHaveAttribute("aria-expanded", "true");
    await expect(answer).toBeVisible();
    await expect(answer).toContainText("six to eight weeks from the kick-off workshop to launch");

    await page.keyboard.press("Space");
    await expect(question).toHaveAttribute("aria-expanded", "false");
    await expect(answer).toBeHidden();
  });

  test("the topics beside the questions lead to their group", async ({ page }) => {
    await page.goto(FAQ);
    await page
      .getByRole("navigation", { name: "Topics" })
      .getByRole("link", { name: /Support after launch/ })
      .click();
    await expect(page).toHaveURL(/#questions-support-after-launch$/);
    await expect(page.getByRole("group", { name: "Support after launch" }).getByRole("heading", { level: 2 })).toBeInViewport();
  });
});

test.describe("the pricing page", () => {
  test("opens on monthly prices, and the yearly switch shows the yearly plans", async ({ page }) => {
    await page.goto(PRICING);
    const plans = page.getByRole("region", { name: "Pay monthly, or save with a yearly plan" });
    const monthly = plans.getByRole("tab", { name: "Monthly" });
    const yearly = plans.getByRole("tab", { name: "Yearly" });
    // The price as read out ("$9.99"); the styled copy beside it is hidden from assistive technology.
    const prices = () =>
      plans
        .getByRole("tabpanel")
        .getByText(/^\$\d+\.\d\d$/)
        .and(page.locator(':not([aria-hidden="true"])'));
    await expect(monthly).toHaveAttribute("aria-selected", "true");
    await expect(prices()).toHaveText(["$9.99", "$19.99", "$29.99"]);
    await expect(plans.getByRole("tabpanel").getByText("per month").first()).toBeVisible();

    await yearly.click();
    await expect(yearly).toHaveAttribute("aria-selected", "true");
    await expect(prices()).toHaveText(["$90.99", "$199.99", "$290.99"]);
    await expect(plans.getByRole("tabpanel").getByText("per year").first()).toBeVisible();
  });
});

test.describe("the coming-soon pages", () => {
  // A visitor in New York: the opening is written for Paris (09:00 at UTC+02:00, 07:00 UTC).
  test.use({ timezoneId: "America/New_York" });

  const notice = (page: Page) => page.getByRole("region", { name: "Our new online store opens soon" });
  const figures = (page: Page) => notice(page).locator("ol > li > span:first-child");

  test("counts down to the opening in any time zone, then says the store is live with the way in", async ({ page }) => {
    // One day, two hours, three minutes and a little before the opening.
    await page.clock.install({ time: new Date("2027-05-31T04:56:50Z") });
    await page.goto(COMING_SOON);
    await expect(figures(page)).toHaveText(["01", "02", /^0[23]$/, /^\d\d$/]);
    await expect(notice(page).getByText("Opening: Tuesday 1 June 2027, 09:00 (UTC+02:00)")).toBeVisible();
    await expect(notice(page).getByText("We are live!")).toHaveCount(0);

    await page.clock.fastForward("26:04:00");
    const live = notice(page).getByRole("status").filter({ hasText: "We are live!" });
    await expect(live).toBeVisible();
    await expect(figures(page)).toHaveCount(0);
    await expect(live.getByRole("link", { name: "Visit the store" })).toHaveAttribute("href", "/litho/shop/shop-wide");
  });

  test("the second version, opened after its release, says the app is live at once", async ({ page }) => {
    // The release is 10:00 at UTC-05:00, 15:00 UTC; an hour later.
    await page.clock.install({ time: new Date("2027-01-15T16:00:00Z") });
    await page.goto(COMING_SOON_V2);
    const region = page.getByRole("region", { name: "Book a class in three taps" });
    await expect(region.getByRole("status").filter({ hasText: "The app is live" })).toBeVisible();
    await expect(region.locator("ol > li")).toHaveCount(0);
    await expect(region.getByRole("button", { name: "Remind me" })).toBeVisible();
  });
});
