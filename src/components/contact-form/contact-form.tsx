import { useEffect, useId, useMemo } from "react";
import { OUTCOME_ERRORS, outcomeAnchorId, outcomeErrorMessage } from "../../lib/forms/form-outcome";
import { formatCount } from "../../lib/format-count";
import { CONTACT_LIMITS, contactMessagesIn, refusalSummary, type ContactFormTexts } from "../../lib/forms/contact-messages";
import { LIVE_PHONE_INPUT_PATTERN } from "../../lib/forms/patterns";
import { getFormDefinition } from "../../lib/forms/registry";
import { contactSchemaWith } from "../../lib/forms/contact-schema";
import { useRegisteredForm } from "../../lib/forms/use-registered-form";
import { fillPlaceholders } from "../../lib/fill-placeholders";
import { useLanguage } from "../../lib/i18n/language-context";
import { useInterfaceText } from "../../lib/i18n/use-interface-text";
import { HoneypotField } from "../honeypot-field/honeypot-field";
import * as styles from "./contact-form.module.css";
import { withEmailBreaks } from "../../lib/email-breaks";

type Field = "name" | "email" | "phone" | "comment";
type Values = Record<Field, string>;

const FORM_ID = "contact";
const { endpoint: ENDPOINT } = getFormDefinition(FORM_ID);
const ACTION = ENDPOINT ?? "/api/contact";
const FIELDS: readonly Field[] = ["name", "email", "phone", "comment"];
const INITIAL_VALUES: Values = { name: "", email: "", phone: "", comment: "" };
/** The comment's character count appears once a visitor is this close to the limit. */
const COUNTER_FROM = Math.round(CONTACT_LIMITS.comment * 0.8);

export interface ContactFormProps {
  /** The trader's address, offered when a message cannot be sent. */
  email: string;
  /** The page the form sits on, sent along so the server can answer a plain post back to it. */
  page?: string;
  /** Put in the empty comment once known (a product's enquiry); never over what the visitor typed. */
  suggestedComment?: string;
}

/** The warning mark beside invalid fields and refusal messages: never colour alone. */
const alertIcon = (className: string) => (
  <svg className={className} viewBox="0 0 20 20" aria-hidden="true" focusable="false">
    <circle cx="10" cy="10" r="8.25" fill="none" stroke="currentColor" strokeWidth="1.5" />
    <path d="M10 5.5v5.5" stroke="currentColor" strokeWidth="1.8" strokeLinecap="round" />
    <circle cx="10" cy="14.2" r="1.1" fill="currentColor" />
  </svg>
);

const successIcon = (className: string) => (
  <svg className={className} viewBox="0 0 20 20" aria-hidden="true" focusable="false">
    <circle cx="10" cy="10" r="8.25" fill="none" stroke="currentColor" strokeWidth="1.5" />
    <path d="M6.2 10.3l2.5 2.5 5.1-5.3" fill="none" stroke="currentColor" strokeWidth="1.8" strokeLinecap="round" strokeLinejoin="round" />
  </svg>
);

interface MessageProps {
  text: string;
  /** Set on the no-JavaScript copies, which CSS reveals when the URL's fragment names them. */
  id?: string;
  className?: string;
}

const SuccessMessage = ({ text, id, className = "" }: MessageProps) => (
  <p id={id} className={`${styles.success} ${className}`.trim()}>
    {successIcon(styles.messageIcon)}
    <span>{text}</span>
  </p>
);

/** "… write to us directly at {email}." with the address as a link, wherever the language puts it. */
const withEmailLink = (sentence: string, email: string) => {
  const [before, after = ""] = sentence.split("{email}");
  return (
    <>
      {before}
      <a href={`mailto:${email}`}>{withEmailBreaks(email)}</a>
      {after}
    </>
  );
};

const FailureMessage = ({ text, email, tryAgain, id, className = "" }: MessageProps & { email: string; tryAgain: string }) => (
  <div id={id} className={`${styles.failure} ${className}`.trim()}>
    {alertIcon(styles.messageIcon)}
    <div>
      <p className={styles.failureTitle}>{text}</p>
      <p className={styles.failureText}>{withEmailLink(tryAgain, email)}</p>
    </div>
  </div>
);

