import { graphql } from "gatsby";
import { Section, SectionHeading, headingId } from "../shared/section";
import { AuthorCard, authorCardVariant } from "../shared/author-card";
import * as styles from "./author-block.module.css";

export const fragment = graphql`
  fragment LithoAuthorBlockSectionFields on LithoAuthorBlockSection {
    type
    anchor
    heading {
      ...LithoSectionHeadingFields
    }
    variant
    background
    author {
      ...LithoAuthorRefFields
    }
  }
`;

/**
 * The person behind a blog, as a section: a wide banner high on a personal blog's home, or a card
 * in a narrow column. Without a heading of its own, the author's name labels the region.
 */
export const AuthorBlock = ({ section }: { section: Queries.LithoAuthorBlockSectionFieldsFragment }) => {
  const variant = authorCardVariant(section.variant);
  const id = headingId("author", section.heading?.title ?? section.author.member.name);
  return (
    <Section anchor={section.anchor} background={section.background} defaultBackground="cream" labelledBy={id}>
      <SectionHeading heading={section.heading} id={id} />
      <div className={variant === "card" ? styles.narrow : undefined}>
        <AuthorCard
          author={section.author}
          variant={variant}
          headingLevel={section.heading ? "h3" : "h2"}
          nameId={section.heading ? undefined : id}
        />
      </div>
    </Section>
  );
};
