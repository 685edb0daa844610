import { test, expect, type Page } from "./support/fixtures";

const embed = (name: string) => `https://s3.tradingview.com/external-embedding/embed-widget-${name}.js`;

/** The JSON config a widget's script carries, read from the page. */
const configOf = async (page: Page, name: string) => JSON.parse((await page.locator(`script[src="${embed(name)}"]`).textContent()) ?? "{}");

test("the home chart loads only near the viewport and falls back to a link when blocked", async ({ page, blockedRequests }) => {
  await page.goto("/");
  const box = page.getByRole("region", { name: "Gold price chart", exact: true });
  await expect(box).toHaveCSS("height", "600px");
  expect(blockedRequests).not.toContain(embed("symbol-overview"));

  await box.scrollIntoViewIfNeeded();
  await expect.poll(() => blockedRequests).toContain(embed("symbol-overview"));
  const config = await configOf(page, "symbol-overview");
  expect(config.symbols[0][1]).toMatch(/XAUUSD\|1M$/);
  expect(config.dateRanges).toHaveLength(6);
  await expect(box.getByText("Live market data could not be loaded.")).toBeVisible();
  await expect(box.getByRole("link", { name: /View XAUUSD on TradingView/ })).toHaveAttribute("href", /tradingview\.com\/symbols\/XAUUSD/);
  await expect(page.locator(`script[src="${embed("symbol-overview")}"]`)).toHaveCount(1);
});

test("news and analysis requests each widget once with its configuration", async ({ page, blockedRequests }) => {
  await page.goto("/news-and-analysis");
  // Bring every box near the viewport in turn.
  for (const region of await page.locator("[data-status]").all()) {
    await region.scrollIntoViewIfNeeded();
  }
  await expect.poll(() => blockedRequests.filter((url) => url.includes("tradingview")).length).toBe(5);

  const advanced = await configOf(page, "advanced-chart");
  expect(advanced).toMatchObject({ interval: "60", theme: "dark", allow_symbol_change: false });
  expect(advanced.symbol).toMatch(/XAUUSD$/);
  expect((await configOf(page, "technical-analysis")).interval).toBe("1h");
  expect((await configOf(page, "timeline")).symbol).toMatch(/XAUUSD$/);
  expect(JSON.stringify(await configOf(page, "ticker-tape"))).toContain("XAUUSD");

  await expect(page.getByRole("region", { name: "Latest gold news", exact: true })).toHaveCSS("height", "430px");
  await expect(page.getByText("Live market data could not be loaded.")).toHaveCount(5);

  // Leaving and coming back injects each script once again, never twice.
  const menu = page.getByRole("navigation", { name: "Main" });
  await menu.getByRole("link", { name: "Home" }).click();
  await expect(menu.locator('[aria-current="page"]')).toHaveText("Home");
  await menu.getByRole("link", { name: "News & Analysis" }).click();
  await expect(menu.locator('[aria-current="page"]')).toHaveText("News & Analysis");
  await expect(page.locator(`script[src="${embed("ticker-tape")}"]`)).toHaveCount(1);
});
