import { cjkCharactersByWeight } from "../../src/node/i18n/cjk-weights";

const page = (head: string, body: string) => `<html lang="zh-Hant-HK"><head>${head}</head><body>${body}</body></html>`;
const sorted = (characters: Set<string>) => [...characters].sort().join("");
const chars = (text: string) => [...text].sort().join("");

describe("the Chinese characters a page draws in each weight", () => {
  it("takes the characters the page shows, its title and alternative texts included, not those of its scripts or styles", () => {
    const html = page(
      "<style>.a::after{content:'樣式'}</style><title>金條</title>",
      '<p>黃金</p><img alt="金條圖"/><script>var s="腳本";</script>',
    );
    const { 400: regular, 700: bold } = cjkCharactersByWeight(html);
    expect(sorted(new Set([...regular, ...bold]))).toBe(chars("金條黃圖"));
  });

  it("puts headings and text the page's rules make bold in the bold face, and the rest in the regular one", () => {
    const css =
      "h1{font-weight:600}.lead{font-weight:700}.lead em{font-weight:400}.pill{font:inherit;font-weight:600}.small{font:400 .8rem/1 sans-serif}";
    const body =
      '<h1>標題</h1><p class="lead">粗<em>細</em></p><p>正文</p><button class="pill">按鈕</button><strong class="small">小</strong><strong>強</strong>';
    const { 400: regular, 700: bold } = cjkCharactersByWeight(page(`<style>${css}</style>`, body));
    expect(sorted(bold)).toBe(chars("標題粗按鈕強"));
    expect(sorted(regular)).toBe(chars("細正文小"));
  });

  it("gives a form control the browser's normal weight, not its parent's, unless the page says otherwise", () => {
    const { 400: regular, 700: bold } = cjkCharactersByWeight(page("", '<p style="font-weight:700">段落<button>按</button></p>'));
    expect(sorted(bold)).toBe(chars("段落"));
    expect(sorted(regular)).toBe(chars("按"));
  });

  it("counts a weight that only a wide screen or a hovered or focused state gives in both faces", () => {
    const css = "a:hover{font-weight:700}.field:focus-within label{font-weight:600}@media (min-width:768px){.wide{font-weight:600}}";
    const body = '<a href="/">連結</a><div class="field"><label>標籤</label></div><span class="wide">寬</span><span>窄</span>';
    const { 400: regular, 700: bold } = cjkCharactersByWeight(page(`<style>${css}</style>`, body));
    expect(sorted(bold)).toBe(chars("連結標籤寬"));
    expect(sorted(regular)).toBe(chars("連結標籤寬窄"));
  });

  it("lets the later declaration of one rule win and !important win over a more specific selector", () => {
    const css = "p.note{font-weight:700}.note{font-weight:400!important}.x{font-weight:700;font-weight:400}";
    const { 400: regular, 700: bold } = cjkCharactersByWeight(
      page(`<style>${css}</style>`, '<p class="note">註</p><span class="x">後</span>'),
    );
    expect(sorted(bold)).toBe("");
    expect(sorted(regular)).toBe(chars("註後"));
  });

  it("leaves out the characters of the parts a selector names", () => {
    const body = "<main><section><h2>標題</h2><p>首屏</p></section><section><h2>次屏</h2><p>正文</p></section></main><footer>頁腳</footer>";
    const { 400: regular, 700: bold } = cjkCharactersByWeight(page("", body), {
      laidOutLater: "main > section:nth-child(n+2), main ~ footer",
    });
    expect(sorted(bold)).toBe(chars("標題"));
    expect(sorted(regular)).toBe(chars("首屏"));
  });
});

describe("the Chinese characters a phone draws at its first layout", () => {
  const firstLayout = (head: string, body: string, htmlClasses?: string[]) => {
    const { 400: regular, 700: bold } = cjkCharactersByWeight(page(head, body), { laidOutLater: ".later", htmlClasses });
    return sorted(new Set([...regular, ...bold]));
  };

  it("takes the body's text and the attributes a page draws, not the head, alternative texts or labels for screen readers", () => {
    const head = '<title>標題</title><meta name="description" content="描述"/><style>.cell::before{content:attr(data-label)}</style>';
    const body =
      '<p>正文</p><img alt="替代"/><button aria-label="關閉" title="提示">按</button><input placeholder="提示字" value="值"/><td class="cell" data-label="欄"></td>';
    expect(firstLayout(head, body)).toBe(chars("正文按提示字值欄"));
  });

  it("leaves out what the browser or the page's rules do not display on a phone, as the head script's classes make them apply", () => {
    const css =
      "html.js .panel:not([data-active]){display:none}@media (min-width:992px){.wide{display:none}}@media (max-width:767px){.desktop{display:none}}";
    const body = [
      '<div class="panel" data-active="">甲</div><div class="panel"><p>乙</p></div>',
      '<span class="wide">寬</span><span class="desktop">桌面</span>',
      '<form class="form"><select><option>選項</option></select></form><noscript>無腳本<style>.form{display:none}</style></noscript>',
      "<p hidden>隱藏</p><dialog><p>對話</p></dialog><details><summary>問</summary><p>答</p></details>",
    ].join("");
    expect(firstLayout(`<style>${css}</style>`, body, ["js"])).toBe(chars("甲寬選項問"));
    expect(firstLayout(`<style>${css}</style>`, body)).toBe(chars("甲乙寬選項問"));
  });

  it("shows what the page's rules display although the browser would hide it", () => {
    expect(firstLayout("<style>.open[hidden]{display:block}</style>", '<p class="open" hidden>展開</p><p hidden>收起</p>')).toBe(
      chars("展開"),
    );
  });
});
