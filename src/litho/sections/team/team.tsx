import { graphql } from "gatsby";
import { LithoImage } from "../shared/litho-image";
import { Icon } from "../shared/icon";
import { Section, SectionHeading, headingId } from "../shared/section";
import { Reveal } from "../../../components/reveal/reveal";
import * as styles from "./team.module.css";

export const fragment = graphql`
  fragment LithoTeamSectionFields on LithoTeamSection {
    type
    anchor
    heading {
      ...LithoSectionHeadingFields
    }
    background
    style
    members {
      jsonId
      name
      designation
      description
      socials {
        icon
        title
        link
      }
      img {
        childImageSharp {
          gatsbyImageData(width: 420, aspectRatio: 0.8, quality: 76)
        }
      }
    }
  }
`;

type Member = Queries.LithoTeamSectionFieldsFragment["members"][number];

const MemberSocials = ({ member }: { member: Member }) => (
  <ul className={styles.socials}>
    {member.socials.map((social) => (
      <li key={social.icon}>
        <a href={social.link} target="_blank" rel="noopener noreferrer" className={styles.social}>
          <Icon name={social.icon} />
          <span className="visually-hidden">
            {member.name} on {social.title}
          </span>
        </a>
      </li>
    ))}
  </ul>
);

/**
 * Team portraits. By default the bio and social links slide up over the portrait on hover or
 * focus; the cards style prints them under the name, for a page about the team itself.
 */
export const Team = ({ section }: { section: Queries.LithoTeamSectionFieldsFragment }) => {
  const id = section.heading ? headingId("team", section.heading.title) : undefined;
  const cards = section.style === "cards";
  return (
    <Section anchor={section.anchor} background={section.background} labelledBy={id}>
      <SectionHeading heading={section.heading} id={id} />
      <ul className={`${styles.grid} ${cards ? styles.cardGrid : ""}`}>
        {section.members.map((member, index) => (
          <li key={member.jsonId}>
            <Reveal delay={(index % 4) * 0.1} className={cards ? styles.profile : styles.card}>
              <div className={styles.portrait}>
                <LithoImage file={member.img} alt={`Portrait of ${member.name}`} className={styles.image} />
                {!cards && (
                  <div className={styles.overlay}>
                    <p className={styles.bio}>{member.description}</p>
                    <MemberSocials member={member} />
                  </div>
                )}
              </div>
              <div className={cards ? styles.profileBody : undefined}>
                <h3 className={styles.name}>{member.name}</h3>
                <p className={styles.role}>{member.designation}</p>
                {cards && (
                  <>
                    <p className={styles.profileBio}>{member.description}</p>
                    <MemberSocials member={member} />
                  </>
                )}
              </div>
            </Reveal>
          </li>
        ))}
      </ul>
    </Section>
  );
};
