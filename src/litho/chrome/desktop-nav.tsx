import { ChromeIcon } from "./chrome-icon";
import { MenuLink } from "./menu-link";
import { hasChildren, itemKey } from "./menu-utils";
import { NavDropdown } from "./nav-dropdown";
import { NavMegamenu } from "./nav-megamenu";
import type { LithoMenuItem } from "./types";
import * as styles from "./desktop-nav.module.css";

interface DesktopNavProps {
  menu: readonly LithoMenuItem[];
  pathname: string;
  trail: ReadonlySet<LithoMenuItem>;
  /** The key of the header's one open pop-up. */
  openKey: string | null;
  /** Prefix for this list's keys and ids; a split menu (centred logo) uses two lists. */
  keyPrefix: string;
  idPrefix: string;
  onToggle: (key: string) => void;
  /** Pointer entering or leaving an item with a pop-up (mouse only; the header ignores touch). */
  onHover: (key: string, entering: boolean) => void;
  onNavigate?: () => void;
  currentHash?: string | null;
  className?: string;
}

/** The header's horizontal menu: top-level items with their dropdowns or megamenus. */
export const DesktopNav = ({
  menu,
  pathname,
  trail,
  openKey,
  keyPrefix,
  idPrefix,
  onToggle,
  onHover,
  onNavigate,
  currentHash,
  className,
}: DesktopNavProps) => (
  <ul className={[styles.menu, className].filter(Boolean).join(" ")}>
    {menu.map((item, index) => {
      const key = `${keyPrefix}${index}`;
      const popupId = `${idPrefix}${key}`;
      const withPopup = hasChildren(item);
      const open = openKey === key;
      const mega = (item.megamenu?.length ?? 0) > 0;
      const classes = [styles.item, trail.has(item) ? styles.active : "", open ? styles.open : "", mega ? styles.mega : ""];
      return (
        <li
          key={itemKey(item, index)}
          className={classes.filter(Boolean).join(" ")}
          onMouseEnter={withPopup ? () => onHover(key, true) : undefined}
          onMouseLeave={withPopup ? () => onHover(key, false) : undefined}
        >
          {item.link ? (
            <MenuLink
              item={item}
              pathname={pathname}
              className={styles.link}
              iconClassName={styles.icon}
              onClick={onNavigate}
              currentHash={currentHash}
            />
          ) : withPopup ? (
            // No page of its own: the whole label opens the pop-up.
            <button type="button" className={styles.link} aria-expanded={open} aria-controls={popupId} onClick={() => onToggle(key)}>
              <span>{item.title}</span>
              <ChromeIcon name="chevron-down" className={styles.chevron} size={14} />
            </button>
          ) : (
            <span className={styles.link}>{item.title}</span>
          )}
          {item.link && withPopup && (
            <button
              type="button"
              className={styles.toggle}
              aria-expanded={open}
              aria-controls={popupId}
              aria-label={`${item.title} submenu`}
              onClick={() => onToggle(key)}
            >
              <ChromeIcon name="chevron-down" className={styles.chevron} size={14} />
            </button>
          )}
          {mega ? (
            <NavMegamenu id={popupId} groups={item.megamenu ?? []} pathname={pathname} trail={trail} open={open} onNavigate={onNavigate} />
          ) : withPopup ? (
            <NavDropdown id={popupId} items={item.dropdown ?? []} pathname={pathname} trail={trail} open={open} onNavigate={onNavigate} />
          ) : null}
        </li>
      );
    })}
  </ul>
);
