/**
 * The Content-Security-Policy of /admin/, the one page that needs more than the site's. Decap CMS
 * compiles its configuration's schema into functions at run time (ajv), hence `'unsafe-eval'`, and its
 * components style themselves with `<style>` elements they write as they render, hence
 * `'unsafe-inline'` for styles. It talks to the local backend (decap-server, on the maintainer's own
 * machine) and, with the GitHub backend, to GitHub's API; uploads are previewed, and read for saving, from blob: addresses.
 * No other page gets any of this (docs/security.md).
 */
import type { EditorBackend } from "./decap-config";

/** Where `npm run cms` serves Decap's local backend; Decap looks there when the editor runs on localhost. */
export const LOCAL_BACKEND_ORIGIN = "http://localhost:8081";

const GITHUB = { connect: ["https://api.github.com"], img: ["https://avatars.githubusercontent.com", "https://raw.githubusercontent.com"] };

export const editorPolicy = (backend: EditorBackend): string => {
  const github = backend.name === "github";
  const directives: [string, string[]][] = [
    ["default-src", ["'self'"]],
    ["script-src", ["'self'", "'unsafe-eval'"]],
    ["style-src", ["'self'", "'unsafe-inline'"]],
    ["img-src", ["'self'", "data:", "blob:", ...(github ? GITHUB.img : [])]],
    ["font-src", ["'self'", "data:"]],
    ["connect-src", ["'self'", "blob:", LOCAL_BACKEND_ORIGIN, ...(github ? GITHUB.connect : [])]],
    ["frame-src", ["'self'"]],
    ["object-src", ["'none'"]],
    ["base-uri", ["'self'"]],
    ["form-action", ["'self'"]],
    ["frame-ancestors", ["'none'"]],
  ];
  return directives.map(([name, sources]) => `${name} ${sources.join(" ")}`).join("; ");
};
