import { MoreLink } from "../shared/more-link";
import type { ServiceCard } from "./service-card-type";
import * as styles from "./service-link.module.css";

/** A service's link, when it has one, in the layout's place (className) with the shared look. */
export const ServiceLink = ({ item, className }: { item: ServiceCard; className?: string }) =>
  item.link ? (
    <MoreLink
      to={item.link}
      label={item.linkTitle ?? "Read more"}
      subject={item.title}
      className={`${styles.more} ${className ?? ""}`}
      arrowClassName={styles.arrow}
    />
  ) : null;
