/**
 * The post-build rewrite that holds Gatsby's app scripts back until a page's first screen is complete:
 * the HTML transform itself, and the inline loader it writes, run in jsdom.
 */
import { deferAppScripts } from "../../src/node/defer-app-scripts";

const SCRIPTS = ["/webpack-runtime-1.js", "/framework-2.js", "/app-3.js"];

const builtPage = (scripts = SCRIPTS) =>
  [
    "<!DOCTYPE html><html><head></head><body><main>Gold</main>",
    '<script id="gatsby-script-loader">window.pagePath="/";</script>',
    '<!-- slice-start id="_gatsby-scripts-1" -->',
    '<script id="gatsby-chunk-mapping">window.___chunkMapping="{}";</script>',
    ...scripts.map((src) => `<script src="${src}" async></script>`),
    '<!-- slice-end id="_gatsby-scripts-1" --></body></html>',
  ].join("");

const deferredPage = (html = builtPage()) => {
  const result = deferAppScripts(html);
  if (result.status !== "deferred") throw new Error(`expected the page to be rewritten, got ${result.status}`);
  return result.html;
};

describe("deferAppScripts", () => {
  it("swaps Gatsby's async script tags for one loader of the same files, in order", () => {
    const result = deferAppScripts(builtPage());
    expect(result).toMatchObject({ status: "deferred", sources: SCRIPTS });
    const html = deferredPage();
    expect(html).not.toMatch(/<script src="[^"]+" async>/);
    expect(html).toContain(JSON.stringify(SCRIPTS));
    // Gatsby's own inline data stays where it was, and the loader stays inside the slice, so a cached
    // build that stitches the slice in again replaces the loader rather than adding a second one.
    expect(html).toContain('window.___chunkMapping="{}"');
    expect(html.indexOf("data-deferred-app-scripts")).toBeLessThan(html.indexOf("slice-end"));
  });

  it("leaves a page it has rewritten before as it is", () => {
    expect(deferAppScripts(deferredPage())).toEqual({ status: "already-deferred" });
  });

  it("reports a page without the scripts slice rather than guessing", () => {
    expect(deferAppScripts("<html><body><p>Hand-written</p></body></html>")).toEqual({ status: "no-scripts-slice" });
    expect(deferAppScripts(builtPage([]))).toEqual({ status: "no-scripts-slice" });
  });
});

describe("the inline loader", () => {
  type PaintCallback = () => void;
  let paintCallbacks: PaintCallback[];

  const requestedScripts = () => [...document.querySelectorAll("body > script[src]")].map((script) => script.getAttribute("src"));

  /** Puts the page's body in the document and runs its loader the way the browser would. */
  const loadPage = (bodyMarkup: string) => {
    const loader = new DOMParser().parseFromString(deferredPage(), "text/html").querySelector("[data-deferred-app-scripts]");
    document.body.innerHTML = bodyMarkup;
    new Function(loader?.textContent ?? "")();
  };

  const supportPaintTiming = () => {
    class FakeObserver {
      static supportedEntryTypes = ["paint", "largest-contentful-paint"];
      constructor(callback: PaintCallback) {
        paintCallbacks.push(callback);
      }
      observe() {}
    }
    Object.assign(window, { PerformanceObserver: FakeObserver });
  };

  beforeEach(() => {
    jest.useFakeTimers();
    paintCallbacks = [];
    Reflect.deleteProperty(window, "PerformanceObserver");
  });

  afterEach(() => {
    jest.useRealTimers();
    document.body.innerHTML = "";
  });

  it("requests the scripts only after the first paint", () => {
    supportPaintTiming();
    loadPage("<main>Gold</main>");
    jest.advanceTimersByTime(100);
    expect(requestedScripts()).toEqual([]);

    paintCallbacks.forEach((callback) => callback());
    jest.advanceTimersByTime(0);
    expect(requestedScripts()).toEqual(SCRIPTS);
  });

  it("then waits for first-screen images still loading", () => {
    supportPaintTiming();
    loadPage('<img loading="eager" src="/hero.webp" alt=""><img loading="lazy" src="/later.webp" alt="">');
    const hero = document.querySelector<HTMLImageElement>('img[loading="eager"]');
    Object.defineProperty(hero, "complete", { value: false });

    paintCallbacks.forEach((callback) => callback());
    jest.advanceTimersByTime(0);
    expect(requestedScripts()).toEqual([]);

    hero?.dispatchEvent(new Event("load"));
    expect(requestedScripts()).toEqual(SCRIPTS);
  });

  it("does not wait for a paint in a browser that cannot report one", () => {
    loadPage("<main>Gold</main>");
    expect(requestedScripts()).toEqual(SCRIPTS);
  });

  it("loads the scripts after three seconds at the latest, and only once", () => {
    supportPaintTiming();
    loadPage("<main>Gold</main>");
    jest.advanceTimersByTime(3000);
    expect(requestedScripts()).toEqual(SCRIPTS);

    paintCallbacks.forEach((callback) => callback());
    jest.advanceTimersByTime(0);
    expect(requestedScripts()).toEqual(SCRIPTS);
  });
});
