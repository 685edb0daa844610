/*
 * Run-time settings of the enquiry endpoints.
 *
 * Gatsby bundles functions with a DefinePlugin that replaces `process.env.X` by its value at
 * build time, so a plain `process.env.SMTP_URL` here would be frozen into .cache/functions (or be
 * undefined). Going through `globalThis.process` is invisible to that plugin: the values are read
 * from the server's real environment, on every request.
 */
import path from "node:path";
import company from "../../../data/site/company.json";

export type Env = Readonly<Record<string, string | undefined>>;

export interface RateLimitSettings {
  /** Posts one client may make per window. */
  max: number;
  windowMs: number;
}

export interface ServerSettings {
  /** smtp:// or smtps:// URL of the mail server; null means "write .eml files to the outbox". */
  smtpUrl: string | null;
  mailTo: string;
  mailFrom: string;
  /** Absolute folder that receives .eml files when no SMTP server is set. */
  outboxDir: string;
  rateLimit: RateLimitSettings;
  /** How long an SMTP connection, greeting or reply may take before the send counts as failed. */
  smtpTimeoutMs: number;
  /** Use X-Forwarded-For for the client's address; only right behind a proxy that sets it. */
  trustProxy: boolean;
}

export const DEFAULTS = {
  mailTo: company.email,
  mailFrom: `"${company.name} website" <${company.email}>`,
  outboxDir: "outbox",
  rateLimitMax: 5,
  rateLimitWindowSeconds: 600,
  smtpTimeoutSeconds: 15,
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

export const readSettings = (env: Env = runtimeEnv(), cwd: string = globalThis.process.cwd()): ServerSettings => ({
  smtpUrl: text(env, "SMTP_URL"),
  mailTo: text(env, "MAIL_TO") ?? DEFAULTS.mailTo,
  mailFrom: text(env, "MAIL_FROM") ?? DEFAULTS.mailFrom,
  // `gatsby serve` runs from the project root, so the default lands in <project>/outbox.
  outboxDir: path.resolve(cwd, text(env, "OUTBOX_DIR") ?? DEFAULTS.outboxDir),
  rateLimit: {
    max: wholeNumber(env, "RATE_LIMIT_MAX", DEFAULTS.rateLimitMax, 1, 1_000_000),
    windowMs: wholeNumber(env, "RATE_LIMIT_WINDOW_SECONDS", DEFAULTS.rateLimitWindowSeconds, 1, 86_400) * 1000,
  },
  smtpTimeoutMs: wholeNumber(env, "SMTP_TIMEOUT_SECONDS", DEFAULTS.smtpTimeoutSeconds, 1, 300) * 1000,
  trustProxy: flag(env, "TRUST_PROXY"),
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
