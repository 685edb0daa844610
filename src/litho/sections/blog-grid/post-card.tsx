import { Link } from "gatsby";
import { LithoImage } from "../shared/litho-image";
import { Icon } from "../shared/icon";
import type { PostCardData } from "./post-card-fields";
import * as styles from "./blog-grid.module.css";

export type PostCardLayout = "grid" | "masonry" | "metro" | "side-image";

interface PostCardProps {
  post: PostCardData;
  layout: PostCardLayout;
  headingLevel?: "h2" | "h3";
}

/**
 * One post teaser. The title is the link; the image link repeats it for pointer users but is
 * hidden from assistive technology and the tab order, so each post is announced once.
 */
export const PostCard = ({ post, layout, headingLevel: Title = "h3" }: PostCardProps) => {
  const category = post.category[0] ?? "news";
  return (
    <article className={`${styles.card} ${styles[layout === "side-image" ? "side" : layout] ?? ""}`}>
      <Link to={post.url} className={styles.media} tabIndex={-1} aria-hidden="true">
        <LithoImage file={post.img} alt="" fill={layout !== "masonry"} className={styles.image} />
      </Link>
      <div className={styles.body}>
        <p className={styles.meta}>
          <span className={styles.category}>{category}</span>
          <span aria-hidden="true">·</span>
          <span>{post.date}</span>
        </p>
        <Title className={styles.title}>
          <Link to={post.url} className={styles.titleLink}>
            {post.title}
          </Link>
        </Title>
        {layout !== "metro" && <p className={styles.excerpt}>{post.content}</p>}
        <footer className={styles.footer}>
          {post.authorProfile && (
            <span className={styles.author}>
              <LithoImage file={post.authorProfile.img} alt="" className={styles.avatar} />
              <span>
                <span className="visually-hidden">By </span>
                {post.authorProfile.name}
              </span>
            </span>
          )}
          <span className={styles.counts}>
            <span>
              <Icon name="heart" className={styles.countIcon} />
              {post.likes}
              <span className="visually-hidden"> likes</span>
            </span>
            <span>
              <Icon name="comment" className={styles.countIcon} />
              {post.comments}
              <span className="visually-hidden"> comments</span>
            </span>
          </span>
        </footer>
      </div>
    </article>
  );
};
