import { useCallback, useEffect, useId, useRef, useState } from "react";
import { Link } from "gatsby";
import { Logo } from "../logo/logo";
import { useLayoutState } from "../../lib/layout-state";
import { useScrolledPast } from "../../lib/use-scroll-position";
import { LanguageSwitch } from "../language-switch/language-switch";
import { useLanguage } from "../../lib/i18n/language-context";
import { pathInLanguage, unprefixedPath } from "../../lib/i18n/languages";
import { useInterfaceText } from "../../lib/i18n/use-interface-text";
import { fillPlaceholders } from "../../lib/fill-placeholders";
import { useIsomorphicLayoutEffect } from "../../lib/use-isomorphic-layout-effect";
import * as styles from "./site-header.module.css";

/** The header's offset is re-measured this long after a route change, once the new page has settled. */
export const HEADER_REMEASURE_MS = 1000;

interface SiteHeaderProps {
  companyName: string;
  navigation: ReadonlyArray<{ label: string; path: string }>;
  pathname: string;
  /** The page the language switch offers in the other languages. */
  languageSwitchPath: string;
}

/** Menu paths are written once for every language ("/about"); the page's may carry its language's prefix. */
const isCurrent = (itemPath: string, pathname: string): boolean => itemPath === unprefixedPath(pathname.replace(/\/+$/, "") || "/");

export const SiteHeader = ({ companyName, navigation, pathname, languageSwitchPath }: SiteHeaderProps) => {
  const headerRef = useRef<HTMLElement>(null);
  const toggleRef = useRef<HTMLButtonElement>(null);
  const menuId = useId();
  const [menuOpen, setMenuOpen] = useState(false);
  const { setHeaderHeight, setModalOpen } = useLayoutState();
  const scrolled = useScrolledPast(10);
  const language = useLanguage();
  const words = useInterfaceText();

  const measure = useCallback(() => {
    if (headerRef.current) setHeaderHeight(headerRef.current.offsetHeight);
  }, [setHeaderHeight]);

  useIsomorphicLayoutEffect(measure, [measure]);

  useEffect(() => {
    window.addEventListener("resize", measure);
    return () => window.removeEventListener("resize", measure);
  }, [measure]);

  // A new page may change fonts, scrollbars or the banner under the header: measure again once it settled.
  useEffect(() => {
    setMenuOpen(false);
    const timer = window.setTimeout(measure, HEADER_REMEASURE_MS);
    return () => window.clearTimeout(timer);
  }, [pathname, measure]);

  // The open mobile menu covers the page, so the page behind it must not scroll.
  useEffect(() => {
    setModalOpen(menuOpen);
  }, [menuOpen, setModalOpen]);

  useEffect(() => {
    if (!menuOpen) return undefined;
    const closeOnEscape = (event: KeyboardEvent) => {
      if (event.key === "Escape") {
        setMenuOpen(false);
        toggleRef.current?.focus();
      }
    };
    document.addEventListener("keydown", closeOnEscape);
    return () => document.removeEventListener("keydown", closeOnEscape);
  }, [menuOpen]);

  return (
    <header ref={headerRef} className={`${styles.header} ${scrolled ? styles.scrolled : ""}`}>
      <div className={styles.inner}>
        <Link
          to={pathInLanguage("/", language)}
          className={styles.brand}
          aria-label={fillPlaceholders(words.homeLink, { name: companyName })}
        >
          <Logo name={companyName} />
        </Link>
        <button
          ref={toggleRef}
          type="button"
          className={styles.toggle}
          aria-expanded={menuOpen}
          aria-controls={menuId}
          onClick={() => setMenuOpen((open) => !open)}
        >
          <span className={styles.toggleBars} aria-hidden="true" />
          <span className="visually-hidden">{menuOpen ? words.closeMenu : words.openMenu}</span>
        </button>
        <nav id={menuId} className={`${styles.nav} ${menuOpen ? styles.open : ""}`} aria-label={words.mainMenu}>
          <ul className={styles.menu}>
            {navigation.map((item) => {
              const current = isCurrent(item.path, pathname);
              return (
                <li key={item.path}>
                  <Link
                    to={pathInLanguage(item.path, language)}
                    className={styles.link}
                    aria-current={current ? "page" : undefined}
                    onClick={() => setMenuOpen(false)}
                  >
                    {item.label}
                  </Link>
                </li>
              );
            })}
          </ul>
        </nav>
        <LanguageSwitch pathname={languageSwitchPath} label={words.languageMenu} />
      </div>
    </header>
  );
};