/**
 * Every answer a plain post can come back with, rendered in advance and hidden: the endpoint's
 * 303 names one in the URL's fragment and `:target` shows it, so a visitor without JavaScript
 * reads the same words the JavaScript path shows. Removed once the form is hydrated.
 */
const NoScriptOutcomes = ({ email, texts }: { email: string; texts: Pick<ContactFormTexts, "success" | "failures" | "tryAgain"> }) => (
  <div>
    <SuccessMessage id={outcomeAnchorId(FORM_ID, "sent")} className={styles.fallback} text={texts.success} />
    {OUTCOME_ERRORS.map((error) => (
      <FailureMessage
        key={error}
        id={outcomeAnchorId(FORM_ID, error)}
        className={styles.fallback}
        text={outcomeErrorMessage(error, email, texts.failures)}
        email={email}
        tryAgain={texts.tryAgain}
      />
    ))}
  </div>
);

/**
 * The live site's enquiry form. Without JavaScript it is a plain post that the browser
 * validates; once hydrated, formik validates with the shared `contact` schema and sends JSON.
 * Fields show no error text (spec section 5): an invalid field is outlined and flagged with
 * an icon, and a refused submit names the fields to fix in one line above the button.
 */
export const ContactForm = ({ email, page = "/contact", suggestedComment }: ContactFormProps) => {
  const uid = useId();
  const idFor = (part: string) => `${uid}${part}`;
  const texts = useInterfaceText().contactForm;
  const language = useLanguage();
  const schema = useMemo(() => contactSchemaWith(contactMessagesIn(texts)), [texts]);

  const form = useRegisteredForm<Values>({
    formId: FORM_ID,
    initialValues: INITIAL_VALUES,
    page,
    schema,
    payload: (values) => ({ ...schema.cast(values), language: language.code }),
    successMessage: texts.success,
    failureText: ({ reason }) => (reason === "network" ? texts.failures.network : outcomeErrorMessage(reason, email, texts.failures)),
    // The server words its reasons in the default language; a page in another language says it in its own.
    fieldRefusedText: (serverWords) => (language.default && serverWords) || texts.fieldRefused,
    readsOutcome: true,
    focusesInvalid: true,
  });
  const { formik, errorOf } = form;

  const invalidFields = FIELDS.filter((field) => errorOf(field) !== undefined);
  // After a refused submit, the line names the fields still to fix, and goes once none is left.
  const summary =
    form.refused && invalidFields.length > 0
      ? refusalSummary(
          invalidFields.map((field) => texts.labels[field]),
          texts,
        )
      : "";

  // A product's enquiry fills the comment once known, never over what the visitor typed.
  const { setFieldValue } = formik;
  useEffect(() => {
    if (suggestedComment) void setFieldValue("comment", (comment: string) => comment || suggestedComment, false);
  }, [suggestedComment, setFieldValue]);

  const fieldProps = (field: Field, describedBy: string[] = []) => {
    const error = errorOf(field);
    const errorId = idFor(`${field}-error`);
    const described = [...describedBy, ...(error ? [errorId] : [])].join(" ");
    return {
      id: idFor(field),
      name: field,
      value: formik.values[field],
      onChange: form.handleChange,
      onBlur: formik.handleBlur,
      "aria-invalid": error ? (true as const) : undefined,
      "aria-describedby": described || undefined,
    };
  };

  const fieldClass = (field: Field, extra = "") => [styles.field, errorOf(field) ? styles.invalid : "", extra].filter(Boolean).join(" ");

  /** Screen readers hear why a field is invalid; sighted visitors see the outline and icon. */
  const hiddenError = (field: Field) => {
    const error = errorOf(field);
    return error ? (
      <span id={idFor(`${field}-error`)} className="visually-hidden">
        {error}
      </span>
    ) : null;
  };

  const commentLength = formik.values.comment.length;
  const submitting = form.sending;

  return (
    <form ref={form.formRef} className={styles.form} method="post" action={ACTION} noValidate={form.hydrated} onSubmit={form.handleSubmit}>
      <input type="hidden" name="formId" value={FORM_ID} />
      <input type="hidden" name="page" value={page} />
      <input type="hidden" name="language" value={language.code} />
      <HoneypotField id={idFor("hp")} />

      <div className={styles.grid}>
        <div className={fieldClass("name", styles.lead)}>
          <label className={styles.label} htmlFor={idFor("name")}>
            {texts.labels.name}
          </label>
          <div className={styles.control}>
            <input
              {...fieldProps("name")}
              className={styles.input}
              type="text"
              autoComplete="name"
              required
              maxLength={CONTACT_LIMITS.name}
            />
            {alertIcon(styles.icon)}
          </div>
          {hiddenError("name")}
        </div>

        <div className={fieldClass("email")}>
          <label className={styles.label} htmlFor={idFor("email")}>
            {texts.labels.email}
          </label>
          <div className={styles.control}>
            <input
              {...fieldProps("email")}
              className={styles.input}
              type="email"
              autoComplete="email"
              inputMode="email"
              spellCheck={false}
              required
              maxLength={CONTACT_LIMITS.email}
            />
            {alertIcon(styles.icon)}
          </div>
          {hiddenError("email")}
        </div>

        <div className={fieldClass("phone")}>
          <label className={styles.label} htmlFor={idFor("phone")}>
            {texts.labels.phone} <span className={styles.optional}>{texts.optional}</span>
          </label>
          <div className={styles.control}>
            <input
              {...fieldProps("phone", [idFor("phone-hint")])}
              className={styles.input}
              type="tel"
              autoComplete="tel"
              placeholder={texts.phonePlaceholder}
              pattern={LIVE_PHONE_INPUT_PATTERN}
            />
            {alertIcon(styles.icon)}
          </div>
          <p id={idFor("phone-hint")} className={styles.hint}>
            {texts.phoneHint}
          </p>
          {hiddenError("phone")}
        </div>

        <div className={fieldClass("comment", styles.wide)}>
          <label className={styles.label} htmlFor={idFor("comment")}>
            {texts.labels.comment}
          </label>
          <div className={styles.control}>
            <textarea {...fieldProps("comment")} className={`${styles.input} ${styles.textarea}`} rows={6} required />
            {alertIcon(styles.icon)}
          </div>
          {commentLength >= COUNTER_FROM && (
            <p className={`${styles.hint} ${commentLength > CONTACT_LIMITS.comment ? styles.over : ""}`}>
              {fillPlaceholders(texts.characterCount, { count: formatCount(commentLength), limit: formatCount(CONTACT_LIMITS.comment) })}
            </p>
          )}
          {hiddenError("comment")}
        </div>
      </div>

      {!form.hydrated && <NoScriptOutcomes email={email} texts={texts} />}

      {/* Live regions stay in the page so that what appears in them is announced. */}
      <div>
        <div aria-live="polite" aria-atomic="true">
          {summary && (
            <p className={styles.summary}>
              {alertIcon(styles.messageIcon)}
              <span>{summary}</span>
            </p>
          )}
        </div>
        <div role="alert" aria-atomic="true">
          {form.failureMessage && <FailureMessage text={form.failureMessage} email={email} tryAgain={texts.tryAgain} />}
        </div>
        <div role="status" aria-atomic="true">
          {form.sentMessage && <SuccessMessage text={form.sentMessage} />}
        </div>
      </div>

      <div className={styles.actions}>
        <button type="submit" className={styles.submit} disabled={submitting} aria-busy={submitting || undefined}>
          {submitting ? (
            <>
              <span className={styles.spinner} aria-hidden="true" />
              <span>{texts.sending}</span>
            </>
          ) : (
            <>
              <span>{texts.send}</span>
              <svg className={styles.arrow} viewBox="0 0 20 20" aria-hidden="true" focusable="false">
                <path
                  d="M4 10h12M11 5l5 5-5 5"
                  fill="none"
                  stroke="currentColor"
                  strokeWidth="1.8"
                  strokeLinecap="round"
                  strokeLinejoin="round"
                />
              </svg>
            </>
          )}
        </button>
      </div>
    </form>
  );
};
