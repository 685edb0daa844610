import { useEffect, useRef } from "react";
import type React from "react";
import { SiteHeader } from "../site-header/site-header";
import { SiteFooter } from "../site-footer/site-footer";
import { ScrollToTop } from "../scroll-to-top/scroll-to-top";
import { SiteJsonLd } from "../seo/site-json-ld";
import { useSiteData } from "../../lib/use-site-data";
import { elementForHash, smoothScrollTo, smoothScrollToElement } from "../../lib/smooth-scroll";
import { useInterfaceText } from "../../lib/i18n/use-interface-text";
import * as styles from "./layout.module.css";

interface LayoutProps {
  pathname: string;
  children: React.ReactNode;
}

/** The live site's frame: fixed header, page, footer and scroll-to-top button. */
export const Layout = ({ pathname, children }: LayoutProps) => {
  const { company, navigation } = useSiteData();
  const words = useInterfaceText();
  const firstRender = useRef(true);

  // Gatsby's own scroll restoration is off (gatsby-browser), so every new route glides to the top,
  // or to the element its fragment names ("Contact Us" on a product lands on the form).
  useEffect(() => {
    if (firstRender.current) {
      firstRender.current = false;
      return;
    }
    const target = elementForHash(window.location.hash);
    if (target) smoothScrollToElement(target);
    else smoothScrollTo(0);
  }, [pathname]);

  return (
    <div className={styles.shell}>
      <SiteJsonLd pathname={pathname} />
      <a className={styles.skipLink} href="#main">
        {words.skipToContent}
      </a>
      <SiteHeader companyName={company.name} navigation={navigation} pathname={pathname} />
      <main id="main" className={styles.main} tabIndex={-1}>
        {children}
      </main>
      <SiteFooter company={company} navigation={navigation} />
      <ScrollToTop />
    </div>
  );
};
