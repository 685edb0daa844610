/*
 * A post's own media as a reader meets it: the audio post's player keeps its place while Chromium
 * lays out its controls (which fit the time and volume in a moment after the first pass), then
 * shows, ready to play by keyboard. Only the player's own movements count here.
 */
import { expect, test } from "./support/fixtures";

const AUDIO_POST = "/litho/blog-types/blog-audio-post/16";

for (const width of [375, 1280]) {
  test(`the audio player shows without jumping, at ${width} px`, async ({ page }) => {
    await page.setViewportSize({ width, height: 820 });
    await page.addInitScript(() => {
      const shifts: string[] = [];
      (window as unknown as { shifts: string[] }).shifts = shifts;
      new PerformanceObserver((list) => {
        // The controls' parts live in the player's closed shadow tree, so their shifts come without a node.
        for (const entry of list.getEntries() as unknown as { value: number; sources: { node?: Node | null }[] }[]) {
          const inPlayer = entry.sources.filter((source) => !source.node || source.node.nodeName === "AUDIO");
          if (inPlayer.length > 0) shifts.push(`${entry.value.toFixed(5)}: ${inPlayer.length} part(s) of the player moved`);
        }
      }).observe({ type: "layout-shift", buffered: true });
    });
    await page.goto(AUDIO_POST, { waitUntil: "networkidle" });
    const player = page.locator("audio");
    await expect(player).toBeVisible();
    await expect(player).toHaveAttribute("controls", "");
    await player.focus();
    await expect(player).toBeFocused();
    expect(await page.evaluate(() => (window as unknown as { shifts: string[] }).shifts)).toEqual([]);
  });
}
