import { Link } from "gatsby";
import { LithoImage } from "../shared/litho-image";
import { PostCategory } from "../shared/post-category";
import type { PostCardData } from "../shared/post-card-fields";
import * as styles from "./lead-stories.module.css";

interface LeadStoriesProps {
  posts: readonly PostCardData[];
  headingLevel: "h2" | "h3";
  /** A listing with a page per category: category labels link there. */
  categoryListing?: string | null;
}

const Meta = ({ post, categoryListing }: { post: PostCardData; categoryListing?: string | null }) => (
  <p className={styles.meta}>
    <PostCategory category={post.category[0] ?? "news"} listing={categoryListing} className={styles.category} />
    <span aria-hidden="true">·</span>
    <span>{post.date}</span>
  </p>
);

/** A shorter story's category, date and linked title. */
const Headline = ({
  post,
  headingLevel: Title,
  categoryListing,
}: {
  post: PostCardData;
  headingLevel: "h2" | "h3";
  categoryListing?: string | null;
}) => (
  <>
    <Meta post={post} categoryListing={categoryListing} />
    <Title className={styles.storyTitle}>
      <Link to={post.url} className={styles.titleLink}>
        {post.title}
      </Link>
    </Title>
  </>
);

const Byline = ({ post, avatar }: { post: PostCardData; avatar: boolean }) =>
  post.authorProfile ? (
    <div className={styles.byline}>
      {avatar && <LithoImage file={post.authorProfile.img} alt="" className={styles.avatar} />}
      <span>By {post.authorProfile.name}</span>
    </div>
  ) : null;

/**
 * A front page's top: the first post as the lead story (large picture, excerpt, byline) and the
 * next ones as a column of shorter stories beside it from 992 px (below it on smaller screens).
 * Each title links to its post; the pictures repeat the link for pointer users only.
 */
export const LeadStories = ({ posts, headingLevel: Title, categoryListing }: LeadStoriesProps) => {
  const [lead, ...more] = posts;
  if (!lead) return null;
  return (
    <div className={styles.frame}>
      <article className={styles.lead} data-story="lead">
        <Link to={lead.url} className={styles.leadMedia} tabIndex={-1} aria-hidden="true">
          <LithoImage file={lead.img} alt="" fill loading="eager" className={styles.image} />
        </Link>
        <div className={styles.leadBody}>
          <Meta post={lead} categoryListing={categoryListing} />
          <Title className={styles.leadTitle}>
            <Link to={lead.url} className={styles.titleLink}>
              {lead.title}
            </Link>
          </Title>
          <p className={styles.excerpt}>{lead.content}</p>
          <Byline post={lead} avatar />
        </div>
      </article>
      {more.length > 0 && (
        <ul className={styles.more}>
          {more.map((post) => (
            <li key={post.id}>
              <article className={styles.story} data-story="more">
                <Link to={post.url} className={styles.storyMedia} tabIndex={-1} aria-hidden="true">
                  <LithoImage file={post.img} alt="" fill className={styles.image} />
                </Link>
                <div>
                  <Headline post={post} headingLevel={Title} categoryListing={categoryListing} />
                  <Byline post={post} avatar={false} />
                </div>
              </article>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
};

/** A numbered list of post titles with their category and date, no pictures: a "most read" column. */
export const RankedStories = ({ posts, headingLevel: Title, categoryListing }: LeadStoriesProps) => (
  <ol className={styles.ranked}>
    {posts.map((post) => (
      <li key={post.id} className={styles.rankedItem}>
        <article>
          <Headline post={post} headingLevel={Title} categoryListing={categoryListing} />
        </article>
      </li>
    ))}
  </ol>
);
