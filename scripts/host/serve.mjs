// The production site as Netlify serves it, offline: the files of public/ with the headers and
// redirects gatsby-adapter-netlify wrote (public/_headers, public/_redirects), and the functions it
// wrapped (.netlify/functions-internal), called as Lambda handlers. `npm start` and the tests use it.
//
//   node scripts/host/serve.mjs [--port 9000] [--host 127.0.0.1]
import { createReadStream } from "node:fs";
import { readFile, stat } from "node:fs/promises";
import http from "node:http";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { gzipSync } from "node:zlib";
import { createRequire } from "node:module";
import { headersFor, parseHeaders, parseRedirects, redirectFor } from "./netlify-rules.mjs";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..", "..");
const publicDir = path.join(root, "public");
const functionsDir = path.join(root, ".netlify", "functions-internal");
const require = createRequire(import.meta.url);

const TYPES = {
  ".html": "text/html; charset=utf-8",
  ".js": "application/javascript; charset=utf-8",
  ".mjs": "application/javascript; charset=utf-8",
  ".css": "text/css; charset=utf-8",
  ".json": "application/json; charset=utf-8",
  ".webmanifest": "application/manifest+json; charset=utf-8",
  ".xml": "application/xml; charset=utf-8",
  ".txt": "text/plain; charset=utf-8",
  ".svg": "image/svg+xml",
  ".png": "image/png",
  ".jpg": "image/jpeg",
  ".jpeg": "image/jpeg",
  ".webp": "image/webp",
  ".avif": "image/avif",
  ".gif": "image/gif",
  ".ico": "image/x-icon",
  ".woff2": "font/woff2",
  ".woff": "font/woff",
  ".mp4": "video/mp4",
  ".webm": "video/webm",
  ".vtt": "text/vtt; charset=utf-8",
  ".map": "application/json; charset=utf-8",
};
const COMPRESSIBLE = /^(text\/|application\/(javascript|json|manifest\+json|xml)|image\/svg)/;

const readRules = async (name, parse) => parse(await readFile(path.join(publicDir, name), "utf8").catch(() => ""));

const fileAt = async (file) => {
  const info = await stat(file).catch(() => null);
  return info?.isFile() ? { file, size: info.size } : null;
};

/** The file an address names, as Netlify finds it: itself, then `.html` (pretty addresses), then a folder's index. */
const staticFile = async (urlPath) => {
  const base = path.join(publicDir, path.normalize(urlPath).replace(/^(\.\.[/\\])+/, ""));
  if (!base.startsWith(publicDir)) return null;
  return (await fileAt(base)) ?? (await fileAt(`${base.replace(/\/$/, "")}.html`)) ?? (await fileAt(path.join(base, "index.html")));
};

const gzipCache = new Map();

const sendFile = async (request, response, { file, size }, status, headers) => {
  const type = TYPES[path.extname(file)] ?? "application/octet-stream";
  const common = { ...Object.fromEntries(headers), "content-type": type };
  const range = /^bytes=(\d*)-(\d*)$/.exec(request.headers.range ?? "");
  if (range && status === 200) {
    // Media elements ask for ranges; one range is all they ever ask for.
    const start = range[1] ? Number(range[1]) : size - Number(range[2]);
    const end = range[1] && range[2] ? Math.min(Number(range[2]), size - 1) : size - 1;
    response.writeHead(206, {
      ...common,
      "accept-ranges": "bytes",
      "content-range": `bytes ${start}-${end}/${size}`,
      "content-length": end - start + 1,
    });
    if (request.method === "HEAD") return response.end();
    return createReadStream(file, { start, end }).pipe(response);
  }
  if (COMPRESSIBLE.test(type) && /\bgzip\b/.test(request.headers["accept-encoding"] ?? "")) {
    const key = `${file}:${size}`;
    if (!gzipCache.has(key)) gzipCache.set(key, gzipSync(await readFile(file)));
    const body = gzipCache.get(key);
    response.writeHead(status, { ...common, "content-encoding": "gzip", vary: "Accept-Encoding", "content-length": body.length });
    return response.end(request.method === "HEAD" ? undefined : body);
  }
  response.writeHead(status, { ...common, "accept-ranges": "bytes", "content-length": size });
  if (request.method === "HEAD") return response.end();
  return createReadStream(file).pipe(response);
};

