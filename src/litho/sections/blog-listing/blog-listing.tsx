import { graphql } from "gatsby";
import { Section, SectionHeading, headingId } from "../shared/section";
import { PostCard, type PostCardLayout, type PostCardLook } from "../shared/post-card";
import { PostList, type PostArrangement } from "../shared/post-list";
import type { PostCardData } from "../shared/post-card-fields";
import { ListingFilter } from "./listing-filter";
import { ListingPagination } from "../shared/listing-pagination";
import { BlogSidebar } from "../shared/blog-sidebar";
import { categoryTitle } from "../shared/listing-paths";
import * as styles from "./blog-listing.module.css";

export const fragment = graphql`
  fragment LithoBlogListingSectionFields on LithoBlogListingSection {
    type
    anchor
    heading {
      ...LithoSectionHeadingFields
    }
    style
    columns
    filter
    sidebar
    sidebarAuthor {
      ...LithoAuthorRefFields
    }
    background
    pagePosts(page: $listingPage, category: $listingCategory) {
      ...LithoBlogPostCard
    }
    listing(page: $listingPage, category: $listingCategory, path: $listingPath) {
      page
      pageCount
      category
      total
      first
      last
      ...LithoBlogSidebarFields
    }
  }
`;

export type BlogListingView = NonNullable<Queries.LithoBlogListingSectionFieldsFragment["listing"]>;

type Look = "classic" | "standard" | "simple" | "clean" | "modern" | "overlay";

interface ListingStyle {
  arrangement: PostArrangement;
  card: PostCardLayout;
  /** Columns when the data names none. */
  columns: number;
  look?: Look;
  excerpt?: boolean;
  footer?: boolean;
  /** Pictures of three shapes in turn (tall, square, wide), so the masonry's columns run uneven. */
  shapes?: boolean;
  /** Every sixth tile spans two columns: on three columns, six posts fill three rows. */
  wideRhythm?: boolean;
}

/** The template's eleven listing styles: how the posts are arranged and how each card looks. */
export const listingStyles = {
  grid: { arrangement: "grid", card: "grid", columns: 3 },
  masonry: { arrangement: "masonry", card: "grid", columns: 3, shapes: true },
  metro: { arrangement: "metro", card: "metro", columns: 3, wideRhythm: true },
  "side-image": { arrangement: "rows", card: "side-image", columns: 1 },
  classic: { arrangement: "rows", card: "grid", columns: 1, look: "classic" },
  standard: { arrangement: "rows", card: "grid", columns: 1, look: "standard" },
  simple: { arrangement: "grid", card: "grid", columns: 4, look: "simple", excerpt: false, footer: false },
  clean: { arrangement: "grid", card: "grid", columns: 3, look: "clean", footer: false },
  modern: { arrangement: "grid", card: "grid", columns: 3, look: "modern" },
  "overlay-image": { arrangement: "grid", card: "grid", columns: 3, look: "overlay" },
  widget: { arrangement: "grid", card: "grid", columns: 2 },
} as const satisfies Record<string, ListingStyle>;

export type ListingStyleName = keyof typeof listingStyles;

export const listingStyle = (value: string | null | undefined): ListingStyle =>
  value && value in listingStyles ? listingStyles[value as ListingStyleName] : listingStyles.grid;

const SHAPES = [styles.shapeTall, styles.shapeSquare, styles.shapeWide];

const cardLook = (style: ListingStyle, index: number): PostCardLook => {
  if (style.shapes) return { classNames: { media: `${styles.shaped} ${SHAPES[index % SHAPES.length]}` } };
  return style.look
    ? {
        classNames: {
          card: `${styles.look} ${styles[style.look]}`,
          media: styles.media,
          body: styles.body,
          meta: styles.meta,
          title: styles.title,
          excerpt: styles.excerpt,
          footer: styles.footer,
        },
        excerpt: style.excerpt,
        footer: style.footer,
      }
    : {};
};

/**
 * One view of the blog, a page and a category, in one of the listing styles. The build made every
 * view a page of its own (src/node/litho/listing-pages.ts), so the category links, the page links
 * and the sidebar are plain links that work without scripts and can be shared.
 */
export const BlogListing = ({ section }: { section: Queries.LithoBlogListingSectionFieldsFragment }) => {
  const id = section.heading ? headingId("blog", section.heading.title) : undefined;
  const style = listingStyle(section.style);
  const listing = section.listing;
  const columns = Math.min(Math.max(section.columns ?? style.columns, 2), 4);
  const level = section.heading ? "h3" : "h2";
  const anchor = section.anchor ?? undefined;
  const card = (post: PostCardData, index: number) => (
    <PostCard post={post} layout={style.card} headingLevel={level} look={cardLook(style, index)} category={listing?.category} />
  );
  return (
    <Section anchor={section.anchor} background={section.background} labelledBy={id}>
      <SectionHeading heading={section.heading} id={id} />
      {listing && section.filter && <ListingFilter listing={listing} anchor={anchor} />}
      <div className={section.sidebar && listing ? styles.withSidebar : undefined}>
        <div className={styles.main}>
          {listing && (
            <p className={styles.status}>
              {listing.total === 0
                ? "No posts here yet."
                : `Posts ${listing.first}–${listing.last} of ${listing.total}${listing.category ? ` in ${categoryTitle(listing.category)}` : ""}`}
            </p>
          )}
          <PostList
            posts={section.pagePosts}
            arrangement={style.arrangement}
            columns={columns}
            card={card}
            wide={style.wideRhythm ? (_post, index) => index % 6 === 0 : undefined}
          />
          {listing && <ListingPagination listing={listing} anchor={anchor} />}
        </div>
        {section.sidebar && listing && (
          <BlogSidebar listing={listing} anchor={anchor} headingLevel={level} author={section.sidebarAuthor} />
        )}
      </div>
    </Section>
  );
};
