import { Link } from "gatsby";
import { LithoImage } from "../../sections/shared/litho-image";
import { Icon } from "../../sections/shared/icon";
import { useSiteData } from "../../../lib/use-site-data";
import { PostCard } from "../../sections/shared/post-card";
import type { PostCardData } from "../../sections/shared/post-card-fields";
import * as styles from "./post-parts.module.css";

/**
 * The pieces every rendering of a whole post shares: the blog-type post pages
 * (src/templates/litho-blog-post.tsx) and the post layouts (the post-article section).
 */

type Post = Queries.LithoBlogPostDetailFragment;
type Author = NonNullable<Post["authorProfile"]>;

/** Over a dark picture (`onDark`), the meta line and byline turn light. */

/** The line over a post's title: its categories, its date and whatever else the page adds (its type). */
export const PostMeta = ({ post, extra, onDark = false }: { post: Pick<Post, "category" | "date">; extra?: string; onDark?: boolean }) => (
  <p className={`${styles.meta} ${onDark ? styles.onDark : ""}`}>
    <span className={styles.category}>{post.category.join(", ")}</span>
    <span aria-hidden="true">·</span>
    <span>{post.date}</span>
    {extra && (
      <>
        <span aria-hidden="true">·</span>
        <span>{extra}</span>
      </>
    )}
  </p>
);

/** The author's name and face with the post's likes and comments. */
/** How many comments a thread holds, replies included: what the byline and the list's heading both say. */
export const commentCount = (comments: readonly { readonly replies?: readonly unknown[] | null }[]): number =>
  comments.reduce((total, comment) => total + 1 + (comment.replies?.length ?? 0), 0);

/**
 * The author, likes and comments under a post's title. `comments` is the count of the comments shown
 * below the post, when it shows them, so the byline and the list agree; otherwise the post's own count.
 */
export const PostByline = ({
  post,
  onDark = false,
  comments = post.comments,
}: {
  post: Pick<Post, "authorProfile" | "likes" | "comments">;
  onDark?: boolean;
  comments?: number | null;
}) =>
  post.authorProfile ? (
    <div className={`${styles.byline} ${onDark ? styles.onDark : ""}`}>
      <LithoImage file={post.authorProfile.img} alt="" className={styles.bylineAvatar} />
      <span>
        By <strong>{post.authorProfile.name}</strong>
      </span>
      <span className={styles.counts}>
        <Icon name="heart" /> {post.likes} <span className="visually-hidden">likes</span>
        <Icon name="comment" /> {comments} <span className="visually-hidden">comments</span>
      </span>
    </div>
  ) : null;

/** The article: its lead, then its paragraphs, the second set as a pull quote when asked. */
export const PostBody = ({ post, pullQuote = true }: { post: Pick<Post, "content" | "body">; pullQuote?: boolean }) => (
  <>
    <p className={styles.lead}>{post.content}</p>
    {post.body.map((paragraph, index) =>
      index === 1 && pullQuote ? (
        <blockquote key={index} className={styles.pullQuote}>
          <p>{paragraph}</p>
        </blockquote>
      ) : (
        <p key={index}>{paragraph}</p>
      ),
    )}
  </>
);

export const PostTags = ({ tags }: { tags: readonly string[] }) => (
  <ul className={styles.tags} aria-label="Tags">
    {tags.map((tag) => (
      <li key={tag}>
        <Icon name="tag" />
        {tag}
      </li>
    ))}
  </ul>
);

export const AuthorBox = ({ author }: { author: Author }) => (
  <aside className={styles.authorBox} aria-label="About the author">
    <LithoImage file={author.img} alt="" className={styles.authorAvatar} />
    <div>
      <p className={styles.authorName}>{author.name}</p>
      <p className={styles.authorRole}>{author.designation}</p>
      <p className={styles.authorText}>{author.description}</p>
    </div>
  </aside>
);

/** Where each network takes a page to share: plain links, no scripts of theirs on the page. */
const SHARE_TARGETS = [
  { name: "Facebook", icon: "facebook", href: (url: string) => `https://www.facebook.com/sharer/sharer.php?u=${encodeURIComponent(url)}` },
  {
    name: "X",
    icon: "twitter",
    href: (url: string, title: string) =>
      `https://twitter.com/intent/tweet?url=${encodeURIComponent(url)}&text=${encodeURIComponent(title)}`,
  },
  {
    name: "LinkedIn",
    icon: "linkedin",
    href: (url: string) => `https://www.linkedin.com/sharing/share-offsite/?url=${encodeURIComponent(url)}`,
  },
  {
    name: "email",
    icon: "mail",
    href: (url: string, title: string) => `mailto:?subject=${encodeURIComponent(title)}&body=${encodeURIComponent(url)}`,
  },
] as const;

