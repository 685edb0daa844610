/*
 * Sends a form to an enquiry endpoint as JSON and turns every outcome into a value:
 * callers render a result, they never have to catch.
 */
import { FAILURE_MESSAGES } from "./messages";
import { HONEYPOT_FIELD, type Endpoint, type FormId } from "./registry";
import { isOutcomeError, type OutcomeError } from "./form-outcome";

/** Why a send failed: a refusal the endpoint named, or no answer at all. */
export type SubmitFailure = OutcomeError | "network";

export type SubmitResult =
  { status: "success" } | { status: "error"; reason: SubmitFailure; message: string; errors?: Record<string, string>; httpStatus?: number };

export interface SubmitRequest {
  formId: FormId;
  /** The path the visitor sent the form from, for the reply e-mail and the server's logs. */
  page: string;
  values: Record<string, unknown>;
}

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === "object" && value !== null && !Array.isArray(value);

/** Keeps only string messages: the answer comes from the network and is not trusted to be well-formed. */
const readFieldErrors = (value: unknown): Record<string, string> | undefined => {
  if (!isRecord(value)) return undefined;
  const errors: Record<string, string> = {};
  for (const [field, message] of Object.entries(value)) {
    if (typeof message === "string" && message.trim() !== "") errors[field] = message;
  }
  return Object.keys(errors).length > 0 ? errors : undefined;
};

/** The refusal an answer without a readable body stands for, by its status. */
const reasonOfStatus = (httpStatus: number): OutcomeError => {
  if (httpStatus === 429) return "too-many";
  if (httpStatus === 413) return "too-large";
  if (httpStatus >= 400 && httpStatus < 500) return "invalid";
  return "server";
};

const fallbackMessage = (httpStatus: number): string => {
  if (httpStatus === 429) return FAILURE_MESSAGES.tooMany;
  if (httpStatus >= 400 && httpStatus < 500) return FAILURE_MESSAGES.invalid;
  return FAILURE_MESSAGES.server;
};

const fail = (
  cause: unknown,
  reason: SubmitFailure,
  message: string,
  extra: { errors?: Record<string, string>; httpStatus?: number } = {},
): SubmitResult => {
  // Kept from the template's helper: the failure is logged for whoever debugs the page.
  console.error("Error sending email", cause);
  return {
    status: "error",
    reason,
    message,
    ...(extra.errors ? { errors: extra.errors } : {}),
    ...(extra.httpStatus !== undefined ? { httpStatus: extra.httpStatus } : {}),
  };
};

export const submitForm = async (endpoint: Endpoint | string, { formId, page, values }: SubmitRequest): Promise<SubmitResult> => {
  let response: Response;
  try {
    response = await fetch(endpoint, {
      method: "POST",
      headers: { "Content-Type": "application/json", Accept: "application/json" },
      // The honeypot goes last and empty, so a value in `values` cannot fill it by accident.
      body: JSON.stringify({ formId, page, ...values, [HONEYPOT_FIELD]: "" }),
    });
  } catch (error) {
    return fail(error, "network", FAILURE_MESSAGES.network);
  }

  let body: unknown;
  try {
    body = await response.json();
  } catch (error) {
    // An HTML error page from a proxy, an empty body: the send cannot be confirmed.
    const status = response.ok ? 500 : response.status;
    return fail(error, reasonOfStatus(status), fallbackMessage(status), { httpStatus: response.status });
  }

  if (response.ok && isRecord(body) && body.status === "success") return { status: "success" };

  const message =
    isRecord(body) && typeof body.message === "string" && body.message.trim() !== ""
      ? body.message
      : fallbackMessage(response.ok ? 500 : response.status);
  const reason = isRecord(body) && isOutcomeError(body.error) ? body.error : reasonOfStatus(response.ok ? 500 : response.status);
  return fail(body, reason, message, {
    errors: isRecord(body) ? readFieldErrors(body.errors) : undefined,
    httpStatus: response.status,
  });
};
