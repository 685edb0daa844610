import { graphql } from "gatsby";
import { Icon } from "../shared/icon";
import { LithoImage } from "../shared/litho-image";
import { Section, SectionHeading, headingId, sectionBackground } from "../shared/section";
import { Reveal } from "../../../components/reveal/reveal";
import { iconBoxLook, iconBoxShape, type IconBoxLook } from "./icon-box-look";
import { MoreLink } from "../shared/more-link";
import * as styles from "./icon-with-text.module.css";

export const fragment = graphql`
  fragment LithoIconWithTextSectionFields on LithoIconWithTextSection {
    type
    anchor
    heading {
      ...LithoSectionHeadingFields
    }
    style
    shape
    columns
    background
    items {
      icon
      textIcon
      title
      content
      link
      linkTitle
      img {
        childImageSharp {
          gatsbyImageData(width: 96, height: 96, quality: 80, outputPixelDensities: [1, 2])
        }
      }
      photo: img {
        childImageSharp {
          gatsbyImageData(width: 132, height: 132, quality: 78, outputPixelDensities: [1, 2])
        }
      }
      animation {
        delay
        duration
      }
    }
  }
`;

/** The grid's class for each look (CSS Modules name classes in camel case). */
const lookClass: Record<IconBoxLook, string> = {
  boxed: styles.boxed,
  plain: styles.plain,
  overline: styles.overline,
  "overline-number": styles.overlineNumber,
  shape: styles.shape,
  image: styles.image,
  "text-icon": styles.textIcon,
  rows: styles.rows,
  ruled: styles.ruled,
};

/** The looks that print the text icon as a label of its own rather than a count by the icon. */
const LABEL_LOOKS = new Set<IconBoxLook>(["overline", "overline-number", "rows", "ruled"]);

type Item = Queries.LithoIconWithTextSectionFieldsFragment["items"][number];

/** What stands above the title: the item's image, its text icon or its line icon, as the look draws it. */
const ItemIcon = ({ item, look }: { item: Item; look: IconBoxLook }) => {
  if (look === "image") {
    return (
      <span className={styles.photoWrap}>
        <LithoImage file={item.photo} alt="" className={styles.photo} />
        {item.icon && (
          <span className={styles.badge}>
            <Icon name={item.icon} className={styles.badgeIcon} />
          </span>
        )}
      </span>
    );
  }
  if (look === "text-icon") {
    return (
      <span className={styles.iconWrap} aria-hidden="true">
        <span className={styles.glyph}>{item.textIcon}</span>
      </span>
    );
  }
  return (
    <span className={styles.iconWrap}>
      {item.img ? <LithoImage file={item.img} alt="" /> : <Icon name={item.icon} className={styles.icon} />}
      {/* In the plain and boxed looks the text icon is a small count by the icon; the overline looks print it above the title. */}
      {item.textIcon && (look === "boxed" || look === "plain") && (
        <span className={styles.number} aria-hidden="true">
          {item.textIcon}
        </span>
      )}
    </span>
  );
};

/**
 * Icon, title and text in a grid: boxed cards, plain columns, overline boxes (the text icon printed as a
 * label on a rule over the title, or as a large numeral), or custom icons (a line icon in a shape, a round
 * photo with the icon on a badge, or the text icon itself in a ring), full-width rows (numeral and icon in
 * a left column, the title and text across, divided by rules) or a ruled sheet of cells sharing their
 * borders. Each item's delay comes from its animation settings.
 */
export const IconWithText = ({ section }: { section: Queries.LithoIconWithTextSectionFieldsFragment }) => {
  const id = section.heading ? headingId("features", section.heading.title) : undefined;
  const columns = Math.min(Math.max(section.columns ?? 4, 2), 4);
  const look = iconBoxLook(section.style);
  const dark = sectionBackground(section.background) === "dark";
  const labelled = LABEL_LOOKS.has(look);
  return (
    <Section anchor={section.anchor} background={section.background} labelledBy={id}>
      <SectionHeading heading={section.heading} id={id} />
      <ul
        data-look={look}
        className={[
          styles.grid,
          styles[`columns${columns}`],
          lookClass[look],
          look === "shape" ? styles[iconBoxShape(section.shape)] : "",
          dark && look !== "boxed" ? styles.onDark : "",
        ]
          .filter(Boolean)
          .join(" ")}
      >
        {section.items.map((item) => (
          <li key={item.title} className={styles.cell}>
            <Reveal delay={item.animation.delay} className={styles.item}>
              {labelled && item.textIcon && <p className={styles.label}>{item.textIcon}</p>}
              <ItemIcon item={item} look={look} />
              <h3 className={styles.title}>{item.title}</h3>
              <p className={styles.content}>{item.content}</p>
              {item.link && item.linkTitle && (
                <MoreLink to={item.link} label={item.linkTitle} subject={item.title} className={styles.link} />
              )}
            </Reveal>
          </li>
        ))}
      </ul>
    </Section>
  );
};
