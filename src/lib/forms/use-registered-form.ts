/*
 * The one hook behind every form that sends fields (the live contact form, the template's contact,
 * booking and demo forms, the subscribe forms). formik holds everything: the values, the fields
 * left (touched), the rules' errors, whether a send is on its way, and in its `status` how the last
 * submit went. The form's markup stays its own; it reads what to draw from here.
 */
import { useEffect, useRef, useState } from "react";
import type React from "react";
import { flushSync } from "react-dom";
import { useFormik, type FormikErrors } from "formik";
import type { Schema } from "yup";
import { successMessageFor, takeFormOutcomeFromUrl } from "./form-outcome";
import { loadFormValidation } from "./load-validation";
import { getFormDefinition, isDemoForm, type FormId } from "./registry";
import { submitForm, type SubmitFailure } from "./submit-form";

export type FormValues = Record<string, string | boolean>;

/** How long a success message stays (the spec's form reset helper). */
export const SENT_MESSAGE_MS = 5000;

/** Why a send failed: the reason, and what the server said of it and of each field when it answered. */
export interface SendFailure {
  reason: SubmitFailure;
  message?: string;
  errors?: Readonly<Record<string, string>>;
}

/** How the last submit went: formik's `status`, the only place it is kept. */
export interface FormStatus {
  /** The last send went through (cleared after SENT_MESSAGE_MS). */
  sent: boolean;
  /** The last send failed, until the next submit. */
  failure: SendFailure | null;
  /** The fields the server refused, with its words (null: a plain post's answer names the field only), each until edited. */
  serverErrors: Readonly<Record<string, string | null>>;
  /** The errors the last submit was refused for, as they were then; null when it was not refused. */
  refused: Readonly<Record<string, string>> | null;
}

const IDLE: FormStatus = { sent: false, failure: null, serverErrors: {}, refused: null };

export interface RegisteredFormOptions<V extends FormValues> {
  formId: FormId;
  /** Every field of the form, empty; what the server renders. */
  initialValues: V;
  /** The page the form sits on; the address bar's path at submit time when not given. */
  page?: string;
  /**
   * Rules in the page's own bundle (the live contact form, worded in the page's language). Without
   * them the registry's schema is fetched with yup when the form is first validated.
   */
  schema?: Schema;
  /** What is sent; the values as they are unless the form says otherwise. */
  payload?: (values: V) => Record<string, unknown>;
  /** What a success says; the registry's sentence for the form by default. */
  successMessage?: string;
  /** What a failed send says. */
  failureText: (failure: SendFailure) => string;
  /** How a field the server refused is described; its words by default. */
  fieldRefusedText?: (serverWords: string | undefined) => string;
  /** The form shows the answer to its own plain post (read once from the address on arrival). */
  readsOutcome?: boolean;
  /** A refused submit moves the focus to the first field to fix. */
  focusesInvalid?: boolean;
  /** A demo form's checked values, before the form is cleared (nothing is sent). */
  onDemoChecked?: (values: V) => void;
  /** What was typed in a stand-in form that this one replaced; else it is read from this form's own elements. */
  typed?: Partial<V>;
}

/** The registry's rules, fetched on first use. Offline they cannot be, and the endpoint judges the send instead. */
const registeredRules = (formId: FormId) => async (values: FormValues) => {
  const validation = await loadFormValidation().catch(() => null);
  const outcome = validation?.validateFormValues(formId, values);
  return outcome && !outcome.valid ? outcome.errors : {};
};

/** What a visitor typed or ticked before the page's script took over: the form's own elements still hold it. */
const typedBeforeHydration = <V extends FormValues>(form: HTMLFormElement | null, start: V): V | null => {
  if (!form) return null;
  const typed: FormValues = { ...start };
  for (const field of Object.keys(start)) {
    const element = form.elements.namedItem(field);
    if (element instanceof HTMLInputElement && element.type === "checkbox") typed[field] = element.checked;
    else if (element instanceof HTMLInputElement || element instanceof HTMLTextAreaElement || element instanceof HTMLSelectElement)
      typed[field] = element.value;
  }
  return Object.keys(start).some((field) => typed[field] !== start[field]) ? (typed as V) : null;
};

const endpointOf = (formId: FormId) => {
  const { endpoint } = getFormDefinition(formId);
  if (endpoint === null) throw new Error(`The form ${formId} posts nowhere`);
  return endpoint;
};

const noWords = (serverWords: string | undefined) => serverWords ?? "";

/** A formik state update that changes part of the status, given outright or from the status before it. */
const withStatus =
  (change: Partial<FormStatus> | ((status: FormStatus) => Partial<FormStatus>)) =>
  <S extends { status?: unknown }>(state: S): S => {
    const status = state.status as FormStatus;
    return { ...state, status: { ...status, ...(typeof change === "function" ? change(status) : change) } };
  };

