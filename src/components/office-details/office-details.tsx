import type React from "react";
import { graphql } from "gatsby";
import type { Company } from "../../lib/use-site-data";
import { smoothScrollToElement } from "../../lib/smooth-scroll";
import { OfficeStatus } from "../office-status/office-status";
import { useInterfaceText } from "../../lib/i18n/use-interface-text";
import * as styles from "./office-details.module.css";
import { withEmailBreaks } from "../../lib/email-breaks";

export const officeBlockFields = graphql`
  fragment OfficeBlockFields on OfficeBlock {
    eyebrow
    title
    text
    mapLinkText
  }
`;

export const visitBlockFields = graphql`
  fragment VisitBlockFields on VisitBlock {
    openNow
    closedNow
    closedForHoliday
    nextOpening
    today
    tomorrow
    samplesNote
    whatsappLabel
    appointmentTitle
    appointmentText
  }
`;

/** wa.me takes the number in international form, digits only. */
const whatsappLink = (number: string): string => `https://wa.me/${number.replace(/\D/g, "")}`;

interface OfficeDetailsProps {
  office: Queries.OfficeBlockFieldsFragment;
  visit: Queries.VisitBlockFieldsFragment;
  company: Company;
  /** The id of the map section that 'View on google map' glides to. */
  mapId: string;
}

/** The office's address and ways to reach it, with a link that scrolls smoothly to the map. */
export const OfficeDetails = ({ office, visit, company, mapId }: OfficeDetailsProps) => {
  const labels = useInterfaceText().office;
  const scrollToMap = (event: React.MouseEvent<HTMLAnchorElement>) => {
    const map = document.getElementById(mapId);
    if (!map) return;
    event.preventDefault();
    smoothScrollToElement(map);
    window.history.replaceState(null, "", `#${mapId}`);
  };

  return (
    <div className={styles.card}>
      {office.eyebrow && <p className={styles.eyebrow}>{office.eyebrow}</p>}
      <h2 className={styles.title}>{office.title}</h2>
      <p className={styles.text}>{office.text}</p>
      <dl className={styles.details}>
        <div>
          <dt>{labels.address}</dt>
          <dd>
            <address className={styles.address}>
              {company.address.lines.map((line) => (
                <span key={line}>{line}</span>
              ))}
            </address>
          </dd>
        </div>
        <div>
          <dt>{labels.email}</dt>
          <dd>
            <a href={`mailto:${company.email}`}>{withEmailBreaks(company.email)}</a>
          </dd>
        </div>
        <div>
          <dt>{labels.telephone}</dt>
          <dd>
            <a href={`tel:${company.phone.replace(/\s+/g, "")}`}>{company.phone}</a>
          </dd>
        </div>
        <div>
          <dt>{visit.whatsappLabel}</dt>
          <dd>
            <a href={whatsappLink(company.whatsapp)}>{company.whatsapp}</a>
          </dd>
        </div>
        <div>
          <dt>{labels.openingHours}</dt>
          <dd>
            {company.openingHours}
            <OfficeStatus hours={company.hours} texts={visit} />
            {company.hours.holidaysAreSamples && <span className={styles.note}>{visit.samplesNote}</span>}
          </dd>
        </div>
      </dl>
      <div className={styles.appointment}>
        <h3>{visit.appointmentTitle}</h3>
        <p>{visit.appointmentText}</p>
      </div>
      <a className={styles.mapLink} href={`#${mapId}`} onClick={scrollToMap}>
        <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false">
          <path d="M12 21s-7-6.2-7-11.5A7 7 0 0 1 19 9.5C19 14.8 12 21 12 21z" fill="none" stroke="currentColor" strokeWidth="1.8" />
          <circle cx="12" cy="9.5" r="2.5" fill="currentColor" />
        </svg>
        {office.mapLinkText}
      </a>
    </div>
  );
};
