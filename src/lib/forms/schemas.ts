/*
 * The yup schemas of every form on the site. Pure data: the browser validates with them
 * through formik and the enquiry endpoints validate the same posts with them on the server.
 * The live contact form's own schema lives in contact-schema.ts.
 */
import { boolean, number, object, string, type AnyObjectSchema, type TestContext } from "yup";
import type { FormId } from "./registry";
import { BOOKING_LIMITS, CHECKOUT_LIMITS, DEMO_LIMITS, TEMPLATE_MESSAGES } from "./messages";
import { BOOKING_MESSAGES, CHECKOUT_MESSAGES, DEMO_FIELD_MESSAGES } from "./field-messages";
import { TEMPLATE_PHONE_PATTERN, isBookingPhoneNumber } from "./patterns";
import { contactSchema } from "./contact-schema";
import { CONTACT_MESSAGES } from "./contact-messages";
import { isIsoDate, isIsoTime, localIsoDate, nightsBetween } from "./booking-dates";

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

/* ---------- Booking forms (table, room, appointment) ---------- */

/**
 * What a schema may be told when it runs: `today` (YYYY-MM-DD), the first day that may be booked.
 * The endpoints pass the earliest day that is still today anywhere; in the browser, where nothing
 * is passed, it is the visitor's own today, read from the clock when the form is checked.
 */
export interface BookingContext {
  today?: string;
}

const firstBookableDay = (context: TestContext): string =>
  (context.options.context as BookingContext | undefined)?.today ?? localIsoDate(new Date());

const bookingName = () =>
  string()
    .trim()
    .required(BOOKING_MESSAGES.nameRequired)
    .test("single-line", CONTACT_MESSAGES.nameSingleLine, (value) => value == null || !/[\r\n]/.test(value))
    .max(BOOKING_LIMITS.name, BOOKING_MESSAGES.nameTooLong);
const bookingEmail = () =>
  string()
    .trim()
    .required(BOOKING_MESSAGES.emailRequired)
    .email(BOOKING_MESSAGES.emailInvalid)
    .max(BOOKING_LIMITS.email, BOOKING_MESSAGES.emailInvalid);
const bookingPhone = () =>
  string()
    .trim()
    .required(BOOKING_MESSAGES.phoneRequired)
    .test("phone", BOOKING_MESSAGES.phoneInvalid, (value) => !value || isBookingPhoneNumber(value));

/** A day from today on; `past` is what to say about an earlier one. */
const bookingDate = (required: string, past: string) =>
  string()
    .trim()
    .required(required)
    .test("date", BOOKING_MESSAGES.dateInvalid, (value) => !value || isIsoDate(value))
    .test("not-past", past, function notPast(value) {
      return !value || !isIsoDate(value) || value >= firstBookableDay(this);
    });
const bookingTime = () =>
  string()
    .trim()
    .required(BOOKING_MESSAGES.timeRequired)
    .test("time", BOOKING_MESSAGES.timeInvalid, (value) => !value || isIsoTime(value));
/** A count from a select; a posted "4" is read as 4, anything else is refused with `message`. */
const headCount = (max: number, message: string) =>
  number().typeError(message).required(message).integer(message).min(1, message).max(max, message);
const choice = (required: string) => string().trim().required(required).max(BOOKING_LIMITS.choice, BOOKING_MESSAGES.choiceTooLong);

export const tableBookingSchema = object({
  name: bookingName(),
  email: bookingEmail(),
  phone: bookingPhone(),
  date: bookingDate(BOOKING_MESSAGES.dateRequired, BOOKING_MESSAGES.datePast),
  time: bookingTime(),
  guests: headCount(BOOKING_LIMITS.partySize, BOOKING_MESSAGES.partySize),
});

