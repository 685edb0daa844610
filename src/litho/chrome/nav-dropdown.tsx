import { useEffect, useState } from "react";
import { ChromeIcon } from "./chrome-icon";
import { MenuLink } from "./menu-link";
import { itemKey } from "./menu-utils";
import { PopupContents } from "./popup-contents";
import type { LithoMenuItem } from "./types";
import * as styles from "./nav-dropdown.module.css";

interface NavDropdownProps {
  id: string;
  items: readonly LithoMenuItem[];
  pathname: string;
  trail: ReadonlySet<LithoMenuItem>;
  open: boolean;
  onNavigate?: () => void;
}

/**
 * A top-level item's dropdown (second level) with third-level flyouts. A flyout opens on hover
 * with a mouse and through its own disclosure button from the keyboard or a touch screen,
 * one at a time. Deeper levels than three are not part of the template's menus.
 */
export const NavDropdown = ({ id, items, pathname, trail, open, onNavigate }: NavDropdownProps) => {
  const [openChild, setOpenChild] = useState<number | null>(null);

  // A dropdown that closes forgets its open flyout, so it reopens in its resting state.
  useEffect(() => {
    if (!open) setOpenChild(null);
  }, [open]);

  const renderItem = (item: LithoMenuItem, index: number) => {
    const children = item.dropdown ?? [];
    const flyoutId = `${id}-${index}`;
    const flyoutOpen = openChild === index;
    const toggle = () => setOpenChild((current) => (current === index ? null : index));
    const classes = [styles.item, trail.has(item) ? styles.active : "", children.length > 0 ? styles.parent : ""];
    return (
      <li key={itemKey(item, index)} className={classes.filter(Boolean).join(" ")}>
        {item.link ? (
          <MenuLink item={item} pathname={pathname} className={styles.link} iconClassName={styles.icon} onClick={onNavigate} />
        ) : children.length > 0 ? (
          <button type="button" className={styles.link} aria-expanded={flyoutOpen} aria-controls={flyoutId} onClick={toggle}>
            <span>{item.title}</span>
            <ChromeIcon name="chevron-right" className={styles.chevron} size={14} />
          </button>
        ) : (
          <span className={styles.link}>{item.title}</span>
        )}
        {item.link && children.length > 0 && (
          <button
            type="button"
            className={styles.flyoutToggle}
            aria-expanded={flyoutOpen}
            aria-controls={flyoutId}
            aria-label={`${item.title} submenu`}
            onClick={toggle}
          >
            <ChromeIcon name="chevron-right" className={styles.chevron} size={14} />
          </button>
        )}
        {children.length > 0 && (
          <ul id={flyoutId} className={`${styles.flyout} ${flyoutOpen ? styles.open : ""}`} data-popup="flyout">
            {children.map((child, childIndex) => (
              <li key={itemKey(child, childIndex)} className={`${styles.item} ${trail.has(child) ? styles.active : ""}`}>
                <MenuLink item={child} pathname={pathname} className={styles.link} iconClassName={styles.icon} onClick={onNavigate} />
              </li>
            ))}
          </ul>
        )}
      </li>
    );
  };

  return (
    <div id={id} className={`${styles.dropdown} ${open ? styles.open : ""}`} data-popup="panel">
      <PopupContents open={open}>
        <ul className={styles.list}>{items.map(renderItem)}</ul>
      </PopupContents>
    </div>
  );
};
