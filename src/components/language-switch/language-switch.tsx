import { Link } from "gatsby";
import { LANGUAGES, pathInLanguage } from "../../lib/i18n/languages";
import { useLanguage } from "../../lib/i18n/language-context";
import * as styles from "./language-switch.module.css";

interface LanguageSwitchProps {
  /** A page's path, in any language (the page's own, or the home page's on the not-found page): the switch offers it in the others. */
  pathname: string;
  /** Names the list for assistive technology: "Language". */
  label: string;
}

/**
 * The same page in the site's other languages, each link named in its own language and marked
 * with it, so a screen reader pronounces "繁體中文" as Chinese on an English page.
 */
export const LanguageSwitch = ({ pathname, label }: LanguageSwitchProps) => {
  const current = useLanguage();
  const others = LANGUAGES.filter((language) => language.code !== current.code);
  return (
    <nav className={styles.switcher} aria-label={label}>
      <ul className={styles.list}>
        {others.map((language) => (
          <li key={language.code}>
            <Link to={pathInLanguage(pathname, language)} className={styles.link} lang={language.htmlLang} hrefLang={language.hreflang}>
              {language.name}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
};
