import { useEffect, useRef } from "react";
import { Link } from "gatsby";
import { Logo } from "../logo/logo";
import { useLayoutState } from "../../lib/layout-state";
import { useCurrentYear } from "../../lib/use-current-year";
import type { Company } from "../../lib/use-site-data";
import { useLanguage } from "../../lib/i18n/language-context";
import { pathInLanguage } from "../../lib/i18n/languages";
import { useInterfaceText } from "../../lib/i18n/use-interface-text";
import { fillPlaceholders } from "../../lib/fill-placeholders";
import * as styles from "./site-footer.module.css";
import { withEmailBreaks } from "../../lib/email-breaks";

interface SiteFooterProps {
  company: Company;
  navigation: ReadonlyArray<{ label: string; path: string }>;
}

export const SiteFooter = ({ company, navigation }: SiteFooterProps) => {
  const footerRef = useRef<HTMLElement>(null);
  const { setFooterHeight } = useLayoutState();
  const year = useCurrentYear();
  const language = useLanguage();
  const words = useInterfaceText();

  useEffect(() => {
    const footer = footerRef.current;
    if (!footer || typeof ResizeObserver === "undefined") return undefined;
    const observer = new ResizeObserver(() => setFooterHeight(footer.offsetHeight));
    observer.observe(footer);
    return () => observer.disconnect();
  }, [setFooterHeight]);

  return (
    <footer ref={footerRef} className={styles.footer}>
      <div className={styles.inner}>
        <div>
          <Link
            to={pathInLanguage("/", language)}
            className={styles.logoLink}
            aria-label={fillPlaceholders(words.homeLink, { name: company.name })}
          >
            <Logo name={company.name} />
          </Link>
          <p className={styles.tagline}>{company.tagline}</p>
          <a className={styles.email} href={`mailto:${company.email}`}>
            {withEmailBreaks(company.email)}
          </a>
        </div>
        <nav aria-label={words.footerMenu}>
          <h2 className={styles.heading}>{words.footerExplore}</h2>
          <ul className={styles.list}>
            {navigation.map((item) => (
              <li key={item.path}>
                <Link to={pathInLanguage(item.path, language)}>{item.label}</Link>
              </li>
            ))}
          </ul>
        </nav>
        <div>
          <h2 className={styles.heading}>{words.footerVisit}</h2>
          <address className={styles.address}>
            {company.address.lines.map((line) => (
              <span key={line}>{line}</span>
            ))}
          </address>
          <p className={styles.hours}>{company.openingHours}</p>
          <a className={styles.phone} href={`tel:${company.phone.replace(/\s+/g, "")}`}>
            {company.phone}
          </a>
        </div>
      </div>
      <div className={styles.bottom}>
        <p>
          © {year} {company.legalName}. {words.footerNote}
        </p>
      </div>
    </footer>
  );
};