export const roomBookingSchema = object({
  name: bookingName(),
  email: bookingEmail(),
  check_in: bookingDate(BOOKING_MESSAGES.checkInRequired, BOOKING_MESSAGES.checkInPast),
  check_out: string()
    .trim()
    .required(BOOKING_MESSAGES.checkOutRequired)
    .test("date", BOOKING_MESSAGES.dateInvalid, (value) => !value || isIsoDate(value))
    .test("after-check-in", BOOKING_MESSAGES.checkOutBeforeCheckIn, function afterCheckIn(value) {
      const checkIn: unknown = this.parent.check_in;
      // Until check-in is a real day, its own field says what is wrong.
      if (!value || !isIsoDate(value) || typeof checkIn !== "string" || !isIsoDate(checkIn.trim())) return true;
      return nightsBetween(checkIn.trim(), value) >= 1;
    })
    .test("stay-length", BOOKING_MESSAGES.stayTooLong, function stayLength(value) {
      const checkIn: unknown = this.parent.check_in;
      if (!value || !isIsoDate(value) || typeof checkIn !== "string" || !isIsoDate(checkIn.trim())) return true;
      return nightsBetween(checkIn.trim(), value) <= BOOKING_LIMITS.nights;
    }),
  guests: headCount(BOOKING_LIMITS.roomGuests, BOOKING_MESSAGES.roomGuests),
  room: choice(BOOKING_MESSAGES.roomRequired),
});

export const appointmentSchema = object({
  name: bookingName(),
  email: bookingEmail(),
  phone: bookingPhone(),
  treatment: choice(BOOKING_MESSAGES.treatmentRequired),
  date: bookingDate(BOOKING_MESSAGES.dateRequired, BOOKING_MESSAGES.datePast),
  time: bookingTime(),
});

/* ---------- Demo forms no server handles (comments, accounts) ---------- */
/* A name and an email address are asked for as the booking forms ask for them. */

export const commentSchema = object({
  name: bookingName(),
  email: bookingEmail(),
  comment: string()
    .trim()
    .required(DEMO_FIELD_MESSAGES.commentRequired)
    .min(10, DEMO_FIELD_MESSAGES.commentTooShort)
    .max(DEMO_LIMITS.comment, DEMO_FIELD_MESSAGES.commentTooLong),
});

export const loginSchema = object({
  email: bookingEmail(),
  // Not trimmed: a password is taken as typed.
  password: string().required(DEMO_FIELD_MESSAGES.passwordRequired).max(DEMO_LIMITS.passwordMax, DEMO_FIELD_MESSAGES.passwordTooLong),
});

export const registerSchema = object({
  name: bookingName(),
  email: bookingEmail(),
  password: string()
    .required(DEMO_FIELD_MESSAGES.passwordRequired)
    .min(DEMO_LIMITS.passwordMin, DEMO_FIELD_MESSAGES.passwordTooShort)
    .max(DEMO_LIMITS.passwordMax, DEMO_FIELD_MESSAGES.passwordTooLong)
    .test("letters-and-digits", DEMO_FIELD_MESSAGES.passwordWeak, (value) => !value || (/[A-Za-z]/.test(value) && /\d/.test(value))),
});

/** A request to hire a freelancer or a studio: the kind of project from the page's list and the earliest day it could start. */
export const projectEnquirySchema = object({
  name: bookingName(),
  email: bookingEmail(),
  service: choice(BOOKING_MESSAGES.serviceRequired),
  start: bookingDate(BOOKING_MESSAGES.startRequired, BOOKING_MESSAGES.datePast),
});

/* ---------- The demo checkout ---------- */
/*
 * The card fields are checked for their form only (a Luhn check, a month not yet past, 3 or 4 digits):
 * in the browser nothing is sent, and a plain post's endpoint checks them and keeps nothing.
 */

const digitsOf = (value: string): string => value.replace(/[\s-]/g, "");

