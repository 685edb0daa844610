import type { Page } from "@playwright/test";
import { expect } from "./fixtures";

const chineseFaceStatuses = (page: Page) =>
  page.evaluate(() => [...document.fonts].filter((face) => /^"?Noto Sans TC"?$/.test(face.family)).map((face) => face.status));

/**
 * What `measure` finds on `path` when the Chinese faces have not arrived, and what it finds once they
 * have. A face can come after the first paint on a slow line; blocking it at the network (rather than
 * routing it, which would slow every other file too) shows the page as it is until then.
 */
export const withoutAndWithChineseFaces = async <T>(page: Page, path: string, measure: () => Promise<T>): Promise<[T, T]> => {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send("Network.enable");
  await cdp.send("Network.setBlockedURLs", { urls: ["*/fonts/cjk/*"] });
  await page.goto(path, { waitUntil: "networkidle" });
  await page.evaluate(() => document.fonts.ready);
  expect(await chineseFaceStatuses(page)).not.toContain("loaded");
  const without = await measure();

  await cdp.send("Network.setBlockedURLs", { urls: [] });
  await page.reload({ waitUntil: "networkidle" });
  await page.evaluate(() => document.fonts.ready);
  expect(await chineseFaceStatuses(page)).toContain("loaded");
  return [without, await measure()];
};
