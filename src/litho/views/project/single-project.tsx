import { graphql, Link } from "gatsby";
import { LithoImage } from "../../sections/shared/litho-image";
import { Icon } from "../../sections/shared/icon";
import { Reveal } from "../../../components/reveal/reveal";
import * as styles from "./single-project.module.css";

export const lithoProjectDetail = graphql`
  fragment LithoProjectDetail on LithoPortfolioProject {
    jsonId
    title
    subtitle
    category
    client
    date
    services
    content
    img {
      childImageSharp {
        gatsbyImageData(layout: FULL_WIDTH, breakpoints: [480, 828, 1200, 1600], quality: 74)
      }
    }
    gallery {
      childImageSharp {
        gatsbyImageData(width: 900, quality: 74, outputPixelDensities: [0.5, 1, 2])
      }
    }
  }
`;

interface SingleProjectProps {
  project: Queries.LithoProjectDetailFragment;
  /** Which of the five single-project layouts (1–5). */
  variant: number;
  previous: { title: string; path: string } | null;
  next: { title: string; path: string } | null;
}

const Details = ({ project }: { project: Queries.LithoProjectDetailFragment }) => (
  <dl className={styles.details}>
    <div>
      <dt>Client</dt>
      <dd>{project.client}</dd>
    </div>
    <div>
      <dt>Date</dt>
      <dd>{project.date}</dd>
    </div>
    <div>
      <dt>Services</dt>
      <dd>{project.services.join(", ")}</dd>
    </div>
    <div>
      <dt>Category</dt>
      <dd className={styles.capitalise}>{project.category.join(", ")}</dd>
    </div>
  </dl>
);

const Story = ({ project }: { project: Queries.LithoProjectDetailFragment }) => (
  <div className={styles.story}>
    <p className={styles.overline}>{project.subtitle}</p>
    <h2 className={styles.storyTitle}>About the project</h2>
    {project.content.map((paragraph) => (
      <p key={paragraph.slice(0, 32)}>{paragraph}</p>
    ))}
  </div>
);

const Gallery = ({
  project,
  arrangement,
}: {
  project: Queries.LithoProjectDetailFragment;
  arrangement: "grid" | "stack" | "masonry" | "strip";
}) => (
  <ul
    className={`${styles.gallery} ${styles[arrangement]}`}
    aria-label={`${project.title} gallery`}
    tabIndex={arrangement === "strip" ? 0 : undefined}
  >
    {project.gallery.map((file, index) => (
      <li key={index}>
        <Reveal delay={arrangement === "strip" ? 0 : (index % 2) * 0.12}>
          <LithoImage file={file} alt={`${project.title}, view ${index + 1}`} className={styles.galleryImage} />
        </Reveal>
      </li>
    ))}
  </ul>
);

/**
 * One project in one of five page layouts: a wide hero with details beside the story (1), sticky
 * details beside a stacked gallery (2), a scrolling image strip (3), a dark story band over a
 * masonry gallery (4) and an editorial title with full-width images (5).
 */
export const SingleProject = ({ project, variant, previous, next }: SingleProjectProps) => (
  <article className={`${styles.project} ${styles[`variant${variant}`] ?? ""}`}>
    {variant !== 2 && variant !== 3 && (
      <div className={styles.hero}>
        <LithoImage file={project.img} alt={`${project.title}: ${project.subtitle}`} className={styles.heroImage} loading="eager" />
      </div>
    )}
    <div className={styles.container}>
      {variant === 1 && (
        <div className={styles.twoColumns}>
          <Story project={project} />
          <Details project={project} />
        </div>
      )}
      {variant === 1 && <Gallery project={project} arrangement="grid" />}

      {variant === 2 && (
        <div className={styles.sticky}>
          <div className={styles.stickyAside}>
            <Story project={project} />
            <Details project={project} />
          </div>
          <Gallery project={project} arrangement="stack" />
        </div>
      )}

      {variant === 3 && (
        <>
          <Gallery project={project} arrangement="strip" />
          <div className={styles.centered}>
            <Story project={project} />
            <Details project={project} />
          </div>
        </>
      )}

      {variant === 4 && (
        <>
          <div className={styles.band}>
            <Story project={project} />
            <Details project={project} />
          </div>
          <Gallery project={project} arrangement="masonry" />
        </>
      )}

      {variant === 5 && (
        <>
          <div className={styles.editorial}>
            <p className={styles.bigTitle} aria-hidden="true">
              {project.title}
            </p>
            <div className={styles.twoColumns}>
              <Details project={project} />
              <Story project={project} />
            </div>
          </div>
          <Gallery project={project} arrangement="stack" />
        </>
      )}

      <nav className={styles.pager} aria-label="More projects">
        {previous ? (
          <Link to={previous.path} className={styles.pagerLink} rel="prev">
            <Icon name="arrow-left" />
            <span>
              <span className={styles.pagerHint}>Previous project</span>
              {previous.title}
            </span>
          </Link>
        ) : (
          <span />
        )}
        {next && (
          <Link to={next.path} className={`${styles.pagerLink} ${styles.pagerNext}`} rel="next">
            <span>
              <span className={styles.pagerHint}>Next project</span>
              {next.title}
            </span>
            <Icon name="arrow-right" />
          </Link>
        )}
      </nav>
    </div>
  </article>
);
