import { LithoButton } from "../shared/button";
import { Icon } from "../shared/icon";
import { SectionHeading } from "../shared/section";
import * as styles from "./text-image-split.module.css";

export type SplitSection = Queries.LithoTextImageSplitSectionFieldsFragment;

/** The copy of every text-and-image layout: paragraphs, checklist and button. */
export const SplitCopy = ({ section }: { section: SplitSection }) => (
  <>
    {section.content.map((paragraph) => (
      <p key={paragraph.slice(0, 40)} className={styles.paragraph}>
        {paragraph}
      </p>
    ))}
    {section.listItems.length > 0 && (
      <ul className={styles.list}>
        {section.listItems.map((item) => (
          <li key={item.content}>
            <Icon name={item.icon ?? "check"} className={styles.check} />
            <span>
              {item.title ? <strong>{item.title} </strong> : null}
              {item.content}
            </span>
          </li>
        ))}
      </ul>
    )}
    {section.button && <LithoButton {...section.button} variant={section.button.style ?? "dark"} />}
  </>
);

/** The written side of a text-and-image layout: its heading over its copy. */
export const SplitText = ({ section, headingId }: { section: SplitSection; headingId: string | undefined }) => (
  <>
    <SectionHeading heading={section.heading} id={headingId} />
    <SplitCopy section={section} />
  </>
);

/** The class names a layout draws its figure with: the whole, its value and its label. */
export interface SplitFigureClasses {
  figure: string;
  value: string;
  label: string;
}

/** The section's figure, a value over its label, in the shape its layout gives it; nothing when there is none. */
export const SplitFigure = ({
  badge,
  classes,
  as: Tag = "p",
}: {
  badge: SplitSection["badge"];
  classes: SplitFigureClasses;
  as?: "p" | "figcaption";
}) =>
  badge ? (
    <Tag className={classes.figure}>
      <span className={classes.value}>{badge.value}</span>
      <span className={classes.label}>{badge.label}</span>
    </Tag>
  ) : null;
