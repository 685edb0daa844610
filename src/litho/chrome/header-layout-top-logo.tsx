import type { HeaderPieces } from "./header-pieces";
import * as styles from "./litho-header.module.css";

/** The logo centred on a row of its own, the menu centred on the row below. */
export const TopLogoLayout = ({ logo, desktopNav, menu, actions }: HeaderPieces) => (
  <>
    <div className={`${styles.row} ${styles.topLogoRow}`}>
      <span className={styles.topLogoSpacer} aria-hidden="true" />
      {logo(styles.topLogo)}
      {actions}
    </div>
    <div className={styles.topNavRow}>
      <nav className={`${styles.nav} ${styles.navCenter}`} aria-label="Main">
        {desktopNav(menu, "m")}
      </nav>
    </div>
  </>
);
