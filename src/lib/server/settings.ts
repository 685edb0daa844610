/*
 * Run-time settings of the enquiry endpoints.
 *
 * Gatsby bundles functions with a DefinePlugin that replaces `process.env.X` by its value at
 * build time, so a plain `process.env.SMTP_URL` here would be frozen into .cache/functions (or be
 * undefined). Going through `globalThis.process` is invisible to that plugin: the values are read
 * from the server's real environment, on every request.
 */
import path from "node:path";
import company from "../../../data/site/en/company.json";

export type Env = Readonly<Record<string, string | undefined>>;

export interface RateLimitSettings {
  /** Posts one client may make per window. */
  max: number;
  windowMs: number;
}

/**
 * Where accepted enquiries go: a mail server, the outbox folder (.eml files, the local default), or
 * nowhere, when the server cannot deliver at all; `problem` then says why, for the log.
 */
export type DeliverySetting = { via: "smtp"; smtpUrl: string } | { via: "outbox"; outboxDir: string } | { via: "none"; problem: string };

export interface ServerSettings {
  delivery: DeliverySetting;
  mailTo: string;
  mailFrom: string;
  rateLimit: RateLimitSettings;
  /** How long an SMTP connection, greeting or reply may take before the send counts as failed. */
  smtpTimeoutMs: number;
  /** Use X-Forwarded-For for the client's address; only right behind a proxy that sets it. */
  trustProxy: boolean;
  /** Key of the HMAC that turns a client's address into its rate-limit entry in Netlify Blobs. */
  rateLimitSalt: string;
}

export const DEFAULTS = {
  mailTo: company.email,
  mailFrom: `"${company.name} website" <${company.email}>`,
  outboxDir: "outbox",
  rateLimitMax: 5,
  rateLimitWindowSeconds: 600,
  smtpTimeoutSeconds: 15,
  // Public, so it only keeps addresses out of the store; RATE_LIMIT_SALT, kept secret, also makes them unguessable.
  rateLimitSalt: "harbour-gold-bullion enquiry rate limit",
} as const;

/** The environment the server was started with; never the build's. */
export const runtimeEnv = (): Env => globalThis.process?.env ?? {};

const text = (env: Env, name: string): string | null => {
  const value = env[name]?.trim();
  return value ? value : null;
};

/** A whole number within bounds, else the default: a typo in a limit must not disable it. */
const wholeNumber = (env: Env, name: string, fallback: number, min: number, max: number): number => {
  const raw = text(env, name);
  if (raw === null || !/^\d+$/.test(raw)) return fallback;
  const value = Number(raw);
  return value >= min && value <= max ? value : fallback;
};

const flag = (env: Env, name: string): boolean => /^(1|true|yes|on)$/i.test(text(env, name) ?? "");

/** AWS Lambda sets this for every function it runs, and Netlify Functions run on Lambda. */
const isServerless = (env: Env): boolean => text(env, "AWS_LAMBDA_FUNCTION_NAME") !== null;

const isSmtpUrl = (value: string): boolean => {
  try {
    const url = new URL(value);
    return (url.protocol === "smtp:" || url.protocol === "smtps:") && url.hostname !== "";
  } catch {
    return false;
  }
};

const HOW_TO_SET_SMTP_URL =
  "Set SMTP_URL (smtp://user:pass@host:587 or smtps://user:pass@host:465) in the site's environment variables, " +
  "scope Functions (Netlify: Site configuration > Environment variables), and redeploy; on a server of your own, " +
  "in the environment it starts with.";

/**
 * A serverless host has no outbox: its file system is read-only or thrown away, and nobody reads
 * it. There, a missing SMTP_URL means no enquiry can be delivered, and the log says so at once
 * instead of the visitors finding out. A value that is not an SMTP URL is refused everywhere, and
 * never echoed, since it may hold a password.
 */
const deliveryOf = (env: Env, cwd: string): DeliverySetting => {
  const smtpUrl = text(env, "SMTP_URL");
  if (smtpUrl !== null) {
    return isSmtpUrl(smtpUrl)
      ? { via: "smtp", smtpUrl }
      : { via: "none", problem: `SMTP_URL is not a valid smtp:// or smtps:// URL, so no enquiry can be sent. ${HOW_TO_SET_SMTP_URL}` };
  }
  if (isServerless(env)) {
    return {
      via: "none",
      problem: `SMTP_URL is not set, and a serverless host keeps no outbox, so no enquiry can be delivered. ${HOW_TO_SET_SMTP_URL}`,
    };
  }
  // The site's server (`npm start`) runs from the project root, so the default lands in <project>/outbox.
  return { via: "outbox", outboxDir: path.resolve(cwd, text(env, "OUTBOX_DIR") ?? DEFAULTS.outboxDir) };
};

export const readSettings = (env: Env = runtimeEnv(), cwd: string = globalThis.process.cwd()): ServerSettings => ({
  delivery: deliveryOf(env, cwd),
  mailTo: text(env, "MAIL_TO") ?? DEFAULTS.mailTo,
  mailFrom: text(env, "MAIL_FROM") ?? DEFAULTS.mailFrom,
  rateLimit: {
    max: wholeNumber(env, "RATE_LIMIT_MAX", DEFAULTS.rateLimitMax, 1, 1_000_000),
    windowMs: wholeNumber(env, "RATE_LIMIT_WINDOW_SECONDS", DEFAULTS.rateLimitWindowSeconds, 1, 86_400) * 1000,
  },
  smtpTimeoutMs: wholeNumber(env, "SMTP_TIMEOUT_SECONDS", DEFAULTS.smtpTimeoutSeconds, 1, 300) * 1000,
  trustProxy: flag(env, "TRUST_PROXY"),
  rateLimitSalt: text(env, "RATE_LIMIT_SALT") ?? DEFAULTS.rateLimitSalt,
});

/** The SMTP server's address without user name or password, for logs. */
export const describeSmtpUrl = (smtpUrl: string): string => {
  try {
    const url = new URL(smtpUrl);
    return `${url.protocol}//${url.hostname}${url.port ? `:${url.port}` : ""}`;
  } catch {
    return "(SMTP_URL is not a valid URL)";
  }
};
