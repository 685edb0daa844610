import * as styles from "./language-list.module.css";

/** The template's language list. It is a demo: choosing one changes nothing. */
export const DEMO_LANGUAGES = [
  { name: "English", code: "EN" },
  { name: "England", code: "GB" },
  { name: "France", code: "FR" },
  { name: "Russian", code: "RU" },
  { name: "Spain", code: "ES" },
] as const;

export interface LanguageListProps {
  id: string;
  open: boolean;
  onClose: () => void;
}

/** The language button's drop-down. */
const LanguageList = ({ id, open, onClose }: LanguageListProps) => (
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
);

export default LanguageList;
