/*
 * The live contact form's limits and words. Kept apart from the other forms' messages (messages.ts),
 * which the demo area's forms load: they need a few of the live form's sentences, not all of them.
 */

// The default language's words (data/site/en/); pages in other languages pass their own.
import defaultInterface from "../../../data/site/en/interface.json";
import { fillPlaceholders } from "../fill-placeholders";
import { formatCount } from "../format-count";

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

/** The one line shown above a form's button when a submit is refused: "Please check: Name, Email." */
export const refusalSummary = (
  labels: readonly string[],
  texts: Pick<ContactFormTexts, "checkSummary" | "listSeparator"> = defaultInterface.contactForm,
): string => (labels.length === 0 ? "" : fillPlaceholders(texts.checkSummary, { fields: labels.join(texts.listSeparator) }));
