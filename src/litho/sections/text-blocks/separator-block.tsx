import { graphql } from "gatsby";
import { Icon } from "../shared/icon";
import * as styles from "./separator-block.module.css";

export const fragment = graphql`
  fragment LithoSeparatorBlockFields on LithoSeparatorBlock {
    kind
    style
    width
    icon
    label
    align
  }
`;

const STYLES = ["line", "thick", "dashed", "dotted", "double", "gradient", "icon", "label"] as const;
type SeparatorStyle = (typeof STYLES)[number];
const WIDTHS = ["full", "medium", "short"] as const;
const ALIGNS = ["left", "center", "right"] as const;

const pick = <T extends string>(known: readonly T[], value: string | null | undefined, fallback: T): T =>
  known.find((candidate) => candidate === value) ?? fallback;

interface SeparatorBlockProps {
  block: Queries.LithoSeparatorBlockFieldsFragment;
  onDark: boolean;
}

/**
 * A break in the flow. Plain rules are an <hr>; the icon style is a separator whose icon decorates;
 * the label style is words between two rules, read as text.
 */
export const SeparatorBlock = ({ block, onDark }: SeparatorBlockProps) => {
  const style: SeparatorStyle = pick(STYLES, block.style, "line");
  const classes = [
    styles.separator,
    styles[style],
    styles[pick(WIDTHS, block.width, "full")],
    styles[pick(ALIGNS, block.align, "center")],
    onDark ? styles.onDark : "",
  ]
    .filter(Boolean)
    .join(" ");
  if (style === "label" && block.label) {
    return (
      <p className={classes}>
        <span className={styles.words}>{block.label}</span>
      </p>
    );
  }
  if (style === "icon") {
    return (
      <div className={classes} role="separator">
        <Icon name={block.icon ?? "star"} className={styles.glyph} />
      </div>
    );
  }
  return <hr className={classes} />;
};
