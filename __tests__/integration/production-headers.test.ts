/*
 * The headers production sends, read from the adapter's own output as the host serves it: every
 * security header on an HTML page, a hashed asset, a page-data file and a function; caching as Gatsby
 * advises; and, in every built page, each inline script covered by a hash in the policy of its address.
 */
import { createHash } from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import { headersFor, parseHeaders } from "../../scripts/host/netlify-rules.mjs";
import { ROOT_DIR, startSite, type SiteServer } from "./support/site-server";

const publicDir = path.join(ROOT_DIR, "public");

const SECURITY_HEADERS: [string, RegExp][] = [
  ["strict-transport-security", /^max-age=(\d{8,}|3153[6-9]\d{3}|315[4-9]\d{4}|31[6-9]\d{5}|3[2-9]\d{6}); includeSubDomains/],
  ["x-content-type-options", /^nosniff$/],
  ["referrer-policy", /^strict-origin-when-cross-origin$/],
  ["permissions-policy", /camera=\(\).*geolocation=\(\).*microphone=\(\)/],
  ["cross-origin-opener-policy", /^same-origin$/],
  ["x-frame-options", /^DENY$/],
];

const IMMUTABLE = "public, max-age=31536000, immutable";
const REVALIDATE = "public, max-age=0, must-revalidate";

let site: SiteServer;

beforeAll(async () => {
  site = await startSite({ SMTP_URL: "", RATE_LIMIT_MAX: "1000", OUTBOX_DIR: fs.mkdtempSync(path.join(ROOT_DIR, ".cache", "outbox-")) });
});

afterAll(async () => {
  await site?.stop();
});

const get = (address: string, init?: RequestInit) => fetch(`${site.origin}${address}`, { redirect: "manual", ...init });

const expectSecurityHeaders = (response: Response, what: string) => {
  for (const [name, value] of SECURITY_HEADERS)
    expect([what, name, response.headers.get(name)]).toEqual([what, name, expect.stringMatching(value)]);
  expect(response.headers.get("x-powered-by")).toBeNull();
  expect(response.headers.get("access-control-allow-origin")).toBeNull();
};

/** The hashed app bundle every page loads, as the page names it. */
const appBundle = (html: string): string => {
  const match = /\/app-[0-9a-f]{20}\.js/.exec(html);
  if (!match) throw new Error("no app bundle named in the page");
  return match[0];
};

