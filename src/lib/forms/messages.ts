/*
 * Every sentence the forms show or the enquiry endpoints send back, but the live contact form's field
 * messages and limits (contact-messages.ts). The template's four messages are fixed by the product
 * spec and kept word for word; the live contact form speaks to customers, so its messages say what to
 * do. Its words are data (data/site/en/interface.json and its translations); the English ones serve
 * the endpoints too.
 */

// The default language's words (data/site/en/); pages in other languages pass their own.
import defaultInterface from "../../../data/site/en/interface.json";
import { fillPlaceholders } from "../fill-placeholders";
import type { ContactFormTexts } from "./contact-messages";

/** The template demo forms' messages, exactly as the spec gives them. */
export const TEMPLATE_MESSAGES = {
  required: "Field is required.",
  email: "Invalid email.",
  phone: "Invalid phone",
  terms: "Message",
} as const;

/** Limits of the booking forms (table, room and appointment), shared by their schemas, inputs and messages. */
export const BOOKING_LIMITS = {
  name: 100,
  email: 254,
  /** A table for more is a private event, arranged by phone. */
  partySize: 12,
  roomGuests: 6,
  /** A longer stay is a long-let, arranged by phone. */
  nights: 30,
  /** A room or treatment name chosen from the page's list. */
  choice: 100,
} as const;

/** Shown when a form was accepted; the contact text is the spec's, word for word. */
export const SUCCESS_MESSAGES = {
  contact: defaultInterface.contactForm.success,
  subscribe: "Your message has been sent successfully subscribed to our email list!",
  /** A booking form sends a request by e-mail: nothing is reserved until the venue answers. */
  booking: "Thank you, your booking request has been sent. We will confirm it by email within a day.",
  /** A request to hire someone: a reply comes, not a confirmation. */
  projectEnquiry: "Thank you, your project enquiry has been sent. You will get a reply by email within one working day.",
} as const;

/**
 * Why a send failed, in the default language. The visitor-facing sentences are the live contact
 * form's (data/site/en/interface.json), so the endpoints and the English page say the same; the last two
 * only ever reach a script that posts the wrong way.
 */
export const FAILURE_MESSAGES = {
  ...defaultInterface.contactForm.failures,
  /** Marks a field the server named after a plain post, when its own reason is no longer known. */
  fieldRefused: defaultInterface.contactForm.fieldRefused,
  unsupported: "Forms must be sent as JSON or as an ordinary web form.",
  method: "Forms are sent here with POST only.",
} as const;

/**
 * The answer to a send that reached us but could not be passed on by e-mail: the visitor
 * gets a way round it, so the trader's address is part of the sentence.
 */
export const deliveryFailedMessage = (
  traderEmail: string,
  failures: Pick<ContactFormTexts["failures"], "delivery"> = FAILURE_MESSAGES,
): string => fillPlaceholders(failures.delivery, { email: traderEmail });

/** Limits of the demo forms (comments, accounts), shared by their schemas, inputs and messages. */
export const DEMO_LIMITS = {
  comment: 2000,
  passwordMin: 8,
  passwordMax: 128,
} as const;

/**
 * The answers of forms no server handles in this product. They say what happened: the details were
 * checked, and nothing was stored, published, sent or signed in.
 */
export const DEMO_MESSAGES = {
  comment: "Your comment looks fine, but this is a demo: comments are not stored or published, so it will not appear below.",
  login: "Your details look fine, but this is a demo: there are no accounts here, so you have not been signed in and nothing was sent.",
  register: "Your details look fine, but this is a demo: no account was created and nothing you typed was stored or sent.",
  checkout: "Your order details look fine, but this is a demo: nothing was charged, no order was placed and nothing was stored.",
} as const;

/** Limits of the demo checkout's address and card fields. */
export const CHECKOUT_LIMITS = {
  line: 120,
  postcode: 12,
} as const;
