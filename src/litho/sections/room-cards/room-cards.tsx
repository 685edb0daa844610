import { graphql } from "gatsby";
import { LithoImage } from "../shared/litho-image";
import { LithoButton } from "../shared/button";
import { Icon } from "../shared/icon";
import { Section, SectionHeading, headingId, sectionBackground } from "../shared/section";
import { Reveal } from "../../../components/reveal/reveal";
import { formatNightlyRate } from "./room-rate";
import * as styles from "./room-cards.module.css";

export const fragment = graphql`
  fragment LithoRoomCardsSectionFields on LithoRoomCardsSection {
    type
    anchor
    heading {
      ...LithoSectionHeadingFields
    }
    rooms {
      name
      description
      imageAlt
      image {
        childImageSharp {
          gatsbyImageData(width: 720, height: 480, quality: 72, breakpoints: [360, 540, 720])
        }
      }
      rate
      rateNote
      features
      button {
        ...LithoButtonFields
      }
    }
    variant
    background
  }
`;

/**
 * Rooms with a picture, the nightly rate in US dollars, what each includes and a button (usually
 * to the booking form). "grid" sets them side by side; "rows" gives each room a row of its own,
 * the picture swapping sides from one row to the next.
 */
export const RoomCards = ({ section }: { section: Queries.LithoRoomCardsSectionFieldsFragment }) => {
  const id = headingId("rooms", section.heading?.title);
  const rows = section.variant === "rows";
  const dark = sectionBackground(section.background) === "dark";
  return (
    <Section anchor={section.anchor} background={section.background} labelledBy={section.heading ? id : undefined}>
      <SectionHeading heading={section.heading} id={id} />
      <ul className={`${styles.list} ${rows ? styles.rows : styles.grid}`}>
        {section.rooms.map((room, index) => (
          <li key={room.name} className={styles.item}>
            <Reveal delay={rows ? 0 : Math.min(index, 2) * 0.12} className={styles.room}>
              <div className={styles.media}>
                <LithoImage file={room.image} alt={room.imageAlt} className={styles.image} />
                <p className={styles.rate}>
                  <span className={styles.amount}>{formatNightlyRate(room.rate)}</span>
                  <span className={styles.per}> / night</span>
                </p>
              </div>
              <div className={styles.body}>
                <h3 className={styles.name}>{room.name}</h3>
                {room.rateNote && <p className={styles.rateNote}>{room.rateNote}</p>}
                {room.description && <p className={styles.description}>{room.description}</p>}
                {room.features && room.features.length > 0 && (
                  <ul className={styles.features} aria-label={`${room.name}: included`}>
                    {room.features.map((feature) => (
                      <li key={feature}>
                        <Icon name="check" className={styles.check} />
                        {feature}
                      </li>
                    ))}
                  </ul>
                )}
                {room.button && (
                  <LithoButton {...room.button} variant={room.button.style ?? (dark ? "solid" : "dark")} className={styles.button} />
                )}
              </div>
            </Reveal>
          </li>
        ))}
      </ul>
    </Section>
  );
};
