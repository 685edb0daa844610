import type React from "react";
import { ChromeIcon, type ChromeIconName } from "./chrome-icon";
import type { LithoSocialLink } from "./types";
import * as styles from "./social-links.module.css";

const NETWORKS: ReadonlyArray<{ match: RegExp; icon: ChromeIconName; name: string }> = [
  { match: /facebook/i, icon: "facebook", name: "Facebook" },
  { match: /twitter|x\.com|x-twitter/i, icon: "twitter", name: "X (Twitter)" },
  { match: /instagram/i, icon: "instagram", name: "Instagram" },
  { match: /linkedin/i, icon: "linkedin", name: "LinkedIn" },
  { match: /dribbble/i, icon: "dribbble", name: "Dribbble" },
  { match: /youtube/i, icon: "youtube", name: "YouTube" },
  { match: /pinterest/i, icon: "pinterest", name: "Pinterest" },
  { match: /behance/i, icon: "behance", name: "Behance" },
];

/** Which network a link belongs to: from its icon name first, then from its address. */
export const networkOf = (social: LithoSocialLink): { icon: ChromeIconName; name: string } => {
  const found =
    NETWORKS.find(({ match }) => social.icon && match.test(social.icon)) ?? NETWORKS.find(({ match }) => match.test(social.link));
  return found ?? { icon: "globe", name: "Website" };
};

export type SocialLinksLook = "plain" | "round" | "filled" | "square" | "brand";
export type SocialLinksSize = "sm" | "md" | "lg";

interface SocialLinksProps {
  links: readonly LithoSocialLink[];
  /**
   * "plain" icons, "round" outlined discs, "filled" tinted discs that take the brand colour on hover,
   * "square" tinted squares, or "brand" discs in each network's colour.
   */
  look?: SocialLinksLook;
  size?: SocialLinksSize;
  /** Shows each network's name beside its icon. */
  labelled?: boolean;
  className?: string;
  /** Names the list for screen readers when a page has several. */
  label?: string;
}

/** External profile links: each opens in a new tab without handing the page a window reference. */
export const SocialLinks = ({
  links,
  look = "plain",
  size = "md",
  labelled = false,
  className,
  label = "Social media",
}: SocialLinksProps) => (
  <ul
    className={[styles.list, styles[look], styles[size], labelled ? styles.labelled : "", className].filter(Boolean).join(" ")}
    aria-label={label}
  >
    {links.map((social) => {
      const network = networkOf(social);
      const name = social.label || network.name;
      return (
        <li key={social.link}>
          <a
            className={styles.link}
            href={social.link}
            target="_blank"
            rel="noopener noreferrer"
            aria-label={`${name} (opens in a new tab)`}
            style={social.color ? ({ "--brand": social.color } as React.CSSProperties) : undefined}
          >
            <ChromeIcon name={network.icon} className={styles.icon} />
            {labelled && <span className={styles.name}>{name}</span>}
          </a>
        </li>
      );
    })}
  </ul>
);
