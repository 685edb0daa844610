/*
 * One enquiry, from request to answer, without Express: the Gatsby Function adapts a request to
 * `EnquiryRequest` and writes back the `EnquiryReply`. Keeping the HTTP framework out makes the
 * whole decision table testable with plain objects.
 *
 * Order of checks: method (405), content type (415), rate limit (429), size (413), syntax (400),
 * honeypot (dropped, answered as success), form id (400), fields (400), delivery (502 / 500).
 * A demo form (registry: `demo`) stops after its fields: nothing is stored or sent, and the answer
 * is the form's own sentence saying so, in the JSON body and, for a plain post, in the 303's outcome.
 */
import { formOutcomeLocation, outcomeErrorMessage, type FormOutcome, type OutcomeError } from "../forms/form-outcome";
import { FAILURE_MESSAGES } from "../forms/messages";
import { SECURITY_HEADERS } from "../security-headers";
import {
  ENDPOINT_DEFAULT_FORM,
  HONEYPOT_FIELD,
  getFormDefinition,
  getFormFields,
  resolveFormId,
  type Endpoint,
  type FormId,
} from "../forms/registry";
import { earliestIsoDateAnywhere } from "../forms/booking-dates";
import { validateFormValues, type FieldErrors } from "../forms/validate-form";
import { composeEnquiryMail, type EnquiryMail } from "./compose-mail";
import { DeliveryError, type Delivery } from "./deliver-mail";
import type { RateLimitStore, RateLimitVerdict } from "./rate-limiter";
import { bodyKindOf, parseBody, type BodyKind, type BodyRead } from "./request-body";
import { refererPath, toSameSitePath } from "./same-site-path";
import { sanitizeFields } from "./sanitize";
import type { ServerSettings } from "./settings";

export interface EnquiryRequest {
  endpoint: Endpoint;
  method: string;
  contentType?: string;
  accept?: string;
  referer?: string;
  host?: string;
  /** Who is posting, for the rate limit: the client's IP address. */
  clientKey: string;
  /** Reads the body; called at most once, and only for a POST. */
  readBody: () => Promise<BodyRead>;
}

/** `error` names a refusal (form-outcome.ts), so a page in any language can word it itself. */
export type ReplyBody =
  | { status: "success" }
  /** A demo form's answer: checked, nothing stored or sent, and the sentence that says so. */
  | { status: "success"; demo: true; message: string }
  | { status: "error"; error?: OutcomeError; message: string; errors?: FieldErrors };

export interface EnquiryReply {
  statusCode: number;
  headers: Record<string, string>;
  body: ReplyBody;
}

export interface EnquiryContext {
  settings: ServerSettings;
  now: Date;
  rateLimits: RateLimitStore;
  deliver: (mail: EnquiryMail) => Promise<Delivery>;
  /** The trader's own address, offered to the visitor when a send fails. */
  traderEmail: string;
  log: Pick<Console, "info" | "warn" | "error">;
}

/** Where a plain post is sent back to when its page is missing or not a path of this site. */
const FALLBACK_PAGE: Readonly<Record<Endpoint, string>> = {
  "/api/contact": "/contact",
  "/api/subscribe": "/",
  "/api/demo-form": "/litho",
};

/**
 * Sent with every answer. The host's `_headers` rules reach the static pages only, so a function's
 * answer carries the pages' security headers itself; and as it is JSON or a redirect, never a
 * document, its policy allows nothing at all.
 */
export const BASE_HEADERS: Readonly<Record<string, string>> = {
  ...Object.fromEntries(SECURITY_HEADERS.map(({ key, value }) => [key, value])),
  "cache-control": "no-store",
  "content-security-policy": "default-src 'none'; frame-ancestors 'none'",
};

/** Where the answer goes and how: JSON for scripts, a 303 back to the page for plain forms. */
interface ReplyTarget {
  redirect: boolean;
  page: string;
  /** Null until the post names its form, on an endpoint that has no main form (the demo forms'). */
  formId: FormId | null;
}

interface Refusal {
  statusCode: number;
  error: OutcomeError;
  message?: string;
  errors?: FieldErrors;
  headers?: Record<string, string>;
}

const jsonReply = (statusCode: number, body: ReplyBody, headers: Record<string, string> = {}): EnquiryReply => ({
  statusCode,
  headers: { ...BASE_HEADERS, ...headers },
  body,
});

/** A browser's own form post asks for HTML; a script that posts a form and wants JSON gets JSON. */
const wantsRedirect = (kind: BodyKind, accept = ""): boolean =>
  kind === "form" && !(accept.includes("application/json") && !accept.includes("text/html"));

const deliver303 = (
  target: ReplyTarget & { formId: FormId },
  outcome: FormOutcome,
  body: ReplyBody,
  headers: Record<string, string> = {},
) => jsonReply(303, body, { ...headers, Location: formOutcomeLocation(target.page, target.formId, outcome) });

/** A redirect needs the form, to name its outcome; before a post names it, a plain post is answered in JSON. */
const redirectTarget = (target: ReplyTarget): (ReplyTarget & { formId: FormId }) | null =>
  target.redirect && target.formId ? { ...target, formId: target.formId } : null;

const success = (target: ReplyTarget, body: ReplyBody = { status: "success" }): EnquiryReply => {
  const back = redirectTarget(target);
  return back ? deliver303(back, { sent: true }, body) : jsonReply(200, body);
};

