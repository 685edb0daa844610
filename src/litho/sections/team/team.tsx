import { graphql } from "gatsby";
import { LithoImage } from "../shared/litho-image";
import { Icon } from "../shared/icon";
import { Section, SectionHeading, headingId } from "../shared/section";
import { Reveal } from "../../../components/reveal/reveal";
import { Carousel } from "../../ui/carousel";
import * as styles from "./team.module.css";

export const fragment = graphql`
  fragment LithoTeamSectionFields on LithoTeamSection {
    type
    anchor
    heading {
      ...LithoSectionHeadingFields
    }
    background
    variant
    layout
    people {
      name
      role
      text
      tags
      image {
        childImageSharp {
          gatsbyImageData(width: 420, aspectRatio: 0.8, quality: 76, outputPixelDensities: [0.5, 1, 2])
        }
      }
    }
    members {
      ...LithoTeamMemberFields
    }
  }
`;

type Section = Queries.LithoTeamSectionFieldsFragment;
type Member = Section["members"][number];
type Person = NonNullable<Section["people"]>[number];

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

/** A page's own people: arched portraits with the talk (speaker) or dark cards with tags (trainer). */
const PeopleGrid = ({ people, variant }: { people: readonly Person[]; variant: "speaker" | "trainer" }) => (
  <ul className={`${styles.grid} ${styles[variant]}`}>
    {people.map((person, index) => (
      <li key={person.name}>
        <Reveal delay={index * 0.1} className={styles.person}>
          <div className={styles.frame}>
            <LithoImage file={person.image} alt={`Portrait of ${person.name}`} className={styles.image} />
          </div>
          <div className={styles.personBody}>
            <h3 className={styles.name}>{person.name}</h3>
            <p className={styles.role}>{person.role}</p>
            {person.text && <p className={styles.personText}>{person.text}</p>}
            {person.tags && person.tags.length > 0 && (
              <ul className={styles.tags} aria-label={`${person.name}'s specialities`}>
                {person.tags.map((tag) => (
                  <li key={tag}>{tag}</li>
                ))}
              </ul>
            )}
          </div>
        </Reveal>
      </li>
    ))}
  </ul>
);

/** How a member of the collection is drawn; see the variant field in team.graphql. */
type MemberLook = "portrait" | "cards" | "feature";

const memberLook = (variant: string | null | undefined): MemberLook =>
  variant === "cards" || variant === "feature" ? variant : "portrait";

const memberClass: Record<MemberLook, string> = { portrait: styles.card, cards: styles.profile, feature: styles.feature };
const bodyClass: Record<MemberLook, string | undefined> = { portrait: undefined, cards: styles.profileBody, feature: styles.featureBody };

/**
 * One member: the portrait with the bio and links over it (portrait), under the name (cards), or
 * beside it in large type (feature).
 */
const MemberCard = ({ member, look }: { member: Member; look: MemberLook }) => (
  <>
    <div className={styles.portrait}>
      <LithoImage file={member.img} alt={`Portrait of ${member.name}`} className={styles.image} />
      {look === "portrait" && (
        <div className={styles.overlay}>
          <p className={styles.bio}>{member.description}</p>
          <MemberSocials member={member} />
        </div>
      )}
    </div>
    <div className={bodyClass[look]}>
      <h3 className={styles.name}>{member.name}</h3>
      <p className={styles.role}>{member.designation}</p>
      {look !== "portrait" && (
        <>
          <p className={styles.profileBio}>{member.description}</p>
          <MemberSocials member={member} />
        </>
      )}
    </div>
  </>
);

/**
 * The team-members collection as portraits whose bio and social links slide up on hover or focus,
 * or as cards that print them under the name (a page about the team itself).
 */
const MemberGrid = ({ members, look }: { members: readonly Member[]; look: MemberLook }) => (
  <ul className={`${styles.grid} ${look === "portrait" ? "" : styles.cardGrid}`}>
    {members.map((member, index) => (
      <li key={member.jsonId}>
        <Reveal delay={(index % 4) * 0.1} className={memberClass[look]}>
          <MemberCard member={member} look={look} />
        </Reveal>
      </li>
    ))}
  </ul>
);

/** One member to a view, the portrait beside the words, for the feature look. */
const ONE_A_VIEW = { slidesPerView: 1, breakpoints: {}, autoplay: { delay: 6000, disableOnInteraction: false } };

/**
 * The same members on the shared carousel: one, two and four to a view, moving on every 3 s, or one
 * at a time for the feature look.
 */
const MemberCarousel = ({ members, look, label, dark }: { members: readonly Member[]; look: MemberLook; label: string; dark: boolean }) => (
  <Carousel
    label={label}
    theme={dark ? "light" : "dark"}
    settings={look === "feature" ? ONE_A_VIEW : undefined}
    slides={members.map((member) => ({
      id: String(member.jsonId),
      content: (
        <div className={memberClass[look]}>
          <MemberCard member={member} look={look} />
        </div>
      ),
    }))}
  />
);

/** People in a grid: the team from the collection (or on a carousel), or a page's own `people` (speakers, trainers). */
export const Team = ({ section }: { section: Section }) => {
  const id = section.heading ? headingId("team", section.heading.title) : undefined;
  const people = section.people && section.people.length > 0 ? section.people : null;
  return (
    <Section anchor={section.anchor} background={section.background} labelledBy={id}>
      <SectionHeading heading={section.heading} id={id} />
      {people ? (
        <PeopleGrid people={people} variant={section.variant === "trainer" ? "trainer" : "speaker"} />
      ) : section.layout === "carousel" ? (
        // The section is already named by its title; the carousel takes the overline so the two differ.
        <MemberCarousel
          members={section.members}
          look={memberLook(section.variant)}
          label={section.heading?.overline ?? "Our team"}
          dark={section.background === "dark"}
        />
      ) : (
        <MemberGrid members={section.members} look={memberLook(section.variant)} />
      )}
    </Section>
  );
};
