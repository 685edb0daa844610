import { useEffect, useId, useState } from "react";
import { useFormik } from "formik";
import { successMessageFor } from "../../lib/forms/form-outcome";
import { HONEYPOT_FIELD, getFormDefinition, getFormFields } from "../../lib/forms/registry";
import { submitForm } from "../../lib/forms/submit-form";
import { useTransientStatus } from "../../lib/forms/use-transient-status";
import { ChromeIcon } from "../chrome/chrome-icon";
import * as styles from "./template-form.module.css";

/** The template's forms that have fields of their own (the subscribe and search forms live in the chrome). */
export const TEMPLATE_FORM_IDS = ["contact-phone", "contact-name-email", "subscribe-terms"] as const;
export type TemplateFormId = (typeof TEMPLATE_FORM_IDS)[number];

export const isTemplateFormId = (value: unknown): value is TemplateFormId =>
  typeof value === "string" && (TEMPLATE_FORM_IDS as readonly string[]).includes(value);

type Values = Record<string, string | boolean>;

interface TextField {
  type: "text" | "email" | "tel";
  placeholder: string;
  autoComplete: string;
  inputMode?: "email" | "tel";
}

/** How each of the template's text fields is typed and hinted; the checkbox is drawn apart. */
const TEXT_FIELDS: Readonly<Record<string, TextField>> = {
  name: { type: "text", placeholder: "Your name", autoComplete: "name" },
  email: { type: "email", placeholder: "Your email address", autoComplete: "email", inputMode: "email" },
  phone: { type: "tel", placeholder: "Mobile no", autoComplete: "tel", inputMode: "tel" },
};

const CHECKBOX_FIELD = "terms_condition";

const initialValuesOf = (formId: TemplateFormId): Values =>
  Object.fromEntries(getFormFields(formId).map((field) => [field, field === CHECKBOX_FIELD ? false : ""]));

interface TemplateFormProps {
  formId: TemplateFormId;
  /** The page the form sits on; read from the address bar at submit time when not given (a plain post then relies on the Referer). */
  page?: string;
  buttonLabel?: string;
  /** "dark" on dark bands. */
  tone?: "light" | "dark";
  className?: string;
}

/**
 * The template's contact and subscribe forms, driven by the shared form registry: the fields, the
 * yup schema and the endpoint all come from the form's id. As the template does, a field shows its
 * error text only once it was touched; a success clears the form and shows the message for 5 s; a
 * failure keeps every value and says why. Without JavaScript it is a plain post to the endpoint.
 */
export const TemplateForm = ({ formId, page, buttonLabel = "Send message", tone = "light", className }: TemplateFormProps) => {
  const uid = useId();
  const definition = getFormDefinition(formId);
  const endpoint = definition.endpoint ?? "/api/contact";
  const fields = getFormFields(formId);

  // The browser validates a post made before hydration; afterwards formik does.
  const [enhanced, setEnhanced] = useState(false);
  useEffect(() => setEnhanced(true), []);

  const [success, setSuccess] = useTransientStatus<string>(5000);
  const [failure, setFailure] = useState<string | null>(null);
  const [serverErrors, setServerErrors] = useState<Record<string, string>>({});

  const formik = useFormik<Values>({
    initialValues: initialValuesOf(formId),
    validationSchema: definition.schema,
    onSubmit: async (values, helpers) => {
      setFailure(null);
      setSuccess(null);
      const result = await submitForm(endpoint, { formId, page: page ?? window.location.pathname, values });
      if (result.status === "success") {
        helpers.resetForm();
        setServerErrors({});
        setSuccess(successMessageFor(formId));
        return;
      }
      setServerErrors(result.errors ?? {});
      setFailure(`${result.message} Everything you typed is still here: check it and send again.`);
    },
  });

  const errorOf = (field: string): string | undefined =>
    (formik.touched[field] ? (formik.errors[field] as string | undefined) : undefined) ?? serverErrors[field];

  const clearServerError = (field: string) => {
    if (!serverErrors[field]) return;
    const { [field]: _cleared, ...rest } = serverErrors;
    setServerErrors(rest);
  };

  const idOf = (field: string) => `${uid}${field}`;

  return (
    <form
      className={`${styles.form} ${tone === "dark" ? styles.onDark : ""} ${className ?? ""}`}
      method="post"
      action={endpoint}
      noValidate={enhanced}
      onSubmit={formik.handleSubmit}
      aria-describedby={failure ? `${uid}failure` : undefined}
    >
      <input type="hidden" name="formId" value={formId} />
      {page && <input type="hidden" name="page" value={page} />}
      <div className={styles.honeypot} aria-hidden="true">
        <label htmlFor={`${uid}hp`}>Leave this field empty</label>
        <input id={`${uid}hp`} type="text" name={HONEYPOT_FIELD} tabIndex={-1} autoComplete="off" defaultValue="" />
      </div>

      {fields.map((field, index) => {
        const error = errorOf(field);
        const errorId = `${idOf(field)}-error`;
        const described = error ? errorId : undefined;
        if (field === CHECKBOX_FIELD) {
          return (
            <div key={field} className={styles.checkField}>
              <label className={styles.check}>
                <input
                  type="checkbox"
                  name={field}
                  required
                  checked={formik.values[field] === true}
                  onChange={(event) => {
                    clearServerError(field);
                    void formik.setFieldValue(field, event.target.checked);
                  }}
                  onBlur={formik.handleBlur}
                  aria-invalid={error ? true : undefined}
                  aria-describedby={described}
                />
                <span>I accept the terms and conditions and the privacy policy.</span>
              </label>
              {error && (
                <p id={errorId} className={styles.error}>
                  {error}
                </p>
              )}
            </div>
          );
        }
        const settings = TEXT_FIELDS[field];
        return (
          <div key={field} className={`${styles.field} ${index >= 2 ? styles.wide : ""}`}>
            <label htmlFor={idOf(field)} className={styles.label}>
              {definition.labels[field]}
            </label>
            <input
              id={idOf(field)}
              className={`${styles.input} ${error ? styles.invalid : ""}`}
              name={field}
              type={settings.type}
              inputMode={settings.inputMode}
              autoComplete={settings.autoComplete}
              placeholder={settings.placeholder}
              required
              value={String(formik.values[field] ?? "")}
              onChange={(event) => {
                clearServerError(field);
                formik.handleChange(event);
              }}
              onBlur={formik.handleBlur}
              aria-invalid={error ? true : undefined}
              aria-describedby={described}
            />
            {error && (
              <p id={errorId} className={styles.error}>
                {error}
              </p>
            )}
          </div>
        );
      })}

      <button type="submit" className={styles.submit} disabled={formik.isSubmitting} aria-busy={formik.isSubmitting || undefined}>
        {formik.isSubmitting && <span className={styles.spinner} aria-hidden="true" />}
        <span>{formik.isSubmitting ? "Sending…" : buttonLabel}</span>
      </button>

      <div role="status" className={styles.outcome}>
        {success && (
          <p className={styles.success}>
            <ChromeIcon name="check" size={18} />
            <span>{success}</span>
          </p>
        )}
      </div>
      {failure && (
        <p id={`${uid}failure`} role="alert" className={styles.failure}>
          <ChromeIcon name="alert" size={18} />
          <span>{failure}</span>
        </p>
      )}
    </form>
  );
};
