import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { pageCutsNamedIn, removeUnusedPageCuts, withPageCut, withTranslatedNotFoundCuts } from "../../src/node/i18n/cjk-page-cuts";

const page = [
  '<html lang="zh-Hant-HK"><head>',
  '<link rel="preload" href="/fonts/cjk/noto-sans-tc-400.woff2" as="font" type="font/woff2" crossorigin="anonymous"/>',
  '<style data-cjk-cuts="all">@font-face{font-family:"Noto Sans TC";src:url("/fonts/cjk/noto-sans-tc-400.woff2")}</style>',
  "<style>.a::after{content:'樣式'}</style><title>金條</title></head>",
  '<body><h1>黃金</h1><img alt="金條圖"/><script>var s="腳本";</script></body></html>',
].join("");

describe("a translated page's own cut of the Chinese faces", () => {
  const faces = {
    firstScreen: [
      { weight: 400, file: "noto-sans-tc-page-abc-400.woff2", range: "U+91D1,U+9EC3" },
      { weight: 700, file: "noto-sans-tc-page-abc-700.woff2", range: "U+91D1" },
    ],
    later: [{ weight: 400, file: "noto-sans-tc-page-def-400.woff2", range: "U+689D" }],
  };

  it("declares the page's faces after the whole cut's, each claiming only its own characters", () => {
    const rules = /<style data-cjk-cuts="all">([^<]*)<\/style>/.exec(withPageCut(page, faces))?.[1] ?? "";
    expect(rules.indexOf("noto-sans-tc-400.woff2")).toBeLessThan(rules.indexOf("noto-sans-tc-page-abc-400.woff2"));
    expect(rules).toContain('font-weight:700;src:url("/fonts/cjk/noto-sans-tc-page-abc-700.woff2") format("woff2");unicode-range:U+91D1}');
    expect(rules).toContain('font-weight:400;src:url("/fonts/cjk/noto-sans-tc-page-def-400.woff2") format("woff2");unicode-range:U+689D}');
  });

  it("preloads its first screen's text face instead of the whole cut's, and not the rest of the page's", () => {
    const cut = withPageCut(page, faces);
    expect(cut).toContain('<link rel="preload" href="/fonts/cjk/noto-sans-tc-page-abc-400.woff2"');
    expect(cut).not.toContain('rel="preload" href="/fonts/cjk/noto-sans-tc-400.woff2"');
    expect(cut).not.toContain('rel="preload" href="/fonts/cjk/noto-sans-tc-page-def-400.woff2"');
  });
});

describe("the default language's 404 page", () => {
  const ownRules = '@font-face{font-family:"Noto Sans TC";src:url("/fonts/cjk/noto-sans-tc-default-400.woff2")}';
  const wholeRules = '@font-face{font-family:"Noto Sans TC";src:url("/fonts/cjk/noto-sans-tc-400.woff2")}';
  const notFound = `<head><style data-cjk-cuts="all default">${wholeRules}${ownRules}</style></head><body><h1>Ooops!</h1></body>`;

  it("declares its translations' cuts between the whole cut and its own, which still wins for its own few words", () => {
    const faces = [{ weight: 400, file: "noto-sans-tc-page-zh404-400.woff2", range: "U+3000-303F" }];
    const cut = withTranslatedNotFoundCuts(notFound, faces, ownRules);
    const rules = /<style data-cjk-cuts="all default">([^<]*)<\/style>/.exec(cut)?.[1] ?? "";
    const order = ["noto-sans-tc-400.woff2", "noto-sans-tc-page-zh404-400.woff2", "noto-sans-tc-default-400.woff2"].map((file) =>
      rules.indexOf(file),
    );
    expect(order.every((position) => position >= 0)).toBe(true);
    expect([...order].sort((a, b) => a - b)).toEqual(order);
  });

  it("leaves a page whose rules it does not recognise as it is", () => {
    const faces = [{ weight: 400, file: "noto-sans-tc-page-zh404-400.woff2", range: "U+3000-303F" }];
    expect(withTranslatedNotFoundCuts(notFound, faces, "@font-face{other}")).toBe(notFound);
  });
});

describe("the page faces no page declares", () => {
  const folders = (root: string) => [path.join(root, "static/fonts/cjk"), path.join(root, "public/fonts/cjk")];
  let root: string;
  beforeEach(() => {
    root = fs.mkdtempSync(path.join(os.tmpdir(), "cjk-cuts-"));
    for (const folder of folders(root)) {
      fs.mkdirSync(folder, { recursive: true });
      for (const file of ["noto-sans-tc-page-abc123-400.woff2", "noto-sans-tc-page-def456-700.woff2", "noto-sans-tc-400.woff2"])
        fs.writeFileSync(path.join(folder, file), "");
    }
  });
  afterEach(() => fs.rmSync(root, { recursive: true, force: true }));

  it("finds the page faces a page's HTML declares", () => {
    const html = `${page}<style>@font-face{src:url("/fonts/cjk/noto-sans-tc-page-abc123-400.woff2")}</style>`;
    expect(pageCutsNamedIn(html)).toEqual(["noto-sans-tc-page-abc123-400.woff2"]);
  });

  it("removes them from the cache and from the built site, and leaves the declared ones and the whole cut", () => {
    expect(removeUnusedPageCuts(path.join(root, "public"), new Set(["noto-sans-tc-page-abc123-400.woff2"]), root)).toBe(1);
    for (const folder of folders(root))
      expect(fs.readdirSync(folder).sort()).toEqual(["noto-sans-tc-400.woff2", "noto-sans-tc-page-abc123-400.woff2"]);
  });
});
