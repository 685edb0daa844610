import { LithoImage } from "../shared/litho-image";
import { Reveal } from "../../../components/reveal/reveal";
import { SectionHeading } from "../shared/section";
import { SplitCopy, SplitFigure, type SplitSection } from "./split-text";
import * as styles from "./split-editorial.module.css";

/** The picture spans the container (1200 px at most). */
const WIDE = "(min-width: 1240px) 1200px, 100vw";

/** A magazine spread: the heading beside the text, over a full-width picture captioned with its figure. */
export const SplitEditorial = ({ section, headingId }: { section: SplitSection; headingId: string | undefined }) => (
  <div data-layout="editorial">
    <Reveal className={styles.top}>
      <div className={styles.heading}>
        <SectionHeading heading={section.heading} id={headingId} />
      </div>
      <div className={styles.body}>
        <SplitCopy section={section} />
      </div>
    </Reveal>
    <figure className={styles.figure}>
      <div className={styles.media}>
        {/* Drawn across the container, wider than the query's 620 px: its 1240 px file serves it. */}
        <LithoImage file={section.image} alt={section.imageAlt ?? ""} fill sizes={WIDE} />
      </div>
      <SplitFigure
        badge={section.badge}
        classes={{ figure: styles.caption, value: styles.captionValue, label: styles.captionLabel }}
        as="figcaption"
      />
    </figure>
  </div>
);
