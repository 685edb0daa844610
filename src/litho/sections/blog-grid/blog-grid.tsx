import { graphql } from "gatsby";
import { Section, SectionHeading, headingId, SectionAction } from "../shared/section";
import { MasonryGrid } from "../../ui/masonry-grid";
import { MetroGrid } from "../../ui/metro-grid";
import { PostCard, type PostCardLayout } from "./post-card";
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
    posts {
      ...LithoBlogPostCard
    }
    button {
      ...LithoButtonFields
    }
  }
`;

const layouts = new Set<string>(["grid", "masonry", "metro", "side-image"]);

const listClass: Record<"grid" | "side-image", string> = {
  grid: styles.listGrid,
  "side-image": styles.listSide,
};

export const blogGridLayout = (value: string | null | undefined): PostCardLayout =>
  value && layouts.has(value) ? (value as PostCardLayout) : "grid";

/** Posts chosen by the section's selector (blogType, category, limit), in one of four arrangements. */
export const BlogGrid = ({ section }: { section: Queries.LithoBlogGridSectionFieldsFragment }) => {
  const id = section.heading ? headingId("blog", section.heading.title) : undefined;
  const layout = blogGridLayout(section.layout);
  const columns = Math.min(Math.max(section.columns ?? 3, 2), 4);
  const gridColumns = { xs: 1, md: 2, lg: columns };
  const card = (post: (typeof section.posts)[number]) => <PostCard post={post} layout={layout} headingLevel={section.heading ? "h3" : "h2"} />;
  const items = section.posts.map((post) => ({ id: post.id, doubleCol: layout === "metro" && Boolean(post.double_col), content: card(post) }));
  return (
    <Section anchor={section.anchor} background={section.background} labelledBy={id}>
      <SectionHeading heading={section.heading} id={id} />
      {layout === "masonry" || layout === "metro" ? (
        // Uneven cards pack on the shared masonry grid; metro tiles (double_col) on the shared metro grid.
        (layout === "masonry" ? <MasonryGrid items={items} columns={gridColumns} gap={30} /> : <MetroGrid items={items} columns={gridColumns} gap={30} ratio={1.15} />)
      ) : (
        <ul className={`${styles.list} ${listClass[layout]} ${styles[`columns${columns}`]}`}>
          {section.posts.map((post) => (
            <li key={post.id}>{card(post)}</li>
          ))}
        </ul>
      )}
      <SectionAction button={section.button} />
    </Section>
  );
};
