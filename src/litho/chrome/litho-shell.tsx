import type React from "react";
import { graphql, useStaticQuery } from "gatsby";
import { Seo } from "../../components/seo/seo";
import { requirePart, type ChromeParts } from "./chrome-parts";
import { accentStyle, type Accent } from "../accent";
import { hasSubscribeForm } from "./chrome-plan";
import { resolveHeaderSettings } from "./header-settings";
import { LithoFooter } from "./litho-footer";
import { LithoHeader } from "./litho-header";
import { BreadcrumbJsonLd } from "./breadcrumb-json-ld";
import { footerProps, headerProps, pageTitleProps, type HeaderConfig, type PageTitleInput } from "../chrome-data";
import { useSiteData } from "../../lib/use-site-data";
import * as styles from "./litho-shell.module.css";

/**
 * The frame every demo page shares: head tags (noindex), the demo chrome (header, page title,
 * footer) fed from the menu, footer and page data, and the page's <main>. The fixed (parallax)
 * footer lifts <main> above itself, so every template renders its content through here.
 */

export const lithoShellFragments = graphql`
  fragment LithoMenuItemLeaf on LithoMenuItem {
    title
    link
    icon
    img {
      childImageSharp {
        gatsbyImageData(width: 280, quality: 76, outputPixelDensities: [0.5, 1, 2])
      }
    }
  }

  fragment LithoMenuFields on LithoMenu {
    name
    items {
      ...LithoMenuItemLeaf
      megamenu {
        title
        dropdown {
          ...LithoMenuItemLeaf
        }
      }
      dropdown {
        ...LithoMenuItemLeaf
        dropdown {
          ...LithoMenuItemLeaf
          dropdown {
            ...LithoMenuItemLeaf
          }
        }
      }
    }
  }

  # A social link as the chrome draws it (social-links.tsx, through chrome-data.ts).
  fragment LithoSocialLinkFields on LithoSocialLink {
    icon
    title
    color
    link
  }

  fragment LithoFooterFields on LithoFooter {
    name
    variant
    theme
    about
    copyright
    credit {
      title
      link
    }
    columns {
      title
      submenu {
        title
        link
      }
    }
    socials {
      ...LithoSocialLinkFields
    }
    contact {
      address
      phone
      email
    }
    cta {
      title
      link {
        title
        link
      }
    }
    subscribe {
      title
      text
    }
    apps {
      title
      text
      stores {
        store
        link
      }
    }
  }

  fragment LithoHeaderConfigFields on LithoHeaderConfig {
    variant
    menu
    theme
    search
    sidePanel
    language
    cart
    topBar
    mobileMenu
    sticky
  }

  fragment LithoPageTitleFields on LithoPageTitleConfig {
    variant
    title
    subtitle
    imageAlt
    breadcrumbs
    image {
      childImageSharp {
        gatsbyImageData(layout: FULL_WIDTH, breakpoints: [480, 828, 1200, 1600], quality: 70)
      }
    }
    gallery {
      childImageSharp {
        gatsbyImageData(width: 640, breakpoints: [320, 640], quality: 64)
      }
    }
    video {
      publicURL
    }
    poster {
      childImageSharp {
        gatsbyImageData(layout: FULL_WIDTH, breakpoints: [480, 828, 1200, 1600], quality: 70)
      }
    }
  }
`;

interface LithoShellProps {
  /** The chrome parts the page renders: a page document's own set, or those its template names. */
  parts: ChromeParts;
  path: string;
  title: string;
  description: string;
  /** The page's own accent colour, which recolours the chrome and sections alike. */
  accent?: Accent | null;
  header: HeaderConfig | null;
  menu: Queries.LithoMenuFieldsFragment | null;
  footer: Queries.LithoFooterFieldsFragment | null;
  /** Fix the footer behind the page: the page document's footer.parallaxAt, else its footer.parallax. */
  footerParallax?: boolean | readonly (string | null)[] | null;
  pageTitle?: PageTitleInput | null;
  /** The content renders its own h1 (a blog post); otherwise a page without a page title gets a hidden one. */
  contentHasHeading?: boolean;
  children: React.ReactNode;
}

export const LithoShell = ({
  parts,
  path,
  title,
  description,
  accent,
  header,
  menu,
  footer,
  footerParallax,
  pageTitle,
  contentHasHeading = false,
  children,
}: LithoShellProps) => {
  // The header's side panel copy, the same on every demo page.
  const extras = useStaticQuery<Queries.LithoHeaderExtrasQuery>(graphql`
    query LithoHeaderExtras {
      lithoSidePanel {
        title
        text
        subscribeTitle
      }
    }
  `);
  const headerSettings = headerProps(header, menu, footer, path, extras);
  const footerSettings = footerProps(footer, path, footerParallax ?? false);
  // A header that does not push the page lies over its top: the page title leaves room for it.
  const overlaid = !resolveHeaderSettings(headerSettings.variant, {}).push;
  const PageTitle = pageTitle ? requirePart(parts, "PageTitle") : null;
  const titleSettings = PageTitle && pageTitle ? pageTitleProps(pageTitle, path, overlaid) : null;
  const { siteUrl } = useSiteData();
  // A plain post of the subscribe form (side panel, footer) comes back to the page, which says how it went.
  const subscribes = hasSubscribeForm({ sidePanel: Boolean(headerSettings.sidePanel), footerVariant: footerSettings.variant });
  const FormOutcomeNotice = subscribes ? requirePart(parts, "FormOutcomeNotice") : null;
  return (
    <div className={styles.shell} style={accentStyle(accent)}>
      <Seo seo={{ title, description, image: null }} path={path} noindex siteName="Litho template demo" />
      {titleSettings?.breadcrumbs && titleSettings.breadcrumbs.length > 0 && (
        <BreadcrumbJsonLd items={titleSettings.breadcrumbs} siteUrl={siteUrl} />
      )}
      <a className={styles.skip} href="#main">
        Skip to content
      </a>
      <LithoHeader {...headerSettings} parts={parts} />
      <main id="main" tabIndex={-1} className={styles.main}>
        {PageTitle && titleSettings ? <PageTitle {...titleSettings} /> : !contentHasHeading && <h1 className="visually-hidden">{title}</h1>}
        {children}
        {FormOutcomeNotice && <FormOutcomeNotice formId="subscribe-email" />}
      </main>
      <LithoFooter {...footerSettings} parts={parts} />
    </div>
  );
};
