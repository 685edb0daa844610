import { Link } from "gatsby";
import { LithoImage } from "./litho-image";
import { Icon } from "./icon";
import { PostCategory } from "./post-category";
import type { PostCardData } from "./post-card-fields";
import * as styles from "./post-card.module.css";

export type PostCardLayout = "grid" | "masonry" | "metro" | "side-image";

/** The card's parts a section may restyle. */
export type PostCardPart = "card" | "media" | "body" | "meta" | "title" | "excerpt" | "footer";

/** Another section's own look of the card: classes for its parts, and which parts it leaves out. */
export interface PostCardLook {
  classNames?: Partial<Record<PostCardPart, string>>;
  excerpt?: boolean;
  footer?: boolean;
}

interface PostCardProps {
  post: PostCardData;
  layout: PostCardLayout;
  headingLevel?: "h2" | "h3";
  look?: PostCardLook;
  /** The category to name when the post has it (a category's page); otherwise the post's first. */
  category?: string | null;
  /** A listing with a page per category: the category label links there (see PostCategory). */
  categoryListing?: string | null;
}

const classes = (...names: (string | undefined)[]): string => names.filter(Boolean).join(" ");

/**
 * One post teaser. The title is the link; the image link repeats it for pointer users but is
 * hidden from assistive technology and the tab order, so each post is announced once.
 */
export const PostCard = ({ post, layout, headingLevel: Title = "h3", look = {}, category: shown, categoryListing }: PostCardProps) => {
  const category = (shown && post.category.includes(shown) ? shown : post.category[0]) ?? "news";
  const own = look.classNames ?? {};
  return (
    <article className={classes(styles.card, styles[layout === "side-image" ? "side" : layout], own.card)}>
      <Link to={post.url} className={classes(styles.media, own.media)} tabIndex={-1} aria-hidden="true">
        <LithoImage file={post.img} alt="" fill={layout !== "masonry"} className={styles.image} />
      </Link>
      <div className={classes(styles.body, own.body)}>
        <p className={classes(styles.meta, own.meta)}>
          <PostCategory category={category} listing={categoryListing} className={styles.category} />
          <span aria-hidden="true">·</span>
          <span>{post.date}</span>
        </p>
        <Title className={classes(styles.title, own.title)}>
          <Link to={post.url} className={styles.titleLink}>
            {post.title}
          </Link>
        </Title>
        {layout !== "metro" && look.excerpt !== false && <p className={classes(styles.excerpt, own.excerpt)}>{post.content}</p>}
        {look.footer !== false && (
          <footer className={classes(styles.footer, own.footer)}>
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
        )}
      </div>
    </article>
  );
};