/** The Luhn check every card number passes; test numbers such as 4242 4242 4242 4242 do. */
export const passesLuhn = (digits: string): boolean => {
  let sum = 0;
  for (let index = 0; index < digits.length; index += 1) {
    let digit = Number(digits[digits.length - 1 - index]);
    if (index % 2 === 1) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return digits.length > 0 && sum % 10 === 0;
};

export const isCardNumber = (value: string): boolean => {
  const digits = digitsOf(value);
  return /^\d{13,19}$/.test(digits) && passesLuhn(digits);
};

/** "08/29" (or "08/2029") as [year, month], or null. */
export const parseExpiry = (value: string): [number, number] | null => {
  const match = /^(\d{1,2})\s*\/\s*(\d{2}|\d{4})$/.exec(value.trim());
  if (!match) return null;
  const month = Number(match[1]);
  const year = match[2].length === 2 ? 2000 + Number(match[2]) : Number(match[2]);
  return month >= 1 && month <= 12 ? [year, month] : null;
};

const line = (required: string) => string().trim().required(required).max(CHECKOUT_LIMITS.line, CHECKOUT_MESSAGES.lineTooLong);

export const checkoutSchema = object({
  name: bookingName(),
  email: bookingEmail(),
  phone: string()
    .trim()
    .required(CHECKOUT_MESSAGES.phoneRequired)
    .test("phone", BOOKING_MESSAGES.phoneInvalid, (value) => !value || isBookingPhoneNumber(value)),
  address_1: line(CHECKOUT_MESSAGES.addressRequired),
  address_2: string().trim().default("").max(CHECKOUT_LIMITS.line, CHECKOUT_MESSAGES.lineTooLong),
  city: line(CHECKOUT_MESSAGES.cityRequired),
  postcode: string()
    .trim()
    .required(CHECKOUT_MESSAGES.postcodeRequired)
    .max(CHECKOUT_LIMITS.postcode, CHECKOUT_MESSAGES.postcodeInvalid)
    .matches(/^[A-Za-z0-9][A-Za-z0-9 -]*$/, { message: CHECKOUT_MESSAGES.postcodeInvalid, excludeEmptyString: true }),
  country: choice(CHECKOUT_MESSAGES.countryRequired),
  card_holder: line(CHECKOUT_MESSAGES.cardHolderRequired),
  card_number: string()
    .trim()
    .required(CHECKOUT_MESSAGES.cardNumberRequired)
    .test("card", CHECKOUT_MESSAGES.cardNumberInvalid, (value) => !value || isCardNumber(value)),
  card_expiry: string()
    .trim()
    .required(CHECKOUT_MESSAGES.expiryRequired)
    .test("expiry", CHECKOUT_MESSAGES.expiryInvalid, (value) => !value || parseExpiry(value) !== null)
    .test("not-expired", CHECKOUT_MESSAGES.expiryPast, function notExpired(value) {
      const expiry = value ? parseExpiry(value) : null;
      if (!expiry) return true;
      const [year, month] = firstBookableDay(this).split("-").map(Number);
      return expiry[0] > year || (expiry[0] === year && expiry[1] >= month);
    }),
  card_cvc: string()
    .trim()
    .required(CHECKOUT_MESSAGES.cvcRequired)
    .matches(/^\d{3,4}$/, { message: CHECKOUT_MESSAGES.cvcInvalid, excludeEmptyString: true }),
});

/** The schema each registered form is validated with, in the browser and by the endpoints. */
export const FORM_SCHEMAS: Readonly<Record<FormId, AnyObjectSchema>> = {
  contact: contactSchema,
  "contact-phone": templateContactPhoneSchema,
  "contact-name-email": templateContactNameEmailSchema,
  "subscribe-terms": templateSubscribeTermsSchema,
  "subscribe-email": templateSubscribeEmailSchema,
  search: templateSearchSchema,
  "table-booking": tableBookingSchema,
  "room-booking": roomBookingSchema,
  appointment: appointmentSchema,
  comment: commentSchema,
  login: loginSchema,
  register: registerSchema,
  "project-enquiry": projectEnquirySchema,
  checkout: checkoutSchema,
};
