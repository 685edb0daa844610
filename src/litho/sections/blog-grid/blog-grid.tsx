import { graphql } from "gatsby";
import { Section, SectionHeading, headingId, SectionAction } from "../shared/section";
import { PostCard, type PostCardLayout } from "../shared/post-card";
import { PostList } from "../shared/post-list";

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

/** Posts chosen by the section's selector (blogType, category, limit), in one of four arrangements. */
export const BlogGrid = ({ section }: { section: Queries.LithoBlogGridSectionFieldsFragment }) => {
  const id = section.heading ? headingId("blog", section.heading.title) : undefined;
  const layout = blogGridLayout(section.layout);
  const columns = Math.min(Math.max(section.columns ?? 3, 2), 4);
  const card = (post: (typeof section.posts)[number]) => <PostCard post={post} layout={layout} headingLevel={section.heading ? "h3" : "h2"} />;
  return (
    <Section anchor={section.anchor} background={section.background} labelledBy={id}>
      <SectionHeading heading={section.heading} id={id} />
      <PostList posts={section.posts} arrangement={layout === "side-image" ? "rows" : layout} columns={columns} card={card} />
      <SectionAction button={section.button} />
    </Section>
  );
};
