import { Reveal } from "../../../components/reveal/reveal";
import { ServiceLink } from "./service-link";
import type { ServiceCard } from "./service-card-type";
import * as styles from "./service-list.module.css";

/** Services as numbered rows split by hairlines: no pictures, so the words carry the design. */
export const ServiceList = ({ cards }: { cards: readonly ServiceCard[] }) => (
  <ol className={styles.list} data-layout="list">
    {cards.map((item, index) => (
      <li key={item.title} className={styles.row}>
        <Reveal delay={index * 0.1} className={styles.inner}>
          <span className={styles.number} aria-hidden="true">
            {String(index + 1).padStart(2, "0")}
          </span>
          <h3 className={styles.title}>{item.title}</h3>
          <p className={styles.content}>{item.content}</p>
          <ServiceLink item={item} className={styles.more} />
        </Reveal>
      </li>
    ))}
  </ol>
);
