import { useEffect, useId, useRef, useState } from "react";
import type React from "react";
import { loadFormValidation, type FormValidation } from "../../lib/forms/load-validation";
import { SUCCESS_MESSAGES } from "../../lib/forms/messages";
import { HoneypotField } from "../../components/honeypot-field/honeypot-field";
import { getFormDefinition } from "../../lib/forms/registry";
import { submitForm } from "../../lib/forms/submit-form";
import { useTransientStatus } from "../../lib/forms/use-transient-status";
import { useValidationOnDemand } from "../../lib/forms/use-validation-on-demand";
import { ChromeIcon } from "./chrome-icon";
import * as styles from "./subscribe-form.module.css";

const FORM_ID = "subscribe-email";
const ACTION = getFormDefinition(FORM_ID).endpoint ?? "/api/subscribe";

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

const emailError = (validation: FormValidation, email: string): string | undefined => {
  const outcome = validation.validateFormValues(FORM_ID, { email });
  return outcome.valid ? undefined : outcome.errors.email;
};

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
  const formRef = useRef<HTMLFormElement>(null);
  const validation = useValidationOnDemand(formRef);
  const inputId = `${uid}email`;
  const errorId = `${uid}error`;
  const [enhanced, setEnhanced] = useState(false);
  useEffect(() => setEnhanced(true), []);

  const [email, setEmail] = useState("");
  const [touched, setTouched] = useState(false);
  const [submitting, setSubmitting] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const [announcement, setAnnouncement] = useState("");
  const [success, setSuccess] = useTransientStatus<string>(5000);

  const error = touched && validation ? emailError(validation, email) : undefined;

  const handleSubmit = async (event: React.FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (submitting) return;
    setFailure(null);
    setSuccess(null);
    setTouched(true);
    // Sent the moment it was first used: wait for the rules, or, offline, let the endpoint judge.
    const rules = validation ?? (await loadFormValidation().catch(() => null));
    const invalid = rules ? emailError(rules, email) : undefined;
    if (invalid) {
      // Cleared first so the same refusal, repeated, is announced again.
      setAnnouncement("");
      window.setTimeout(() => setAnnouncement(invalid), 0);
      return;
    }
    setAnnouncement("");
    setSubmitting(true);
    const result = await submitForm(ACTION, {
      formId: FORM_ID,
      page: page ?? window.location.pathname,
      values: { email: email.trim() },
    });
    setSubmitting(false);
    if (result.status === "success") {
      setEmail("");
      setTouched(false);
      setSuccess(SUCCESS_MESSAGES.subscribe);
      return;
    }
    setFailure(`${result.errors?.email ?? result.message} ${SUBSCRIBE_RETRY_HINT}`);
  };

  return (
    <form
      ref={formRef}
      className={[styles.form, styles[tone], className].filter(Boolean).join(" ")}
      method="post"
      action={ACTION}
      noValidate={enhanced}
      onSubmit={(event) => void handleSubmit(event)}
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
          value={email}
          onChange={(event) => {
            setEmail(event.target.value);
            if (failure) setFailure(null);
          }}
          onBlur={() => setTouched(email !== "" || touched)}
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
      <p className="visually-hidden" aria-live="assertive">
        {announcement}
      </p>
      <div role="alert" aria-atomic="true">
        {failure && (
          <p className={styles.failure}>
            <ChromeIcon name="alert" size={18} className={styles.messageIcon} />
            <span>{failure}</span>
          </p>
        )}
      </div>
      <div role="status" aria-atomic="true">
        {success && (
          <p className={styles.success}>
            <ChromeIcon name="check" size={18} className={styles.messageIcon} />
            <span>{success}</span>
          </p>
        )}
      </div>
    </form>
  );
};