/** Share links for the page at `path`, each naming the network for screen readers. */
export const ShareLinks = ({ title, path, vertical = false }: { title: string; path: string; vertical?: boolean }) => {
  const { siteUrl } = useSiteData();
  const url = `${siteUrl.replace(/\/$/, "")}${path}`;
  return (
    <div className={`${styles.share} ${vertical ? styles.shareVertical : ""}`}>
      <p className={styles.shareLabel}>Share</p>
      <ul className={styles.shareList}>
        {SHARE_TARGETS.map((target) => (
          <li key={target.name}>
            <a
              className={styles.shareLink}
              href={target.href(url, title)}
              {...(target.icon === "mail" ? {} : { target: "_blank", rel: "noopener noreferrer" })}
            >
              <Icon name={target.icon} />
              <span className="visually-hidden">
                Share by {target.name}
                {target.icon === "mail" ? "" : " (opens in a new tab)"}
              </span>
            </a>
          </li>
        ))}
      </ul>
    </div>
  );
};

interface NeighbourPost {
  readonly id: string;
  readonly title: string;
  readonly url: string;
}

/** Links to the posts before and after this one; an end of the blog shows just the other side. */
export const PostNeighbours = ({ previous, next }: { previous: NeighbourPost | null; next: NeighbourPost | null }) =>
  previous || next ? (
    <nav className={styles.neighbours} aria-label="More posts">
      {previous && (
        <Link to={previous.url} className={styles.neighbour} rel="prev">
          <span className={styles.neighbourLabel}>
            <Icon name="arrow-left" /> Previous post
          </span>
          <span className={styles.neighbourTitle}>{previous.title}</span>
        </Link>
      )}
      {next && (
        <Link to={next.url} className={`${styles.neighbour} ${styles.neighbourNext}`} rel="next">
          <span className={styles.neighbourLabel}>
            Next post <Icon name="arrow-right" />
          </span>
          <span className={styles.neighbourTitle}>{next.title}</span>
        </Link>
      )}
    </nav>
  ) : null;

type Comment = Queries.LithoPostCommentFieldsFragment;

const MONTHS = ["January", "February", "March", "April", "May", "June", "July", "August", "September", "October", "November", "December"];

/** "2024-06-10T09:12:00+08:00" → "10 June 2024": the day as written, whatever the reader's time zone. */
export const commentDay = (iso: string): string => {
  const match = /^(\d{4})-(\d{2})-(\d{2})/.exec(iso);
  return match ? `${Number(match[3])} ${MONTHS[Number(match[2]) - 1]} ${match[1]}` : iso;
};

const initials = (name: string): string =>
  name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((part) => part.charAt(0).toUpperCase())
    .join("");

const CommentItem = ({ comment }: { comment: Comment }) => (
  <article className={styles.comment}>
    <span className={`${styles.avatar} ${comment.byAuthor ? styles.avatarAuthor : ""}`} aria-hidden="true">
      {initials(comment.name)}
    </span>
    <div className={styles.commentBody}>
      <header className={styles.commentHeader}>
        <h3 className={styles.commentName}>
          {comment.name}
          {comment.byAuthor && <span className={styles.authorBadge}>Author</span>}
        </h3>
        <time dateTime={comment.date} className={styles.commentDate}>
          {commentDay(comment.date)}
        </time>
      </header>
      <p className={styles.commentText}>{comment.text}</p>
    </div>
  </article>
);

/** The post's comments from data, with their replies nested one level. */
export const CommentList = ({
  comments,
  headingId,
}: {
  comments: readonly (Comment & { readonly replies: readonly Comment[] | null })[];
  headingId: string;
}) => {
  const count = commentCount(comments);
  return (
    <section className={styles.comments} aria-labelledby={headingId}>
      <h2 id={headingId} className={styles.partTitle}>
        {count === 0 ? "No comments yet" : `${count} ${count === 1 ? "comment" : "comments"}`}
      </h2>
      {comments.length > 0 && (
        <ol className={styles.commentList}>
          {comments.map((comment, index) => (
            <li key={index}>
              <CommentItem comment={comment} />
              {comment.replies && comment.replies.length > 0 && (
                <ol className={styles.replies}>
                  {comment.replies.map((reply, replyIndex) => (
                    <li key={replyIndex}>
                      <CommentItem comment={reply} />
                    </li>
                  ))}
                </ol>
              )}
            </li>
          ))}
        </ol>
      )}
    </section>
  );
};

/** Other posts to read next, as grid cards on a cream band; nothing when there are none. */
export const RelatedPosts = ({ posts, headingId = "related-posts" }: { posts: readonly PostCardData[]; headingId?: string }) =>
  posts.length > 0 ? (
    <section className={styles.related} aria-labelledby={headingId}>
      <div className={styles.relatedInner}>
        <h2 id={headingId} className={styles.relatedTitle}>
          Related posts
        </h2>
        <ul className={styles.relatedList}>
          {posts.map((item) => (
            <li key={item.id}>
              <PostCard post={item} layout="grid" />
            </li>
          ))}
        </ul>
      </div>
    </section>
  ) : null;
