import { useState } from "react";
import { ChromeIcon } from "./chrome-icon";
import { MenuLink } from "./menu-link";
import { itemKey } from "./menu-utils";
import { PopupContents } from "./popup-contents";
import type { LithoMenuItem } from "./types";
import * as styles from "./menu-tree.module.css";

interface MenuTreeProps {
  items: readonly LithoMenuItem[];
  pathname: string;
  trail: ReadonlySet<LithoMenuItem>;
  idPrefix: string;
  onNavigate?: () => void;
  currentHash?: string | null;
  /** "large" for full-screen and half-screen menus, "compact" for side bars and the classic drop-down. */
  size?: "large" | "compact";
  level?: number;
}

/** Megamenu groups become one more level of the tree: a titled branch holding the group's links. */
const branchesOf = (item: LithoMenuItem): LithoMenuItem[] => [
  ...(item.dropdown ?? []),
  ...(item.megamenu ?? []).map((group) => ({ title: group.title, dropdown: group.dropdown })),
];

const onTrail = (item: LithoMenuItem, trail: ReadonlySet<LithoMenuItem>): boolean =>
  trail.has(item) || branchesOf(item).some((child) => onTrail(child, trail));

/**
 * The menu as a vertical accordion, for the mobile menus, the hamburger menus and the left
 * menus. Each level keeps one branch open; the branch leading to the current page starts open.
 * A closed branch's links wait in <noscript> until it first opens (see PopupContents), so a
 * page with a left menu does not hydrate a thousand hidden elements.
 */
export const MenuTree = ({ items, pathname, trail, idPrefix, onNavigate, currentHash, size = "compact", level = 1 }: MenuTreeProps) => {
  const [openIndex, setOpenIndex] = useState<number | null>(() => {
    const index = items.findIndex((item) => branchesOf(item).length > 0 && onTrail(item, trail));
    return index >= 0 ? index : null;
  });

  return (
    <ul className={`${styles.tree} ${styles[size]} ${styles[`level${Math.min(level, 3)}`]}`}>
      {items.map((item, index) => {
        const children = branchesOf(item);
        const open = openIndex === index;
        const branchId = `${idPrefix}-${level}-${index}`;
        const toggle = () => setOpenIndex((current) => (current === index ? null : index));
        const active = onTrail(item, trail);
        return (
          <li key={itemKey(item, index)} className={`${styles.item} ${active ? styles.active : ""} ${open ? styles.open : ""}`}>
            <div className={styles.row}>
              {item.link ? (
                <MenuLink item={item} pathname={pathname} className={styles.link} onClick={onNavigate} currentHash={currentHash} />
              ) : children.length > 0 ? (
                <button type="button" className={styles.link} aria-expanded={open} aria-controls={branchId} onClick={toggle}>
                  {item.title}
                </button>
              ) : (
                <span className={styles.link}>{item.title}</span>
              )}
              {children.length > 0 && (
                <button
                  type="button"
                  className={styles.toggle}
                  aria-expanded={open}
                  aria-controls={branchId}
                  aria-label={`${item.title} submenu`}
                  // The label button above already toggles; this one is for pointer users.
                  tabIndex={item.link ? 0 : -1}
                  onClick={toggle}
                >
                  <ChromeIcon name="chevron-down" size={16} />
                </button>
              )}
            </div>
            {children.length > 0 && (
              <div id={branchId} className={styles.branch} hidden={!open}>
                <PopupContents open={open}>
                  <MenuTree
                    items={children}
                    pathname={pathname}
                    trail={trail}
                    idPrefix={idPrefix}
                    onNavigate={onNavigate}
                    currentHash={currentHash}
                    size={size}
                    level={level + 1}
                  />
                </PopupContents>
              </div>
            )}
          </li>
        );
      })}
    </ul>
  );
};
