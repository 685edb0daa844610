import { ContactForm } from "../contact-form/contact-form";
import { Container } from "../container/container";
import { OfficeDetails } from "../office-details/office-details";
import { SectionHeading } from "../section-heading/section-heading";
import { Reveal } from "../reveal/reveal";
import type { Company } from "../../lib/use-site-data";
import * as styles from "./contact-section.module.css";

interface ContactSectionProps {
  office: Queries.OfficeBlockFieldsFragment;
  visit: Queries.VisitBlockFieldsFragment;
  form: Queries.SectionHeadingFieldsFragment;
  company: Company;
  mapId: string;
  path: string;
  /** What the comment starts with (a product's enquiry); the visitor can still change it. */
  suggestedComment?: string;
}

/** The office card beside the enquiry form. */
export const ContactSection = ({ office, visit, form, company, mapId, path, suggestedComment }: ContactSectionProps) => (
  <section className={styles.section} aria-labelledby="contact-form-title">
    <Container className={styles.grid}>
      <Reveal>
        <OfficeDetails office={office} visit={visit} company={company} mapId={mapId} />
      </Reveal>
      <Reveal className={styles.form} delay={0.1}>
        <SectionHeading id="contact-form-title" eyebrow={form.eyebrow} title={form.title} intro={form.intro} />
        <ContactForm email={company.email} page={path} suggestedComment={suggestedComment} />
      </Reveal>
    </Container>
  </section>
);
