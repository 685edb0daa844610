import type React from "react";
import { SmartLink } from "../../ui/smart-link";
import * as styles from "./store-badge.module.css";

interface StoreCopy {
  lead: string;
  name: string;
  glyph: React.ReactNode;
}

/** The two stores' badges, drawn here (a glyph and two lines of text) rather than fetched as pictures. */
const stores: Record<string, StoreCopy> = {
  "app-store": {
    lead: "Download on the",
    name: "App Store",
    glyph: <path d="M12 3.5 6 15.5M12 3.5l6 12M4 15.5h16M8.5 11h7M5 20.5l1.5-3" />,
  },
  "google-play": {
    lead: "Get it on",
    name: "Google Play",
    glyph: <path d="M5 3.5v17l14.5-8.5zM5 3.5l9.5 9.5M5 20.5l9.5-8.5" />,
  },
};

export const isKnownStore = (store: string): boolean => store in stores;

/** A store button: one link whose name reads as its two lines ("Download on the App Store"). */
export const StoreBadge = ({ store, link }: { store: string; link: string }) => {
  const copy = stores[store];
  if (!copy) return null;
  return (
    <SmartLink to={link} className={styles.badge}>
      <svg
        className={styles.glyph}
        viewBox="0 0 24 24"
        width="26"
        height="26"
        fill="none"
        stroke="currentColor"
        strokeWidth="1.8"
        strokeLinecap="round"
        strokeLinejoin="round"
        aria-hidden="true"
        focusable="false"
      >
        {copy.glyph}
      </svg>
      <span className={styles.words}>
        <span className={styles.lead}>{copy.lead} </span>
        <span className={styles.name}>{copy.name}</span>
      </span>
    </SmartLink>
  );
};

interface StoreBadgesProps {
  stores: ReadonlyArray<{ readonly store: string; readonly link: string }>;
  className?: string;
}

/** A row of store buttons, named as a group; stores the site cannot draw are left out. */
export const StoreBadges = ({ stores, className }: StoreBadgesProps) => {
  const known = stores.filter((item) => isKnownStore(item.store));
  if (known.length === 0) return null;
  return (
    <ul className={`${styles.row} ${className ?? ""}`} aria-label="Get the app">
      {known.map((item) => (
        <li key={item.store}>
          <StoreBadge store={item.store} link={item.link} />
        </li>
      ))}
    </ul>
  );
};
