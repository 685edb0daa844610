import type React from "react";
import { GatsbyImage, type IGatsbyImageData } from "gatsby-plugin-image";
import { MenuLink } from "./menu-link";
import { itemKey } from "./menu-utils";
import { PopupContents, type PopupRendering } from "./popup-contents";
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

/** A preview card's picture; the copy for browsers without JavaScript cannot hold a GatsbyImage (see PopupContents). */
const Preview = ({ image, rendering }: { image: IGatsbyImageData; rendering: PopupRendering }) => {
  if (rendering === "live") return <GatsbyImage image={image} alt="" className={styles.preview} />;
  const { fallback } = image.images;
  return (
    <img
      src={fallback?.src}
      srcSet={fallback?.srcSet}
      sizes={fallback?.sizes}
      width={image.width}
      height={image.height}
      alt=""
      loading="lazy"
      className={styles.preview}
    />
  );
};

/**
 * A wide panel of titled link groups. Entries that bring an image show it as a preview card
 * above the title (the demo index's home variants); plain entries are a compact list.
 */
export const NavMegamenu = ({ id, groups, pathname, trail, open, onNavigate }: NavMegamenuProps) => (
  <div id={id} className={`${styles.megamenu} ${open ? styles.open : ""}`} data-popup="panel">
    <PopupContents open={open}>
      {(rendering) => (
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
                        {item.img && <Preview image={item.img} rendering={rendering} />}
                      </MenuLink>
                    </li>
                  ))}
                </ul>
              </div>
            );
          })}
        </div>
      )}
    </PopupContents>
  </div>
);
