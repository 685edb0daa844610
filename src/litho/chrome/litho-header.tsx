import { useId, useMemo, useRef } from "react";
import type React from "react";
import { CartDropdown } from "./cart-dropdown";
import { ChromeIcon } from "./chrome-icon";
import { DesktopNav } from "./desktop-nav";
import { requirePart, type ChromeParts } from "./chrome-parts";
import type { HeaderPieces } from "./header-pieces";
import {
  HAMBURGER_PANELS,
  HEADER_LAYOUT_PARTS,
  inkFor,
  isLeftMenu,
  menuBehindButton,
  resolveHeaderSettings,
  type LithoHeaderSettings,
  type LithoHeaderVariant,
} from "./header-settings";
import { LanguageDropdown } from "./language-dropdown";
import { LithoLogo } from "./litho-logo";
import type { MenuPanelProps, MenuPanelType } from "./menu-panel";
import { activeTrail } from "./menu-utils";
import type { SearchOverlayProps } from "./search-overlay";
import type { SidePanelContent, SidePanelProps } from "./side-panel";
import type { TopBarContent } from "./top-bar";
import { useHeaderHeight } from "./use-header-height";
import { useHeaderLayers, type HeaderLayer } from "./use-header-layers";
import { useHeaderPopups } from "./use-header-popups";
import { useStickyHeader } from "./use-header-scroll";
import { useLazyPart } from "./use-lazy-part";
import { MOBILE_MENU_QUERY, useMediaQuery } from "./use-media-query";
import { useOnePageMenu } from "./use-one-page-menu";
import type { LithoLogoData, LithoMenuItem, LithoSocialLink } from "./types";
import * as styles from "./litho-header.module.css";

// The layers a header opens on request, each in a chunk of its own (see use-lazy-part.ts).
const loadMenuPanel = () => import(/* webpackChunkName: "litho-menu-panel" */ "./menu-panel").then((module) => module.MenuPanel);
const loadSidePanel = () => import(/* webpackChunkName: "litho-side-panel" */ "./side-panel").then((module) => module.SidePanel);
const loadSearchOverlay = () =>
  import(/* webpackChunkName: "litho-search-overlay" */ "./search-overlay").then((module) => module.SearchOverlay);

export interface LithoHeaderProps extends Partial<LithoHeaderSettings> {
  /** The chrome parts the page has (its layout component and top bar among them). */
  parts: ChromeParts;
  menu: readonly LithoMenuItem[];
  /** The current route, to mark the active menu trail. */
  pathname: string;
  logo: LithoLogoData;
  variant?: LithoHeaderVariant;
  /** Mobile menu type under 992 px. */
  mobileMenu?: "full" | "modern" | "classic";
  topBar?: TopBarContent | null;
  search?: boolean;
  language?: boolean;
  /** The cart button and its preview of the shop's cart (src/litho/chrome/cart.ts). */
  cart?: boolean;
  /** Content of the hamburger side panel; no panel without it. */
  sidePanel?: SidePanelContent | null;
  sidePanelSide?: "left" | "right";
  /** Social links in the hamburger and left menus. */
  menuSocials?: readonly LithoSocialLink[];
  /** A line in the hamburger and left menus, such as an e-mail address. */
  menuNote?: React.ReactNode;
  /** Stretch the header over the whole width instead of the container. */
  fullWidth?: boolean;
}

/**
 * Sets --header-height from the header the moment the parser has it, before the first paint. The
 * page's top clearance (the push spacer, a hero's padding) then starts at the real height, which a
 * top bar or a taller layout raises, instead of moving down when useHeaderHeight measures it.
 * `onlyWhen` is a media query: a left menu is a column on desktops and offsets nothing at the top.
 */
const measureHeaderNow = (onlyWhen: string | null): string =>
  `(function(header){${onlyWhen ? `if(!matchMedia(${JSON.stringify(onlyWhen)}).matches)return;` : ""}` +
  `if(header)document.documentElement.style.setProperty("--header-height",header.offsetHeight+"px")})` +
  "(document.currentScript.previousElementSibling)";

