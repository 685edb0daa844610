import { ChromeIcon } from "./chrome-icon";
import * as styles from "./language-dropdown.module.css";

/** The template's language list. It is a demo: choosing one changes nothing. */
export const DEMO_LANGUAGES = [
  { name: "English", code: "EN" },
  { name: "England", code: "GB" },
  { name: "France", code: "FR" },
  { name: "Russian", code: "RU" },
  { name: "Spain", code: "ES" },
] as const;

interface LanguageDropdownProps {
  id: string;
  open: boolean;
  onToggle: () => void;
  onClose: () => void;
}

export const LanguageDropdown = ({ id, open, onToggle, onClose }: LanguageDropdownProps) => (
  <div className={`${styles.wrap} ${open ? styles.open : ""}`}>
    <button type="button" className={styles.trigger} aria-expanded={open} aria-controls={id} onClick={onToggle}>
      <ChromeIcon name="globe" size={18} />
      <span className="visually-hidden">Language: </span>
      <span>EN</span>
      <ChromeIcon name="chevron-down" size={14} className={styles.chevron} />
    </button>
    <ul id={id} className={`${styles.panel} ${open ? styles.panelOpen : ""}`} data-popup="panel" aria-label="Languages">
      {DEMO_LANGUAGES.map((language) => (
        <li key={language.name}>
          {/* Demo content: the template's switcher has no languages behind it, so a choice only closes the list. */}
          <button type="button" className={styles.option} onClick={onClose}>
            <span className={styles.code} aria-hidden="true">
              {language.code}
            </span>
            <span>{language.name}</span>
          </button>
        </li>
      ))}
    </ul>
  </div>
);
