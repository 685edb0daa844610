import type React from "react";
import { PlainPicture } from "../../components/plain-picture/plain-picture";
import { MenuLink } from "./menu-link";
import { itemKey } from "./menu-utils";
import { PopupContents } from "./popup-contents";
import type { LithoMegamenuGroup, LithoMenuItem } from "./types";
import * as styles from "./nav-megamenu.module.css";

interface NavMegamenuProps {
  id: string;
  groups: readonly LithoMegamenuGroup[];
  pathname: string;
  trail: ReadonlySet<LithoMenuItem>;
  open: boolean;
  onNavigate?: () => void;
}

/**
 * A wide panel of titled link groups. Entries that bring an image show it as a preview card
 * above the title (the demo index's home variants); plain entries are a compact list.
 */
export const NavMegamenu = ({ id, groups, pathname, trail, open, onNavigate }: NavMegamenuProps) => (
  <div id={id} className={`${styles.megamenu} ${open ? styles.open : ""}`} data-popup="panel">
    <PopupContents open={open}>
      <div className={styles.groups} style={{ "--groups": Math.min(groups.length, 5) } as React.CSSProperties}>
        {groups.map((group, groupIndex) => {
          const titleId = `${id}-g${groupIndex}`;
          return (
            <div key={`${groupIndex}-${group.title}`} className={styles.group}>
              <p id={titleId} className={styles.title}>
                {group.title}
              </p>
              <ul className={styles.list} aria-labelledby={titleId}>
                {group.dropdown.map((item, index) => (
                  <li key={itemKey(item, index)} className={trail.has(item) ? styles.active : undefined}>
                    <MenuLink
                      item={item}
                      pathname={pathname}
                      className={item.img ? styles.card : styles.link}
                      iconClassName={styles.icon}
                      onClick={onNavigate}
                    >
                      {item.img && <PlainPicture image={item.img} alt="" className={styles.preview} />}
                    </MenuLink>
                  </li>
                ))}
              </ul>
            </div>
          );
        })}
      </div>
    </PopupContents>
  </div>
);
