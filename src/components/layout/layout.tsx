import type React from "react";
import { SiteHeader } from "../site-header/site-header";
import { SiteFooter } from "../site-footer/site-footer";
import { ScrollToTop } from "../scroll-to-top/scroll-to-top";
import { SiteJsonLd } from "../seo/site-json-ld";
import { useSiteData } from "../../lib/use-site-data";
import { useInterfaceText } from "../../lib/i18n/use-interface-text";
import * as styles from "./layout.module.css";

interface LayoutProps {
  pathname: string;
  /** The page the header's language switch offers in the other languages. */
  languageSwitchPath: string;
  children: React.ReactNode;
}

/** The live site's frame: fixed header, page, footer and scroll-to-top button (each live page renders it: with-live-frame.tsx). */
export const Layout = ({ pathname, languageSwitchPath, children }: LayoutProps) => {
  const { company, navigation } = useSiteData();
  const words = useInterfaceText();

  return (
    <div className={styles.shell}>
      <SiteJsonLd pathname={pathname} />
      <a className={styles.skipLink} href="#main">
        {words.skipToContent}
      </a>
      <SiteHeader companyName={company.name} navigation={navigation} pathname={pathname} languageSwitchPath={languageSwitchPath} />
      <main id="main" className={styles.main} tabIndex={-1}>
        {children}
      </main>
      <SiteFooter company={company} navigation={navigation} />
      <ScrollToTop />
    </div>
  );
};
