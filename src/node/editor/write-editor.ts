/**
 * Writes the maintainers' editor into public/admin/: Decap CMS's prebuilt bundle and the React it runs
 * on, copied from their npm packages, the editor's own script (src/admin/editor.ts, bundled with its
 * configuration) and the page that loads them. It is a page of its own, outside Gatsby's pages and
 * bundles, so no other page gains a byte, and the sitemap and the search index never see it.
 */
import { copyFile, mkdir, writeFile } from "node:fs/promises";
import path from "node:path";
import { dataRules } from "../data-check/schema-rules";
import { dataSchema } from "../data-check/check-data";
import { readDataFiles } from "../data-check/data-files";
import type { DataFile } from "../data-check/check-values";
import { isObject } from "../data-check/json-value";
import { siteTextPath } from "../json-types";
import { DEFAULT_LANGUAGE } from "../../lib/i18n/languages";
import { decapConfig, editorFiles, languageFiles, type EditorBackend } from "./decap-config";
import { editorPolicy } from "./editor-policy";
import { EDITOR_PATH } from "./editor-path";

/** The scripts the page loads, in order: React, ReactDOM, Decap CMS, then the editor's own. */
const VENDOR_SCRIPTS: readonly { from: string; to: string }[] = [
  { from: "react/umd/react.production.min.js", to: "react.production.min.js" },
  { from: "react-dom/umd/react-dom.production.min.js", to: "react-dom.production.min.js" },
  { from: "decap-cms-app/dist/decap-cms-app.js", to: "decap-cms-app.js" },
];
const EDITOR_SCRIPT = "editor.js";

/**
 * Production saves go through the host's Git Gateway unless CMS_GITHUB_REPO names a GitHub repository
 * ("owner/name"); CMS_BRANCH is the branch saves are committed to (README, "Editing in production").
 */
export const editorBackend = (env: NodeJS.ProcessEnv = process.env): EditorBackend => {
  const branch = env.CMS_BRANCH || "main";
  return env.CMS_GITHUB_REPO ? { name: "github", repo: env.CMS_GITHUB_REPO, branch } : { name: "git-gateway", branch };
};

const editorPage = (siteName: string): string =>
  [
    "<!doctype html>",
    '<html lang="en">',
    "<head>",
    '<meta charset="utf-8">',
    // Decap's editor is laid out for a desktop: a phone shows it whole, zoomed out, rather than cut off.
    '<meta name="viewport" content="width=1100">',
    '<meta name="robots" content="noindex, nofollow">',
    `<title>Content editor · ${siteName}</title>`,
    "</head>",
    "<body>",
    "<noscript>The content editor needs JavaScript.</noscript>",
    ...[...VENDOR_SCRIPTS.map(({ to }) => to), EDITOR_SCRIPT].map((file) => `<script src="${EDITOR_PATH}/${file}"></script>`),
    "</body>",
    "</html>",
    "",
  ].join("\n");

/** The editor's policy for its page and its files (public/_headers). */
export const editorPolicies = (backend: EditorBackend): Record<string, string> => ({
  [EDITOR_PATH]: editorPolicy(backend),
  [`${EDITOR_PATH}/*`]: editorPolicy(backend),
});

const siteNameOf = (files: readonly DataFile[]): string => {
  const company = files.find((file) => file.path === siteTextPath(DEFAULT_LANGUAGE.code, "company.json"))?.content;
  return isObject(company) && typeof company.name === "string" ? company.name : "the site";
};

export interface WriteEditorOptions {
  root: string;
  siteUrl: string;
  backend: EditorBackend;
}

export const writeEditor = async ({ root, siteUrl, backend }: WriteEditorOptions): Promise<void> => {
  const dir = path.join(root, "public", EDITOR_PATH);
  const { files } = readDataFiles(path.join(root, "data"));
  const siteName = siteNameOf(files);
  const config = decapConfig({ rules: dataRules(dataSchema()), files, backend, siteUrl });
  await mkdir(dir, { recursive: true });
  await Promise.all(VENDOR_SCRIPTS.map(({ from, to }) => copyFile(path.join(root, "node_modules", from), path.join(dir, to))));
  // Loaded when used: esbuild runs its own binary, which only the build needs.
  const { build } = await import("esbuild");
  await build({
    entryPoints: [path.join(root, "src", "admin", "editor.ts")],
    outfile: path.join(dir, EDITOR_SCRIPT),
    bundle: true,
    minify: true,
    format: "iife",
    platform: "browser",
    target: "es2019",
    logLevel: "warning",
    define: { EDITOR_SETUP: JSON.stringify({ config, files: editorFiles(), texts: languageFiles(files) }) },
  });
  await writeFile(path.join(dir, "index.html"), editorPage(siteName));
};

/**
 * `gatsby develop` serves public/ but never its HTML files (they would be stale pages), so the
 * editor's page is answered here; its scripts are served with the rest of public/.
 */
export const serveEditorInDevelop = ({
  app,
}: {
  app: { get(paths: string[], handler: (req: unknown, res: { sendFile(file: string): void }) => void): void };
}): void => {
  const page = path.join(process.cwd(), "public", EDITOR_PATH, "index.html");
  app.get([EDITOR_PATH, `${EDITOR_PATH}/`], (_req, res) => res.sendFile(page));
};
