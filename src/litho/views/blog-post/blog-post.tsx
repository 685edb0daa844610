import { graphql } from "gatsby";
import { LithoImage } from "../../sections/shared/litho-image";
import { Icon } from "../../sections/shared/icon";
import type { PostCardData } from "../../sections/shared/post-card-fields";
import { Carousel } from "../../ui/carousel";
import { clipCaptions } from "../../ui/clip-captions";
import { EmbedPlayer } from "./embed-player";
import { AuthorBox, PostBody, PostByline, PostMeta, PostTags, RelatedPosts, ShareLinks } from "./post-parts";
import * as styles from "./blog-post.module.css";

export const lithoBlogPostDetail = graphql`
  fragment LithoBlogPostDetail on LithoBlogPost {
    jsonId
    url
    title
    content
    body
    date
    likes
    comments
    category
    tags
    img {
      childImageSharp {
        gatsbyImageData(layout: FULL_WIDTH, breakpoints: [480, 768, 1200, 1600], quality: 74)
      }
    }
    authorProfile {
      name
      designation
      description
      img {
        childImageSharp {
          gatsbyImageData(width: 96, height: 96, quality: 80, outputPixelDensities: [1, 2])
        }
      }
    }
  }

  fragment LithoBlogPostTypeFields on LithoBlogPostType {
    type
    title
    format
    embedId
    quote {
      text
      cite
    }
    video {
      publicURL
    }
    captions {
      publicURL
    }
    audio {
      publicURL
    }
    poster {
      childImageSharp {
        gatsbyImageData(layout: FULL_WIDTH, breakpoints: [480, 828, 1200], quality: 72)
      }
    }
    cover {
      childImageSharp {
        gatsbyImageData(width: 360, height: 360, quality: 76, outputPixelDensities: [0.5, 1, 2])
      }
    }
    gallery {
      childImageSharp {
        gatsbyImageData(width: 900, quality: 74, outputPixelDensities: [0.5, 1, 2])
      }
    }
  }
`;

type Post = Queries.LithoBlogPostDetailFragment;
type PostType = Queries.LithoBlogPostTypeFieldsFragment;

/** The slider post: its gallery on the shared Carousel, one image per view at every width. */
const Slider = ({ postType, title }: { postType: PostType; title: string }) => (
  <Carousel
    label={`${title}: images`}
    settings={{ slidesPerView: 1, breakpoints: {}, autoplay: false }}
    slides={postType.gallery.map((file, index) => ({
      id: String(index),
      content: <LithoImage file={file} alt={`${title}, image ${index + 1}`} className={styles.slideImage} />,
    }))}
  />
);

/** The media block that makes each post type what it is. */
const PostMedia = ({ post, postType }: { post: Post; postType: PostType }) => {
  switch (postType.format) {
    case "gallery":
      return (
        <ul className={styles.gallery} aria-label={`${post.title}: gallery`}>
          {postType.gallery.map((file, index) => (
            <li key={index}>
              <LithoImage file={file} alt={`${post.title}, image ${index + 1}`} className={styles.galleryImage} />
            </li>
          ))}
        </ul>
      );
    case "slider":
      return <Slider postType={postType} title={post.title} />;
    case "html5-video":
      return postType.video?.publicURL ? (
        <video className={styles.video} controls preload="none" playsInline aria-label={`${post.title}: video`}>
          <source src={postType.video.publicURL} type="video/mp4" />
          <track
            kind="captions"
            src={clipCaptions(`The video of "${post.title}"`, postType.captions)}
            srcLang="en"
            label="English"
            default
          />
        </video>
      ) : null;
    case "youtube-video":
    case "vimeo-video":
      return postType.embedId ? (
        <EmbedPlayer
          provider={postType.format === "youtube-video" ? "youtube" : "vimeo"}
          videoId={postType.embedId}
          title={post.title}
          poster={postType.poster ?? post.img}
        />
      ) : null;
    case "audio":
      return postType.audio?.publicURL ? (
        <div className={styles.audio}>
          <LithoImage file={postType.cover} alt="" className={styles.audioCover} />
          <div>
            <p className={styles.audioLabel}>Listen to this story</p>
            <audio
              controls
              preload="none"
              src={postType.audio.publicURL}
              aria-label={`${post.title}: audio`}
              className={styles.audioPlayer}
            >
              <track
                kind="captions"
                src={clipCaptions(`The audio of "${post.title}"`, postType.captions)}
                srcLang="en"
                label="English"
                default
              />
            </audio>
          </div>
        </div>
      ) : null;
    case "blockquote":
      return postType.quote ? (
        <figure className={styles.quote}>
          <Icon name="quote" className={styles.quoteMark} />
          <blockquote>
            <p>{postType.quote.text}</p>
          </blockquote>
          <figcaption>{postType.quote.cite}</figcaption>
        </figure>
      ) : null;
    default:
      return <LithoImage file={post.img} alt="" className={styles.heroImage} loading="eager" />;
  }
};

interface BlogPostProps {
  post: Post;
  postType: PostType;
  related: readonly PostCardData[];
}

/** A blog post rendered as its type: shared header, body, tags and author, with the type's media block. */
export const BlogPost = ({ post, postType, related }: BlogPostProps) => {
  const fullWidth = postType.format === "full-width";
  return (
    <article className={`${styles.post} ${fullWidth ? styles.fullWidth : ""}`}>
      {fullWidth && (
        <div className={styles.fullHero}>
          <LithoImage file={post.img} alt="" fill loading="eager" />
        </div>
      )}
      <div className={styles.container}>
        <header className={styles.header}>
          <PostMeta post={post} extra={postType.title} />
          <h1 className={styles.title}>{post.title}</h1>
          <PostByline post={post} />
        </header>
        {!fullWidth && (
          <div className={styles.media}>
            <PostMedia post={post} postType={postType} />
          </div>
        )}
        <div className={styles.body}>
          <PostBody post={post} pullQuote={postType.format !== "blockquote"} />
          <PostTags tags={post.tags} />
          <ShareLinks title={post.title} path={post.url} />
          {post.authorProfile && <AuthorBox author={post.authorProfile} />}
        </div>
      </div>
      <RelatedPosts posts={related} />
    </article>
  );
};
