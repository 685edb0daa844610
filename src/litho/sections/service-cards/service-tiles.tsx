import { LithoImage } from "../shared/litho-image";
import { Reveal } from "../../../components/reveal/reveal";
import { ServiceLink } from "./service-link";
import type { ServiceCard } from "./service-card-type";
import * as styles from "./service-tiles.module.css";

/** Tall picture tiles: the title sits over the picture and the text rises into view on hover or focus. */
export const ServiceTiles = ({ cards }: { cards: readonly ServiceCard[] }) => (
  <ul className={styles.tiles} data-layout="tiles">
    {cards.map((item, index) => (
      <li key={item.title} className={styles.cell}>
        <Reveal delay={index * 0.12} className={styles.tile}>
          <LithoImage file={item.image} alt={item.imageAlt} className={styles.image} fill />
          <div className={styles.caption}>
            <h3 className={styles.title}>{item.title}</h3>
            <div className={styles.reveal}>
              <div className={styles.folded}>
                <p className={styles.content}>{item.content}</p>
                <ServiceLink item={item} className={styles.more} />
              </div>
            </div>
          </div>
        </Reveal>
      </li>
    ))}
  </ul>
);
