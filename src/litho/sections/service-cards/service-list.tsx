import { MoreLink } from "../shared/more-link";
import { Reveal } from "../../../components/reveal/reveal";
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
          {item.link && (
            <MoreLink
              to={item.link}
              label={item.linkTitle ?? "Read more"}
              subject={item.title}
              className={styles.more}
              arrowClassName={styles.arrow}
            />
          )}
        </Reveal>
      </li>
    ))}
  </ol>
);