const refuse = (target: ReplyTarget, context: EnquiryContext, refusal: Refusal): EnquiryReply => {
  const message = refusal.message ?? outcomeErrorMessage(refusal.error, context.traderEmail);
  const body: ReplyBody = { status: "error", error: refusal.error, message, ...(refusal.errors ? { errors: refusal.errors } : {}) };
  const back = redirectTarget(target);
  if (!back) return jsonReply(refusal.statusCode, body, refusal.headers);
  const known = new Set(getFormFields(back.formId));
  const fields = Object.keys(refusal.errors ?? {}).filter((field) => known.has(field));
  return deliver303(back, { sent: false, error: refusal.error, fields }, body, refusal.headers);
};

const initialTarget = (request: EnquiryRequest, kind: BodyKind): ReplyTarget => ({
  redirect: wantsRedirect(kind, request.accept),
  page: refererPath(request.referer, request.host) ?? FALLBACK_PAGE[request.endpoint],
  formId: ENDPOINT_DEFAULT_FORM[request.endpoint],
});

const isFilled = (value: unknown): boolean => (typeof value === "string" ? value.trim() !== "" : value !== undefined && value !== false);

/**
 * A store that fails (Netlify Blobs unreachable) lets the post through: the limit only protects
 * the desk's mailbox from floods, and losing a customer's enquiry would be worse.
 */
const checkRateLimit = async (request: EnquiryRequest, context: EnquiryContext): Promise<RateLimitVerdict> => {
  try {
    return await context.rateLimits.take(request.clientKey, context.now.getTime(), context.settings.rateLimit);
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    context.log.error(`[enquiries] ${request.endpoint}: the rate limit could not be checked, so the post is let through: ${reason}`);
    return { allowed: true };
  }
};

export const handleEnquiry = async (request: EnquiryRequest, context: EnquiryContext): Promise<EnquiryReply> => {
  if (request.method !== "POST") {
    return jsonReply(405, { status: "error", message: FAILURE_MESSAGES.method }, { Allow: "POST" });
  }
  const body = await request.readBody();
  const kind = bodyKindOf(request.contentType);
  if (!kind) return jsonReply(415, { status: "error", message: FAILURE_MESSAGES.unsupported });

  const target = initialTarget(request, kind);
  const limit = await checkRateLimit(request, context);
  if (!limit.allowed) {
    context.log.warn(`[enquiries] ${request.endpoint}: rate limit reached for ${request.clientKey}`);
    return refuse(target, context, { statusCode: 429, error: "too-many", headers: { "Retry-After": String(limit.retryAfterSeconds) } });
  }
  if (!body.ok) {
    return body.reason === "too-large"
      ? refuse(target, context, { statusCode: 413, error: "too-large", headers: { Connection: "close" } })
      : refuse(target, context, { statusCode: 400, error: "malformed" });
  }
  const parsed = parseBody(kind, body.bytes);
  if (!parsed.ok) return refuse(target, context, { statusCode: 400, error: "malformed" });
  return handleFields(request, context, { ...target, page: toSameSitePath(parsed.fields.page) ?? target.page }, parsed.fields);
};

/** The part after the body was read: honeypot, form, fields, delivery. */
const handleFields = async (
  request: EnquiryRequest,
  context: EnquiryContext,
  target: ReplyTarget,
  fields: Record<string, unknown>,
): Promise<EnquiryReply> => {
  if (isFilled(fields[HONEYPOT_FIELD])) {
    // Answered like a success so the bot learns nothing; nothing is sent.
    context.log.info(`[enquiries] ${request.endpoint}: honeypot filled, post from ${request.clientKey} dropped`);
    return success(target);
  }
  const formId = resolveFormId(request.endpoint, fields.formId);
  if (!formId) return refuse(target, context, { statusCode: 400, error: "malformed" });
  const formTarget = { ...target, formId };

  const outcome = validateFormValues(formId, fields, { today: earliestIsoDateAnywhere(context.now) });
  if (!outcome.valid) return refuse(formTarget, context, { statusCode: 400, error: "invalid", errors: outcome.errors });

  const demo = getFormDefinition(formId).demo;
  if (demo !== undefined) {
    // Checked and dropped: no server keeps these in this product, and the answer says so.
    context.log.info(
      `[enquiries] ${request.endpoint} form "${formId}" from ${formTarget.page}: demo form, checked, nothing stored or sent`,
    );
    return success(formTarget, { status: "success", demo: true, message: demo });
  }

  const mail = composeEnquiryMail(
    {
      formId,
      fields: sanitizeFields(outcome.values),
      page: formTarget.page,
      receivedAt: context.now,
      ...(typeof fields.language === "string" ? { language: fields.language } : {}),
    },
    { from: context.settings.mailFrom, to: context.settings.mailTo },
  );
  return send(request, context, formTarget, mail);
};

const send = async (request: EnquiryRequest, context: EnquiryContext, target: ReplyTarget, mail: EnquiryMail): Promise<EnquiryReply> => {
  // Logged: which form, from which page, by which route; never the visitor's name, address or text.
  const what = `${request.endpoint} form "${target.formId}" from ${target.page}`;
  try {
    const delivery = await context.deliver(mail);
    const where = delivery.via === "smtp" ? `sent by SMTP (${delivery.messageId})` : `written to ${delivery.file}`;
    context.log.info(`[enquiries] ${what}: ${where}`);
    return success(target);
  } catch (error) {
    if (error instanceof DeliveryError) {
      context.log.error(`[enquiries] ${what}: ${error.message}`, ...(error.details ? [error.details] : []));
      return refuse(target, context, { statusCode: 502, error: "not-sent" });
    }
    context.log.error(`[enquiries] ${what}: could not be stored or sent`, error instanceof Error ? error.message : error);
    return refuse(target, context, { statusCode: 500, error: "server" });
  }
};
