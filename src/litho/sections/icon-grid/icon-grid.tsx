import { Fragment } from "react";
import { graphql } from "gatsby";
import { Section, SectionHeading, headingId } from "../shared/section";
import { IconBrowser } from "./icon-browser";
import * as styles from "./icon-grid.module.css";

export const fragment = graphql`
  fragment LithoIconGridSectionFields on LithoIconGridSection {
    type
    anchor
    heading {
      ...LithoSectionHeadingFields
    }
    note
    background
    library {
      name
      version
      homepage
      authors {
        name
        url
      }
      licences {
        name
        url
      }
      styles {
        key
        title
        sprite
        copy
        names
        categories {
          title
          icons
        }
      }
    }
  }
`;

type Credit = { readonly name: string; readonly url: string };

/** "A, B and C" of linked names. */
const LinkedList = ({ items }: { items: readonly Credit[] }) => (
  <>
    {items.map((item, index) => (
      <Fragment key={item.url + item.name}>
        {index > 0 && (index === items.length - 1 ? " and " : ", ")}
        <a href={item.url}>{item.name}</a>
      </Fragment>
    ))}
  </>
);

/** One icon set: its heading, who made it and under which licence, and every icon, searchable and copyable. */
export const IconGrid = ({ section }: { section: Queries.LithoIconGridSectionFieldsFragment }) => {
  const { library } = section;
  const id = section.heading ? headingId("icons", section.heading.title) : undefined;
  return (
    <Section anchor={section.anchor} background={section.background} labelledBy={id}>
      <SectionHeading heading={section.heading} id={id} />
      <div className={styles.about}>
        <p className={styles.credit}>
          <a href={library.homepage}>{library.name}</a>
          {library.version && ` ${library.version}`}
          {library.authors.length > 0 && (
            <>
              {" "}
              by <LinkedList items={library.authors} />
            </>
          )}
          , under the <LinkedList items={library.licences} /> licence{library.licences.length > 1 ? "s" : ""}.
        </p>
        {section.note && <p className={styles.note}>{section.note}</p>}
      </div>
      <IconBrowser setName={library.name} styles={library.styles} />
    </Section>
  );
};
