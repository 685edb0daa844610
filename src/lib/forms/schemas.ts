/*
 * The yup schemas of every form on the site. Pure data: the browser validates with them
 * through formik and the enquiry endpoints validate the same posts with them on the server.
 */
import { boolean, object, string, type AnyObjectSchema } from "yup";
import type { FormId } from "./registry";
import { CONTACT_LIMITS, CONTACT_MESSAGES, TEMPLATE_MESSAGES } from "./messages";
import { TEMPLATE_PHONE_PATTERN, isLivePhoneNumber } from "./patterns";

/* ---------- Live site ---------- */

export const contactSchema = object({
  name: string()
    .trim()
    .required(CONTACT_MESSAGES.nameRequired)
    .test("single-line", CONTACT_MESSAGES.nameSingleLine, (value) => value == null || !/[\r\n]/.test(value))
    .max(CONTACT_LIMITS.name, CONTACT_MESSAGES.nameTooLong),
  email: string()
    .trim()
    .required(CONTACT_MESSAGES.emailRequired)
    .email(CONTACT_MESSAGES.emailInvalid)
    .max(CONTACT_LIMITS.email, CONTACT_MESSAGES.emailTooLong),
  // Optional: an empty or missing phone is fine, anything typed must be a real number.
  phone: string()
    .trim()
    .default("")
    .test("phone", CONTACT_MESSAGES.phoneInvalid, (value) => !value || isLivePhoneNumber(value)),
  comment: string()
    .trim()
    .required(CONTACT_MESSAGES.commentRequired)
    .max(CONTACT_LIMITS.comment, CONTACT_MESSAGES.commentTooLong),
});

/* ---------- Template demo area ---------- */

const templateName = () => string().trim().required(TEMPLATE_MESSAGES.required);
const templateEmail = () => string().trim().email(TEMPLATE_MESSAGES.email).required(TEMPLATE_MESSAGES.required);
const templatePhone = () =>
  string()
    .trim()
    .required(TEMPLATE_MESSAGES.required)
    // Empty input is the required rule's to report, so the visitor sees one message at a time.
    .matches(TEMPLATE_PHONE_PATTERN, { message: TEMPLATE_MESSAGES.phone, excludeEmptyString: true });

export const templateContactPhoneSchema = object({
  name: templateName(),
  email: templateEmail(),
  phone: templatePhone(),
});

export const templateContactNameEmailSchema = object({
  name: templateName(),
  email: templateEmail(),
});

export const templateSubscribeTermsSchema = object({
  name: templateName(),
  email: templateEmail(),
  terms_condition: boolean()
    // A checkbox posted without JavaScript arrives as "on".
    .transform((value: unknown, original: unknown) => (original === "on" ? true : value))
    .typeError(TEMPLATE_MESSAGES.terms)
    .required(TEMPLATE_MESSAGES.terms)
    .oneOf([true], TEMPLATE_MESSAGES.terms),
});

export const templateSubscribeEmailSchema = object({
  email: templateEmail(),
});

export const templateSearchSchema = object({
  search: string().trim().required(TEMPLATE_MESSAGES.required),
});

/**
 * The template's fourth contact schema: no template form uses it, so it has no form id
 * and no endpoint; it is kept so that a demo page that wants it does not redefine it.
 */
export const templateContactFullSchema = object({
  name: templateName(),
  email: templateEmail(),
  phone: string().trim().required(TEMPLATE_MESSAGES.required),
  comment: string().trim().required(TEMPLATE_MESSAGES.required),
});

/** The schema each registered form is validated with, in the browser and by the endpoints. */
export const FORM_SCHEMAS: Readonly<Record<FormId, AnyObjectSchema>> = {
  contact: contactSchema,
  "contact-phone": templateContactPhoneSchema,
  "contact-name-email": templateContactNameEmailSchema,
  "subscribe-terms": templateSubscribeTermsSchema,
  "subscribe-email": templateSubscribeEmailSchema,
  search: templateSearchSchema,
};
