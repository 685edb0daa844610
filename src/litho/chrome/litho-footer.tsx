import { useEffect, useRef, useState } from "react";
import type React from "react";
import { SmartLink } from "../ui/smart-link";
import { useLayoutState } from "../../lib/layout-state";
import { useCurrentYear } from "../../lib/use-current-year";
import { ChromeIcon } from "./chrome-icon";
import { LithoLogo } from "./litho-logo";
import { isExternalLink } from "./menu-utils";
import { SocialLinks } from "./social-links";
import { requirePart, type ChromeParts } from "./chrome-parts";
import type { LithoFooterColumn, LithoLink, LithoLogoData, LithoSocialLink } from "./types";
import {
  FOOTER_LAYOUTS,
  footerHasApps,
  footerHasSubscribe,
  type FooterBlock,
  type FooterTheme,
  type LithoFooterVariant,
} from "./footer-layouts";
import * as styles from "./litho-footer.module.css";
import { withEmailBreaks } from "../../lib/email-breaks";

/** Which breakpoints fix the footer behind the page. A missing breakpoint follows the next wider one. */
export interface LithoFooterParallax {
  desktop?: boolean;
  /** ≤ 1199 px */
  lg?: boolean;
  /** ≤ 991 px */
  md?: boolean;
  /** ≤ 767 px */
  sm?: boolean;
  /** ≤ 575 px */
  xs?: boolean;
}

/** The template measures a fixed footer this long after load, once fonts and images have settled. */
export const FOOTER_MEASURE_DELAY_MS = 1000;

const BREAKPOINTS: ReadonlyArray<{ key: keyof LithoFooterParallax; max: number }> = [
  { key: "xs", max: 575 },
  { key: "sm", max: 767 },
  { key: "md", max: 991 },
  { key: "lg", max: 1199 },
  { key: "desktop", max: Number.POSITIVE_INFINITY },
];

/** Whether the footer is fixed at a window width: the narrowest matching breakpoint decides, else the next wider one that says. */
export const parallaxAt = (parallax: LithoFooterParallax | null | undefined, width: number): boolean => {
  if (!parallax) return false;
  const start = BREAKPOINTS.findIndex(({ max }) => width <= max);
  for (const { key } of BREAKPOINTS.slice(start)) {
    const value = parallax[key];
    if (value !== undefined) return value;
  }
  return false;
};

export interface LithoFooterProps {
  /** The chrome parts the page has (its subscribe form, when the variant shows one). */
  parts: ChromeParts;
  variant?: LithoFooterVariant;
  /** The template's footers are dark unless a variant or this says otherwise; "colour" lays it on the page's accent. */
  theme?: FooterTheme;
  logo: LithoLogoData;
  about?: string | null;
  columns?: readonly LithoFooterColumn[];
  socials?: readonly LithoSocialLink[];
  /** The subscribe block's heading and line; variants without one ignore it. */
  subscribe?: { title: string; text?: string | null } | null;
  contact?: { address?: string | null; phone?: string | null; email?: string | null } | null;
  /** The app block's heading, line and store buttons (variants with an app block). */
  apps?: { title: string; text?: string | null; stores: ReadonlyArray<{ readonly store: string; readonly link: string }> } | null;
  /** The call to action of the variants with a headline band. */
  cta?: { title: string; link?: LithoLink | null } | null;
  /** Text after "© {year}" in the copyright line. */
  copyright?: string;
  /** The external credit at the end of the copyright line. */
  credit: { text?: string | null; label: string; href: string };
  parallax?: LithoFooterParallax | null;
  /** The page the subscribe form sits on. */
  page?: string;
}

const FooterLink = ({ link }: { link: LithoLink }) =>
  isExternalLink(link.link) ? (
    <a href={link.link} target="_blank" rel="noopener noreferrer">
      {link.title}
    </a>
  ) : (
    <SmartLink to={link.link}>{link.title}</SmartLink>
  );

