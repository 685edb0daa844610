import { graphql } from "gatsby";
import { Section, SectionHeading, headingId, SectionAction } from "../shared/section";
import { PostCard, type PostCardLayout } from "../shared/post-card";
import { PostList } from "../shared/post-list";
import { useSectionLayout } from "../section-layouts";
import * as styles from "./blog-grid.module.css";

export const fragment = graphql`
  fragment LithoBlogGridSectionFields on LithoBlogGridSection {
    type
    anchor
    heading {
      ...LithoSectionHeadingFields
    }
    layout
    columns
    background
    categoryListing
    excerpt
    featureFirst
    posts {
      ...LithoBlogPostCard
    }
    button {
      ...LithoButtonFields
    }
  }
`;

const layouts = new Set<string>(["grid", "masonry", "metro", "side-image"]);

export const blogGridLayout = (value: string | null | undefined): PostCardLayout =>
  value && layouts.has(value) ? (value as PostCardLayout) : "grid";

/** Posts chosen by the section's selector (blogType, category, limit), in one of four arrangements or as a front page's lead stories. */
export const BlogGrid = ({ section }: { section: Queries.LithoBlogGridSectionFieldsFragment }) => {
  const id = section.heading ? headingId("blog", section.heading.title) : undefined;
  const layout = blogGridLayout(section.layout);
  const columns = Math.min(Math.max(section.columns ?? 3, 2), 4);
  const headingLevel = section.heading ? "h3" : "h2";
  // A front page's lead or ranked stories (all-layouts.ts); the card arrangements are drawn here.
  const Stories = useSectionLayout("blog-grid", section.layout);
  // metro with a feature: the first post's tile two columns wide and two rows tall, its title larger.
  const featured = layout === "metro" && Boolean(section.featureFirst);
  const card = (post: (typeof section.posts)[number], index: number) => (
    <PostCard
      post={post}
      layout={layout}
      headingLevel={headingLevel}
      categoryListing={section.categoryListing}
      look={{
        excerpt: section.excerpt !== false,
        classNames: featured && index === 0 ? { card: styles.feature, body: styles.featureBody, title: styles.featureTitle } : undefined,
      }}
    />
  );
  return (
    <Section anchor={section.anchor} background={section.background} labelledBy={id}>
      <SectionHeading heading={section.heading} id={id} />
      {Stories ? (
        <Stories posts={section.posts} headingLevel={headingLevel} categoryListing={section.categoryListing} />
      ) : (
        <PostList
          posts={section.posts}
          arrangement={layout === "side-image" ? "rows" : layout}
          columns={columns}
          card={card}
          wide={featured ? (post, index) => index === 0 || Boolean(post.double_col) : undefined}
          tall={featured ? (_post, index) => index === 0 : undefined}
        />
      )}
      <SectionAction button={section.button} />
    </Section>
  );
};
