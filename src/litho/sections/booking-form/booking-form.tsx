import { graphql } from "gatsby";
import { LithoImage } from "../shared/litho-image";
import { Section, SectionHeading, headingId, sectionBackground } from "../shared/section";
import { Reveal } from "../../../components/reveal/reveal";
import { BOOKING_FORM_IDS, TemplateForm, isBookingFormId, type BookingFormId } from "../../ui/template-form";
import { FormOutcomeNotice } from "../../chrome/form-outcome-notice";
import { isIsoTime } from "../../../lib/forms/booking-dates";
import { getFormFields } from "../../../lib/forms/registry";
import * as styles from "./booking-form.module.css";

export const fragment = graphql`
  fragment LithoBookingFormSectionFields on LithoBookingFormSection {
    type
    anchor
    heading {
      ...LithoSectionHeadingFields
    }
    content
    form
    choices
    times
    details {
      label
      value
    }
    buttonTitle
    imageAlt
    image {
      childImageSharp {
        gatsbyImageData(width: 1200, quality: 72, breakpoints: [480, 768, 1200])
      }
    }
    variant
    background
  }
`;

/** The list field each booking form fills from the section's `choices`. */
const CHOICE_FIELD: Readonly<Partial<Record<BookingFormId, string>>> = {
  "room-booking": "room",
  appointment: "treatment",
  "project-enquiry": "service",
};

/**
 * Checks the document's form id, choices and times; a mistake fails the build (static rendering)
 * with this message. Times, where given, turn the form's time field into a list of those slots.
 */
export const bookingFormSettings = (form: string, choices: readonly string[] | null | undefined, times?: readonly string[] | null) => {
  if (!isBookingFormId(form)) {
    throw new Error(`booking-form section: form "${form}" is not one of ${BOOKING_FORM_IDS.join(", ")}`);
  }
  const field = CHOICE_FIELD[form];
  if (field && !choices?.length) throw new Error(`booking-form section: form "${form}" needs "choices" for its ${field} list`);
  if (!field && choices?.length) throw new Error(`booking-form section: form "${form}" has no list to fill from "choices"`);
  const lists: Record<string, readonly string[]> = field && choices ? { [field]: choices } : {};
  if (times?.length) {
    if (!getFormFields(form).includes("time"))
      throw new Error(`booking-form section: form "${form}" has no time field to fill from "times"`);
    const wrong = times.find((time) => !isIsoTime(time));
    if (wrong !== undefined) throw new Error(`booking-form section: time "${wrong}" is not HH:MM (24-hour)`);
    lists.time = times;
  }
  return { formId: form, choices: Object.keys(lists).length > 0 ? lists : undefined };
};

/**
 * A booking request: a table, a room or an appointment. The form comes from the shared registry,
 * posts to the enquiry endpoint with its id and is checked there with the same schema, so it
 * works with and without JavaScript. "split" sets the pitch beside the form; "overlay" lays the
 * form on a card over a full-width picture.
 */
export const BookingForm = ({ section }: { section: Queries.LithoBookingFormSectionFieldsFragment }) => {
  const { formId, choices } = bookingFormSettings(section.form, section.choices, section.times);
  const id = headingId("booking", section.heading?.title);
  const overlay = section.variant === "overlay";
  const dark = !overlay && sectionBackground(section.background) === "dark";

  const pitch = (
    <>
      <SectionHeading heading={section.heading} id={id} />
      {section.content.map((paragraph) => (
        <p key={paragraph.slice(0, 40)} className={styles.paragraph}>
          {paragraph}
        </p>
      ))}
      {section.details && section.details.length > 0 && (
        <dl className={styles.details}>
          {section.details.map((detail) => (
            <div key={detail.label} className={styles.detail}>
              <dt>{detail.label}</dt>
              <dd>{detail.value}</dd>
            </div>
          ))}
        </dl>
      )}
    </>
  );
  const form = (
    <TemplateForm formId={formId} choices={choices} buttonLabel={section.buttonTitle ?? "Request booking"} tone={dark ? "dark" : "light"} />
  );

  // The outcome notice is a fixed toast, so it sits beside the section (which contains its own paint).
  return (
    <>
      <Section
        anchor={section.anchor}
        background={overlay ? "dark" : section.background}
        labelledBy={id}
        className={overlay ? styles.overlaySection : undefined}
      >
        {overlay ? (
          <>
            {section.image && (
              <div className={styles.backdrop} aria-hidden="true">
                <LithoImage file={section.image} alt="" fill className={styles.backdropImage} />
              </div>
            )}
            <div className={styles.overlay}>
              <div className={styles.overlayPitch}>{pitch}</div>
              <Reveal className={styles.card}>{form}</Reveal>
            </div>
          </>
        ) : (
          <div className={styles.layout}>
            <Reveal className={styles.pitch}>
              {pitch}
              {section.image && (
                <div className={styles.frame}>
                  <LithoImage file={section.image} alt={section.imageAlt ?? ""} className={styles.image} />
                </div>
              )}
            </Reveal>
            <Reveal className={`${styles.card} ${dark ? styles.cardDark : ""}`} delay={0.15}>
              {form}
            </Reveal>
          </div>
        )}
      </Section>
      <FormOutcomeNotice formId={formId} />
    </>
  );
};
