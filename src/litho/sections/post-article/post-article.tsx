import { graphql } from "gatsby";
import { LithoImage } from "../shared/litho-image";
import { TemplateForm } from "../../ui/template-form";
import { FormOutcomeNotice } from "../../chrome/form-outcome-notice";
import { BlogSidebar } from "../shared/blog-sidebar";
import {
  AuthorBox,
  CommentList,
  commentCount,
  PostBody,
  PostByline,
  PostMeta,
  PostNeighbours,
  PostTags,
  RelatedPosts,
  ShareLinks,
} from "../../views/blog-post/post-parts";
import * as styles from "./post-article.module.css";

export const fragment = graphql`
  fragment LithoPostCommentFields on LithoComment {
    name
    date
    text
    byAuthor
  }

  fragment LithoPostArticleSectionFields on LithoPostArticleSection {
    type
    anchor
    layout
    post {
      ...LithoBlogPostDetail
    }
    previous {
      id
      title
      url
    }
    next {
      id
      title
      url
    }
    related {
      ...LithoBlogPostCard
    }
    widgets {
      ...LithoBlogSidebarFields
    }
    thread {
      comments {
        ...LithoPostCommentFields
        replies {
          ...LithoPostCommentFields
        }
      }
    }
  }
`;

type Section = Queries.LithoPostArticleSectionFieldsFragment;
type Post = Section["post"];

/** The five layouts of a whole post; an unknown name falls back to the first, so a typo never breaks a page. */
export const POST_LAYOUTS = ["full-image", "split", "overlay", "minimal", "sidebar"] as const;
export type PostLayout = (typeof POST_LAYOUTS)[number];

export const postLayoutOf = (value: string | null | undefined): PostLayout =>
  (POST_LAYOUTS as readonly string[]).includes(value ?? "") ? (value as PostLayout) : "full-image";

/** The top of the post, which is what sets the layouts apart most. */
const PostHero = ({ post, layout, comments }: { post: Post; layout: PostLayout; comments: number }) => {
  const heading = (onDark = false) => (
    <>
      <PostMeta post={post} onDark={onDark} />
      <h1 className={styles.title}>{post.title}</h1>
      <PostByline post={post} onDark={onDark} comments={comments} />
    </>
  );
  switch (layout) {
    case "split":
      return (
        <header className={styles.splitHero}>
          <div className={styles.splitText}>{heading()}</div>
          <div className={styles.splitImage}>
            <LithoImage file={post.img} alt="" fill loading="eager" />
          </div>
        </header>
      );
    case "overlay":
      return (
        <header className={styles.overlayHero}>
          <LithoImage file={post.img} alt="" fill loading="eager" />
          <div className={styles.overlayText}>{heading(true)}</div>
        </header>
      );
    case "minimal":
    case "sidebar":
      return <header className={`${styles.plainHero} ${layout === "sidebar" ? styles.startHero : ""}`}>{heading()}</header>;
    default:
      return (
        <header>
          <div className={styles.wideImage}>
            <LithoImage file={post.img} alt="" fill loading="eager" />
          </div>
          <div className={styles.plainHero}>{heading()}</div>
        </header>
      );
  }
};

/** Readers' comments from data and the comment form, which checks a comment and says plainly that nothing is stored. */
const Discussion = ({ section }: { section: Section }) => (
  <>
    <CommentList comments={section.thread?.comments ?? []} headingId="post-comments" />
    <section className={styles.commentForm} aria-labelledby="leave-comment">
      <h2 id="leave-comment" className={styles.formTitle}>
        Leave a comment
      </h2>
      <p className={styles.formNote}>
        This blog is a demo: the form checks your comment, but nothing is stored, published or sent. Your email address would never be
        shown.
      </p>
      <TemplateForm formId="comment" buttonLabel="Post comment" />
    </section>
  </>
);

/**
 * One whole blog post in one of five layouts (full-image, split, overlay, minimal, sidebar): the hero
 * differs most, and the sidebar layout sets the blog's widgets beside the post. Every layout has the
 * post's tags, share links, author, the posts before and after it, its comments, a comment form and
 * related posts. The pieces are the blog-type post pages' own (views/blog-post/post-parts.tsx).
 */
export const PostArticle = ({ section }: { section: Section }) => {
  const layout = postLayoutOf(section.layout);
  const { post } = section;
  const sidebar = layout === "sidebar" && section.widgets;
  const content = (
    <div className={styles.main}>
      {layout === "sidebar" && <PostHero post={post} layout={layout} comments={commentCount(section.thread?.comments ?? [])} />}
      {(layout === "minimal" || layout === "sidebar") && (
        <div className={styles.inlineImage}>
          <LithoImage file={post.img} alt="" fill loading="eager" />
        </div>
      )}
      <div className={styles.body}>
        <PostBody post={post} pullQuote={layout !== "minimal"} />
      </div>
      <div className={styles.articleFooter}>
        <PostTags tags={post.tags} />
        <ShareLinks title={post.title} path={post.url} />
      </div>
      {post.authorProfile && <AuthorBox author={post.authorProfile} />}
      <PostNeighbours previous={section.previous} next={section.next} />
      <Discussion section={section} />
    </div>
  );
  return (
    <>
      <article id={section.anchor ?? undefined} className={`${styles.post} ${styles[layout]}`}>
        {layout !== "sidebar" && <PostHero post={post} layout={layout} comments={commentCount(section.thread?.comments ?? [])} />}
        <div className={styles.container}>
          {sidebar ? (
            <div className={styles.withSidebar}>
              {content}
              <BlogSidebar listing={sidebar} headingLevel="h2" />
            </div>
          ) : (
            content
          )}
        </div>
      </article>
      <RelatedPosts posts={section.related} />
      <FormOutcomeNotice formId="comment" />
    </>
  );
};
