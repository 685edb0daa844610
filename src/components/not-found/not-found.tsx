import { graphql } from "gatsby";
import { ButtonLink } from "../button-link/button-link";
import * as styles from "./not-found.module.css";

export const notFoundFields = graphql`
  fragment NotFoundFields on NotFoundPage {
    eyebrow
    code
    message
    hint
    buttonText
    buttonPath
  }
`;

/** What every unknown path shows, the unrouted activity links included. */
export const NotFound = ({ content }: { content: Queries.NotFoundFieldsFragment }) => (
  <section className={styles.section} aria-labelledby="not-found-title">
    <div className={styles.inner}>
      <p className={styles.eyebrow}>{content.eyebrow}</p>
      <p className={styles.code} aria-hidden="true">
        {content.code}
      </p>
      <h1 id="not-found-title" className={styles.title}>
        <span className="visually-hidden">{content.code}: </span>
        {content.message}
      </h1>
      <p className={styles.hint}>{content.hint}</p>
      <ButtonLink to={content.buttonPath}>{content.buttonText}</ButtonLink>
    </div>
  </section>
);
