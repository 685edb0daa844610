import { SmartLink } from "../ui/smart-link";
import type { LithoBreadcrumb } from "./types";
import * as styles from "./breadcrumbs.module.css";

interface BreadcrumbsProps {
  items: readonly LithoBreadcrumb[];
  /** "light" text for dark grounds, "dark" for light ones. */
  ink?: "light" | "dark";
  className?: string;
}

/** The trail to the current page; the last entry is the page itself and is not a link. */
export const Breadcrumbs = ({ items, ink = "dark", className }: BreadcrumbsProps) => (
  <nav aria-label="Breadcrumb" className={[styles.breadcrumbs, styles[ink], className].filter(Boolean).join(" ")}>
    <ol className={styles.list}>
      {items.map((item, index) => {
        const last = index === items.length - 1;
        return (
          <li key={`${index}-${item.title}`} className={styles.item}>
            {item.link && !last ? (
              // A step to a place on another page (an area's group on the demo index) is a plain link, so the browser lands on it.
              item.link.includes("#") ? (
                <a href={item.link}>{item.title}</a>
              ) : (
                <SmartLink to={item.link}>{item.title}</SmartLink>
              )
            ) : (
              <span aria-current={last ? "page" : undefined}>{item.title}</span>
            )}
          </li>
        );
      })}
    </ol>
  </nav>
);
