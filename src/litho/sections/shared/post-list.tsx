import type React from "react";
import { MasonryGrid } from "../../ui/masonry-grid";
import { MetroGrid } from "../../ui/metro-grid";
import { gridTallFollowsWideClassName } from "../../ui/grid-layout";
import type { PostCardData } from "./post-card-fields";
import * as styles from "./post-list.module.css";

/** How cards are arranged: rows of equal cells, packed columns, metro tiles or one card to a row. */
export type PostArrangement = "grid" | "masonry" | "metro" | "rows";

interface PostListProps {
  posts: readonly PostCardData[];
  arrangement: PostArrangement;
  /** Columns from 992 px (2–4); one column on phones, two from 768 px. */
  columns: number;
  /** Draws one post; `index` is its place in the list. */
  card: (post: PostCardData, index: number) => React.ReactNode;
  /** Which metro tiles span two columns; the post's own double_col by default. */
  wide?: (post: PostCardData, index: number) => boolean;
  /** Which metro tiles span two rows; none by default. */
  tall?: (post: PostCardData, index: number) => boolean;
}

const ownWidth = (post: PostCardData): boolean => Boolean(post.double_col);

/** The posts of a blog section (blog-grid, blog-listing), each drawn by `card`, in one of four arrangements. */
export const PostList = ({ posts, arrangement, columns, card, wide = ownWidth, tall }: PostListProps) => {
  const gridColumns = { xs: 1, md: 2, lg: columns };
  const metro = arrangement === "metro";
  const items = posts.map((post, index) => ({
    id: post.id,
    doubleCol: metro && wide(post, index),
    doubleRow: metro && Boolean(tall?.(post, index)),
    content: card(post, index),
  }));
  // Uneven cards pack on the shared masonry grid; metro tiles (double_col) on the shared metro grid.
  if (arrangement === "masonry") return <MasonryGrid items={items} columns={gridColumns} gap={30} />;
  if (arrangement === "metro")
    return (
      <MetroGrid items={items} columns={gridColumns} gap={30} ratio={1.15} className={tall ? gridTallFollowsWideClassName : undefined} />
    );
  return (
    <ul
      className={[styles.list, arrangement === "rows" ? styles.listSide : styles.listGrid, styles[`columns${columns}`]]
        .filter(Boolean)
        .join(" ")}
    >
      {posts.map((post, index) => (
        <li key={post.id}>{card(post, index)}</li>
      ))}
    </ul>
  );
};
