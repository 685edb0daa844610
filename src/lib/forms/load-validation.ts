import type * as ValidateForm from "./validate-form";

export type FormValidation = typeof ValidateForm;

let pending: Promise<FormValidation> | null = null;

/**
 * yup and the form schemas, in a chunk of their own: a page fetches them once, when its first form
 * is first checked (use-registered-form.ts, or the search forms on first use), not with its first
 * screen. A failed fetch is forgotten, so the next attempt tries again.
 */
export const loadFormValidation = (): Promise<FormValidation> => {
  pending ??= import(/* webpackChunkName: "form-validation" */ "./validate-form").catch((error: unknown) => {
    pending = null;
    throw error;
  });
  return pending;
};
