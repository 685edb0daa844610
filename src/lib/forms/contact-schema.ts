/*
 * The live contact form's yup schema, on its own so that /contact evaluates only its own rules: the
 * browser validates with it through formik and the enquiry endpoint validates the same post with it
 * (schemas.ts registers it with the demo area's forms).
 */
import { object, string } from "yup";
import { CONTACT_LIMITS, CONTACT_MESSAGES, type ContactFormTexts } from "./contact-messages";
import { isLivePhoneNumber } from "./patterns";

/** The live contact form's rules, refusing in the words given (a language's `contactMessagesIn`). */
export const contactSchemaWith = (messages: ContactFormTexts["messages"]) =>
  object({
    name: string()
      .trim()
      .required(messages.nameRequired)
      .test("single-line", messages.nameSingleLine, (value) => value == null || !/[\r\n]/.test(value))
      .max(CONTACT_LIMITS.name, messages.nameTooLong),
    email: string().trim().required(messages.emailRequired).email(messages.emailInvalid).max(CONTACT_LIMITS.email, messages.emailTooLong),
    // Optional: an empty or missing phone is fine, anything typed must be a real number.
    phone: string()
      .trim()
      .default("")
      .test("phone", messages.phoneInvalid, (value) => !value || isLivePhoneNumber(value)),
    comment: string().trim().required(messages.commentRequired).max(CONTACT_LIMITS.comment, messages.commentTooLong),
  });

export const contactSchema = contactSchemaWith(CONTACT_MESSAGES);
