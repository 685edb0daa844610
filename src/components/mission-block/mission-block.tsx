import { graphql } from "gatsby";
import { getImage } from "gatsby-plugin-image";
import { PlainPicture } from "../plain-picture/plain-picture";
import { ButtonLink } from "../button-link/button-link";
import { Container } from "../container/container";
import { SectionHeading } from "../section-heading/section-heading";
import { Reveal } from "../reveal/reveal";
import * as styles from "./mission-block.module.css";

export const missionBlockFields = graphql`
  fragment MissionBlockFields on MissionBlock {
    eyebrow
    title
    text
    buttonText
    buttonPath
    imageAlt
    image {
      childImageSharp {
        gatsbyImageData(
          width: 640
          aspectRatio: 0.9
          placeholder: BLURRED
          outputPixelDensities: [0.5, 1, 2]
          sizes: "(max-width: 991px) 100vw, 520px"
        )
      }
    }
    values {
      title
      text
    }
  }
`;

const ValueIcon = () => (
  <svg viewBox="0 0 32 32" aria-hidden="true" focusable="false">
    <path d="M16 3l3.6 7.8 8.4 1-6.2 5.8 1.6 8.4L16 21.8 8.6 26l1.6-8.4L4 11.8l8.4-1z" fill="currentColor" />
  </svg>
);

/** The company's mission, a link to its services and the three values behind it. */
export const MissionBlock = ({ mission }: { mission: Queries.MissionBlockFieldsFragment }) => {
  const image = getImage(mission.image.childImageSharp?.gatsbyImageData ?? null);
  return (
    <section className={styles.section} aria-labelledby="mission-title">
      <Container className={styles.grid}>
        <Reveal className={styles.media}>{image && <PlainPicture image={image} alt={mission.imageAlt} className={styles.image} />}</Reveal>
        <div>
          <Reveal>
            <SectionHeading id="mission-title" eyebrow={mission.eyebrow} title={mission.title} intro={mission.text} tone="light" />
            <ButtonLink to={mission.buttonPath}>{mission.buttonText}</ButtonLink>
          </Reveal>
          <ul className={styles.values}>
            {mission.values.map((value, index) => (
              <li key={value.title}>
                <Reveal delay={index * 0.12} className={styles.value}>
                  <span className={styles.icon}>
                    <ValueIcon />
                  </span>
                  <div>
                    <h3 className={styles.valueTitle}>{value.title}</h3>
                    <p className={styles.valueText}>{value.text}</p>
                  </div>
                </Reveal>
              </li>
            ))}
          </ul>
        </div>
      </Container>
    </section>
  );
};
