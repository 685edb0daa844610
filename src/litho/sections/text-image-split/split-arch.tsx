import { LithoImage } from "../shared/litho-image";
import { Reveal } from "../../../components/reveal/reveal";
import { SplitFigure, SplitText, type SplitSection } from "./split-text";
import * as styles from "./split-arch.module.css";

/** The image cut as an arch with a hairline arch beside it, its figure on a round seal over the arch's foot. */
export const SplitArch = ({ section, headingId }: { section: SplitSection; headingId: string | undefined }) => (
  <div className={`${styles.split} ${section.reverse ? styles.reverse : ""}`} data-layout="arch">
    <Reveal className={styles.media}>
      <div className={styles.arch}>
        <LithoImage file={section.image} alt={section.imageAlt ?? ""} fill />
      </div>
      <SplitFigure badge={section.badge} classes={{ figure: styles.seal, value: styles.sealValue, label: styles.sealLabel }} />
    </Reveal>
    <Reveal className={styles.body} delay={0.15}>
      <SplitText section={section} headingId={headingId} />
    </Reveal>
  </div>
);
