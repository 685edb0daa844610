import { spawn, type ChildProcess } from "node:child_process";
import fs from "node:fs";
import net from "node:net";
import os from "node:os";
import path from "node:path";
import { test as base, expect, type Page } from "@playwright/test";
import sharp from "sharp";
import { dataProblems, dataSchema } from "../../src/node/data-check/check-data";
import { readDataFiles } from "../../src/node/data-check/data-files";
import { translationProblems } from "../../src/node/data-check/check-translations";
import { LOCAL_BACKEND_ORIGIN } from "../../src/node/editor/editor-policy";
import { MAX_UPLOAD_BYTES } from "../../src/node/editor/decap-config";
import { rootDir } from "./support/fixtures";

/**
 * The maintainers' editor at /admin/, driven as a maintainer drives it, against Decap's local backend
 * (decap-server, as `npm run cms` starts it) serving a scratch copy of data/: every save lands on disk
 * there, never in the repository's own files.
 */

const LOCAL_BACKEND_PORT = Number(new URL(LOCAL_BACKEND_ORIGIN).port);

type Snapshot = Map<string, string>;

const filesUnder = (dir: string): string[] =>
  (fs.readdirSync(dir, { recursive: true }) as string[]).filter((file) => fs.statSync(path.join(dir, file)).isFile());

const snapshot = (dataDir: string): Snapshot =>
  new Map(filesUnder(dataDir).map((file) => [file, fs.readFileSync(path.join(dataDir, file), "latin1")]));

const changedSince = (before: Snapshot, dataDir: string): string[] => {
  const after = snapshot(dataDir);
  const paths = new Set([...before.keys(), ...after.keys()]);
  return [...paths].filter((file) => before.get(file) !== after.get(file)).sort();
};

/** The lines that differ between two versions of a file, as [before, after] pairs. */
const changedLines = (before: string, after: string): [string, string][] => {
  const old = before.split("\n");
  const now = after.split("\n");
  expect(now.length).toBe(old.length);
  return old.flatMap((line, i) => (line === now[i] ? [] : [[line.trim(), now[i].trim()] as [string, string]]));
};

const portIsFree = (port: number): Promise<boolean> =>
  new Promise((resolve) => {
    const probe = net.connect({ port, host: "localhost" });
    probe.once("connect", () => {
      probe.destroy();
      resolve(false);
    });
    probe.once("error", () => resolve(true));
  });

const backendAnswers = async (): Promise<boolean> => {
  try {
    const response = await fetch(`${LOCAL_BACKEND_ORIGIN}/api/v1`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ action: "info" }),
    });
    return response.ok;
  } catch {
    return false;
  }
};

const test = base.extend<{ policyRefusals: string[] }>({
  policyRefusals: async ({}, use) => use([]),
  // Offline: the test server and the local backend only; what the editor's policy refuses is recorded.
  page: async ({ page, baseURL, policyRefusals }, use) => {
    const allowed = new Set([new URL(baseURL as string).origin, LOCAL_BACKEND_ORIGIN]);
    await page.context().route(
      (url) => !allowed.has(url.origin),
      (route) => route.abort("blockedbyclient"),
    );
    page.on("console", (message) => {
      if (message.type() === "error" && /Content Security Policy/i.test(message.text())) policyRefusals.push(message.text());
    });
    await use(page);
  },
});

