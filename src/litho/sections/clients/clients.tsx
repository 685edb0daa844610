import { graphql } from "gatsby";
import { LithoImage } from "../shared/litho-image";
import { SmartLink } from "../../ui/smart-link";
import { Section, SectionHeading, headingId } from "../shared/section";
import * as styles from "./clients.module.css";

export const fragment = graphql`
  fragment LithoClientsSectionFields on LithoClientsSection {
    type
    anchor
    heading {
      ...LithoSectionHeadingFields
    }
    background
    clients {
      name
      link
      img {
        childImageSharp {
          gatsbyImageData(width: 200, quality: 80, outputPixelDensities: [0.5, 1, 2])
        }
      }
    }
  }
`;

/** Client logos in a row, greyed until hovered. */
export const Clients = ({ section }: { section: Queries.LithoClientsSectionFieldsFragment }) => {
  const id = section.heading ? headingId("clients", section.heading.title) : undefined;
  return (
    <Section anchor={section.anchor} background={section.background} labelledBy={id} className={styles.band}>
      <SectionHeading heading={section.heading} id={id} />
      <ul className={styles.logos} aria-label={section.heading ? undefined : "Our clients"}>
        {section.clients.map((client) => (
          <li key={client.name} className={styles.logo}>
            {client.link && client.link !== "#" ? (
              <SmartLink to={client.link}>
                <LithoImage file={client.img} alt={client.name} />
              </SmartLink>
            ) : (
              <LithoImage file={client.img} alt={client.name} />
            )}
          </li>
        ))}
      </ul>
    </Section>
  );
};
