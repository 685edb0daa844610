import type { Page } from "@playwright/test";
import { expect } from "./fixtures";

/** A web font family and the addresses its files are served from. */
interface WebFont {
  family: string;
  files: string;
}

export const serifFont: WebFont = { family: "Playfair Display", files: "*/static/playfair-display-*" };

const faceStatuses = (page: Page, family: string) =>
  page.evaluate((name) => [...document.fonts].filter((face) => face.family.replace(/"/g, "") === name).map((face) => face.status), family);

/**
 * What `measure` finds on `path` when the font's faces have not arrived, and what it finds once they
 * have. A face can come after the first paint on a slow line; blocking it at the network (rather than
 * routing it, which would slow every other file too) shows the page as it is until then.
 */
export const withoutAndWithFont = async <T>(page: Page, font: WebFont, path: string, measure: () => Promise<T>): Promise<[T, T]> => {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send("Network.enable");
  await cdp.send("Network.setBlockedURLs", { urls: [font.files] });
  await page.goto(path, { waitUntil: "networkidle" });
  await page.evaluate(() => document.fonts.ready);
  expect(await faceStatuses(page, font.family)).not.toContain("loaded");
  const without = await measure();

  await cdp.send("Network.setBlockedURLs", { urls: [] });
  await page.reload({ waitUntil: "networkidle" });
  await page.evaluate(() => document.fonts.ready);
  expect(await faceStatuses(page, font.family)).toContain("loaded");
  return [without, await measure()];
};
