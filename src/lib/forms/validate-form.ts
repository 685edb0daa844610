/*
 * One way to run a registered schema, for the enquiry endpoints and for tests:
 * the cleaned values when valid, one message per field when not.
 */
import { ValidationError } from "yup";
import type { FormId } from "./registry";
import { FORM_SCHEMAS, type BookingContext } from "./schemas";

export type FieldErrors = Record<string, string>;

export type ValidationOutcome = { valid: true; values: Record<string, unknown> } | { valid: false; errors: FieldErrors };

/** The first message of each failing field, the way formik shows them. */
export const toFieldErrors = (error: ValidationError): FieldErrors => {
  const errors: FieldErrors = {};
  const all = error.inner.length > 0 ? error.inner : [error];
  for (const item of all) {
    const path = item.path ?? "";
    if (!(path in errors)) errors[path] = item.message;
  }
  return errors;
};

/**
 * Validates `input` against the form's schema. Unknown keys (formId, page, the honeypot)
 * are stripped from the returned values; strings come back trimmed. `context` tells the
 * booking forms the first day that may be booked (the local today when not given).
 */
export const validateFormValues = (id: FormId, input: Record<string, unknown>, context?: BookingContext): ValidationOutcome => {
  const schema = FORM_SCHEMAS[id];
  try {
    const values = schema.validateSync(input, { abortEarly: false, stripUnknown: true, context }) as Record<string, unknown>;
    return { valid: true, values };
  } catch (error) {
    if (error instanceof ValidationError) return { valid: false, errors: toFieldErrors(error) };
    throw error;
  }
};
