/**
 * @jest-environment node
 */
import { createHash } from "node:crypto";
import { embeddedThirdParties, inlineScriptHashes, inlineStyleHashes, pagePolicy } from "../../src/node/security/content-security-policy";
import {
  POLICY_BLOCK_END,
  POLICY_BLOCK_START,
  policyBlock,
  ruleForFile,
  withPolicyBlock,
} from "../../src/node/security/write-page-policies";

const hash = (text: string) => `'sha256-${createHash("sha256").update(text, "utf8").digest("base64")}'`;

const PAGE = `<!doctype html><html><head>
<style data-href="/app.css">body{color:#1e1e1e}</style>
<script type="application/ld+json">{"@type":"Organization"}</script>
<script>document.documentElement.classList.add('js')</script>
<script type="module">const e=1;</script>
<script src="/app-0123.js" async></script>
</head><body><div data-third-party="youtube"><p>价格 · 金</p></div>
<script id="gatsby-script-loader">/*<![CDATA[*/window.pagePath="/about";/*]]>*/</script></body></html>`;

describe("a page's Content-Security-Policy", () => {
  it("hashes each inline script the browser runs, byte for byte, and no data block or external script", () => {
    expect(inlineScriptHashes(PAGE)).toEqual([
      hash("document.documentElement.classList.add('js')"),
      hash("const e=1;"),
      hash('/*<![CDATA[*/window.pagePath="/about";/*]]>*/'),
    ]);
  });

  it("hashes the inlined stylesheets", () => {
    expect(inlineStyleHashes(PAGE)).toEqual([hash("body{color:#1e1e1e}")]);
  });

  it("allows exactly the third parties the page marks, in the directives they need", () => {
    const policy = pagePolicy(PAGE);
    expect(embeddedThirdParties(PAGE)).toEqual(["youtube"]);
    expect(policy).toMatch(/frame-src 'self' https:\/\/www\.youtube-nocookie\.com(;|$)/);
    expect(policy).toMatch(/connect-src 'self' https:\/\/www\.youtube-nocookie\.com(;|$)/);
    expect(policy).not.toMatch(/vimeo|google|tradingview/);
  });

  it("gives a page without embeds no third-party origin and never unsafe-inline or unsafe-eval for scripts", () => {
    const policy = pagePolicy(PAGE.replace(' data-third-party="youtube"', ""));
    expect(policy).not.toMatch(/https:/);
    expect(policy).not.toMatch(/unsafe-eval/);
    expect(/script-src ([^;]*)/.exec(policy)?.[1]).not.toMatch(/unsafe-inline/);
    for (const directive of [
      "object-src 'none'",
      "base-uri 'self'",
      "form-action 'self'",
      "frame-ancestors 'none'",
      "img-src 'self' data:",
    ]) {
      expect(policy).toContain(directive);
    }
  });

  it("stops the build on a mark that names no known party", () => {
    expect(() => pagePolicy('<div data-third-party="myspace"></div>')).toThrow(/myspace/);
  });
});

describe("the policies in the host's header file", () => {
  it("names each built file by the address it answers", () => {
    expect(ruleForFile("index.html")).toBe("/");
    expect(ruleForFile("about/index.html")).toBe("/about");
    expect(ruleForFile("about.html")).toBe("/about");
    expect(ruleForFile("litho/page/error-404.html")).toBe("/litho/page/error-404");
    expect(ruleForFile("404.html")).toBe("/*");
    expect(ruleForFile("404/index.html")).toBe("/*");
    expect(ruleForFile("zh-hk/404.html")).toBe("/zh-hk/*");
  });

  it("puts the wildcards, with the headers of every response, before the exact pages that override them", () => {
    const block = policyBlock([
      ["/about", "A"],
      ["/zh-hk/*", "Z"],
      ["/*", "W"],
    ]);
    const rules = block.split("\n").filter((line) => line.startsWith("/"));
    expect(rules).toEqual(["/*", "/zh-hk/*", "/about"]);
    const [wildcard] = block.split("\n/zh-hk/*");
    expect(wildcard).toContain("\n  strict-transport-security: max-age=31536000; includeSubDomains\n");
    expect(block).toContain("\n/about\n  Content-Security-Policy: A\n");
  });

  it("replaces its own block from an earlier build and keeps the adapter's", () => {
    const adapter =
      "# gatsby-adapter-netlify start\n/*\n  cache-control: public, max-age=0, must-revalidate\n# gatsby-adapter-netlify end\n";
    const first = withPolicyBlock("", policyBlock([["/", "OLD"]]));
    const second = withPolicyBlock(first + adapter, policyBlock([["/", "NEW"]]));
    expect(second).toContain(adapter);
    expect(second).not.toContain("OLD");
    expect(second.indexOf(POLICY_BLOCK_END)).toBeLessThan(second.indexOf("# gatsby-adapter-netlify start"));
    expect(second.split(POLICY_BLOCK_START)).toHaveLength(2);
  });
});
