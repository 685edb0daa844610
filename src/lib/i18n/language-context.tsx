import { createContext, useContext, useEffect, useState, type ReactNode } from "react";
import { ADDRESS_LANGUAGE_ATTRIBUTE, DEFAULT_LANGUAGE, languageByCode, languageOfPath, type SiteLanguage } from "./languages";

const LanguageContext = createContext<SiteLanguage>(DEFAULT_LANGUAGE);

interface LanguageProviderProps {
  /** The page's language from its context (src/node/i18n/translated-pages.ts). */
  code: string | undefined;
  children: ReactNode;
}

/**
 * The language every text of the live frame and page is read in. A page made for one language says
 * which in its context. The one page that serves every missing address (404.html) has none: it is
 * written in the default language and, once running in the browser, takes the language of the
 * address the visitor asked for, so /zh-hk/… answers in Chinese.
 */
export const LanguageProvider = ({ code, children }: LanguageProviderProps) => {
  // Under a translated prefix the 404 page's body was put in before the first paint, in the language
  // the script marked on <html> (src/node/i18n/translated-not-found.ts): hydration renders that one.
  const [ofAddress, setOfAddress] = useState(() =>
    typeof document === "undefined"
      ? DEFAULT_LANGUAGE
      : languageByCode(document.documentElement.getAttribute(ADDRESS_LANGUAGE_ATTRIBUTE) ?? undefined),
  );
  useEffect(() => {
    if (!code) setOfAddress(languageOfPath(window.location.pathname));
  }, [code]);
  const language = code ? languageByCode(code) : ofAddress;
  return <LanguageContext.Provider value={language}>{children}</LanguageContext.Provider>;
};

export const useLanguage = (): SiteLanguage => useContext(LanguageContext);
