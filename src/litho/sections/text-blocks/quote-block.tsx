import { graphql } from "gatsby";
import { Icon } from "../shared/icon";
import { LithoImage } from "../shared/litho-image";
import { InlineMarkup } from "../../ui/inline-markup";
import { highlightClass } from "./text-marks";
import * as styles from "./quote-block.module.css";

export const fragment = graphql`
  fragment LithoQuoteBlockFields on LithoQuoteBlock {
    kind
    text
    author
    source
    style
    image {
      childImageSharp {
        gatsbyImageData(width: 64, height: 64, quality: 80, outputPixelDensities: [1, 2])
      }
    }
  }
`;

const STYLES = ["classic", "centered", "boxed", "dark", "pull"] as const;
type QuoteStyle = (typeof STYLES)[number];

const styleClass: Record<QuoteStyle, string> = {
  classic: styles.classic,
  centered: styles.centered,
  boxed: styles.boxed,
  dark: styles.dark,
  pull: styles.pull,
};

/** Styles that open with a drawn quotation mark. */
const WITH_MARK = new Set<QuoteStyle>(["centered", "boxed", "dark"]);

interface QuoteBlockProps {
  block: Queries.LithoQuoteBlockFieldsFragment;
  onDark: boolean;
}

/** A quotation and who said it: a figure whose caption names the author and the source. */
export const QuoteBlock = ({ block, onDark }: QuoteBlockProps) => {
  const style = STYLES.find((candidate) => candidate === block.style) ?? "classic";
  return (
    <figure className={[styles.quote, styleClass[style], onDark ? styles.onDark : ""].filter(Boolean).join(" ")}>
      {WITH_MARK.has(style) && <Icon name="quote" className={styles.mark} />}
      <blockquote className={styles.words}>
        <p>
          <InlineMarkup text={block.text} highlightClassName={highlightClass(null)} />
        </p>
      </blockquote>
      {(block.author || block.source) && (
        <figcaption className={styles.caption}>
          {/* The caption names the author: the portrait beside it is decoration. */}
          {block.image && <LithoImage file={block.image} alt="" className={styles.portrait} />}
          <span className={styles.who}>
            {block.author && <span className={styles.author}>{block.author}</span>}
            {block.source && <span className={styles.source}>{block.source}</span>}
          </span>
        </figcaption>
      )}
    </figure>
  );
};
