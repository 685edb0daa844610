import { graphql } from "gatsby";
import { Section, SectionHeading, headingId } from "../shared/section";
import { LithoImage } from "../shared/litho-image";
import { SmartLink } from "../../ui/smart-link";
import { listingViewPath } from "../shared/listing-paths";
import * as styles from "./product-categories.module.css";

export const fragment = graphql`
  fragment LithoProductCategoriesSectionFields on LithoProductCategoriesSection {
    type
    anchor
    heading {
      ...LithoSectionHeadingFields
    }
    shopPath
    background
    tiles {
      title
      text
      imageAlt
      link
      image {
        childImageSharp {
          gatsbyImageData(width: 480, aspectRatio: 0.8333, breakpoints: [240, 360, 480], quality: 74)
        }
      }
    }
    categories {
      slug
      title
      text
      imageAlt
      productCount
      image {
        childImageSharp {
          gatsbyImageData(width: 480, aspectRatio: 0.8333, breakpoints: [240, 360, 480], quality: 74)
        }
      }
    }
  }
`;

/** Category tiles: picture, name, count and a line; each opens that category of the shop (or a store's own departments, from `tiles`). */
export const ProductCategories = ({ section }: { section: Queries.LithoProductCategoriesSectionFieldsFragment }) => {
  const titleId = section.heading ? headingId(section.anchor ?? "categories", section.heading.title) : undefined;
  return (
    <Section anchor={section.anchor} background={section.background} labelledBy={titleId}>
      <SectionHeading heading={section.heading} id={titleId} />
      <ul className={`${styles.tiles} ${(section.tiles?.length ?? section.categories.length) % 4 === 0 ? styles.four : ""}`}>
        {section.tiles?.map((tile) => (
          <li key={tile.title} className={styles.tile}>
            <div className={styles.media}>
              <LithoImage file={tile.image} alt={tile.imageAlt} className={styles.image} />
            </div>
            <h3 className={styles.title}>
              <SmartLink to={tile.link} className={styles.link}>
                {tile.title}
              </SmartLink>
            </h3>
            {tile.text && <p className={styles.text}>{tile.text}</p>}
          </li>
        ))}
        {!section.tiles?.length &&
          section.categories.map((category) => (
            <li key={category.slug} className={styles.tile}>
              <div className={styles.media}>
                <LithoImage file={category.image} alt={category.imageAlt} className={styles.image} />
              </div>
              <h3 className={styles.title}>
                <SmartLink to={listingViewPath(section.shopPath, { page: 1, category: category.slug })} className={styles.link}>
                  {category.title}
                </SmartLink>
              </h3>
              <p className={styles.count}>
                {category.productCount} {category.productCount === 1 ? "product" : "products"}
              </p>
              <p className={styles.text}>{category.text}</p>
            </li>
          ))}
      </ul>
    </Section>
  );
};