describe("headers on every kind of response", () => {
  it("an HTML page: every security header, revalidated, and its own policy refusing frames and plugins", async () => {
    const response = await get("/about");
    expect(response.status).toBe(200);
    expectSecurityHeaders(response, "/about");
    expect(response.headers.get("cache-control")).toBe(REVALIDATE);
    const policy = response.headers.get("content-security-policy") ?? "";
    expect(policy).toMatch(/frame-ancestors 'none'/);
    expect(policy).toMatch(/object-src 'none'/);
    expect(policy).toMatch(/base-uri 'self'/);
    expect(policy).toMatch(/form-action 'self'/);
    expect(policy).toMatch(/connect-src 'self'(;|$)/);
    expect(policy).toMatch(/img-src 'self' data:(;|$)/);
    expect(policy).not.toMatch(/unsafe-eval/);
    expect(/script-src ([^;]*)/.exec(policy)?.[1]).not.toMatch(/unsafe-inline/);
  });

  it("a hashed asset: every security header, cached for a year", async () => {
    const asset = appBundle(await (await get("/")).text());
    const response = await get(asset);
    expect(response.status).toBe(200);
    expectSecurityHeaders(response, asset);
    expect(response.headers.get("cache-control")).toBe(IMMUTABLE);
    const [image] = (fs.readdirSync(path.join(publicDir, "static"), { recursive: true }) as string[]).filter((file) =>
      file.endsWith(".webp"),
    );
    expect((await get(`/static/${image}`)).headers.get("cache-control")).toBe(IMMUTABLE);
  });

  it("a page-data file: every security header, revalidated", async () => {
    const response = await get("/page-data/about/page-data.json");
    expect(response.status).toBe(200);
    expectSecurityHeaders(response, "page-data");
    expect(response.headers.get("cache-control")).toBe(REVALIDATE);
  });

  it("a function: every security header, never stored, no CORS allowance", async () => {
    const response = await get("/api/subscribe", {
      method: "POST",
      headers: { "content-type": "application/json", accept: "application/json", origin: "https://elsewhere.example" },
      body: JSON.stringify({ formId: "subscribe-email", email: "not-an-address" }),
    });
    expect(response.status).toBeGreaterThanOrEqual(400);
    expectSecurityHeaders(response, "/api/subscribe");
    expect(response.headers.get("cache-control")).toBe("no-store");
  });

  it("a missing address under /zh-hk/ answers the Chinese not-found page with status 404, before any script", async () => {
    const response = await get("/zh-hk/no-such-page");
    expect(response.status).toBe(404);
    const html = await response.text();
    expect(html).toMatch(/<html[^>]* lang="zh-Hant-HK"/);
    expect(html).toContain("找不到");
    const english = await get("/no-such-page");
    expect(english.status).toBe(404);
    expect(await english.text()).toMatch(/<html[^>]* lang="en"/);
  });

  it("security.txt names the trader's address and a future expiry", async () => {
    const response = await get("/.well-known/security.txt");
    expect(response.status).toBe(200);
    const text = await response.text();
    expect(text).toMatch(/^Contact: mailto:enquiries@harbourgold\.hk$/m);
    const expires = new Date(/^Expires: (.+)$/m.exec(text)?.[1] ?? "");
    expect(expires.getTime()).toBeGreaterThan(Date.now());
    expect(expires.getTime() - Date.now()).toBeLessThan(366 * 24 * 3600 * 1000);
  });
});

/** Every built page and the address it answers, in the host's layout (about.html is /about). */
const builtPages = (): [string, string][] =>
  (fs.readdirSync(publicDir, { recursive: true }) as string[])
    .filter((file) => file.endsWith(".html") && !/^(page-data|_gatsby|static)\//.test(file))
    .map((file) => [
      file,
      file === "index.html"
        ? "/"
        : /(^|\/)404\.html$/.test(file)
          ? `/${file.replace(/404\.html$/, "")}missing-page`
          : `/${file.replace(/\.html$/, "")}`,
    ]);

const sha256 = (text: string) => `'sha256-${createHash("sha256").update(text, "utf8").digest("base64")}'`;

describe("the security policy of every built page", () => {
  const rules = parseHeaders(fs.readFileSync(path.join(publicDir, "_headers"), "utf8"));
  const pages = builtPages();

  it("covers the whole build", () => {
    expect(pages.length).toBeGreaterThan(460);
  });

  it("hashes each inline script a page runs, and allows no third party the page does not embed", () => {
    const problems: string[] = [];
    for (const [file, address] of pages) {
      const html = fs.readFileSync(path.join(publicDir, file), "utf8");
      const policy = new Map(headersFor(rules, address)).get("Content-Security-Policy") ?? "";
      const scriptSources = (/script-src ([^;]*)/.exec(policy)?.[1] ?? "").split(" ");
      if (scriptSources.length < 2) problems.push(`${address}: no script-src`);
      for (const [, attributes, body] of html.matchAll(/<script([^>]*)>([\s\S]*?)<\/script>/g)) {
        if (/\ssrc=/.test(attributes) || /type="application\/ld\+json"/.test(attributes)) continue;
        if (!scriptSources.includes(sha256(body))) problems.push(`${address}: inline script not hashed: ${body.slice(0, 60)}`);
      }
      const embeds = html.includes("data-third-party=");
      if (!embeds && /https:/.test(policy)) problems.push(`${address}: a third-party origin without an embed`);
    }
    expect(problems).toEqual([]);
  });
});
