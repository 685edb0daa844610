/*
 * Which forms exist, what they ask for and where each posts. Their yup schemas live apart
 * (schemas.ts, keyed by the same ids), so a page can draw and post a form without loading yup:
 * the browser fetches it when a form is first checked (load-validation.ts).
 * The enquiry endpoints read both to validate a post's formId (or the endpoint's main form when a post names none).
 */

import { DEMO_MESSAGES, SUCCESS_MESSAGES } from "./messages";

export const FORM_IDS = [
  "contact",
  "contact-phone",
  "contact-name-email",
  "subscribe-terms",
  "subscribe-email",
  "search",
  "table-booking",
  "room-booking",
  "appointment",
  "comment",
  "login",
  "register",
  "project-enquiry",
  "checkout",
] as const;
export type FormId = (typeof FORM_IDS)[number];

export const ENDPOINTS = ["/api/contact", "/api/subscribe", "/api/demo-form"] as const;
export type Endpoint = (typeof ENDPOINTS)[number];

/** A field that people never see and bots fill in; a post with it non-empty is dropped. */
export const HONEYPOT_FIELD = "website";

export interface FormDefinition {
  id: FormId;
  /** Human names of the fields, in the form's order, for "Please check: …". */
  labels: Readonly<Record<string, string>>;
  /** Where the form posts; null for the search overlay, which only navigates. */
  endpoint: Endpoint | null;
  /** A request to book rather than a message: its own e-mail subject and success message. */
  booking?: BookingPurpose;
  /**
   * A form no server handles in this product (comments, accounts, checkout): it is checked and
   * then answered with this sentence, which says that nothing was stored or sent.
   */
  demo?: string;
}

export interface BookingPurpose {
  /** "Table booking request", the start of the e-mail's subject. */
  subject: string;
  /** "asked to book a table", completing "A visitor … on the … website." */
  action: string;
  /** What the visitor is told when the request went out; the booking forms' own sentence when absent. */
  success?: string;
}

const TEMPLATE_LABELS = {
  name: "Name",
  email: "Email",
  phone: "Phone",
  terms_condition: "Terms and conditions",
  search: "Search",
} as const;