const readBody = (request) =>
  new Promise((resolve, reject) => {
    const chunks = [];
    request.on("data", (chunk) => chunks.push(chunk));
    request.on("end", () => resolve(Buffer.concat(chunks)));
    request.on("error", reject);
  });

/** A function as Netlify calls it: a Lambda event in, a Lambda result out. The client's address comes as the edge sends it. */
const callFunction = async (request, response, url, name) => {
  const handlerFile = path.join(functionsDir, name, `${name}.js`);
  if (!(await fileAt(handlerFile))) return false;
  const { handler } = require(handlerFile);
  const multiValueHeaders = {};
  for (let index = 0; index < request.rawHeaders.length; index += 2) {
    (multiValueHeaders[request.rawHeaders[index].toLowerCase()] ??= []).push(request.rawHeaders[index + 1]);
  }
  multiValueHeaders["x-nf-client-connection-ip"] = [request.socket.remoteAddress ?? ""];
  const body = await readBody(request);
  const result = await handler(
    {
      path: url.pathname,
      rawUrl: url.href,
      httpMethod: request.method,
      multiValueHeaders,
      queryStringParameters: Object.fromEntries(url.searchParams),
      multiValueQueryStringParameters: {},
      body: body.length ? body.toString("base64") : null,
      isBase64Encoded: true,
    },
    { functionName: name },
  );
  const headers = { ...(result.headers ?? {}) };
  for (const [key, values] of Object.entries(result.multiValueHeaders ?? {})) headers[key] = values;
  response.writeHead(result.statusCode ?? 500, headers);
  response.end(result.body ? Buffer.from(result.body, result.isBase64Encoded ? "base64" : "utf8") : undefined);
  return true;
};

const notFoundPage = async (response, request, headerRules, urlPath) => {
  const page = await fileAt(path.join(publicDir, "404.html"));
  if (!page) {
    response.writeHead(404, { "content-type": "text/plain; charset=utf-8" });
    return response.end("Not found");
  }
  return sendFile(request, response, page, 404, headersFor(headerRules, urlPath));
};

export const createHostServer = async () => {
  const headerRules = await readRules("_headers", parseHeaders);
  const redirectRules = await readRules("_redirects", parseRedirects);
  if (headerRules.length === 0) throw new Error("public/_headers is missing or empty: run `npm run build` first (the adapter writes it).");

  return http.createServer(async (request, response) => {
    try {
      const url = new URL(request.url ?? "/", "http://localhost");
      const urlPath = decodeURIComponent(url.pathname);
      // Gatsby's addresses have no trailing slash (trailingSlash: "never"); Netlify sends the other form on.
      if (urlPath.length > 1 && urlPath.endsWith("/") && (await staticFile(urlPath))) {
        response.writeHead(301, { location: urlPath.replace(/\/+$/, "") + url.search });
        return response.end();
      }
      const found = await staticFile(urlPath);
      const rule = redirectFor(redirectRules, urlPath, Boolean(found));
      if (rule?.to.startsWith("/.netlify/functions/")) {
        if (await callFunction(request, response, url, rule.to.slice("/.netlify/functions/".length))) return;
      } else if (rule && rule.status >= 300 && rule.status < 400) {
        response.writeHead(rule.status, { location: rule.to });
        return response.end();
      } else if (rule) {
        const target = await staticFile(rule.to);
        if (target) return await sendFile(request, response, target, rule.status, headersFor(headerRules, urlPath));
      }
      if (found && (request.method === "GET" || request.method === "HEAD")) {
        return await sendFile(request, response, found, 200, headersFor(headerRules, urlPath));
      }
      return await notFoundPage(response, request, headerRules, urlPath);
    } catch (error) {
      console.error(`[host] ${request.method} ${request.url} failed:`, error);
      if (!response.headersSent) response.writeHead(500, { "content-type": "text/plain; charset=utf-8" });
      response.end("Internal error");
    }
  });
};

const option = (name, fallback) => {
  const index = process.argv.indexOf(`--${name}`);
  return index > 0 ? process.argv[index + 1] : fallback;
};

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const port = Number(option("port", process.env.PORT ?? "9000"));
  const host = option("host", "127.0.0.1");
  const server = await createHostServer();
  server.listen(port, host, () =>
    console.log(`The production site (public/, with its headers, redirects and functions) is at http://${host}:${port}`),
  );
  for (const signal of ["SIGINT", "SIGTERM"]) process.on(signal, () => server.close(() => process.exit(0)));
}