export const useRegisteredForm = <V extends FormValues>({
  formId,
  initialValues,
  page,
  schema,
  payload,
  successMessage = successMessageFor(formId),
  failureText,
  fieldRefusedText = noWords,
  readsOutcome = false,
  focusesInvalid = false,
  onDemoChecked,
  typed: handedOver,
}: RegisteredFormOptions<V>) => {
  const formRef = useRef<HTMLFormElement>(null);
  const fields = Object.keys(initialValues);

  const focusField = (field: string | undefined) => {
    const element = field === undefined ? null : formRef.current?.elements.namedItem(field);
    if (focusesInvalid && element instanceof HTMLElement) element.focus();
  };

  const formik = useFormik<V>({
    initialValues,
    initialStatus: IDLE,
    validationSchema: schema,
    validate: schema ? undefined : (registeredRules(formId) as (values: V) => Promise<FormikErrors<V>>),
    onSubmit: async (values, { resetForm, setFormikState }) => {
      if (isDemoForm(formId)) {
        // No server handles this form in this product: the checked values go to the page only, and the message says so.
        onDemoChecked?.(values);
      } else {
        const result = await submitForm(endpointOf(formId), {
          formId,
          page: page ?? window.location.pathname,
          values: payload ? payload(values) : values,
        });
        if (result.status === "error") {
          // Every typed value stays; the fields the server refused are marked until edited.
          const { reason, message, errors = {} } = result;
          const serverErrors = Object.fromEntries(fields.filter((field) => errors[field]).map((field) => [field, errors[field]]));
          const refused = Object.keys(serverErrors).length > 0 ? serverErrors : null;
          // Drawn at once, so the focus lands on a field already marked invalid.
          flushSync(() => setFormikState(withStatus({ failure: { reason, message, errors }, serverErrors, refused })));
          focusField(Object.keys(serverErrors)[0]);
          return;
        }
      }
      resetForm({ status: { ...IDLE, sent: true } });
    },
  });

  const { setFormikState, setValues, validateForm, setTouched, submitForm: send, isSubmitting } = formik;
  const status = formik.status as FormStatus;

  // The browser checks a post made before hydration; afterwards the form does (noValidate).
  const [hydrated, setHydrated] = useState(false);
  const startValues = formik.initialValues;
  const handedOverRef = useRef(handedOver);
  useEffect(() => {
    setHydrated(true);
    const typed = handedOverRef.current ? { ...startValues, ...handedOverRef.current } : typedBeforeHydration(formRef.current, startValues);
    if (typed) void setValues(typed, false);
  }, [startValues, setValues]);

  // A plain post, sent before the page's script was ready, comes back with its outcome in the address.
  useEffect(() => {
    const outcome = readsOutcome ? takeFormOutcomeFromUrl(formId) : null;
    if (!outcome) return;
    const change: Partial<FormStatus> = outcome.sent
      ? { sent: true }
      : {
          failure: { reason: outcome.error },
          serverErrors: Object.fromEntries(outcome.fields.map((field) => [field, null])),
          refused: outcome.fields.length > 0 ? Object.fromEntries(outcome.fields.map((field) => [field, ""])) : null,
        };
    setFormikState(withStatus(change));
  }, [readsOutcome, formId, setFormikState]);

  const { sent } = status;
  useEffect(() => {
    if (!sent) return undefined;
    const timer = setTimeout(() => setFormikState(withStatus({ sent: false })), SENT_MESSAGE_MS);
    return () => clearTimeout(timer);
  }, [sent, setFormikState]);

  /** A field's error once it was left (or the form submitted), else what the server said of it. */
  const errorOf = (field: string): string | undefined => {
    const ruleError = formik.touched[field] ? (formik.errors[field] as string | undefined) : undefined;
    if (ruleError !== undefined) return ruleError;
    const server = status.serverErrors[field];
    return server === undefined ? undefined : fieldRefusedText(server ?? undefined);
  };

  const handleChange = (event: React.ChangeEvent<HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement>) => {
    formik.handleChange(event);
    const field = event.target.name;
    if (field in status.serverErrors) {
      // Editing a field the server refused lifts its mark; the rules judge it from then on.
      setFormikState(withStatus(({ serverErrors: { [field]: _lifted, ...serverErrors } }) => ({ serverErrors })));
    }
  };

  const handleSubmit = async (event: React.FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (isSubmitting) return;
    // Cleared and drawn at once, so that the same message, shown again, is announced again.
    flushSync(() => setFormikState(withStatus({ sent: false, failure: null, refused: null })));
    const errors = (await validateForm()) as Record<string, string | undefined>;
    const invalid = fields.filter((field) => errors[field] !== undefined);
    if (invalid.length === 0) {
      await send();
      return;
    }
    flushSync(() => {
      void setTouched(Object.fromEntries(fields.map((field) => [field, true])) as typeof formik.touched, false);
      setFormikState(withStatus({ refused: Object.fromEntries(invalid.map((field) => [field, errors[field] as string])) }));
    });
    focusField(invalid[0]);
  };

  return {
    formik,
    formRef,
    /** The page's script has taken over: the form validates, the browser need not. */
    hydrated,
    errorOf,
    handleChange,
    handleSubmit: (event: React.FormEvent<HTMLFormElement>) => void handleSubmit(event),
    sending: isSubmitting,
    sentMessage: status.sent ? successMessage : null,
    failureMessage: status.failure ? failureText(status.failure) : null,
    refused: status.refused,
  };
};

export type RegisteredForm = ReturnType<typeof useRegisteredForm>;
