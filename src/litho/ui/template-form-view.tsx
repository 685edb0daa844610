import { Fragment } from "react";
import type React from "react";
import { HoneypotField } from "../../components/honeypot-field/honeypot-field";
import { localIsoDate } from "../../lib/forms/booking-dates";
import { BOOKING_LIMITS, DEMO_LIMITS } from "../../lib/forms/messages";
import { getFormDefinition, getFormFields } from "../../lib/forms/registry";
import type { RegisteredForm } from "../../lib/forms/use-registered-form";
import { ChromeIcon } from "../chrome/chrome-icon";
import * as styles from "./template-form.module.css";

/** The template's forms that have fields of their own (the subscribe and search forms live in the chrome). */
export const TEMPLATE_FORM_IDS = ["contact-phone", "contact-name-email", "subscribe-terms"] as const;
/** The booking forms: a table, a room, an appointment, a project to hire someone for. */
export const BOOKING_FORM_IDS = ["table-booking", "room-booking", "appointment", "project-enquiry"] as const;
export type BookingFormId = (typeof BOOKING_FORM_IDS)[number];
/** The forms no server handles in this product: checked in the browser, then answered honestly as a demo. */
export const DEMO_FORM_IDS = ["comment", "login", "register", "checkout"] as const;
export type DemoFormId = (typeof DEMO_FORM_IDS)[number];
/** Every form this view draws. */
export type TemplateFormId = (typeof TEMPLATE_FORM_IDS)[number] | BookingFormId | DemoFormId;

export const isTemplateFormId = (value: unknown): value is (typeof TEMPLATE_FORM_IDS)[number] =>
  typeof value === "string" && (TEMPLATE_FORM_IDS as readonly string[]).includes(value);

export const isBookingFormId = (value: unknown): value is BookingFormId =>
  typeof value === "string" && (BOOKING_FORM_IDS as readonly string[]).includes(value);

export const isDemoFormId = (value: unknown): value is DemoFormId =>
  typeof value === "string" && (DEMO_FORM_IDS as readonly string[]).includes(value);

/** Forms whose fields stand one under another at every width (they sit in narrow columns). */
const STACKED_FORMS: ReadonlySet<TemplateFormId> = new Set(["login", "register"]);

export type TemplateFormValues = Record<string, string | boolean>;

export interface TemplateFormProps {
  formId: TemplateFormId;
  /** The options of a form's list fields that the page supplies (room, treatment), by field name. */
  choices?: Readonly<Record<string, readonly string[]>>;
  /** A demo form's checked values, once it is sent (the checkout shows its confirmation from them). */
  onDemoChecked?: (values: TemplateFormValues) => void;
  /** The page the form sits on; read from the address bar at submit time when not given (a plain post then relies on the Referer). */
  page?: string;
  buttonLabel?: string;
  /** "dark" on dark bands. */
  tone?: "light" | "dark";
  className?: string;
}

interface TextField {
  type: "text" | "email" | "tel" | "date" | "time" | "password";
  placeholder?: string;
  autoComplete: string;
  inputMode?: "email" | "tel" | "numeric";
  /** Checked by the browser before the page's scripts run; the schema says the same. */
  minLength?: number;
  maxLength?: number;
}

/** How each text field is typed and hinted; the checkbox and the lists are drawn apart. */
const TEXT_FIELDS: Readonly<Record<string, TextField>> = {
  name: { type: "text", placeholder: "Your name", autoComplete: "name" },
  email: { type: "email", placeholder: "Your email address", autoComplete: "email", inputMode: "email" },
  phone: { type: "tel", placeholder: "Mobile no", autoComplete: "tel", inputMode: "tel" },
  date: { type: "date", autoComplete: "off" },
  check_in: { type: "date", autoComplete: "off" },
  check_out: { type: "date", autoComplete: "off" },
  time: { type: "time", autoComplete: "off" },
  start: { type: "date", autoComplete: "off" },
  password: { type: "password", autoComplete: "current-password", maxLength: DEMO_LIMITS.passwordMax },
  address_1: { type: "text", autoComplete: "address-line1" },
  address_2: { type: "text", autoComplete: "address-line2" },
  city: { type: "text", autoComplete: "address-level2" },
  postcode: { type: "text", autoComplete: "postal-code" },
  // A demo takes no real card: the browser is not asked to fill one in.
  card_holder: { type: "text", autoComplete: "off" },
  card_number: { type: "text", autoComplete: "off", inputMode: "numeric", placeholder: "4242 4242 4242 4242", maxLength: 23 },
  card_expiry: { type: "text", autoComplete: "off", placeholder: "MM/YY", maxLength: 7 },
  card_cvc: { type: "text", autoComplete: "off", inputMode: "numeric", placeholder: "123", maxLength: 4 },
};

