import { useState } from "react";
import { LithoImage } from "../shared/litho-image";
import { Icon } from "../shared/icon";
import { MoreLink } from "../shared/more-link";
import * as styles from "./flip-boxes.module.css";

type Box = Queries.LithoFlipBoxesSectionFieldsFragment["flipCards"][number];

export type FlipBoxLook = "image" | "icon" | "list";

interface FlipBoxProps {
  box: Box;
  look: FlipBoxLook;
}

/**
 * One box with a front and a back. Hover and the back link's focus turn it with CSS alone; the turn button
 * (for keyboards and touch) holds it turned until pressed again.
 */
export const FlipBox = ({ box, look }: FlipBoxProps) => {
  const [turned, setTurned] = useState(false);
  const points = box.points ?? [];
  const list = look === "list" && points.length > 0;
  return (
    <div className={styles.box} data-turned={turned ? "" : undefined}>
      <div className={styles.inner}>
        <div className={`${styles.face} ${styles.front}`}>
          {look === "image" && box.image && (
            <>
              <LithoImage file={box.image} alt="" fill />
              <span className={styles.shade} />
            </>
          )}
          {look !== "image" && box.icon && (
            <span className={styles.iconWrap}>
              <Icon name={box.icon} className={styles.icon} />
            </span>
          )}
          <div className={styles.frontBody}>
            {box.overline && <p className={styles.overline}>{box.overline}</p>}
            <h3 className={styles.title}>{box.title}</h3>
            {/* The list look tells its story on the front and keeps the back for the checklist. */}
            {list && <p className={styles.frontText}>{box.text}</p>}
          </div>
        </div>
        <div className={`${styles.face} ${styles.back}`}>
          {/* The title again for the eye; assistive technology has just read it on the front. */}
          <p className={styles.backTitle} aria-hidden="true">
            {box.title}
          </p>
          {list ? (
            <ul className={styles.points}>
              {points.map((point) => (
                <li key={point} className={styles.point}>
                  <Icon name="check" className={styles.check} />
                  {point}
                </li>
              ))}
            </ul>
          ) : (
            <p className={styles.text}>{box.text}</p>
          )}
          {box.link && box.linkTitle && (
            <MoreLink to={box.link} label={box.linkTitle} subject={box.title} className={styles.link} arrowClassName={styles.arrow} />
          )}
        </div>
      </div>
      <button type="button" className={styles.turn} aria-pressed={turned} onClick={() => setTurned(!turned)}>
        <Icon name="rotate" className={styles.turnIcon} />
        <span className="visually-hidden">Turn over: {box.title}</span>
      </button>
    </div>
  );
};
