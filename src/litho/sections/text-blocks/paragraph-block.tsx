import { graphql } from "gatsby";
import { InlineMarkup } from "../../ui/inline-markup";
import { dropCapClass, highlightClass, marksOnDark } from "./text-marks";
import * as styles from "./paragraph-block.module.css";

export const fragment = graphql`
  fragment LithoParagraphBlockFields on LithoParagraphBlock {
    kind
    text
    dropCap
    highlight
    size
    align
  }
`;

interface ParagraphBlockProps {
  block: Queries.LithoParagraphBlockFieldsFragment;
  onDark: boolean;
}

/** Running text, optionally opening with a drop cap, its ==phrases== highlighted in the paragraph's look. */
export const ParagraphBlock = ({ block, onDark }: ParagraphBlockProps) => {
  const classes = [
    styles.paragraph,
    block.size === "lead" ? styles.lead : "",
    block.align === "center" ? styles.center : "",
    dropCapClass(block.dropCap),
    onDark ? marksOnDark : "",
  ];
  return (
    <p className={classes.filter(Boolean).join(" ")}>
      <InlineMarkup text={block.text} highlightClassName={highlightClass(block.highlight)} />
    </p>
  );
};
