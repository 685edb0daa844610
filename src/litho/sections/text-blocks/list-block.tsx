import { graphql } from "gatsby";
import { Icon } from "../shared/icon";
import { stepNumber } from "../shared/step-number";
import { MoreLink } from "../shared/more-link";
import * as styles from "./list-block.module.css";

export const fragment = graphql`
  fragment LithoListBlockFields on LithoListBlock {
    kind
    style
    items {
      icon
      title
      content
      linkTitle
      link
      number
    }
  }
`;

const STYLES = ["icons", "numbered", "bordered", "columns", "cards"] as const;
type ListStyle = (typeof STYLES)[number];

/** Icon bullets are the list's own look; the others add to it. */
const styleClass: Record<ListStyle, string> = {
  icons: "",
  numbered: styles.numbered,
  bordered: styles.bordered,
  columns: styles.columns,
  cards: styles.cards,
};

interface ListBlockProps {
  block: Queries.LithoListBlockFieldsFragment;
  onDark: boolean;
}

/**
 * A list-items group in one of the template's list looks. The numbered style is an ordered list whose
 * printed figures (01, 02 …) only decorate: the list itself tells assistive technology the order.
 */
export const ListBlock = ({ block, onDark }: ListBlockProps) => {
  const style = STYLES.find((candidate) => candidate === block.style) ?? "icons";
  const numbered = style === "numbered";
  const List = numbered ? "ol" : "ul";
  return (
    <List className={[styles.list, styleClass[style], onDark ? styles.onDark : ""].filter(Boolean).join(" ")}>
      {block.items.map((item, index) => (
        <li key={`${item.title ?? ""}${item.content}`} className={styles.item}>
          {numbered ? (
            <span className={styles.number} aria-hidden="true">
              {stepNumber(item.number, index)}
            </span>
          ) : (
            <span className={styles.bullet}>
              <Icon name={item.icon ?? "check"} className={styles.icon} />
            </span>
          )}
          <span className={styles.body}>
            {item.title && <strong className={styles.title}>{item.title}</strong>}
            <span className={styles.content}>{item.content}</span>
            {item.link && item.linkTitle && (
              <MoreLink to={item.link} label={item.linkTitle} subject={item.title ?? item.content} className={styles.link} />
            )}
          </span>
        </li>
      ))}
    </List>
  );
};
