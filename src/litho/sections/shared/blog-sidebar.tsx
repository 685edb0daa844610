import { useCallback, useId } from "react";
import { graphql, Link, navigate } from "gatsby";
import { LithoImage } from "./litho-image";
import { SearchForm } from "../../search/search-form";
import { normaliseQuery, SEARCH_RESULTS_PAGE, searchResultUrl } from "../../search/search-types";
import { categoryTitle, listingViewPath } from "./listing-paths";
import { AuthorCard, type AuthorRef } from "./author-card";
import * as styles from "./blog-sidebar.module.css";

/** What the widgets show of a listing: the blog listing's views and a whole post's sidebar (post-article) both ask for it. */
export const lithoBlogSidebarFields = graphql`
  fragment LithoBlogSidebarFields on LithoBlogListingView {
    path
    category
    categories {
      key
      count
    }
    recent {
      id
      title
      url
      date
      img {
        childImageSharp {
          gatsbyImageData(width: 128, height: 128, quality: 72, outputPixelDensities: [1, 2])
        }
      }
    }
    tags
  }
`;

interface BlogSidebarProps {
  listing: Queries.LithoBlogSidebarFieldsFragment;
  /** The section's anchor: category links land on the list rather than the top of the page. */
  anchor?: string;
  headingLevel: "h2" | "h3";
  /** The blog's author, as a card over the search. */
  author?: AuthorRef | null;
}

/**
 * The blog's widgets beside its posts: a search that leads to the demo's results page (a plain GET
 * without scripts), over it the blog's author when the page names one, the categories with their
 * counts as pages of this listing, the newest posts
 * and the tags, each tag a search for itself.
 */
export const BlogSidebar = ({ listing, anchor, headingLevel: Heading, author }: BlogSidebarProps) => {
  const uid = useId();
  const search = useCallback((query: string) => {
    const text = normaliseQuery(query);
    void navigate(searchResultUrl(text), { state: { search: text } });
  }, []);
  const hash = anchor ? `#${anchor}` : "";
  const titleId = (name: string) => `${uid}${name}`;
  return (
    <aside className={styles.sidebar} aria-label="Blog sidebar">
      {author && (
        <section className={styles.widget} aria-labelledby={titleId("author")}>
          <AuthorCard author={author} variant="card" headingLevel={Heading} nameId={titleId("author")} />
        </section>
      )}
      <div className={styles.widget}>
        <SearchForm action={SEARCH_RESULTS_PAGE} query="" onSearch={search} label="Search the blog" compact />
      </div>

      <section className={styles.widget} aria-labelledby={titleId("categories")}>
        <Heading id={titleId("categories")} className={styles.title}>
          Categories
        </Heading>
        <ul className={styles.categories}>
          {listing.categories.map((entry) => (
            <li key={entry.key}>
              <Link
                to={`${listingViewPath(listing.path, { page: 1, category: entry.key })}${hash}`}
                className={styles.category}
                aria-current={entry.key === listing.category ? "page" : undefined}
              >
                <span>{categoryTitle(entry.key)}</span>{" "}
                <span className={styles.count}>
                  {entry.count}
                  <span className="visually-hidden"> posts</span>
                </span>
              </Link>
            </li>
          ))}
        </ul>
      </section>

      <section className={styles.widget} aria-labelledby={titleId("recent")}>
        <Heading id={titleId("recent")} className={styles.title}>
          Recent posts
        </Heading>
        <ul className={styles.recent}>
          {listing.recent.map((post) => (
            <li key={post.id} className={styles.recentItem}>
              <Link to={post.url} className={styles.thumb} tabIndex={-1} aria-hidden="true">
                <LithoImage file={post.img} alt="" fill />
              </Link>
              <div>
                <Link to={post.url} className={styles.recentTitle}>
                  {post.title}
                </Link>
                <p className={styles.date}>{post.date}</p>
              </div>
            </li>
          ))}
        </ul>
      </section>

      <section className={styles.widget} aria-labelledby={titleId("tags")}>
        <Heading id={titleId("tags")} className={styles.title}>
          Tags
        </Heading>
        <ul className={styles.tags}>
          {listing.tags.map((tag) => (
            <li key={tag}>
              <Link to={searchResultUrl(tag)} className={styles.tag}>
                <span className="visually-hidden">Search for </span>
                {tag}
              </Link>
            </li>
          ))}
        </ul>
      </section>
    </aside>
  );
};
