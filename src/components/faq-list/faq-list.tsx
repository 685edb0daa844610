import { graphql, useStaticQuery } from "gatsby";
import { useInLanguage } from "../../lib/i18n/use-in-language";
import { Container } from "../container/container";
import { SectionHeading } from "../section-heading/section-heading";
import * as styles from "./faq-list.module.css";

interface FaqListProps {
  id?: string;
}

/**
 * The trader's frequent questions as native disclosure widgets: each opens and closes by mouse,
 * Enter or Space, announces its state to screen readers, and needs no script.
 */
export const FaqList = ({ id = "faq" }: FaqListProps) => {
  const { allFaqSection } = useStaticQuery<Queries.FaqListQuery>(graphql`
    query FaqList {
      allFaqSection {
        nodes {
          language
          eyebrow
          title
          intro
          items {
            question
            answers
            steps
          }
        }
      }
    }
  `);
  const faqSection = useInLanguage(allFaqSection.nodes, "faq.json");
  return (
    <section id={id} className={styles.section} aria-labelledby={`${id}-title`}>
      <Container className={styles.layout}>
        <SectionHeading id={`${id}-title`} eyebrow={faqSection.eyebrow} title={faqSection.title} intro={faqSection.intro} />
        <div className={styles.items}>
          {faqSection.items.map((item) => (
            <details key={item.question} className={styles.item}>
              <summary className={styles.question}>
                <h3>{item.question}</h3>
              </summary>
              <div className={styles.answer}>
                {item.answers.map((answer) => (
                  <p key={answer}>{answer}</p>
                ))}
                {item.steps && (
                  <ol className={styles.steps}>
                    {item.steps.map((step) => (
                      <li key={step}>{step}</li>
                    ))}
                  </ol>
                )}
              </div>
            </details>
          ))}
        </div>
      </Container>
    </section>
  );
};
