import { graphql } from "gatsby";
import { InlineMarkup } from "../../ui/inline-markup";
import { dropCapClass, highlightClass, marksOnDark } from "./text-marks";
import * as styles from "./columns-block.module.css";

export const fragment = graphql`
  fragment LithoColumnsBlockFields on LithoColumnsBlock {
    kind
    count
    paragraphs
    rule
    dropCap
    highlight
  }
`;

const countClass: Record<2 | 3 | 4, string> = { 2: styles.two, 3: styles.three, 4: styles.four };

/** Two to four columns, whatever the data asks for. */
export const columnCount = (count: number | null | undefined): 2 | 3 | 4 => (count === 3 || count === 4 ? count : 2);

interface ColumnsBlockProps {
  block: Queries.LithoColumnsBlockFieldsFragment;
  onDark: boolean;
}

/** Paragraphs flowing through columns as in print: one column on phones, more as the screen widens. */
export const ColumnsBlock = ({ block, onDark }: ColumnsBlockProps) => {
  const classes = [
    styles.columns,
    countClass[columnCount(block.count)],
    block.rule ? styles.rule : "",
    onDark ? `${styles.onDark} ${marksOnDark}` : "",
  ];
  const highlight = highlightClass(block.highlight);
  return (
    <div className={classes.filter(Boolean).join(" ")}>
      {block.paragraphs.map((paragraph, index) => (
        <p key={paragraph} className={index === 0 ? dropCapClass(block.dropCap) : undefined}>
          <InlineMarkup text={paragraph} highlightClassName={highlight} />
        </p>
      ))}
    </div>
  );
};
