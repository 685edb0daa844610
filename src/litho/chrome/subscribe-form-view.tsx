import type React from "react";
import { HoneypotField } from "../../components/honeypot-field/honeypot-field";
import { getFormDefinition } from "../../lib/forms/registry";
import { ChromeIcon } from "./chrome-icon";
import * as styles from "./subscribe-form.module.css";

export const SUBSCRIBE_FORM_ID = "subscribe-email";
const ACTION = getFormDefinition(SUBSCRIBE_FORM_ID).endpoint ?? "/api/subscribe";

export interface SubscribeFormProps {
  /** The page the form sits on; read from the address bar at submit time when not given. */
  page?: string;
  /** "dark" for dark panels and footers, "light" for light ones. */
  tone?: "dark" | "light";
  placeholder?: string;
  buttonLabel?: string;
  className?: string;
}

/** What the markup draws: the form hook's state once the form is live, nothing of it before. */
export interface SubscribeFormState {
  formRef?: React.Ref<HTMLFormElement>;
  /** The form validates itself (noValidate); before, the browser does. */
  validatesItself: boolean;
  /** The field's value once the hook holds it; before, the field holds what is typed. */
  email?: string;
  error?: string;
  sending: boolean;
  failureMessage: string | null;
  sentMessage: string | null;
  /** Why the last submit was refused, for screen readers. */
  refusal?: string;
  onChange?: React.ChangeEventHandler<HTMLInputElement>;
  onBlur?: React.FocusEventHandler<HTMLInputElement>;
  onSubmit?: React.FormEventHandler<HTMLFormElement>;
}

/** The form as the server draws it, and as it stands until the hook's script has arrived: a plain post. */
export const PLAIN_POST: SubscribeFormState = { validatesItself: false, sending: false, failureMessage: null, sentMessage: null };

/**
 * The template's e-mail subscribe form (schema `subscribe-email`). As the spec asks it shows no
 * error text under the field: an invalid field is outlined and flagged, and screen readers hear
 * the reason. Without JavaScript it is a plain post that the endpoint answers with a redirect.
 */
export const SubscribeFormView = ({
  uid,
  state,
  intent,
  fieldRef,
  page,
  tone = "dark",
  placeholder = "Enter your email address",
  buttonLabel = "Subscribe",
  className,
}: SubscribeFormProps & {
  uid: string;
  state: SubscribeFormState;
  /** Called on the visitor's first move towards the form (hover, press, focus). */
  intent?: () => void;
  fieldRef?: React.Ref<HTMLInputElement>;
}) => {
  const inputId = `${uid}email`;
  const errorId = `${uid}error`;
  const { error, sending } = state;
  // Until the hook holds the value, the field keeps what is typed in it.
  const value = state.email === undefined ? { defaultValue: "" } : { value: state.email, onChange: state.onChange };

  return (
    <form
      ref={state.formRef}
      className={[styles.form, styles[tone], className].filter(Boolean).join(" ")}
      method="post"
      action={ACTION}
      noValidate={state.validatesItself}
      onSubmit={state.onSubmit}
      onPointerEnter={intent}
      onPointerDown={intent}
      onFocus={intent}
    >
      <input type="hidden" name="formId" value={SUBSCRIBE_FORM_ID} />
      {page && <input type="hidden" name="page" value={page} />}
      <HoneypotField id={`${uid}hp`} />
      <label htmlFor={inputId} className="visually-hidden">
        Email address
      </label>
      <div className={`${styles.control} ${error ? styles.invalid : ""}`}>
        <ChromeIcon name="mail" className={styles.mailIcon} size={18} />
        <input
          ref={fieldRef}
          id={inputId}
          className={styles.input}
          type="email"
          name="email"
          autoComplete="email"
          inputMode="email"
          spellCheck={false}
          required
          placeholder={placeholder}
          {...value}
          onBlur={state.onBlur}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
        />
        {error && <ChromeIcon name="alert" className={styles.alertIcon} size={18} />}
        <button type="submit" className={styles.submit} disabled={sending} aria-busy={sending || undefined}>
          {sending ? <span className={styles.spinner} aria-hidden="true" /> : null}
          <span>{sending ? "Sending…" : buttonLabel}</span>
        </button>
      </div>
      {error && (
        <span id={errorId} className="visually-hidden">
          {error}
        </span>
      )}
      {/* Why a submit was refused, for screen readers; a refusal by the server is the alert's to say. */}
      <p className="visually-hidden" aria-live="assertive">
        {state.refusal}
      </p>
      <div role="alert" aria-atomic="true">
        {state.failureMessage && (
          <p className={styles.failure}>
            <ChromeIcon name="alert" size={18} className={styles.messageIcon} />
            <span>{state.failureMessage}</span>
          </p>
        )}
      </div>
      <div role="status" aria-atomic="true">
        {state.sentMessage && (
          <p className={styles.success}>
            <ChromeIcon name="check" size={18} className={styles.messageIcon} />
            <span>{state.sentMessage}</span>
          </p>
        )}
      </div>
    </form>
  );
};
