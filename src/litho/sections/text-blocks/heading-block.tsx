import { graphql } from "gatsby";
import { InlineMarkup } from "../../ui/inline-markup";
import * as styles from "./heading-block.module.css";

export const fragment = graphql`
  fragment LithoHeadingBlockFields on LithoHeadingBlock {
    kind
    text
    overline
    subtitle
    style
    number
    align
  }
`;

const STYLES = ["classic", "underline", "side-line", "numbered", "display", "boxed"] as const;
type HeadingStyle = (typeof STYLES)[number];

const styleClass: Record<HeadingStyle, string> = {
  classic: styles.classic,
  underline: styles.underline,
  "side-line": styles.sideLine,
  numbered: styles.numbered,
  display: styles.display,
  boxed: styles.boxed,
};

interface HeadingBlockProps {
  block: Queries.LithoHeadingBlockFieldsFragment;
  /** One level under the section's title, or h2 in a section without one. */
  level: 2 | 3;
  onDark: boolean;
}

/** A heading in one of the template's looks; a ==phrase== in it takes the accent. */
export const HeadingBlock = ({ block, level, onDark }: HeadingBlockProps) => {
  const style = STYLES.find((candidate) => candidate === block.style) ?? "classic";
  const Tag = level === 2 ? "h2" : "h3";
  const classes = [styles.heading, styleClass[style], block.align === "center" ? styles.center : "", onDark ? styles.onDark : ""];
  return (
    <div className={classes.filter(Boolean).join(" ")}>
      {/* The figure only decorates: the heading's words carry its meaning. */}
      {style === "numbered" && block.number && (
        <span className={styles.number} aria-hidden="true">
          {block.number}
        </span>
      )}
      <div className={styles.words}>
        {block.overline && <p className={styles.overline}>{block.overline}</p>}
        <Tag className={styles.title}>
          <InlineMarkup text={block.text} highlightClassName={styles.accent} />
        </Tag>
        {block.subtitle && <p className={styles.subtitle}>{block.subtitle}</p>}
      </div>
    </div>
  );
};
