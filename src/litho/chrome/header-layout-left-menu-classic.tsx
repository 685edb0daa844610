import type { HeaderPieces } from "./header-pieces";
import { MenuTree } from "./menu-tree";
import { SocialLinks } from "./social-links";
import * as styles from "./litho-header.module.css";

/** A column at the left edge on desktops: logo and buttons on top, the whole menu, then socials and a note. */
export const LeftMenuClassicLayout = ({
  logo,
  actions,
  menu,
  pathname,
  trail,
  idPrefix,
  currentHash,
  menuSocials,
  menuNote,
}: HeaderPieces) => (
  <div className={styles.asideInner}>
    <div className={styles.asideTop}>
      {logo()}
      {actions}
    </div>
    <nav className={styles.asideNav} aria-label="Main">
      <MenuTree items={menu} pathname={pathname} trail={trail} idPrefix={`${idPrefix}aside`} currentHash={currentHash} />
    </nav>
    <div className={styles.asideFoot}>
      {menuSocials && menuSocials.length > 0 && <SocialLinks links={menuSocials} look="round" size="sm" />}
      {menuNote && <div className={styles.asideNote}>{menuNote}</div>}
    </div>
  </div>
);
