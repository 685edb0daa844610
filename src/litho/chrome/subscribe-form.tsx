import { useId } from "react";
import { HoneypotField } from "../../components/honeypot-field/honeypot-field";
import { getFormDefinition } from "../../lib/forms/registry";
import { useRegisteredForm } from "../../lib/forms/use-registered-form";
import { ChromeIcon } from "./chrome-icon";
import * as styles from "./subscribe-form.module.css";

const FORM_ID = "subscribe-email";
const ACTION = getFormDefinition(FORM_ID).endpoint ?? "/api/subscribe";
const INITIAL_VALUES = { email: "" };

/** Added to the server's reason, so a failed send always says what to do next. */
export const SUBSCRIBE_RETRY_HINT = "Your e-mail address is still in the field: please try again in a moment.";

interface SubscribeFormProps {
  /** The page the form sits on; read from the address bar at submit time when not given. */
  page?: string;
  /** "dark" for dark panels and footers, "light" for light ones. */
  tone?: "dark" | "light";
  placeholder?: string;
  buttonLabel?: string;
  className?: string;
}

/**
 * The template's e-mail subscribe form (schema `subscribe-email`). As the spec asks it shows no
 * error text under the field: an invalid field is outlined and flagged, and screen readers hear
 * the reason. Without JavaScript it is a plain post that the endpoint answers with a redirect.
 */
export const SubscribeForm = ({
  page,
  tone = "dark",
  placeholder = "Enter your email address",
  buttonLabel = "Subscribe",
  className,
}: SubscribeFormProps) => {
  const uid = useId();
  const inputId = `${uid}email`;
  const errorId = `${uid}error`;
  const form = useRegisteredForm({
    formId: FORM_ID,
    initialValues: INITIAL_VALUES,
    page,
    payload: ({ email }) => ({ email: email.trim() }),
    failureText: ({ message, errors }) => `${errors?.email ?? message} ${SUBSCRIBE_RETRY_HINT}`,
  });
  const { formik, sending: submitting } = form;
  const error = form.errorOf("email");

  return (
    <form
      ref={form.formRef}
      className={[styles.form, styles[tone], className].filter(Boolean).join(" ")}
      method="post"
      action={ACTION}
      noValidate={form.hydrated}
      onSubmit={form.handleSubmit}
    >
      <input type="hidden" name="formId" value={FORM_ID} />
      {page && <input type="hidden" name="page" value={page} />}
      <HoneypotField id={`${uid}hp`} />
      <label htmlFor={inputId} className="visually-hidden">
        Email address
      </label>
      <div className={`${styles.control} ${error ? styles.invalid : ""}`}>
        <ChromeIcon name="mail" className={styles.mailIcon} size={18} />
        <input
          id={inputId}
          className={styles.input}
          type="email"
          name="email"
          autoComplete="email"
          inputMode="email"
          spellCheck={false}
          required
          placeholder={placeholder}
          value={formik.values.email}
          onChange={form.handleChange}
          // Leaving the field empty is not a mistake yet: only an address typed and left is judged.
          onBlur={(event) => event.target.value !== "" && formik.handleBlur(event)}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
        />
        {error && <ChromeIcon name="alert" className={styles.alertIcon} size={18} />}
        <button type="submit" className={styles.submit} disabled={submitting} aria-busy={submitting || undefined}>
          {submitting ? <span className={styles.spinner} aria-hidden="true" /> : null}
          <span>{submitting ? "Sending…" : buttonLabel}</span>
        </button>
      </div>
      {error && (
        <span id={errorId} className="visually-hidden">
          {error}
        </span>
      )}
      {/* Why a submit was refused, for screen readers; a refusal by the server is the alert's to say. */}
      <p className="visually-hidden" aria-live="assertive">
        {form.failureMessage ? null : form.refused?.email}
      </p>
      <div role="alert" aria-atomic="true">
        {form.failureMessage && (
          <p className={styles.failure}>
            <ChromeIcon name="alert" size={18} className={styles.messageIcon} />
            <span>{form.failureMessage}</span>
          </p>
        )}
      </div>
      <div role="status" aria-atomic="true">
        {form.sentMessage && (
          <p className={styles.success}>
            <ChromeIcon name="check" size={18} className={styles.messageIcon} />
            <span>{form.sentMessage}</span>
          </p>
        )}
      </div>
    </form>
  );
};
