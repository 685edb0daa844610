#!/usr/bin/env node
/**
 * Screenshots of built pages at phone and desktop widths, for looking at what we ship.
 * Usage: node scripts/screenshots.mjs http://127.0.0.1:9000 /about /contact  (defaults to every live route)
 * Writes PNGs to screenshots/ (gitignored).
 */
import { chromium } from "@playwright/test";
import fs from "fs";

const [base = "http://127.0.0.1:9000", ...paths] = process.argv.slice(2);
const routes = paths.length ? paths : ["/", "/about", "/products", "/news-and-analysis", "/contact", "/no-such-page"];
const widths = [375, 1280];
const executablePath = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";

fs.mkdirSync("screenshots", { recursive: true });
const browser = await chromium.launch({
  executablePath,
  args: [
    "--no-sandbox",
    "--disable-gpu",
    "--disable-background-networking",
    "--disable-component-update",
    "--disable-sync",
    "--disable-quic",
  ],
});
for (const width of widths) {
  // The capture adds a style of its own, which the pages' security policy would refuse.
  const context = await browser.newContext({ viewport: { width, height: width < 768 ? 812 : 800 }, bypassCSP: true });
  // Third parties are blocked, as in the tests: the pages must stand on their own.
  await context.route(/^https?:\/\/(?!127\.0\.0\.1|localhost)/, (route) => route.abort());
  const page = await context.newPage();
  for (const route of routes) {
    await page.goto(`${base}${route}`, { waitUntil: "networkidle" });
    // Scroll through so lazy images and reveal animations settle before the full-page capture.
    await page.evaluate(async () => {
      for (let y = 0; y < document.body.scrollHeight; y += 400) {
        window.scrollTo(0, y);
        await new Promise((resolve) => setTimeout(resolve, 60));
      }
      window.scrollTo(0, 0);
    });
    await page.waitForTimeout(1500);
    // A full-page capture paints the whole page at once, but sections that skip their rendering while
    // off screen (content-visibility: auto) would come out blank below the first screen.
    await page.addStyleTag({ content: "* { content-visibility: visible !important; }" });
    const name = `screenshots/${route === "/" ? "home" : route.replace(/\//g, "_").replace(/^_/, "")}-${width}.png`;
    await page.screenshot({ path: name, fullPage: true });
    console.log(name);
  }
  await context.close();
}
await browser.close();
