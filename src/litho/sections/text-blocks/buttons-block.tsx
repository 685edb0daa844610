import { graphql } from "gatsby";
import { LithoButton } from "../shared/button";
import * as styles from "./buttons-block.module.css";

export const fragment = graphql`
  fragment LithoButtonsBlockFields on LithoButtonsBlock {
    kind
    align
    buttons {
      ...LithoButtonFields
    }
  }
`;

/** A row of buttons, each in its own style, size and shape; the row wraps on narrow screens. */
export const ButtonsBlock = ({ block }: { block: Queries.LithoButtonsBlockFieldsFragment }) => (
  <div className={`${styles.buttons} ${block.align === "center" ? styles.center : ""}`}>
    {block.buttons.map((button) => (
      <LithoButton key={`${button.title}${button.link}`} {...button} variant={button.style} />
    ))}
  </div>
);
