/*
 * What the demo area's form schemas (schemas.ts) say about each field. Apart from messages.ts so they
 * load with the schemas, after the page, and not with every page that shows a form.
 */
import { formatCount } from "../format-count";
import { BOOKING_LIMITS, CHECKOUT_LIMITS, DEMO_LIMITS } from "./messages";

/** What the booking forms (table, room and appointment) say about their fields. */
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
