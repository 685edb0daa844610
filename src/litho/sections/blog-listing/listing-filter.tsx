import { Link } from "gatsby";
import { categoryTitle, listingViewPath } from "../shared/listing-paths";
import type { BlogListingView } from "./blog-listing";
import * as styles from "./listing-filter.module.css";

interface ListingFilterProps {
  listing: Pick<BlogListingView, "path" | "category" | "categories">;
  /** The section's anchor: each link lands on the list rather than the top of the page. */
  anchor?: string;
}

/**
 * The categories as links, each to its own page of the listing (path/category/<name>): a filtered
 * view has an address to share and needs no script. The view shown is marked as the current page.
 */
export const ListingFilter = ({ listing, anchor }: ListingFilterProps) => {
  const hash = anchor ? `#${anchor}` : "";
  const options = [
    { key: null, title: "All posts", count: null },
    ...listing.categories.map((entry) => ({ key: entry.key, title: categoryTitle(entry.key), count: entry.count })),
  ];
  return (
    <nav aria-label="Post categories" className={styles.filter}>
      <ul className={styles.list}>
        {options.map((option) => (
          <li key={option.key ?? "all"}>
            <Link
              to={`${listingViewPath(listing.path, { page: 1, category: option.key })}${hash}`}
              className={styles.option}
              aria-current={option.key === listing.category ? "page" : undefined}
            >
              {option.title}{" "}
              {option.count !== null && (
                <span className={styles.count}>
                  {option.count}
                  <span className="visually-hidden"> posts</span>
                </span>
              )}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
};
