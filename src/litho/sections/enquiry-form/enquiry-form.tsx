import { graphql } from "gatsby";
import { LithoImage } from "../shared/litho-image";
import { Section, SectionHeading, headingId, sectionBackground } from "../shared/section";
import { Reveal } from "../../../components/reveal/reveal";
import { TEMPLATE_FORM_IDS, TemplateForm, isTemplateFormId } from "../../ui/template-form";
import { FormOutcomeNotice } from "../../chrome/form-outcome-notice";
import * as styles from "./enquiry-form.module.css";

export const fragment = graphql`
  fragment LithoEnquiryFormSectionFields on LithoEnquiryFormSection {
    type
    anchor
    heading {
      ...LithoSectionHeadingFields
    }
    content
    formId
    buttonTitle
    imageAlt
    image {
      childImageSharp {
        gatsbyImageData(width: 560, height: 360, quality: 74, outputPixelDensities: [0.5, 1, 2])
      }
    }
    backdrop: image {
      childImageSharp {
        gatsbyImageData(width: 1320, height: 680, quality: 70, outputPixelDensities: [0.5, 1, 1.5])
      }
    }
    layout
    background
  }
`;

const LAYOUTS = ["split", "inline", "photo", "minimal"] as const;
type Layout = (typeof LAYOUTS)[number];

const layoutOf = (value: string | null): Layout => LAYOUTS.find((layout) => layout === value) ?? "split";

/**
 * A pitch beside one of the template's forms (contact with phone, name and e-mail, or subscribe
 * with terms), arranged in one of four layouts (see enquiry-form.graphql), which posts to the site's enquiry endpoints. One per form id on a page: the
 * answer to a plain post is shown under that id.
 */
export const EnquiryForm = ({ section }: { section: Queries.LithoEnquiryFormSectionFieldsFragment }) => {
  // A typo in the page document fails the build (static HTML rendering) with this message.
  if (!isTemplateFormId(section.formId)) {
    throw new Error(`enquiry-form section: formId "${section.formId}" is not one of ${TEMPLATE_FORM_IDS.join(", ")}`);
  }
  const id = headingId("form", section.heading?.title);
  const layout = layoutOf(section.layout);
  const onPhoto = layout === "photo";
  // On the photo the form stands on a paper card whatever the band's colour.
  const dark = sectionBackground(section.background) === "dark" && !onPhoto;
  // The outcome notice is a fixed toast, so it sits beside the section: a section contains its own
  // layout and paint (see section.module.css), which would pin the toast to the section instead.
  return (
    <>
      <Section anchor={section.anchor} background={section.background} labelledBy={id}>
        <div className={`${styles.layout} ${styles[layout]}`} data-layout={layout}>
          {onPhoto && <LithoImage file={section.backdrop} alt={section.imageAlt ?? ""} className={styles.backdrop} fill />}
          <Reveal className={styles.pitch}>
            <SectionHeading heading={section.heading} id={id} />
            {section.content.map((paragraph) => (
              <p key={paragraph.slice(0, 40)} className={styles.paragraph}>
                {paragraph}
              </p>
            ))}
            {section.image && !onPhoto && (
              <div className={styles.frame}>
                <LithoImage file={section.image} alt={section.imageAlt ?? ""} className={styles.image} />
              </div>
            )}
          </Reveal>
          <Reveal className={`${styles.card} ${dark ? styles.cardDark : ""}`} delay={0.15}>
            <TemplateForm
              formId={section.formId}
              buttonLabel={section.buttonTitle ?? undefined}
              tone={dark ? "dark" : "light"}
              className={styles.form}
            />
          </Reveal>
        </div>
      </Section>
      <FormOutcomeNotice formId={section.formId} />
    </>
  );
};
