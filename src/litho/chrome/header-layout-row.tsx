import type { HeaderPieces } from "./header-pieces";
import * as styles from "./litho-header.module.css";

const placement = (layout: HeaderPieces["layout"]): string =>
  layout === "center-navigation" ? styles.navCenter : layout.startsWith("hamburger") ? styles.navHamburger : styles.navEnd;

/** Logo, menu and buttons in one row; the menu sits at the end, in the centre, or (hamburgers) only without JavaScript. */
export const RowLayout = ({ layout, logo, desktopNav, menu, actions }: HeaderPieces) => (
  <div className={styles.row}>
    {logo()}
    <nav className={`${styles.nav} ${placement(layout)}`} aria-label="Main">
      {desktopNav(menu, "m")}
    </nav>
    {actions}
  </div>
);
