/*
 * Every sentence the forms show or the enquiry endpoints send back.
 * The template's four messages are fixed by the product spec and kept word for word;
 * the live contact form speaks to customers, so its messages say what to do. Its words are data
 * (data/site/en/interface.json and its translations); the English ones serve the endpoints too.
 */

// The default language's words (data/site/en/); pages in other languages pass their own.
import defaultInterface from "../../../data/site/en/interface.json";
import { fillPlaceholders } from "../fill-placeholders";
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

/** The live contact form's words in one language: the `contactForm` block of data/site/en/interface.json or a translation of it. */
export type ContactFormTexts = typeof defaultInterface.contactForm;

/** Why the live contact form refuses a field, in the language of `texts`, with the limits filled in. */
export const contactMessagesIn = (texts: Pick<ContactFormTexts, "messages">): ContactFormTexts["messages"] => {
  const { messages } = texts;
  return {
    ...messages,
    nameTooLong: fillPlaceholders(messages.nameTooLong, { limit: String(CONTACT_LIMITS.name) }),
    emailTooLong: fillPlaceholders(messages.emailTooLong, { limit: String(CONTACT_LIMITS.email) }),
    commentTooLong: fillPlaceholders(messages.commentTooLong, { limit: formatCount(CONTACT_LIMITS.comment) }),
  };
};

/** The same in the site's default language: what the endpoints validate with and answer in. */
export const CONTACT_MESSAGES = contactMessagesIn(defaultInterface.contactForm);

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
  serviceRequired: "Please choose the kind of project.",
  startRequired: "Please choose the earliest day the project could start.",
  choiceTooLong: `Please choose from the list (at most ${BOOKING_LIMITS.choice} characters).`,
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

/** The one line shown above a form's button when a submit is refused: "Please check: Name, Email." */
export const refusalSummary = (
  labels: readonly string[],
  texts: Pick<ContactFormTexts, "checkSummary" | "listSeparator"> = defaultInterface.contactForm,
): string => (labels.length === 0 ? "" : fillPlaceholders(texts.checkSummary, { fields: labels.join(texts.listSeparator) }));

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
