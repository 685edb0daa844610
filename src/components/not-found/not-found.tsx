import { graphql } from "gatsby";
import { ButtonLink } from "../button-link/button-link";
import { SteadyText } from "../steady-text/steady-text";
import * as styles from "./not-found.module.css";

export const notFoundFields = graphql`
  fragment NotFoundFields on NotFoundPage {
    language
    eyebrow
    code
    message
    hint
    buttonText
    buttonPath
  }
`;

interface NotFoundProps {
  /** The page in the visitor's language. */
  content: Queries.NotFoundFieldsFragment;
  /** The page in every language: each text keeps the size of its longest copy (SteadyText). */
  copies: readonly Queries.NotFoundFieldsFragment[];
}

/** What every unknown path shows, the unrouted activity links included. */
export const NotFound = ({ content, copies }: NotFoundProps) => {
  const steady = (field: "eyebrow" | "message" | "hint" | "buttonText") => (
    <SteadyText copies={copies.map((copy) => ({ language: copy.language, text: copy[field] }))} language={content.language} />
  );
  return (
    <section className={styles.section} aria-labelledby="not-found-title">
      <div className={styles.inner}>
        <p className={styles.eyebrow}>{steady("eyebrow")}</p>
        <p className={styles.code} aria-hidden="true">
          {content.code}
        </p>
        <h1 id="not-found-title" className={styles.title}>
          <span className="visually-hidden">{content.code}: </span>
          {steady("message")}
        </h1>
        <p className={styles.hint}>{steady("hint")}</p>
        <ButtonLink to={content.buttonPath}>{steady("buttonText")}</ButtonLink>
      </div>
    </section>
  );
};
