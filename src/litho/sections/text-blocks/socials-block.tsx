import { graphql } from "gatsby";
import { SocialLinks, type SocialLinksLook, type SocialLinksSize } from "../../chrome/social-links";
import * as styles from "./socials-block.module.css";

export const fragment = graphql`
  fragment LithoSocialsBlockFields on LithoSocialsBlock {
    kind
    style
    size
    labels
    label
    align
    socials {
      ...LithoSocialLinkFields
    }
  }
`;

const LOOKS: readonly SocialLinksLook[] = ["plain", "round", "filled", "square", "brand"];
const SIZES: readonly SocialLinksSize[] = ["sm", "md", "lg"];

/** A collection group of social links in one of the chrome's looks, each opening its network in a new tab. */
export const SocialsBlock = ({ block }: { block: Queries.LithoSocialsBlockFieldsFragment }) => (
  <SocialLinks
    links={block.socials.map(({ link, icon, title, color }) => ({ link, icon, label: title, color }))}
    look={LOOKS.find((look) => look === block.style) ?? "plain"}
    size={SIZES.find((size) => size === block.size) ?? "md"}
    labelled={Boolean(block.labels)}
    label={block.label ?? undefined}
    className={`${styles.socials} ${block.align === "center" ? styles.center : ""}`}
  />
);
