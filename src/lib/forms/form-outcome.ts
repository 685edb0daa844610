/*
 * The round trip of a form posted without JavaScript. The endpoint answers a plain browser post
 * with 303 See Other back to the page, carrying the outcome in the query and naming an element
 * in the fragment:
 *
 *   /contact?form=contact&sent=1#contact-sent
 *   /contact?form=contact&sent=0&error=invalid&fields=name,email#contact-invalid
 *
 * The fragment lets a page without JavaScript reveal a pre-rendered message with `:target`;
 * with JavaScript the form reads the query with `readFormOutcome`. Field values never travel
 * in the URL: URLs end up in history and logs, and a long message would overflow them.
 */
import { FAILURE_MESSAGES, SUCCESS_MESSAGES, deliveryFailedMessage } from "./messages";
import type { ContactFormTexts } from "./contact-messages";
import { getFormDefinition, getFormFields, type FormId } from "./registry";

export const OUTCOME_ERRORS = ["invalid", "malformed", "too-large", "too-many", "not-sent", "server"] as const;
export type OutcomeError = (typeof OUTCOME_ERRORS)[number];

export const isOutcomeError = (value: unknown): value is OutcomeError =>
  typeof value === "string" && (OUTCOME_ERRORS as readonly string[]).includes(value);

export type FormOutcome = { sent: true } | { sent: false; error: OutcomeError; fields: string[] };

/** The query parameters of the contract, named once so server and page cannot drift apart. */
export const OUTCOME_PARAMS = { form: "form", sent: "sent", error: "error", fields: "fields" } as const;

/** The id of the element that shows an outcome, and so the fragment of the redirect. */
export const outcomeAnchorId = (formId: FormId, outcome: FormOutcome | "sent" | OutcomeError): string => {
  const key = typeof outcome === "string" ? outcome : outcome.sent ? "sent" : outcome.error;
  return `${formId}-${key}`;
};

/** Path, query and fragment of the 303 answer; `page` must already be a checked same-site path. */
export const formOutcomeLocation = (page: string, formId: FormId, outcome: FormOutcome): string => {
  const query = new URLSearchParams({ [OUTCOME_PARAMS.form]: formId });
  if (outcome.sent) {
    query.set(OUTCOME_PARAMS.sent, "1");
  } else {
    query.set(OUTCOME_PARAMS.sent, "0");
    query.set(OUTCOME_PARAMS.error, outcome.error);
    if (outcome.fields.length > 0) query.set(OUTCOME_PARAMS.fields, outcome.fields.join(","));
  }
  // URLSearchParams writes "," as %2C; the plain comma is valid in a query and easier to read.
  return `${page}?${query.toString().replace(/%2C/g, ",")}#${outcomeAnchorId(formId, outcome)}`;
};

/**
 * The outcome a page was sent back with, for the given form; null when the query carries none
 * or carries one for another form. Anything not in the contract is ignored, so a hand-made URL
 * can at most show one of the site's own messages.
 */
export const readFormOutcome = (search: string, formId: FormId): FormOutcome | null => {
  const query = new URLSearchParams(search);
  if (query.get(OUTCOME_PARAMS.form) !== formId) return null;
  const sent = query.get(OUTCOME_PARAMS.sent);
  if (sent === "1") return { sent: true };
  const error = query.get(OUTCOME_PARAMS.error);
  if (sent !== "0" || !isOutcomeError(error)) return null;
  const known = new Set(getFormFields(formId));
  const named = (query.get(OUTCOME_PARAMS.fields) ?? "").split(",").filter((field) => known.has(field));
  return { sent: false, error, fields: [...new Set(named)] };
};

/** The query string without the outcome's parameters, so a reload does not repeat the message. */
export const withoutOutcomeParams = (search: string): string => {
  const query = new URLSearchParams(search);
  for (const name of Object.values(OUTCOME_PARAMS)) query.delete(name);
  const rest = query.toString();
  return rest ? `?${rest}` : "";
};

/**
 * The outcome a plain post came back with, read once on arrival and then removed from the address
 * bar (query parameters and the form's own fragment), so a reload shows a fresh page. Browser only.
 */
export const takeFormOutcomeFromUrl = (formId: FormId): FormOutcome | null => {
  const outcome = readFormOutcome(window.location.search, formId);
  if (!outcome) return null;
  const ownAnchor = window.location.hash.slice(1) === outcomeAnchorId(formId, outcome);
  const rest = `${window.location.pathname}${withoutOutcomeParams(window.location.search)}${ownAnchor ? "" : window.location.hash}`;
  // replaceState rather than navigate(): no route change, no scroll.
  window.history.replaceState(window.history.state, "", rest);
  return outcome;
};

/** What a form shows when it was accepted: a demo form says nothing was stored or sent, subscribe forms thank for the subscription, booking forms say a request went out. */
export const successMessageFor = (formId: FormId): string => {
  const definition = getFormDefinition(formId);
  if (definition.demo !== undefined) return definition.demo;
  if (definition.booking) return definition.booking.success ?? SUCCESS_MESSAGES.booking;
  return definition.endpoint === "/api/subscribe" ? SUCCESS_MESSAGES.subscribe : SUCCESS_MESSAGES.contact;
};

/**
 * The sentence for each refusal; the endpoints answer JSON posts with the same words. A page in
 * another language passes its own sentences (data/site/<code>/interface.json).
 */
export const outcomeErrorMessage = (
  error: OutcomeError,
  traderEmail: string,
  failures: Omit<ContactFormTexts["failures"], "network"> = FAILURE_MESSAGES,
): string => {
  switch (error) {
    case "invalid":
      return failures.invalid;
    case "malformed":
      return failures.malformed;
    case "too-large":
      return failures.tooLarge;
    case "too-many":
      return failures.tooMany;
    case "not-sent":
      return deliveryFailedMessage(traderEmail, failures);
    case "server":
      return failures.server;
  }
};
