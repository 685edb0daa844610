import { StoreBadges } from "../sections/shared/store-badge";
import * as styles from "./footer-apps.module.css";

interface FooterAppsProps {
  title: string;
  text?: string | null;
  stores: ReadonlyArray<{ readonly store: string; readonly link: string }>;
}

/** The footer's app block: a heading, a line and the store buttons. A chrome part, so only footers that show it load the badges. */
export const FooterApps = ({ title, text, stores }: FooterAppsProps) => (
  <div className={styles.apps}>
    <p className={styles.heading}>{title}</p>
    {text && <p className={styles.text}>{text}</p>}
    <StoreBadges stores={stores} className={styles.badges} />
  </div>
);
