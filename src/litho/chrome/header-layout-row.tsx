import type { HeaderPieces } from "./header-pieces";
import { menuBehindButton } from "./header-settings";
import * as styles from "./litho-header.module.css";

const placement = (layout: HeaderPieces["layout"]): string =>
  layout === "center-navigation" ? styles.navCenter : menuBehindButton(layout) ? styles.navHamburger : styles.navEnd;

/** Logo, menu and buttons in one row; the menu sits at the end, in the centre, or (menus behind the button) only without JavaScript. */
export const RowLayout = ({ layout, logo, desktopNav, menu, actions }: HeaderPieces) => (
  <div className={styles.row}>
    {logo()}
    <nav className={`${styles.nav} ${placement(layout)}`} aria-label="Main">
      {desktopNav(menu, "m")}
    </nav>
    {actions}
  </div>
);