export const LithoFooter = ({
  parts,
  variant = "style-01",
  theme,
  logo,
  about,
  columns = [],
  socials = [],
  subscribe,
  contact,
  apps,
  cta,
  copyright = "All rights reserved.",
  credit,
  parallax,
  page,
}: LithoFooterProps) => {
  const layout = FOOTER_LAYOUTS[variant];
  const SubscribeForm = subscribe && footerHasSubscribe(variant) ? requirePart(parts, "SubscribeForm") : null;
  const FooterApps = apps && apps.stores.length > 0 && footerHasApps(variant) ? requirePart(parts, "FooterApps") : null;
  const tone = theme ?? layout.theme ?? "dark";
  // Logos and forms know two inks: the accent ground takes the dark one.
  const ink = tone === "dark" ? "light" : "dark";
  const formTone = tone === "dark" ? "dark" : "light";
  const footerRef = useRef<HTMLElement>(null);
  const { footerHeight, setFooterHeight } = useLayoutState();
  const [fixed, setFixed] = useState(false);
  const year = useCurrentYear();

  // The breakpoints' flags one by one: a new object with the same flags must not re-arm the timer.
  const hasParallax = Boolean(parallax);
  const { desktop, lg, md, sm, xs } = parallax ?? {};
  useEffect(() => {
    if (!hasParallax) return undefined;
    const measure = () => {
      const footer = footerRef.current;
      if (!footer) return;
      const active = parallaxAt({ desktop, lg, md, sm, xs }, window.innerWidth);
      setFixed(active);
      // One pixel less than the footer, as the template does, so no hairline of page shows below it.
      setFooterHeight(active ? Math.max(0, footer.offsetHeight - 1) : 0);
    };
    const timer = window.setTimeout(measure, FOOTER_MEASURE_DELAY_MS);
    window.addEventListener("resize", measure);
    return () => {
      window.clearTimeout(timer);
      window.removeEventListener("resize", measure);
      setFooterHeight(0);
    };
  }, [hasParallax, desktop, lg, md, sm, xs, setFooterHeight]);

  const brand = (
    <div className={styles.brand} key="brand">
      <LithoLogo logo={logo} ink={ink} />
      {about && <p className={styles.about}>{about}</p>}
      {socials.length > 0 && layout.bottom !== "split" && <SocialLinks links={socials} look="round" size="sm" />}
    </div>
  );

  const columnBlock = columns.length > 0 && (
    <div className={styles.columns} key="columns" style={{ "--count": columns.length } as React.CSSProperties}>
      {columns.map((column) => (
        <nav key={column.title} className={styles.column} aria-label={column.title}>
          <p className={styles.heading}>{column.title}</p>
          <ul className={styles.links}>
            {column.submenu.map((link) => (
              <li key={`${link.link}-${link.title}`}>
                <FooterLink link={link} />
              </li>
            ))}
          </ul>
        </nav>
      ))}
    </div>
  );

  const subscribeBlock = subscribe && SubscribeForm && (
    <div className={styles.subscribe} key="subscribe">
      <p className={styles.heading}>{subscribe.title}</p>
      {subscribe.text && <p className={styles.muted}>{subscribe.text}</p>}
      <SubscribeForm page={page} tone={formTone} />
    </div>
  );

  type ContactLine = { icon: "pin" | "phone" | "mail"; text: string; href?: string };
  const contactLines: ContactLine[] = [];
  if (contact?.address) contactLines.push({ icon: "pin", text: contact.address });
  if (contact?.phone) contactLines.push({ icon: "phone", text: contact.phone, href: `tel:${contact.phone.replace(/[^\d+]/g, "")}` });
  if (contact?.email) contactLines.push({ icon: "mail", text: contact.email, href: `mailto:${contact.email}` });

  // An address wraps at its seams, not mid-word, in a narrow column.
  const contactLineContent = (line: ContactLine) =>
    line.href ? <a href={line.href}>{withEmailBreaks(line.text)}</a> : <span>{line.text}</span>;

  const contactBlock = contactLines.length > 0 && (
    <div className={styles.contact} key="contact">
      <p className={styles.heading}>Get in touch</p>
      <ul className={styles.contactList}>
        {contactLines.map((line) => (
          <li key={line.text}>
            <ChromeIcon name={line.icon} size={18} className={styles.contactIcon} />
            {contactLineContent(line)}
          </li>
        ))}
      </ul>
    </div>
  );

  const centered = (
    <div className={styles.centered} key="centered">
      <LithoLogo logo={logo} ink={ink} />
      {about && <p className={styles.about}>{about}</p>}
      {columns[0] && (
        <ul className={styles.inlineLinks}>
          {columns[0].submenu.map((link) => (
            <li key={`${link.link}-${link.title}`}>
              <FooterLink link={link} />
            </li>
          ))}
        </ul>
      )}
      {socials.length > 0 && <SocialLinks links={socials} look="filled" size="lg" />}
    </div>
  );

  const appsBlock = apps && FooterApps && <FooterApps key="apps" title={apps.title} text={apps.text} stores={apps.stores} />;

  const blocks: Record<FooterBlock, React.ReactNode> = {
    brand,
    columns: columnBlock,
    subscribe: subscribeBlock,
    contact: contactBlock,
    centered,
    apps: appsBlock,
  };

  let band: React.ReactNode = null;
  if (layout.band === "cta" && cta) {
    band = (
      <div className={`${styles.band} ${styles.ctaBand}`}>
        <p className={styles.ctaTitle}>{cta.title}</p>
        {cta.link && (
          <span className={styles.ctaLink}>
            <FooterLink link={cta.link} />
            <ChromeIcon name="arrow-right" size={20} />
          </span>
        )}
      </div>
    );
  } else if (layout.band === "subscribe" && subscribe && SubscribeForm) {
    band = (
      <div className={`${styles.band} ${styles.subscribeBand}`}>
        <div>
          <p className={styles.ctaTitle}>{subscribe.title}</p>
          {subscribe.text && <p className={styles.muted}>{subscribe.text}</p>}
        </div>
        <SubscribeForm page={page} tone={formTone} />
      </div>
    );
  } else if (layout.band === "contact" && contactLines.length > 0) {
    band = (
      <ul className={`${styles.band} ${styles.contactBand}`}>
        {contactLines.map((line) => (
          <li key={line.text}>
            <ChromeIcon name={line.icon} size={26} className={styles.contactIcon} />
            {contactLineContent(line)}
          </li>
        ))}
      </ul>
    );
  } else if (layout.band === "brand") {
    band = (
      <div className={`${styles.band} ${styles.brandBand}`}>
        <LithoLogo logo={logo} ink={ink} />
        {about && <p className={styles.about}>{about}</p>}
        {socials.length > 0 && <SocialLinks links={socials} look="round" size="sm" />}
      </div>
    );
  }

  const mainBlocks = layout.main
    // The band already shows the brand, the subscribe form or the contact lines.
    .filter((block) => !(layout.band === "brand" && block === "brand"))
    .map((block) => blocks[block])
    .filter(Boolean);

  const copyrightLine = (
    <p className={styles.copyright}>
      &copy; {year} {copyright} {credit.text ? `${credit.text} ` : ""}
      <a href={credit.href} target="_blank" rel="noopener noreferrer">
        {credit.label}
      </a>
    </p>
  );

  const classes = [styles.footer, styles[tone], fixed ? styles.fixed : ""];

  return (
    <>
      {fixed && <div className={styles.reveal} style={{ height: footerHeight }} aria-hidden="true" />}
      <footer
        ref={footerRef}
        className={classes.filter(Boolean).join(" ")}
        // Variants are styled through data attributes: CSS Modules would rename dashed class names.
        data-variant={variant}
        data-parallax={fixed ? "true" : "false"}
      >
        <div className={styles.container}>
          {band}
          {mainBlocks.length > 0 && (
            <div className={styles.main} data-blocks={layout.main.length}>
              {mainBlocks}
            </div>
          )}
        </div>
        <div className={styles.bottom} data-align={layout.bottom}>
          <div className={styles.container}>
            {layout.bottom === "inline" && <LithoLogo logo={logo} ink={ink} />}
            {copyrightLine}
            {socials.length > 0 && layout.bottom !== "center" && <SocialLinks links={socials} size="sm" label="Social media (footer)" />}
          </div>
        </div>
      </footer>
    </>
  );
};
