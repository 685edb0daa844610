import { isDefaultNotFoundPage, withTranslatedNotFoundBodies } from "../../src/node/i18n/translated-not-found";

const page = (root: string, pagePath: string) =>
  `<html lang="en"><head></head><body><div id="___gatsby">${root}</div><script id="gatsby-script-loader">window.pagePath="${pagePath}";</script></body></html>`;
const chinese = {
  pathPrefix: "/zh-hk",
  code: "zh-hk",
  htmlLang: "zh-Hant-HK",
  root: '<h1>找不到此頁面！</h1><a href="/">English</a>',
};

describe("the default language's 404 page", () => {
  it("carries each translated body after its own, with the script that puts one in", () => {
    const html = withTranslatedNotFoundBodies(page("<h1>Not found</h1>", "/404.html"), [chinese]);
    expect(html).toContain(
      '<div id="___gatsby"><h1>Not found</h1></div><template data-not-found-for="/zh-hk" data-code="zh-hk" data-lang="zh-Hant-HK"><h1>找不到此頁面！</h1>',
    );
    expect(html.indexOf("</template><script>")).toBeLessThan(html.indexOf('<script id="gatsby-script-loader">'));
  });

  it("is left as it is when it has the bodies already or there are none", () => {
    const once = withTranslatedNotFoundBodies(page("<h1>Not found</h1>", "/404.html"), [chinese]);
    expect(withTranslatedNotFoundBodies(once, [chinese])).toBe(once);
    expect(withTranslatedNotFoundBodies(page("<h1>Not found</h1>", "/404.html"), [])).toBe(page("<h1>Not found</h1>", "/404.html"));
  });

  it("is told apart from the translated 404 pages and the others", () => {
    expect(isDefaultNotFoundPage(page("", "/404.html"))).toBe(true);
    expect(isDefaultNotFoundPage(page("", "/404"))).toBe(true);
    expect(isDefaultNotFoundPage(page("", "/zh-hk/404.html"))).toBe(false);
    expect(isDefaultNotFoundPage(page("", "/about"))).toBe(false);
  });
});
