import type { HeaderPieces } from "./header-pieces";
import { splitMenu } from "./menu-utils";
import * as styles from "./litho-header.module.css";

/** The menu split in two around the logo; on phones the logo goes back to the start of the row. */
export const CenterLogoLayout = ({ logo, desktopNav, menu, actions }: HeaderPieces) => {
  const [leftHalf, rightHalf] = splitMenu(menu);
  return (
    <div className={styles.row}>
      {logo(styles.mobileOnly)}
      <nav className={`${styles.nav} ${styles.navSplit}`} aria-label="Main">
        {desktopNav(leftHalf, "l", styles.half)}
        {logo(styles.centerLogo)}
        {desktopNav(rightHalf, "r", styles.half)}
      </nav>
      {actions}
    </div>
  );
};
