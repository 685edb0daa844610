import { createContext, useContext, useEffect, useState, type ReactNode } from "react";
import { DEFAULT_LANGUAGE, languageByCode, languageOfPath, type SiteLanguage } from "./languages";

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
  // Hydration renders the default language, as the server did; the address's language follows.
  const [ofAddress, setOfAddress] = useState(DEFAULT_LANGUAGE);
  useEffect(() => {
    if (!code) setOfAddress(languageOfPath(window.location.pathname));
  }, [code]);
  const language = code ? languageByCode(code) : ofAddress;
  return <LanguageContext.Provider value={language}>{children}</LanguageContext.Provider>;
};

export const useLanguage = (): SiteLanguage => useContext(LanguageContext);
