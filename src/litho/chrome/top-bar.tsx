import { SmartLink } from "../ui/smart-link";
import { ChromeIcon } from "./chrome-icon";
import { SocialLinks } from "./social-links";
import type { LithoLink, LithoSocialLink } from "./types";
import * as styles from "./top-bar.module.css";
import { withEmailBreaks } from "../../lib/email-breaks";

export interface TopBarContent {
  /** A short line on the left, such as opening hours or an offer. */
  text?: string | null;
  contact?: ReadonlyArray<{ icon: "phone" | "mail" | "pin"; text: string; href?: string | null }>;
  links?: readonly LithoLink[];
  socials?: readonly LithoSocialLink[];
}

/** The thin bar above the header's main row; it folds away once the header turns sticky. */
export const TopBar = ({ text, contact = [], links = [], socials = [] }: TopBarContent) => (
  <div className={styles.bar}>
    <div className={styles.inner}>
      <div className={styles.start}>
        {text && <p className={styles.text}>{text}</p>}
        {contact.map((line) => (
          <span key={line.text} className={styles.contact}>
            <ChromeIcon name={line.icon} size={15} className={styles.icon} />
            {line.href ? <a href={line.href}>{withEmailBreaks(line.text)}</a> : line.text}
          </span>
        ))}
      </div>
      <div className={styles.end}>
        {links.length > 0 && (
          <ul className={styles.links}>
            {links.map((link) => (
              <li key={link.link + link.title}>
                <SmartLink to={link.link}>{link.title}</SmartLink>
              </li>
            ))}
          </ul>
        )}
        {socials.length > 0 && <SocialLinks links={socials} size="sm" label="Social media (top bar)" />}
      </div>
    </div>
  </div>
);
