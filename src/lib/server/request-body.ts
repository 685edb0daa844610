/*
 * Reading and parsing an enquiry's body inside the function, not in Express.
 *
 * Express's body parsers run before a Gatsby Function and answer a malformed or oversized
 * body with their own HTML error page. The exported function config below switches every
 * one of them off (each only accepts a media type no client sends), so the stream reaches
 * the function untouched and every answer, 400 and 413 included, is ours.
 */
import type { GatsbyFunctionConfig } from "gatsby";

/** Largest body accepted: a 5,000-character message in Chinese, percent-encoded, still fits. */
export const MAX_BODY_BYTES = 64 * 1024;
/**
 * Beyond the limit the rest is still read and thrown away up to this size, so the client gets
 * to read our 413 instead of a reset connection; past it the connection is closed.
 */
export const MAX_DRAIN_BYTES = 1024 * 1024;

const NEVER_SENT_TYPE = "application/x-harbour-gold-body-read-by-function";

export const BODY_PARSER_CONFIG: GatsbyFunctionConfig = {
  bodyParser: {
    json: { type: NEVER_SENT_TYPE },
    text: { type: NEVER_SENT_TYPE },
    raw: { type: NEVER_SENT_TYPE },
    urlencoded: { type: NEVER_SENT_TYPE, extended: false },
  },
};

export type BodyKind = "json" | "form";

/** JSON, or an ordinary HTML form post; anything else is a 415. Only UTF-8 text is accepted. */
export const bodyKindOf = (contentType: string | undefined): BodyKind | null => {
  if (!contentType) return null;
  const [mediaType, ...params] = contentType.split(";").map((part) => part.trim().toLowerCase());
  const charset = params
    .find((param) => param.startsWith("charset="))
    ?.slice("charset=".length)
    .replace(/"/g, "");
  if (charset && charset !== "utf-8" && charset !== "utf8" && charset !== "us-ascii") return null;
  if (mediaType === "application/json") return "json";
  if (mediaType === "application/x-www-form-urlencoded") return "form";
  return null;
};

export type BodyRead = { ok: true; bytes: Buffer } | { ok: false; reason: "too-large" | "aborted" };

/** The parts of a request stream that reading needs; an IncomingMessage fits. */
export interface BodySource {
  on(event: "data", listener: (chunk: Buffer | string) => void): unknown;
  on(event: "end" | "close", listener: () => void): unknown;
  on(event: "error", listener: (error: Error) => void): unknown;
  pause(): unknown;
  readableEnded?: boolean;
}

/** Reads the whole body up to `limit` bytes; larger bodies are drained, not kept. */
export const readBody = (source: BodySource, limit = MAX_BODY_BYTES, drainLimit = MAX_DRAIN_BYTES): Promise<BodyRead> =>
  new Promise((resolve) => {
    const chunks: Buffer[] = [];
    let size = 0;
    let settled = false;
    const finish = (result: BodyRead) => {
      if (!settled) {
        settled = true;
        resolve(result);
      }
    };
    source.on("data", (chunk) => {
      if (settled) return;
      const buffer = typeof chunk === "string" ? Buffer.from(chunk) : chunk;
      size += buffer.length;
      if (size <= limit) chunks.push(buffer);
      else if (size > drainLimit) {
        source.pause();
        finish({ ok: false, reason: "too-large" });
      }
    });
    source.on("end", () => finish(size > limit ? { ok: false, reason: "too-large" } : { ok: true, bytes: Buffer.concat(chunks) }));
    source.on("error", () => finish({ ok: false, reason: "aborted" }));
    source.on("close", () => finish({ ok: false, reason: "aborted" }));
  });

export type ParsedBody = { ok: true; fields: Record<string, unknown> } | { ok: false };

/** Only plain values are kept: nested objects or arrays are not form fields. */
const plainFields = (input: Record<string, unknown>): Record<string, unknown> => {
  const fields: Record<string, unknown> = {};
  for (const [name, value] of Object.entries(input)) {
    if (typeof value === "string" || typeof value === "boolean" || typeof value === "number") fields[name] = value;
  }
  return fields;
};

const decodeUtf8 = (bytes: Buffer): string | null => {
  try {
    return new TextDecoder("utf-8", { fatal: true }).decode(bytes);
  } catch {
    return null;
  }
};

const parseJsonObject = (text: string): Record<string, unknown> | null => {
  try {
    const value: unknown = JSON.parse(text);
    return typeof value === "object" && value !== null && !Array.isArray(value) ? (value as Record<string, unknown>) : null;
  } catch {
    return null;
  }
};

/** A repeated name keeps its first value, as a form has one control per name. */
const parseFormEncoded = (text: string): Record<string, unknown> => {
  const fields: Record<string, unknown> = {};
  for (const [name, value] of new URLSearchParams(text)) {
    if (!(name in fields)) fields[name] = value;
  }
  return fields;
};

export const parseBody = (kind: BodyKind, bytes: Buffer): ParsedBody => {
  const text = decodeUtf8(bytes);
  if (text === null) return { ok: false };
  if (kind === "form") return { ok: true, fields: parseFormEncoded(text) };
  const object = parseJsonObject(text);
  return object ? { ok: true, fields: plainFields(object) } : { ok: false };
};
