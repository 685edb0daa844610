import { graphql } from "gatsby";
import { getImage } from "gatsby-plugin-image";
import { PlainPicture } from "../plain-picture/plain-picture";
import { Container } from "../container/container";
import { Reveal } from "../reveal/reveal";
import { useInterfaceText } from "../../lib/i18n/use-interface-text";
import * as styles from "./story-blocks.module.css";

export const storyBlockFields = graphql`
  fragment StoryBlockFields on StoryBlock {
    number
    title
    text
    imageAlt
    image {
      childImageSharp {
        gatsbyImageData(
          width: 600
          aspectRatio: 1.3333
          placeholder: BLURRED
          breakpoints: [360, 720, 1200]
          sizes: "(max-width: 767px) calc(100vw - 40px), 560px"
        )
      }
    }
  }
`;

/** The numbered text boxes that tell the company's story. */
export const StoryBlocks = ({ blocks }: { blocks: ReadonlyArray<Queries.StoryBlockFieldsFragment> }) => {
  const { storyLabel } = useInterfaceText();
  return (
    <section className={styles.section} aria-label={storyLabel}>
      <Container className={styles.grid}>
        {blocks.map((block, index) => {
          const image = getImage(block.image.childImageSharp?.gatsbyImageData ?? null);
          return (
            <Reveal key={block.number} delay={index * 0.15} className={styles.cell}>
              <article className={styles.card}>
                {image && <PlainPicture image={image} alt={block.imageAlt} className={styles.image} />}
                <div className={styles.body}>
                  <span className={styles.number} aria-hidden="true">
                    {block.number}
                  </span>
                  <h2 className={styles.title}>{block.title}</h2>
                  <p className={styles.text}>{block.text}</p>
                </div>
              </article>
            </Reveal>
          );
        })}
      </Container>
    </section>
  );
};