test.describe("the content editor at /admin/", () => {
  test.describe.configure({ mode: "serial" });

  let scratch: string;
  let dataDir: string;
  let backend: ChildProcess | undefined;
  let before: Snapshot;

  test.beforeAll(async () => {
    if (!(await portIsFree(LOCAL_BACKEND_PORT))) {
      throw new Error(`Port ${LOCAL_BACKEND_PORT} is taken (is \`npm run cms\` running?): stop it, so this test cannot edit real files.`);
    }
    scratch = fs.mkdtempSync(path.join(os.tmpdir(), "editor-"));
    dataDir = path.join(scratch, "data");
    fs.cpSync(path.join(rootDir, "data"), dataDir, { recursive: true });
    backend = spawn(process.execPath, [path.join(rootDir, "node_modules", "decap-server", "dist", "index.js")], {
      env: { ...process.env, PORT: String(LOCAL_BACKEND_PORT), GIT_REPO_DIRECTORY: scratch, MODE: "fs", LOG_LEVEL: "error" },
      stdio: "inherit",
    });
    await expect.poll(backendAnswers, { timeout: 15_000 }).toBe(true);
  });

  test.afterAll(() => {
    backend?.kill();
    if (scratch) fs.rmSync(scratch, { recursive: true, force: true });
  });

  test.beforeEach(() => {
    before = snapshot(dataDir);
  });

  test.afterEach(({ policyRefusals }) => {
    expect(policyRefusals).toEqual([]);
  });

  /** Opens a file of the editor's menu, signing in to the local backend first. */
  const openFile = async (page: Page, collection: string, file: string) => {
    await page.goto(`/admin/#/collections/${collection}/entries/${file}`);
    await page.getByRole("button", { name: "Login" }).click();
    await expect(page.getByText("Writing in", { exact: false }).first()).toBeVisible({ timeout: 20_000 });
  };

  const publish = async (page: Page) => {
    await page.getByRole("button", { name: "Publish", exact: true }).click();
    await page.getByRole("menuitem", { name: "Publish now" }).click();
  };

  const dataCheckProblems = (): string[] => {
    const { files, problems } = readDataFiles(dataDir);
    return [...problems, ...dataProblems(dataSchema(), files, dataDir), ...translationProblems(files)];
  };

  test("a new sell price for the 1 kg bar is saved to prices.json, which still passes the data check, and nothing else changes", async ({
    page,
  }) => {
    await openFile(page, "prices", "prices");
    const sell = page.getByLabel("Price we sell at, HK$").nth(2);
    await expect(sell).toHaveValue("1015800");
    await sell.fill("1016800");
    await publish(page);

    await expect.poll(() => changedSince(before, dataDir)).toEqual([path.join("site", "prices.json")]);
    const file = path.join("site", "prices.json");
    expect(changedLines(before.get(file) as string, fs.readFileSync(path.join(dataDir, file), "latin1"))).toEqual([
      ['"sell": 1015800', '"sell": 1016800'],
    ]);
    expect(dataCheckProblems()).toEqual([]);
  });

  test("a Chinese paragraph is saved to the Chinese copy only; the English file stays as it was", async ({ page }) => {
    await openFile(page, "pages", "about");
    const summaries = page.getByLabel("Summary for search results");
    await expect(summaries).toHaveCount(2);
    const chinese = summaries.nth(1);
    await expect(chinese).toHaveValue(/三代/);
    await chinese.fill("三代經營黃金買賣的香港家族金號：我們的傳承與使命。");
    await publish(page);

    const copy = path.join("site", "zh-hk", "about.json");
    await expect.poll(() => changedSince(before, dataDir)).toEqual([copy]);
    const lines = changedLines(before.get(copy) as string, fs.readFileSync(path.join(dataDir, copy), "latin1"));
    expect(lines).toHaveLength(1);
    expect(Buffer.from(lines[0][1], "latin1").toString("utf8")).toBe(
      '"description": "三代經營黃金買賣的香港家族金號：我們的傳承與使命。",',
    );
    expect(dataCheckProblems()).toEqual([]);
  });

  test("a sell price below the buy price is refused with a message, and the file is left untouched", async ({ page }) => {
    await openFile(page, "prices", "prices");
    await page.getByLabel("Price we sell at, HK$").nth(2).fill("1000000");
    await publish(page);

    await expect(
      page.getByText(/sell \(1000000\) is below buy \(1006200\); the price we sell at must be at least the price we buy at/),
    ).toBeVisible();
    await page.waitForTimeout(1_000);
    expect(changedSince(before, dataDir)).toEqual([]);
  });

  test("a new picture is uploaded into the folder its neighbours are in, and both languages show it", async ({ page }) => {
    await openFile(page, "pages", "about");
    await page.getByRole("button", { name: "Choose different image" }).first().click();
    await expect(page.getByText("about.jpg", { exact: true })).toBeVisible();
    const picture = await sharp({ create: { width: 1200, height: 630, channels: 3, background: "#8a5d12" } })
      .jpeg()
      .toBuffer();
    await page.locator('input[type="file"]').setInputFiles({ name: "vault-door.jpg", mimeType: "image/jpeg", buffer: picture });
    await page.getByRole("button", { name: "Choose selected" }).click();
    await publish(page);

    const english = path.join("site", "en", "about.json");
    const chinese = path.join("site", "zh-hk", "about.json");
    const upload = path.join("site", "images", "banners", "vault-door.jpg");
    await expect.poll(() => changedSince(before, dataDir)).toEqual([upload, english, chinese].sort());
    for (const copy of [english, chinese]) {
      const seo = JSON.parse(fs.readFileSync(path.join(dataDir, copy), "utf8")).seo as { image: string };
      expect(seo.image).toBe("../images/banners/vault-door.jpg");
    }
    expect(dataCheckProblems()).toEqual([]);
  });

  test("a picture above the size limit is refused before it is uploaded", async ({ page }) => {
    await openFile(page, "pages", "about");
    await page.getByRole("button", { name: "Choose different image" }).first().click();
    const oversized = Buffer.alloc(MAX_UPLOAD_BYTES + 1024, 0xff);
    // Decap says so in an alert, which must be answered for the upload's handler to finish.
    const alerts: string[] = [];
    page.on("dialog", (dialog) => {
      alerts.push(dialog.message());
      void dialog.dismiss();
    });
    await page.locator('input[type="file"]').setInputFiles({ name: "too-large.jpg", mimeType: "image/jpeg", buffer: oversized });
    await expect.poll(() => alerts).toEqual([expect.stringMatching(/File too large[\s\S]*greater than 1500 kB/)]);
    await expect(page.getByText("too-large.jpg")).toHaveCount(0);
    expect(changedSince(before, dataDir)).toEqual([]);
  });

  test("is kept out of search engines, and the site's pages carry none of it", async ({ page, request }) => {
    const response = await request.get("/admin/");
    expect(response.headers()["content-security-policy"]).toContain("'unsafe-eval'");
    await page.goto("/admin/");
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", "noindex, nofollow");
    const home = await (await request.get("/")).text();
    expect(home).not.toMatch(/admin\/|decap/i);
    expect((await request.get("/")).headers()["content-security-policy"]).not.toContain("unsafe-eval");
    expect(await (await request.get("/sitemap-0.xml")).text()).not.toContain("/admin");
  });
});
