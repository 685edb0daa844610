import type { Page } from "@playwright/test";

/**
 * Records every layout shift of the pages `page` loads from now on, each with the start of the text
 * of the elements that moved. Call before `goto`; read them with `layoutShifts`.
 */
export const recordLayoutShifts = async (page: Page): Promise<void> => {
  await page.addInitScript(() => {
    const shifts: string[] = [];
    (window as unknown as { shifts: string[] }).shifts = shifts;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as unknown as { value: number; sources: { node?: Node }[] }[]) {
        shifts.push(`${entry.value.toFixed(4)} ${entry.sources.map((source) => source.node?.textContent?.slice(0, 24)).join(" | ")}`);
      }
    }).observe({ type: "layout-shift", buffered: true });
  });
};

/** The layout shifts of the page so far, as `recordLayoutShifts` noted them. */
export const layoutShifts = (page: Page): Promise<string[]> => page.evaluate(() => (window as unknown as { shifts: string[] }).shifts);
