import type { HeaderPieces } from "./header-pieces";
import { MenuTree } from "./menu-tree";
import { NoscriptOnly } from "./popup-contents";
import { SocialLinks } from "./social-links";
import * as styles from "./litho-header.module.css";

/**
 * A slim column at the left edge: its menu opens in a panel, and without JavaScript it is listed
 * in the column instead. That listing sits in <noscript>, so with scripts on the browser keeps it
 * as text and React never hydrates it: the whole three-level tree would otherwise be about half
 * of a page's elements, all of them hidden.
 */
export const LeftMenuModernLayout = ({ logo, actions, menu, pathname, trail, idPrefix, menuSocials }: HeaderPieces) => (
  <div className={styles.asideInner}>
    <div className={styles.asideTop}>
      {logo()}
      {actions}
    </div>
    <nav className={`${styles.asideNav} ${styles.noJsOnly}`} aria-label="Main">
      <NoscriptOnly>
        <MenuTree items={menu} pathname={pathname} trail={trail} idPrefix={`${idPrefix}aside`} />
      </NoscriptOnly>
    </nav>
    {menuSocials && menuSocials.length > 0 && (
      <div className={styles.asideFoot}>
        <SocialLinks links={menuSocials} size="sm" />
      </div>
    )}
  </div>
);
