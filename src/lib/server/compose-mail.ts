/*
 * Turns an accepted enquiry into the e-mail the trading desk reads. Pure: the same input gives
 * the same message, so tests can read it line by line.
 *
 * The visitor's address goes in Reply-To, never From: the message is sent by the site (MAIL_FROM),
 * so mail servers do not reject it as forged, and "Reply" still answers the visitor.
 */
import company from "../../../data/site/en/company.json";
import { isIsoDate, nightsBetween } from "../forms/booking-dates";
import { getFormDefinition, getFormFields, type FormId } from "../forms/registry";
import { MULTI_LINE_FIELDS, toSingleLine } from "./sanitize";
import { fillPlaceholders } from "../fill-placeholders";
import { interfaceTexts } from "../i18n/all-interface-texts";
import { languageByCode } from "../i18n/languages";

export interface EnquiryDetails {
  formId: FormId;
  /** Sanitised values (see sanitize.ts), keyed by field name. */
  fields: Readonly<Record<string, string>>;
  /** Same-site path of the page the form was sent from. */
  page: string;
  receivedAt: Date;
  /** The code of the language the page was in ("zh-hk"), as the form posted it; the default when missing or unknown. */
  language?: string;
}

export interface MailAddress {
  name: string;
  address: string;
}

/** The subset of nodemailer's message options this site uses. */
export interface EnquiryMail {
  from: string;
  to: string;
  replyTo?: MailAddress;
  subject: string;
  text: string;
  date: Date;
  headers: Record<string, string>;
}

const NOT_GIVEN = "(not given)";
const SUBJECT_NAME_LENGTH = 80;

const HONG_KONG_TIME = new Intl.DateTimeFormat("en-GB", {
  timeZone: "Asia/Hong_Kong",
  weekday: "long",
  day: "numeric",
  month: "long",
  year: "numeric",
  hour: "2-digit",
  minute: "2-digit",
  second: "2-digit",
  hourCycle: "h23",
});

/**
 * "Tuesday 4 March 2025 at 14:05:09 Hong Kong time", whatever the server's own time zone.
 * Assembled from parts, because the punctuation of a whole formatted date differs between
 * versions of the ICU data Node ships.
 */
export const formatHongKongTime = (date: Date): string => {
  const part = Object.fromEntries(HONG_KONG_TIME.formatToParts(date).map(({ type, value }) => [type, value]));
  return `${part.weekday} ${part.day} ${part.month} ${part.year} at ${part.hour}:${part.minute}:${part.second} Hong Kong time`;
};

const isSubscription = (formId: FormId): boolean => getFormDefinition(formId).endpoint === "/api/subscribe";

/** Who wrote, for the subject and the closing line: the name when given, else the address. */
const enquirerOf = (fields: EnquiryDetails["fields"]): string =>
  toSingleLine(fields.name || fields.email || "a visitor", SUBJECT_NAME_LENGTH);

/**
 * The live contact form's subject is worded in the language of the page it was sent from
 * (`mailSubject` of that language's interface.json), so the desk sees at once which site a
 * customer read; the demo forms' subjects are English.
 */
const liveSubject = (language: string | undefined, enquirer: string): string => {
  const texts = interfaceTexts[languageByCode(language).code as keyof typeof interfaceTexts];
  return fillPlaceholders(texts.contactForm.mailSubject, { enquirer });
};

export const enquirySubject = ({ formId, fields, language }: Pick<EnquiryDetails, "formId" | "fields" | "language">): string => {
  if (formId === "contact") return liveSubject(language, enquirerOf(fields));
  const { booking } = getFormDefinition(formId);
  if (booking) return `${booking.subject} from ${enquirerOf(fields)}`;
  return isSubscription(formId) ? `Subscription request from ${enquirerOf(fields)}` : `Website enquiry from ${enquirerOf(fields)}`;
};

const WEEKDAY_DATE = new Intl.DateTimeFormat("en-GB", { timeZone: "UTC", weekday: "long", day: "numeric", month: "long", year: "numeric" });

/** A booked day with its weekday, so the desk reads "2026-12-04 (Friday 4 December 2026)" at a glance. */
const withWeekday = (value: string): string => {
  if (!isIsoDate(value)) return value;
  const part = Object.fromEntries(WEEKDAY_DATE.formatToParts(new Date(`${value}T00:00:00Z`)).map(({ type, value: text }) => [type, text]));
  return `${value} (${part.weekday} ${part.day} ${part.month} ${part.year})`;
};

/** The length of a room booking's stay, when both of its days are known. */
const stayLine = (fields: EnquiryDetails["fields"]): string[] => {
  const { check_in: checkIn, check_out: checkOut } = fields;
  if (!checkIn || !checkOut || !isIsoDate(checkIn) || !isIsoDate(checkOut)) return [];
  const nights = nightsBetween(checkIn, checkOut);
  return [`Stay: ${nights} ${nights === 1 ? "night" : "nights"}`];
};

/** Single-line fields as aligned "Label: value" lines; multi-line ones as blocks below. */
const fieldLines = (formId: FormId, fields: EnquiryDetails["fields"]): string[] => {
  const { labels } = getFormDefinition(formId);
  const names = getFormFields(formId);
  const width = Math.max(...names.map((name) => labels[name].length)) + 1;
  const lines: string[] = [];
  const blocks: string[] = [];
  for (const name of names) {
    const value = fields[name] ? withWeekday(fields[name]) : NOT_GIVEN;
    if (MULTI_LINE_FIELDS.has(name)) blocks.push("", `${labels[name]}:`, value);
    else lines.push(`${`${labels[name]}:`.padEnd(width)} ${value}`);
  }
  return [...lines, ...blocks];
};

export const enquiryText = ({ formId, fields, page, receivedAt }: EnquiryDetails): string => {
  const { booking } = getFormDefinition(formId);
  const what = booking?.action ?? (isSubscription(formId) ? "asked to join the mailing list" : "sent an enquiry");
  const replyHint = fields.email ? `Reply to this e-mail to answer ${enquirerOf(fields)} directly.` : "The visitor left no e-mail address.";
  return [
    `A visitor ${what} on the ${company.name} website.`,
    "",
    ...fieldLines(formId, fields),
    ...(booking ? stayLine(fields) : []),
    "",
    "--",
    `Page:     ${page}`,
    `Form:     ${formId}`,
    `Received: ${formatHongKongTime(receivedAt)} (${receivedAt.toISOString()})`,
    replyHint,
    "",
  ].join("\n");
};

export const composeEnquiryMail = (details: EnquiryDetails, envelope: { from: string; to: string }): EnquiryMail => {
  const { fields } = details;
  return {
    from: envelope.from,
    to: envelope.to,
    // An object, not a string: nodemailer then encodes the name and nothing in it can add an address.
    ...(fields.email ? { replyTo: { name: fields.name ?? "", address: fields.email } } : {}),
    subject: enquirySubject(details),
    text: enquiryText(details),
    date: details.receivedAt,
    headers: { "X-Enquiry-Form": details.formId },
  };
};
