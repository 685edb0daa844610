import { graphql } from "gatsby";
import { Icon } from "./icon";
import { SmartLink } from "../../ui/smart-link";
import * as styles from "./button.module.css";

export const lithoButtonFields = graphql`
  fragment LithoButtonFields on LithoButton {
    title
    link
    style
  }
`;

export type LithoButtonStyle = "solid" | "dark" | "outline" | "link";

interface LithoButtonProps {
  title: string;
  link: string;
  /** Data may name a style; unknown names fall back to solid. */
  variant?: string | null;
  className?: string;
}

const known = new Set<string>(["solid", "dark", "outline", "link"]);

export const LithoButton = ({ title, link, variant, className }: LithoButtonProps) => {
  const style = variant && known.has(variant) ? variant : "solid";
  return (
    <SmartLink to={link} className={`${styles.button} ${styles[style]} ${className ?? ""}`}>
      {title}
      {style === "link" && <Icon name="arrow-right" className={styles.arrow} />}
    </SmartLink>
  );
};
