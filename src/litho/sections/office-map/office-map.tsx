import { graphql } from "gatsby";
import { Icon } from "../shared/icon";
import { Section, SectionHeading, headingId, sectionBackground } from "../shared/section";
import { MapPreview } from "../../ui/map-preview";
import * as styles from "./office-map.module.css";
import { withEmailBreaks } from "../../../lib/email-breaks";

export const fragment = graphql`
  fragment LithoOfficeMapSectionFields on LithoOfficeMapSection {
    type
    anchor
    heading {
      ...LithoSectionHeadingFields
    }
    layout
    background
    offices {
      name
      address
      phone
      email
      hours
    }
    place {
      ...LithoMapPlaceFields
    }
  }
`;

type Office = Queries.LithoOfficeMapSectionFieldsFragment["offices"][number];

const LAYOUTS = new Set(["cards", "split", "band"]);

/** A phone number as a tel: link: digits and a leading plus only. */
export const telHref = (phone: string): string => `tel:${phone.replace(/(?!^\+)[^\d]/g, "")}`;

const OfficeDetails = ({ office, framed }: { office: Office; framed: boolean }) => (
  <li className={framed ? styles.officeCard : styles.office}>
    <h3 className={styles.officeName}>{office.name}</h3>
    <address className={styles.lines}>
      <p className={styles.line}>
        <Icon name="map-pin" className={styles.icon} />
        <span>
          {office.address.map((line) => (
            <span key={line} className={styles.addressLine}>
              {line}
            </span>
          ))}
        </span>
      </p>
      {office.phone && (
        <p className={styles.line}>
          <Icon name="phone" className={styles.icon} />
          <a href={telHref(office.phone)}>{office.phone}</a>
        </p>
      )}
      {office.email && (
        <p className={styles.line}>
          <Icon name="mail" className={styles.icon} />
          <a href={`mailto:${office.email}`}>{withEmailBreaks(office.email)}</a>
        </p>
      )}
    </address>
    {office.hours && (
      <p className={`${styles.line} ${styles.hours}`}>
        <Icon name="clock" className={styles.icon} />
        <span>{office.hours}</span>
      </p>
    )}
  </li>
);

/**
 * Where to find the team: its offices with address, phone, e-mail and hours, and the map preview
 * that becomes Google's interactive map on request. Three arrangements: cards above the map, the
 * offices beside it, or a card laid over a full-width map.
 */
export const OfficeMap = ({ section }: { section: Queries.LithoOfficeMapSectionFieldsFragment }) => {
  const layout = section.layout && LAYOUTS.has(section.layout) ? section.layout : "cards";
  const id = headingId("offices", section.heading?.title ?? section.offices[0]?.name);
  const dark = sectionBackground(section.background) === "dark";
  const { place } = section;
  const map = (
    <MapPreview place={place} image={place.image} imageAlt={place.imageAlt} title={place.title} className={styles[`${layout}Map`]} />
  );
  const offices = (
    <ul className={`${styles.offices} ${styles[`${layout}Offices`]}`}>
      {section.offices.map((office) => (
        <OfficeDetails key={office.name} office={office} framed={layout === "cards"} />
      ))}
    </ul>
  );

  return (
    <Section anchor={section.anchor} background={section.background} labelledBy={section.heading ? id : undefined} wide={layout === "band"}>
      <div className={`${styles[layout]} ${dark ? styles.onDark : ""}`}>
        {layout === "band" ? (
          <>
            {map}
            <div className={styles.bandCard}>
              <SectionHeading heading={section.heading} id={id} />
              {offices}
            </div>
          </>
        ) : layout === "split" ? (
          <>
            <div className={styles.splitText}>
              <SectionHeading heading={section.heading} id={id} />
              {offices}
            </div>
            {map}
          </>
        ) : (
          <>
            <SectionHeading heading={section.heading} id={id} />
            {offices}
            {map}
          </>
        )}
      </div>
    </Section>
  );
};
