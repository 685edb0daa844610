import { graphql } from "gatsby";
import { LithoImage } from "./litho-image";
import { LithoButton } from "./button";
import { Icon } from "./icon";
import * as styles from "./author-card.module.css";

/** What an author block shows: the team member and what the page says of them instead. */
export const lithoAuthorRefFields = graphql`
  fragment LithoAuthorRefFields on LithoAuthorRef {
    overline
    role
    bio
    postCount
    button {
      ...LithoButtonFields
    }
    portrait {
      childImageSharp {
        gatsbyImageData(width: 420, aspectRatio: 0.8, quality: 76, outputPixelDensities: [0.5, 1, 2])
      }
    }
    member {
      ...LithoTeamMemberFields
    }
  }
`;

export type AuthorRef = Queries.LithoAuthorRefFieldsFragment;

/** banner: a large portrait beside the words; card: a round portrait over them, for a sidebar. */
export type AuthorCardVariant = "banner" | "card";

export const authorCardVariant = (value: string | null | undefined): AuthorCardVariant => (value === "card" ? "card" : "banner");

interface AuthorCardProps {
  author: AuthorRef;
  variant: AuthorCardVariant;
  /** The name's level: h2 for a section of its own, h3 inside a sidebar. */
  headingLevel: "h2" | "h3";
  /** The name's id, so a section can be labelled by it. */
  nameId?: string;
}

/**
 * A blog's author: portrait, name, role, a few words, their profiles, how many posts they wrote
 * and a button. The words come from the page where it gives them, else from the team collection.
 */
export const AuthorCard = ({ author, variant, headingLevel: Name, nameId }: AuthorCardProps) => {
  const { member } = author;
  const bio = author.bio && author.bio.length > 0 ? author.bio : [member.description];
  return (
    <div className={`${styles.author} ${styles[variant]}`}>
      <div className={styles.portrait}>
        <LithoImage file={author.portrait ?? member.img} alt={`Portrait of ${member.name}`} className={styles.image} />
      </div>
      <div className={styles.body}>
        {author.overline && <p className={styles.overline}>{author.overline}</p>}
        <Name id={nameId} className={styles.name}>
          {member.name}
        </Name>
        <p className={styles.role}>{author.role ?? member.designation}</p>
        <div className={styles.bio}>
          {bio.map((paragraph) => (
            <p key={paragraph}>{paragraph}</p>
          ))}
        </div>
        <p className={styles.count}>
          <Icon name="pen" /> {author.postCount} {author.postCount === 1 ? "post" : "posts"} on the blog
        </p>
        {member.socials.length > 0 && (
          <ul className={styles.socials} aria-label={`${member.name} elsewhere`}>
            {member.socials.map((social) => (
              <li key={social.link}>
                <a href={social.link} target="_blank" rel="noopener noreferrer" className={styles.social}>
                  <Icon name={social.icon} />
                  <span className="visually-hidden">
                    {member.name} on {social.title} (opens in a new tab)
                  </span>
                </a>
              </li>
            ))}
          </ul>
        )}
        {author.button && (
          <LithoButton
            {...author.button}
            variant={author.button.style ?? (variant === "card" ? "outline" : "dark")}
            className={styles.button}
          />
        )}
      </div>
    </div>
  );
};