export const LithoHeader = ({
  parts,
  menu,
  pathname,
  logo,
  variant,
  mobileMenu = "classic",
  topBar,
  search = false,
  language = false,
  cart,
  sidePanel,
  sidePanelSide = "right",
  menuSocials,
  menuNote,
  fullWidth = false,
  ...explicit
}: LithoHeaderProps) => {
  const settings = resolveHeaderSettings(variant, explicit);
  const { layout, background, theme, stickyTheme, fixed, push } = settings;
  const uid = useId();
  const ids = {
    popup: `${uid}popup-`,
    menu: `${uid}menu`,
    side: `${uid}side`,
    search: `${uid}search`,
    language: `${uid}popup-language`,
    cart: `${uid}popup-cart`,
  };

  const headerRef = useRef<HTMLElement>(null);
  const searchTrigger = useRef<HTMLButtonElement>(null);
  const sideTrigger = useRef<HTMLButtonElement>(null);

  const trail = useMemo(() => activeTrail(menu, pathname), [menu, pathname]);
  const isMobile = useMediaQuery(MOBILE_MENU_QUERY);
  const left = isLeftMenu(layout);
  const hamburgerPanel = HAMBURGER_PANELS[layout];
  const behindButton = menuBehindButton(layout);
  const menuPanel = useLazyPart<MenuPanelProps>(loadMenuPanel);
  const sidePanelPart = useLazyPart<SidePanelProps>(loadSidePanel);
  const searchPart = useLazyPart<SearchOverlayProps>(loadSearchOverlay);
  // Hamburger layouts open their own panel at every width; the rest use the mobile menu type (the
  // mobile-menu layout at every width too).
  const panelType: MenuPanelType = hamburgerPanel && !(layout === "left-menu-modern" && isMobile) ? hamburgerPanel : mobileMenu;
  const { sticky, scrollingUp } = useStickyHeader(fixed, left, isMobile);
  const ink = sticky ? inkFor(stickyTheme) : background === "transparent" ? inkFor(theme) : background === "dark" ? "light" : "dark";

  const popupIdFor = (key: string) => (key === "language" ? ids.language : key === "cart" ? ids.cart : `${ids.popup}${key}`);
  const popups = useHeaderPopups(headerRef, popupIdFor, pathname);
  const layers = useHeaderLayers(pathname, isMobile, behindButton);
  const { layer } = layers;
  const openLayer = (next: HeaderLayer) => {
    popups.close();
    layers.toggle(next);
  };
  useHeaderHeight(headerRef, { left, isMobile, sticky });
  const { currentHash, followInPageLink } = useOnePageMenu(headerRef, menu, layout === "one-page");

  /* ---------- pieces ---------- */

  const navProps = {
    pathname,
    trail,
    openKey: popups.openKey,
    idPrefix: ids.popup,
    onToggle: popups.toggle,
    onHover: popups.hover,
    onNavigate: popups.close,
    currentHash,
  };

  const menuButton = (
    <button
      type="button"
      className={`${styles.menuButton} ${behindButton ? styles.menuButtonAlways : ""}`}
      aria-expanded={layer === "menu"}
      aria-controls={ids.menu}
      {...menuPanel.triggerProps(() => openLayer("menu"))}
    >
      <span className={styles.bars} aria-hidden="true">
        <span />
        <span />
        <span />
      </span>
      <span className="visually-hidden">Menu</span>
    </button>
  );

  const actions = (
    <div className={styles.actions}>
      {search && (
        <button
          ref={searchTrigger}
          type="button"
          className={`${styles.iconButton} ${styles.jsOnly}`}
          aria-label="Search"
          aria-expanded={layer === "search"}
          aria-controls={ids.search}
          {...searchPart.triggerProps(() => openLayer("search"))}
        >
          <ChromeIcon name="search" size={20} />
        </button>
      )}
      {language && (
        <div className={`${styles.language} ${styles.jsOnly}`}>
          <LanguageDropdown
            id={ids.language}
            open={popups.openKey === "language"}
            onToggle={() => popups.toggle("language")}
            onClose={popups.close}
          />
        </div>
      )}
      {cart && (
        <div className={styles.jsOnly}>
          <CartDropdown id={ids.cart} open={popups.openKey === "cart"} onToggle={() => popups.toggle("cart")} onNavigate={popups.close} />
        </div>
      )}
      {sidePanel && (
        <button
          ref={sideTrigger}
          type="button"
          className={`${styles.iconButton} ${styles.sideButton} ${styles.jsOnly}`}
          aria-label="Open side panel"
          aria-expanded={layer === "side"}
          aria-controls={ids.side}
          {...sidePanelPart.triggerProps(() => openLayer("side"))}
        >
          <ChromeIcon name="grid" size={18} />
        </button>
      )}
      {menuButton}
    </div>
  );

  const pieces: HeaderPieces = {
    layout,
    logo: (extra = "") => <LithoLogo logo={logo} className={`${styles.logo} ${extra}`} />,
    desktopNav: (items, keyPrefix, className) => <DesktopNav menu={items} keyPrefix={keyPrefix} {...navProps} className={className} />,
    actions,
    menu,
    pathname,
    trail,
    idPrefix: uid,
    currentHash,
    menuSocials,
    menuNote,
  };
  const Layout = requirePart(parts, HEADER_LAYOUT_PARTS[layout]);
  const TopBar = topBar && !left ? requirePart(parts, "TopBar") : null;

  const classes = [
    styles.header,
    left ? styles.aside : "",
    fullWidth ? styles.fullWidth : "",
    sticky ? styles.sticky : "",
    sticky && scrollingUp ? styles.appear : "",
  ];

  return (
    <>
      <header
        ref={headerRef}
        className={classes.filter(Boolean).join(" ")}
        data-layout={layout}
        data-ink={ink}
        data-background={background}
        data-fixed={fixed}
        data-sticky={sticky ? "true" : "false"}
        data-scroll-up={scrollingUp ? "true" : "false"}
      >
        {TopBar && topBar && (
          <div className={styles.topBar}>
            <TopBar {...topBar} />
          </div>
        )}
        <Layout {...pieces} />
      </header>
      <script dangerouslySetInnerHTML={{ __html: measureHeaderNow(left ? MOBILE_MENU_QUERY : null) }} />
      {push && !left && <div className={styles.spacer} aria-hidden="true" />}
      {menuPanel.Part && (
        <menuPanel.Part
          id={ids.menu}
          type={panelType}
          open={layer === "menu" && menuPanel.ready}
          onClose={layers.close}
          menu={menu}
          pathname={pathname}
          trail={trail}
          side={layout === "left-menu-modern" ? "left" : "right"}
          socials={hamburgerPanel ? menuSocials : undefined}
          note={hamburgerPanel ? menuNote : undefined}
          ink={ink}
          currentHash={currentHash}
          onLinkClick={followInPageLink}
        />
      )}
      {sidePanel && sidePanelPart.Part && (
        <sidePanelPart.Part
          id={ids.side}
          open={layer === "side" && sidePanelPart.ready}
          onClose={layers.close}
          content={sidePanel}
          logo={logo}
          side={sidePanelSide}
          triggerRef={sideTrigger}
          page={pathname}
        />
      )}
      {search && searchPart.Part && (
        <searchPart.Part id={ids.search} open={layer === "search" && searchPart.ready} onClose={layers.close} triggerRef={searchTrigger} />
      )}
    </>
  );
};