/** Fields a visitor may leave empty. */
const OPTIONAL_FIELDS = new Set(["address_2"]);

/** Forms laid out field by field: the fields that share a row in pairs (the others take the whole row). */
const PAIRED_FIELDS: Readonly<Partial<Record<TemplateFormId, ReadonlySet<string>>>> = {
  checkout: new Set(["name", "email", "city", "postcode", "card_expiry", "card_cvc"]),
};

/** A heading (and a line under it) before a field, where a long form starts a new group. */
const GROUPS: Readonly<Partial<Record<TemplateFormId, Readonly<Record<string, { title: string; text?: string }>>>>> = {
  checkout: {
    name: { title: "Billing and delivery" },
    card_holder: {
      title: "Payment",
      text: "This shop is a demo and charges nothing: please do not type a real card. A test number such as 4242 4242 4242 4242 passes the check. With JavaScript the card details never leave this page; without it, they are posted to this site, checked and thrown away.",
    },
  },
};

/** Fields that differ on one form: a new password is hinted as such and has a minimum length. */
const FORM_FIELDS: Readonly<Partial<Record<TemplateFormId, Readonly<Record<string, TextField>>>>> = {
  register: {
    password: { type: "password", autoComplete: "new-password", minLength: DEMO_LIMITS.passwordMin, maxLength: DEMO_LIMITS.passwordMax },
  },
};

/** Multi-line fields: the comment of a blog post. */
const TEXT_AREAS: Readonly<Record<string, { rows: number; maxLength: number; placeholder: string }>> = {
  comment: { rows: 6, maxLength: DEMO_LIMITS.comment, placeholder: "Your comment" },
};

/** Date fields that may not lie before today: the browser's picker greys out earlier days. */
const DATE_FIELDS = new Set(["date", "check_in", "check_out", "start"]);

/** The head-count list of each booking form: 1 to its limit. */
const HEAD_COUNTS: Readonly<Partial<Record<TemplateFormId, number>>> = {
  "table-booking": BOOKING_LIMITS.partySize,
  "room-booking": BOOKING_LIMITS.roomGuests,
};

/** The options of a list field: head counts from the form's limit, rooms and treatments from the page. */
const optionsOf = (formId: TemplateFormId, field: string, choices: TemplateFormProps["choices"]): readonly string[] | null => {
  if (field === "guests") return Array.from({ length: HEAD_COUNTS[formId] ?? 1 }, (_, index) => String(index + 1));
  return choices?.[field] ?? null;
};

export const CHECKBOX_FIELD = "terms_condition";

export const endpointOf = (formId: TemplateFormId): string => getFormDefinition(formId).endpoint ?? "/api/contact";

export const emptyValues = (formId: TemplateFormId): TemplateFormValues =>
  Object.fromEntries(getFormFields(formId).map((field) => [field, field === CHECKBOX_FIELD ? false : ""]));

interface TemplateFormViewProps extends Required<Pick<TemplateFormProps, "formId" | "buttonLabel" | "tone">> {
  uid: string;
  page?: string;
  choices?: TemplateFormProps["choices"];
  className?: string;
  /** The form's state, from the registered-form hook. */
  form: RegisteredForm;
}

/**
 * The markup of the template's forms: a real post to the endpoint, so it works before and without
 * JavaScript; once hydrated, the registered-form hook drives the same fields.
 */
