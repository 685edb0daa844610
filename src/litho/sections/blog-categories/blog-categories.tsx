import { graphql, Link } from "gatsby";
import { Section, SectionHeading, SectionAction, headingId } from "../shared/section";
import { LithoImage } from "../shared/litho-image";
import * as styles from "./blog-categories.module.css";

export const fragment = graphql`
  fragment LithoBlogCategoriesSectionFields on LithoBlogCategoriesSection {
    type
    anchor
    heading {
      ...LithoSectionHeadingFields
    }
    variant
    background
    categories {
      key
      name
      count
      url
      tile {
        img {
          childImageSharp {
            gatsbyImageData(width: 480, aspectRatio: 1, quality: 74, outputPixelDensities: [0.5, 1, 2])
          }
        }
      }
    }
    button {
      ...LithoButtonFields
    }
  }
`;

type Category = Queries.LithoBlogCategoriesSectionFieldsFragment["categories"][number];

export type BlogCategoriesVariant = "tiles" | "list" | "bar";

const variants = new Set<string>(["tiles", "list", "bar"]);

export const blogCategoriesVariant = (value: string | null | undefined): BlogCategoriesVariant =>
  value && variants.has(value) ? (value as BlogCategoriesVariant) : "tiles";

/** "6 posts", "1 post". */
export const postCountLabel = (count: number): string => `${count} ${count === 1 ? "post" : "posts"}`;

/** A category's name and count, a link to its page when the listing has one. */
const Entry = ({ category, variant }: { category: Category; variant: BlogCategoriesVariant }) => {
  const inner = (
    <>
      {variant === "tiles" && (
        <span className={styles.media}>
          <LithoImage file={category.tile?.img} alt="" fill className={styles.image} />
        </span>
      )}
      <span className={styles.name}>{category.name}</span> <span className={styles.count}>{postCountLabel(category.count)}</span>
    </>
  );
  return category.url ? (
    <Link to={category.url} className={styles.entry}>
      {inner}
    </Link>
  ) : (
    <span className={styles.entry}>{inner}</span>
  );
};

/**
 * The blog's categories with how many posts each holds, counted from the posts collection when the
 * site is built, each opening its page of the blog's listing: picture tiles, a list or a row of chips.
 */
export const BlogCategories = ({ section }: { section: Queries.LithoBlogCategoriesSectionFieldsFragment }) => {
  const variant = blogCategoriesVariant(section.variant);
  const id = headingId("categories", section.heading?.title);
  return (
    <Section anchor={section.anchor} background={section.background} labelledBy={section.heading ? id : undefined}>
      <SectionHeading heading={section.heading} id={id} />
      <nav aria-label={section.heading?.title ?? "Categories"}>
        <ul className={`${styles.entries} ${styles[variant]}`} data-count={section.categories.length}>
          {section.categories.map((category) => (
            <li key={category.key} className={styles.item}>
              <Entry category={category} variant={variant} />
            </li>
          ))}
        </ul>
      </nav>
      <SectionAction button={section.button} />
    </Section>
  );
};
