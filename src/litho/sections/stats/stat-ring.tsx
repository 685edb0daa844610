import * as styles from "./stat-ring.module.css";

/** A ring drawn to a share of 100, decorative: the figure beside it carries the meaning. */
export const StatRing = ({ share }: { share: number }) => (
  <svg className={styles.ring} viewBox="0 0 120 120" aria-hidden="true">
    <circle className={styles.track} cx="60" cy="60" r="54" pathLength={100} />
    <circle className={styles.arc} cx="60" cy="60" r="54" pathLength={100} strokeDasharray={`${Math.min(Math.max(share, 0), 100)} 100`} />
  </svg>
);
