import { Link } from "gatsby";
import { listingViewPath } from "./listing-paths";
import * as styles from "./listing-pagination.module.css";

interface ListingPaginationProps {
  /** The view (a blog listing's, a product grid's): its first page's path, category, page and page count. */
  listing: { readonly path: string; readonly category: string | null; readonly page: number; readonly pageCount: number };
  /** The section's anchor: each link lands on the list rather than the top of the page. */
  anchor?: string;
  /** The navigation's accessible name. */
  label?: string;
  /** A query the links carry on (a product grid's sort and filters: "?sort=name"). */
  query?: string;
  /** Pages the view has after the visitor's own filters, when fewer than the built ones. */
  pageCount?: number;
}

/** Links to every page of the view (previous, the numbers, next), marked rel="prev" / "next"; nothing for a single page. */
export const ListingPagination = ({
  listing,
  anchor,
  label = "Pages of posts",
  query = "",
  pageCount = listing.pageCount,
}: ListingPaginationProps) => {
  if (pageCount < 2) return null;
  const { page, category } = listing;
  const href = (target: number) => `${listingViewPath(listing.path, { page: target, category })}${query}${anchor ? `#${anchor}` : ""}`;
  return (
    <nav aria-label={label} className={styles.pagination}>
      <ul className={styles.list}>
        {page > 1 && (
          <li>
            <Link to={href(page - 1)} rel="prev" className={`${styles.link} ${styles.step}`}>
              <span aria-hidden="true">←</span> Previous<span className="visually-hidden"> page</span>
            </Link>
          </li>
        )}
        {Array.from({ length: pageCount }, (_, index) => index + 1).map((number) => (
          <li key={number}>
            <Link to={href(number)} className={styles.link} aria-current={number === page ? "page" : undefined}>
              <span className="visually-hidden">Page </span>
              {number}
            </Link>
          </li>
        ))}
        {page < pageCount && (
          <li>
            <Link to={href(page + 1)} rel="next" className={`${styles.link} ${styles.step}`}>
              Next<span className="visually-hidden"> page</span> <span aria-hidden="true">→</span>
            </Link>
          </li>
        )}
      </ul>
    </nav>
  );
};
