import { graphql } from "gatsby";
import { Section, SectionHeading, headingId } from "../shared/section";
import { Alert } from "../../ui/alert";
import { TemplateForm, isBookingFormId, isDemoFormId, isTemplateFormId, type TemplateFormId } from "../../ui/template-form";
import { FormOutcomeNotice } from "../../chrome/form-outcome-notice";
import * as styles from "./form-columns.module.css";

export const fragment = graphql`
  fragment LithoFormColumnsSectionFields on LithoFormColumnsSection {
    type
    anchor
    heading {
      ...LithoSectionHeadingFields
    }
    note
    forms {
      formId
      title
      text
      buttonTitle
    }
    background
  }
`;

const isDrawnForm = (value: string): value is TemplateFormId => isTemplateFormId(value) || isBookingFormId(value) || isDemoFormId(value);

/**
 * Forms side by side, each in a card under its own title: the shop's sign-in and registration, or
 * any pair of the template's forms. Each answers a plain post under its own id, so a page holds each
 * form once.
 */
export const FormColumns = ({ section }: { section: Queries.LithoFormColumnsSectionFieldsFragment }) => {
  for (const form of section.forms) {
    // A typo in the page document fails the build (static HTML rendering) with this message.
    if (!isDrawnForm(form.formId)) throw new Error(`form-columns section: formId "${form.formId}" is not a form the template draws`);
  }
  const id = section.heading ? headingId("forms", section.heading.title) : undefined;
  return (
    <>
      <Section anchor={section.anchor} background={section.background} labelledBy={id}>
        {section.heading && <SectionHeading heading={section.heading} id={id} />}
        {section.note && (
          <Alert variant="info" look="side-bar" title="Demo only" className={styles.note}>
            {section.note}
          </Alert>
        )}
        <div className={styles.columns}>
          {section.forms.map((form) => {
            const titleId = `${form.formId}-title`;
            return (
              <section key={form.formId} className={styles.card} aria-labelledby={titleId}>
                <h2 id={titleId} className={styles.title}>
                  {form.title}
                </h2>
                {form.text && <p className={styles.text}>{form.text}</p>}
                <TemplateForm formId={form.formId as TemplateFormId} buttonLabel={form.buttonTitle ?? undefined} />
              </section>
            );
          })}
        </div>
      </Section>
      {section.forms.map((form) => (
        <FormOutcomeNotice key={form.formId} formId={form.formId as TemplateFormId} />
      ))}
    </>
  );
};
