import { LithoImage } from "../shared/litho-image";
import { MoreLink } from "../shared/more-link";
import { Reveal } from "../../../components/reveal/reveal";
import type { ServiceCard } from "./service-card-type";
import * as styles from "./service-split.module.css";

/** One service per row: a wide picture and a text panel that overlaps it, the sides alternating. */
export const ServiceSplit = ({ cards }: { cards: readonly ServiceCard[] }) => (
  <ul className={styles.rows} data-layout="split">
    {cards.map((item, index) => (
      <li key={item.title} className={styles.row}>
        <div className={styles.media}>
          <LithoImage file={item.image} alt={item.imageAlt} className={styles.image} />
        </div>
        <Reveal delay={0.1} className={styles.panel}>
          <p className={styles.count} aria-hidden="true">
            {String(index + 1).padStart(2, "0")} / {String(cards.length).padStart(2, "0")}
          </p>
          <h3 className={styles.title}>{item.title}</h3>
          <p className={styles.content}>{item.content}</p>
          {item.link && <MoreLink to={item.link} label={item.linkTitle ?? "Read more"} subject={item.title} className={styles.more} />}
        </Reveal>
      </li>
    ))}
  </ul>
);