export const TemplateFormView = ({ formId, page, buttonLabel, tone, className, uid, form, choices }: TemplateFormViewProps) => {
  const paired = PAIRED_FIELDS[formId];
  const wideOf = (field: string, index: number): boolean => (paired ? !paired.has(field) : (index >= 2 && !booking) || stacked);
  const definition = getFormDefinition(formId);
  const idOf = (field: string) => `${uid}${field}`;
  const { formik, sending: submitting } = form;
  const booking = isBookingFormId(formId);
  const stacked = STACKED_FORMS.has(formId);
  // The build does not know the visitor's today, so the earliest day is set once scripts run.
  const firstDay = form.hydrated ? localIsoDate(new Date()) : undefined;

  return (
    <form
      ref={form.formRef}
      className={`${styles.form} ${tone === "dark" ? styles.onDark : ""} ${className ?? ""}`}
      method="post"
      action={endpointOf(formId)}
      noValidate={form.hydrated}
      onSubmit={form.handleSubmit}
      aria-describedby={form.failureMessage ? `${uid}failure` : undefined}
    >
      <input type="hidden" name="formId" value={formId} />
      {page && <input type="hidden" name="page" value={page} />}
      <HoneypotField id={`${uid}hp`} />

      {getFormFields(formId).map((field, index) => {
        const group = GROUPS[formId]?.[field];
        const heading = group && (
          <div className={styles.group}>
            <h3 className={styles.groupTitle}>{group.title}</h3>
            {group.text && <p className={styles.groupText}>{group.text}</p>}
          </div>
        );
        const error = form.errorOf(field);
        const errorId = `${idOf(field)}-error`;
        const described = error ? errorId : undefined;
        const message = error && (
          <p id={errorId} className={styles.error}>
            {error}
          </p>
        );
        // What every text-like control shares: its name, value and events, and how it reports an error.
        const control = {
          id: idOf(field),
          name: field,
          required: !OPTIONAL_FIELDS.has(field),
          value: String(formik.values[field] ?? ""),
          onChange: form.handleChange,
          onBlur: formik.handleBlur,
          "aria-invalid": error ? true : undefined,
          "aria-describedby": described,
        } as const;
        const label = (
          <label htmlFor={idOf(field)} className={styles.label}>
            {definition.labels[field]}
          </label>
        );
        const drawn = ((): React.ReactNode => {
          if (field === CHECKBOX_FIELD) {
            return (
              <div key={field} className={styles.checkField}>
                <label className={styles.check}>
                  <input
                    type="checkbox"
                    name={field}
                    required
                    checked={formik.values[field] === true}
                    onChange={form.handleChange}
                    onBlur={formik.handleBlur}
                    aria-invalid={error ? true : undefined}
                    aria-describedby={described}
                  />
                  <span>I accept the terms and conditions and the privacy policy.</span>
                </label>
                {message}
              </div>
            );
          }
          const options = optionsOf(formId, field, choices);
          if (options) {
            return (
              <div key={field} className={`${styles.field} ${paired && !paired.has(field) ? styles.wide : ""}`}>
                {label}
                <select className={`${styles.input} ${styles.select} ${error ? styles.invalid : ""}`} {...control}>
                  <option value="">Choose…</option>
                  {options.map((option) => (
                    <option key={option} value={option}>
                      {option}
                    </option>
                  ))}
                </select>
                {message}
              </div>
            );
          }
          const area = TEXT_AREAS[field];
          if (area) {
            return (
              <div key={field} className={`${styles.field} ${styles.wide}`}>
                {label}
                <textarea
                  className={`${styles.input} ${styles.textarea} ${error ? styles.invalid : ""}`}
                  rows={area.rows}
                  maxLength={area.maxLength}
                  placeholder={area.placeholder}
                  {...control}
                />
                {message}
              </div>
            );
          }
          const settings = FORM_FIELDS[formId]?.[field] ?? TEXT_FIELDS[field];
          return (
            <div key={field} className={`${styles.field} ${wideOf(field, index) ? styles.wide : ""}`}>
              {label}
              <input
                className={`${styles.input} ${error ? styles.invalid : ""}`}
                type={settings.type}
                inputMode={settings.inputMode}
                autoComplete={settings.autoComplete}
                placeholder={settings.placeholder}
                minLength={settings.minLength}
                maxLength={settings.maxLength}
                min={DATE_FIELDS.has(field) ? firstDay : undefined}
                {...control}
              />
              {message}
            </div>
          );
        })();
        return (
          <Fragment key={field}>
            {heading}
            {drawn}
          </Fragment>
        );
      })}

      <button type="submit" className={styles.submit} disabled={submitting} aria-busy={submitting || undefined}>
        {submitting && <span className={styles.spinner} aria-hidden="true" />}
        <span>{submitting ? "Sending…" : buttonLabel}</span>
      </button>

      <div role="status" className={styles.outcome}>
        {form.sentMessage && (
          <p className={styles.success}>
            <ChromeIcon name="check" size={18} />
            <span>{form.sentMessage}</span>
          </p>
        )}
      </div>
      {form.failureMessage && (
        <p id={`${uid}failure`} role="alert" className={styles.failure}>
          <ChromeIcon name="alert" size={18} />
          <span>{form.failureMessage}</span>
        </p>
      )}
    </form>
  );
};