const FORMS: Readonly<Record<FormId, FormDefinition>> = {
  contact: {
    id: "contact",
    labels: { name: "Name", email: "Email", phone: "Phone", comment: "Message" },
    endpoint: "/api/contact",
  },
  "contact-phone": {
    id: "contact-phone",
    labels: { name: TEMPLATE_LABELS.name, email: TEMPLATE_LABELS.email, phone: TEMPLATE_LABELS.phone },
    endpoint: "/api/contact",
  },
  "contact-name-email": {
    id: "contact-name-email",
    labels: { name: TEMPLATE_LABELS.name, email: TEMPLATE_LABELS.email },
    endpoint: "/api/contact",
  },
  "subscribe-terms": {
    id: "subscribe-terms",
    labels: { name: TEMPLATE_LABELS.name, email: TEMPLATE_LABELS.email, terms_condition: TEMPLATE_LABELS.terms_condition },
    endpoint: "/api/subscribe",
  },
  "subscribe-email": {
    id: "subscribe-email",
    labels: { email: TEMPLATE_LABELS.email },
    endpoint: "/api/subscribe",
  },
  search: {
    id: "search",
    labels: { search: TEMPLATE_LABELS.search },
    endpoint: null,
  },
  "table-booking": {
    id: "table-booking",
    labels: { name: "Name", email: "Email", phone: "Phone", date: "Date", time: "Time", guests: "Party size" },
    endpoint: "/api/contact",
    booking: { subject: "Table booking request", action: "asked to book a table" },
  },
  "room-booking": {
    id: "room-booking",
    labels: { name: "Name", email: "Email", check_in: "Check-in", check_out: "Check-out", guests: "Guests", room: "Room" },
    endpoint: "/api/contact",
    booking: { subject: "Room booking request", action: "asked to book a room" },
  },
  appointment: {
    id: "appointment",
    labels: { name: "Name", email: "Email", phone: "Phone", treatment: "Treatment", date: "Date", time: "Time" },
    endpoint: "/api/contact",
    booking: { subject: "Appointment request", action: "asked for an appointment" },
  },
  comment: {
    id: "comment",
    labels: { name: "Name", email: "Email", comment: "Comment" },
    endpoint: "/api/demo-form",
    demo: DEMO_MESSAGES.comment,
  },
  login: {
    id: "login",
    labels: { email: "Email", password: "Password" },
    endpoint: "/api/demo-form",
    demo: DEMO_MESSAGES.login,
  },
  register: {
    id: "register",
    labels: { name: "Name", email: "Email", password: "Password" },
    endpoint: "/api/demo-form",
    demo: DEMO_MESSAGES.register,
  },
  "project-enquiry": {
    id: "project-enquiry",
    labels: { name: "Name", email: "Email", service: "Project", start: "Earliest start" },
    endpoint: "/api/contact",
    booking: { subject: "Project enquiry", action: "asked about a project", success: SUCCESS_MESSAGES.projectEnquiry },
  },
  checkout: {
    id: "checkout",
    labels: {
      name: "Full name",
      email: "Email",
      phone: "Phone",
      address_1: "Street address",
      address_2: "Flat, suite, floor (optional)",
      city: "Town or city",
      postcode: "Postcode",
      country: "Country",
      card_holder: "Name on card",
      card_number: "Card number",
      card_expiry: "Expiry (MM/YY)",
      card_cvc: "Security code (CVC)",
    },
    endpoint: "/api/demo-form",
    demo: DEMO_MESSAGES.checkout,
  },
};

/**
 * The form an endpoint validates against when a post carries no formId (older clients, plain posts);
 * the demo endpoint serves many forms and has none: a post to it must name its form.
 */
export const ENDPOINT_DEFAULT_FORM: Readonly<Record<Endpoint, FormId | null>> = {
  "/api/contact": "contact",
  "/api/subscribe": "subscribe-email",
  "/api/demo-form": null,
};

export const isFormId = (value: unknown): value is FormId => typeof value === "string" && (FORM_IDS as readonly string[]).includes(value);

export const isEndpoint = (value: unknown): value is Endpoint =>
  typeof value === "string" && (ENDPOINTS as readonly string[]).includes(value);

export const getFormDefinition = (id: FormId): FormDefinition => FORMS[id];

/** A form no server handles in this product: checked, then answered honestly with its demo sentence. */
export const isDemoForm = (id: FormId): boolean => FORMS[id].demo !== undefined;

/** The field names of a form, in its order. */
export const getFormFields = (id: FormId): string[] => Object.keys(FORMS[id].labels);

/** The forms that post to an endpoint. */
export const getFormsForEndpoint = (endpoint: Endpoint): FormId[] => FORM_IDS.filter((id) => FORMS[id].endpoint === endpoint);

/**
 * The form a post to `endpoint` is validated as: the endpoint's main form when no id is
 * given, the named form when it posts to this endpoint, and null for an unknown id or a
 * form that belongs to the other endpoint (the server answers those with a 400).
 */
export const resolveFormId = (endpoint: Endpoint, formId: unknown): FormId | null => {
  if (formId === undefined || formId === null || formId === "") return ENDPOINT_DEFAULT_FORM[endpoint];
  return isFormId(formId) && FORMS[formId].endpoint === endpoint ? formId : null;
};

/** The human labels of the given fields, in the form's own order; unknown names are left out. */
export const labelsForFields = (id: FormId, fields: Iterable<string>): string[] => {
  const wanted = new Set(fields);
  return getFormFields(id)
    .filter((field) => wanted.has(field))
    .map((field) => FORMS[id].labels[field]);
};
