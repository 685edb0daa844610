import { LithoImage } from "../shared/litho-image";
import { Reveal } from "../../../components/reveal/reveal";
import { SplitFigure, SplitText, type SplitSection } from "./split-text";
import * as styles from "./split-overlap.module.css";

/** The picture spans eight of twelve columns on a wide screen, the whole width on a phone. */
const TWO_THIRDS = "(min-width: 992px) 800px, 100vw";

/** A wide image with the text on a card laid over its edge, the figure on a strip across the picture's foot. */
export const SplitOverlap = ({ section, headingId }: { section: SplitSection; headingId: string | undefined }) => (
  <div className={`${styles.split} ${section.reverse ? styles.reverse : ""}`} data-layout="overlap">
    <div className={styles.media}>
      <LithoImage file={section.image} alt={section.imageAlt ?? ""} fill sizes={TWO_THIRDS} />
      <SplitFigure badge={section.badge} classes={{ figure: styles.strip, value: styles.stripValue, label: styles.stripLabel }} />
    </div>
    <Reveal className={styles.card} delay={0.1}>
      <SplitText section={section} headingId={headingId} />
    </Reveal>
  </div>
);
