/*
 * The one place where GraphQL results become chrome props. The chrome (src/litho/chrome) takes
 * plain TypeScript so it renders without a query; the templates query menus, footers and page
 * settings, and this module maps them, so neither side knows the other's shapes.
 */
import type { IGatsbyImageData } from "gatsby-plugin-image";
import { PAGE_TITLE_VARIANTS, footerVariantOf, headerVariantOf, oneOf, type LithoPageTitleVariant } from "./chrome/chrome-plan";
import { FOOTER_THEMES } from "./chrome/footer-layouts";
import type { LithoHeaderFixed } from "./chrome/header-settings";
import type { LithoFooterParallax, LithoFooterProps } from "./chrome/litho-footer";
import type { LithoHeaderProps } from "./chrome/litho-header";
import type { LithoPageTitleProps } from "./chrome/page-title";
import type { SidePanelContent } from "./chrome/side-panel";
import type { TopBarContent } from "./chrome/top-bar";
import type { LithoBreadcrumb, LithoLogoData, LithoMenuItem, LithoSocialLink } from "./chrome/types";

type ImageFile = { readonly childImageSharp: { readonly gatsbyImageData: IGatsbyImageData } | null } | null | undefined;

/** The queried menu entry, recursively (the fragment nests dropdowns three levels deep). */
type MenuNode = Queries.LithoMenuItemLeafFragment & {
  readonly dropdown?: readonly MenuNode[] | null;
  readonly megamenu?: readonly { readonly title: string; readonly dropdown: readonly MenuNode[] }[] | null;
};

/** Settings of the header a template fixes itself (portfolio and blog-post pages have no document). */
export type HeaderConfig = Partial<Omit<Queries.LithoHeaderConfigFieldsFragment, "variant">> & { readonly variant: string };

/** The demo's mark: a text wordmark (no image in the data), linking to the demo index. */
export const DEMO_LOGO: LithoLogoData = { alt: "Litho", link: "/litho/" };

const imageOf = (file: ImageFile): IGatsbyImageData | null => file?.childImageSharp?.gatsbyImageData ?? null;

const toMenuItem = (node: MenuNode): LithoMenuItem => ({
  title: node.title,
  link: node.link,
  icon: node.icon,
  img: imageOf(node.img),
  dropdown: node.dropdown?.map(toMenuItem) ?? null,
  megamenu: node.megamenu?.map((group) => ({ title: group.title, dropdown: group.dropdown.map(toMenuItem) })) ?? null,
});

export const menuItems = (menu: Queries.LithoMenuFieldsFragment | null): LithoMenuItem[] =>
  (menu?.items ?? []).map((item) => toMenuItem(item as MenuNode));

export const socialLinks = (footer: Queries.LithoFooterFieldsFragment | null): LithoSocialLink[] =>
  (footer?.socials ?? []).map((social) => ({ link: social.link, icon: social.icon, label: social.title, color: social.color }));

const FIXED: readonly LithoHeaderFixed[] = ["reverse-scroll", "always-fixed", "disable-fixed", "responsive-sticky"];

type ContactLine = { icon: "pin" | "phone" | "mail"; text: string; href?: string };

/** The page footer's address, phone and e-mail as contact lines, in the order asked for. */
const footerContactLines = (footer: Queries.LithoFooterFieldsFragment | null, order: readonly ContactLine["icon"][]): ContactLine[] => {
  const contact = footer?.contact;
  if (!contact) return [];
  const lines: Record<ContactLine["icon"], ContactLine> = {
    pin: { icon: "pin", text: contact.address },
    phone: { icon: "phone", text: contact.phone, href: `tel:${contact.phone.replace(/[^+\d]/g, "")}` },
    mail: { icon: "mail", text: contact.email, href: `mailto:${contact.email}` },
  };
  return order.map((icon) => lines[icon]);
};

/** The side panel: its copy from data/litho/side-panel.json, the page footer's contact lines and socials. */
const sidePanelContent = (
  copy: Queries.LithoHeaderExtrasQuery["lithoSidePanel"],
  footer: Queries.LithoFooterFieldsFragment | null,
): SidePanelContent => ({
  title: copy?.title,
  text: copy?.text,
  subscribeTitle: copy?.subscribeTitle,
  contact: footerContactLines(footer, ["pin", "phone", "mail"]),
  socials: socialLinks(footer),
});

/**
 * The bar over the header: the page footer's phone, e-mail and address (phones show only the first)
 * and its socials, so a page's top bar and footer always agree.
 */
const topBarContent = (footer: Queries.LithoFooterFieldsFragment | null): TopBarContent => ({
  contact: footerContactLines(footer, ["phone", "mail", "pin"]),
  socials: socialLinks(footer),
});

