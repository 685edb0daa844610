/*
 * Every sentence the forms show or the enquiry endpoints send back.
 * The template's four messages are fixed by the product spec and kept word for word;
 * the live contact form speaks to customers, so its messages say what to do.
 */

import { formatCount } from "../format-count";

/** The template demo forms' messages, exactly as the spec gives them. */
export const TEMPLATE_MESSAGES = {
  required: "Field is required.",
  email: "Invalid email.",
  phone: "Invalid phone",
  terms: "Message",
} as const;

/** Limits of the live contact form, shared by its schema, its inputs and its messages. */
export const CONTACT_LIMITS = {
  name: 100,
  email: 254,
  comment: 5000,
} as const;

export const CONTACT_MESSAGES = {
  nameRequired: "Please enter your name.",
  nameSingleLine: "Please write your name on a single line.",
  nameTooLong: `Please shorten your name to ${CONTACT_LIMITS.name} characters or fewer.`,
  emailRequired: "Please enter your e-mail address.",
  emailInvalid: "Please enter a valid e-mail address, such as name@example.com.",
  emailTooLong: `Please use an e-mail address of ${CONTACT_LIMITS.email} characters or fewer.`,
  phoneInvalid:
    "Please enter a Hong Kong number (8 digits, optionally with +852) or an international number starting with +.",
  commentRequired: "Please write your message.",
  commentTooLong: `Please shorten your message to ${formatCount(CONTACT_LIMITS.comment)} characters or fewer.`,
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

export const BOOKING_MESSAGES = {
  nameRequired: "Please enter your name.",
  nameTooLong: `Please shorten your name to ${BOOKING_LIMITS.name} characters or fewer.`,
  emailRequired: "Please enter your email address.",
  emailInvalid: "Please enter a valid email address, such as name@example.com.",
  phoneRequired: "Please enter a phone number we can call about your booking.",
  phoneInvalid: "Please enter a phone number of 7 to 15 digits; spaces, dashes and a leading + are fine.",
  dateRequired: "Please choose a date.",
  dateInvalid: "Please choose a date from the calendar.",
  datePast: "Please choose today or a later date.",
  timeRequired: "Please choose a time.",
  timeInvalid: "Please give the time as hours and minutes, such as 19:30.",
  partySize: `Please choose a party of 1 to ${BOOKING_LIMITS.partySize}; for more, call us about a private event.`,
  roomGuests: `Please choose 1 to ${BOOKING_LIMITS.roomGuests} guests.`,
  checkInRequired: "Please choose your check-in date.",
  checkInPast: "Check-in cannot be in the past.",
  checkOutRequired: "Please choose your check-out date.",
  checkOutBeforeCheckIn: "Check-out must be at least one night after check-in.",
  stayTooLong: `Stays of more than ${BOOKING_LIMITS.nights} nights are arranged by phone; please choose an earlier check-out.`,
  roomRequired: "Please choose a room.",
  treatmentRequired: "Please choose a treatment.",
  choiceTooLong: `Please choose from the list (at most ${BOOKING_LIMITS.choice} characters).`,
} as const;

/** Shown when a form was accepted; the contact text is the spec's, word for word. */
export const SUCCESS_MESSAGES = {
  contact: "Your message has been sent successfully!",
  subscribe: "Your message has been sent successfully subscribed to our email list!",
  /** A booking form sends a request by e-mail: nothing is reserved until the venue answers. */
  booking: "Thank you, your booking request has been sent. We will confirm it by email within a day.",
} as const;

/** Used when a failed send carries no message of its own from the server. */
export const FAILURE_MESSAGES = {
  network: "We could not reach our server, so your message was not sent.",
  invalid: "Some of the details could not be accepted, so your message was not sent.",
  tooMany: "Several messages were sent from here in a short time, so this one was not accepted. Please wait a few minutes.",
  server: "Something went wrong on our side and your message was not sent.",
  malformed: "Your form could not be read, so your message was not sent.",
  tooLarge: "Your message is too long to send. Please shorten it and try again.",
  unsupported: "Forms must be sent as JSON or as an ordinary web form.",
  method: "Forms are sent here with POST only.",
  delivery: "Our mail server did not answer, so your message was not sent.",
  /** Marks a field the server named after a plain post, when its own reason is no longer known. */
  fieldRefused: "This was not accepted. Please check it.",
} as const;

/**
 * The answer to a send that reached us but could not be passed on by e-mail: the visitor
 * gets a way round it, so the trader's address is part of the sentence.
 */
export const deliveryFailedMessage = (traderEmail: string): string =>
  `${FAILURE_MESSAGES.delivery} Please try again in a few minutes, or write to us at ${traderEmail}.`;

/** The one line shown above a form's button when a submit is refused: "Please check: Name, Email." */
export const refusalSummary = (labels: readonly string[]): string =>
  labels.length === 0 ? "" : `Please check: ${labels.join(", ")}.`;

/** Limits of the demo forms (comments, accounts), shared by their schemas, inputs and messages. */
export const DEMO_LIMITS = {
  comment: 2000,
  passwordMin: 8,
  passwordMax: 128,
} as const;

/** What the demo forms say about their own fields (name and email are the booking forms'): specific, so a visitor knows what to change. */
export const DEMO_FIELD_MESSAGES = {
  commentRequired: "Please write your comment.",
  commentTooShort: "Please write a little more: a comment needs at least 10 characters.",
  commentTooLong: `Please shorten your comment to ${formatCount(DEMO_LIMITS.comment)} characters or fewer.`,
  passwordRequired: "Please enter your password.",
  passwordTooShort: `Please use a password of at least ${DEMO_LIMITS.passwordMin} characters.`,
  passwordTooLong: `Please use a password of ${DEMO_LIMITS.passwordMax} characters or fewer.`,
  passwordWeak: "Please mix letters and at least one digit in your password.",
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

/** What the demo checkout says about its address and card fields (name, email and phone are the booking forms'). */
export const CHECKOUT_MESSAGES = {
  phoneRequired: "Please enter a phone number the courier can call.",
  addressRequired: "Please enter the street and house number.",
  lineTooLong: `Please shorten this line to ${CHECKOUT_LIMITS.line} characters or fewer.`,
  cityRequired: "Please enter your town or city.",
  postcodeRequired: "Please enter your postcode.",
  postcodeInvalid: "Please enter a postcode of letters, digits, spaces and dashes, such as SW1A 1AA.",
  countryRequired: "Please choose a country.",
  cardHolderRequired: "Please enter the name on the card.",
  cardNumberRequired: "Please enter a card number.",
  cardNumberInvalid: "Please enter a card number of 13 to 19 digits that passes the card check, such as 4242 4242 4242 4242.",
  expiryRequired: "Please enter the expiry date.",
  expiryInvalid: "Please give the expiry date as MM/YY, such as 08/29.",
  expiryPast: "This card has expired: please enter a later expiry date.",
  cvcRequired: "Please enter the security code.",
  cvcInvalid: "Please enter the 3 or 4 digits of the security code.",
} as const;
