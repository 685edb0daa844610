import * as styles from "./section-heading.module.css";

interface SectionHeadingProps {
  eyebrow?: string | null;
  title: string;
  intro?: string | null;
  /** Light text for dark sections. */
  tone?: "light" | "dark";
  align?: "start" | "center";
  id?: string;
  /** The heading level; sections on a page are h2. */
  level?: 1 | 2;
}

export const SectionHeading = ({ eyebrow, title, intro, tone = "dark", align = "start", id, level = 2 }: SectionHeadingProps) => {
  const Heading = level === 1 ? "h1" : "h2";
  return (
    <div className={`${styles.heading} ${styles[tone]} ${styles[align]}`}>
      {eyebrow && <p className={styles.eyebrow}>{eyebrow}</p>}
      <Heading id={id} className={styles.title}>
        {title}
      </Heading>
      {intro && <p className={styles.intro}>{intro}</p>}
    </div>
  );
};