export const headerProps = (
  config: HeaderConfig | null,
  menu: Queries.LithoMenuFieldsFragment | null,
  footer: Queries.LithoFooterFieldsFragment | null,
  pathname: string,
  extras: Queries.LithoHeaderExtrasQuery,
): Omit<LithoHeaderProps, "parts"> => ({
  variant: headerVariantOf(config?.variant),
  theme: oneOf(["dark", "light"] as const, config?.theme),
  fixed: oneOf(FIXED, config?.sticky),
  mobileMenu: oneOf(["full", "modern", "classic"] as const, config?.mobileMenu) ?? "classic",
  menu: menuItems(menu),
  pathname,
  logo: DEMO_LOGO,
  search: config?.search ?? false,
  language: config?.language ?? false,
  cart: config?.cart ?? false,
  sidePanel: config?.sidePanel ? sidePanelContent(extras.lithoSidePanel, footer) : null,
  topBar: config?.topBar ? topBarContent(footer) : null,
  menuSocials: socialLinks(footer),
});

/** The data writes the whole line ("© {year} Litho is …"); the footer prints "© year" itself. */
export const copyrightTail = (template: string): string => template.replace(/^\s*(©|&copy;)?\s*\{year\}\s*/, "").trim();

const PARALLAX_BREAKPOINTS: readonly (keyof LithoFooterParallax)[] = ["desktop", "lg", "md", "sm", "xs"];

/** A page's footer.parallaxAt ("desktop", "lg" ≤ 1199, "md" ≤ 991, "sm" ≤ 767, "xs" ≤ 575): fixed at those, scrolling at the rest. */
export const parallaxSetting = (parallax: boolean | readonly (string | null)[] | null | undefined): LithoFooterParallax | null => {
  if (Array.isArray(parallax)) {
    return Object.fromEntries(PARALLAX_BREAKPOINTS.map((key) => [key, parallax.includes(key)])) as LithoFooterParallax;
  }
  // Fixed behind the page on desktops and tablets; phones scroll it normally (too tall to sit behind).
  return parallax ? { desktop: true, sm: false } : null;
};

export const footerProps = (
  footer: Queries.LithoFooterFieldsFragment | null,
  page: string,
  parallax: boolean | readonly (string | null)[] | null = false,
): Omit<LithoFooterProps, "parts"> => ({
  variant: footerVariantOf(footer?.variant),
  theme: oneOf(FOOTER_THEMES, footer?.theme),
  logo: DEMO_LOGO,
  about: footer?.about,
  columns: (footer?.columns ?? []).map((column) => ({ title: column.title, submenu: [...column.submenu] })),
  socials: socialLinks(footer),
  contact: footer?.contact,
  apps: footer?.apps ? { title: footer.apps.title, text: footer.apps.text, stores: footer.apps.stores } : null,
  subscribe: footer?.subscribe ?? { title: "Subscribe to our newsletter", text: "News and offers once a month, nothing else." },
  cta: footer?.cta,
  copyright: footer ? copyrightTail(footer.copyright) : undefined,
  // The external credit to the template's maker; the data may name it, else the marketplace.
  credit: footer?.credit
    ? { label: footer.credit.title, href: footer.credit.link }
    : { text: "Template by", label: "ThemeForest", href: "https://themeforest.net/" },
  parallax: parallaxSetting(parallax),
  page,
});

/** The demo index's group (its section id on /litho/) for each area's first path segment. */
const INDEX_GROUPS: Readonly<Record<string, string>> = {
  page: "pages",
  portfolio: "portfolio",
  elements: "elements",
  headers: "headers",
  footers: "footers",
  "page-title": "page-titles",
  "model-popup": "modals",
  blogs: "blogs",
  "blog-types": "blog-types",
  shop: "shop",
};

/**
 * "/litho/portfolio/portfolio-classic-three-column" → Home › Portfolio › <title>. The area links to
 * its group on the demo index, and the page itself carries its own path (not drawn as a link, but
 * the structured data names every step by its address).
 */
export const breadcrumbsFor = (pathname: string, title: string): LithoBreadcrumb[] => {
  const parts = pathname
    .replace(/^\/litho\/?/, "")
    .split("/")
    .filter(Boolean);
  const middle = parts.slice(0, -1).filter((part) => !/^\d+$/.test(part));
  return [
    { title: "Home", link: "/litho" },
    ...middle.map((part, depth) => ({
      title: part.charAt(0).toUpperCase() + part.slice(1).replace(/-/g, " "),
      link: depth === 0 && INDEX_GROUPS[part] ? `/litho#${INDEX_GROUPS[part]}` : null,
    })),
    { title, link: pathname },
  ];
};

export interface PageTitleInput {
  variant?: string | null;
  title: string;
  subtitle?: string | null;
  image?: ImageFile;
  breadcrumbs?: boolean | null;
  gallery?: readonly ImageFile[] | null;
  video?: { readonly publicURL: string | null } | null;
  poster?: ImageFile;
}

export const pageTitleProps = (input: PageTitleInput, pathname: string, underHeader: boolean): LithoPageTitleProps => ({
  variant: oneOf<LithoPageTitleVariant>(PAGE_TITLE_VARIANTS, input.variant) ?? (input.image ? "parallax-background" : "left-alignment"),
  title: input.title,
  subtitle: input.subtitle,
  image: imageOf(input.image),
  gallery: (input.gallery ?? []).map(imageOf).filter((tile): tile is IGatsbyImageData => tile !== null),
  video: input.video?.publicURL ? { src: input.video.publicURL, poster: imageOf(input.poster) } : null,
  breadcrumbs: input.breadcrumbs === false ? [] : breadcrumbsFor(pathname, input.title),
  underHeader,
});
