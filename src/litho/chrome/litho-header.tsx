import { useCallback, useEffect, useId, useMemo, useRef, useState } from "react";
import type React from "react";
import { useLayoutState } from "../../lib/layout-state";
import { elementForHash, smoothScrollToElement } from "../../lib/smooth-scroll";
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
import { activeTrail, isHashLink } from "./menu-utils";
import type { SearchOverlayProps } from "./search-overlay";
import type { SidePanelContent, SidePanelProps } from "./side-panel";
import type { TopBarContent } from "./top-bar";
import { useEscapeKey, useOutsidePress } from "./use-dismiss";
import { STICKY_THRESHOLD, useHeaderScroll } from "./use-header-scroll";
import { useLazyPart } from "./use-lazy-part";
import { MOBILE_MENU_QUERY, canHover, useMediaQuery } from "./use-media-query";
import { usePopupFit } from "./use-popup-fit";
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

type OpenPopup = { key: string; via: "click" | "hover" } | null;
type Layer = "menu" | "side" | "search" | null;

/** The in-page section nearest the top of the window, for one-page menus. */
const sectionInView = (hashes: readonly string[]): string | null => {
  let current: string | null = null;
  for (const hash of hashes) {
    const target = elementForHash(hash);
    if (target && target.getBoundingClientRect().top <= window.innerHeight * 0.35) current = hash;
  }
  return current;
};

/**
 * Sets --header-height from the header the moment the parser has it, before the first paint. The
 * page's top clearance (the push spacer, a hero's padding) then starts at the real height, which a
 * top bar or a taller layout raises, instead of moving down when the effect below measures it.
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
  const [popup, setPopup] = useState<OpenPopup>(null);
  const [layer, setLayer] = useState<Layer>(null);
  const [currentHash, setCurrentHash] = useState<string | null>(null);
  const { setHeaderHeight } = useLayoutState();

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
  const scroll = useHeaderScroll(STICKY_THRESHOLD, fixed !== "disable-fixed");
  const stickyAllowed = fixed === "responsive-sticky" ? isMobile : fixed !== "disable-fixed" && !(left && !isMobile);
  const sticky = stickyAllowed && scroll.sticky;
  const ink = sticky ? inkFor(stickyTheme) : background === "transparent" ? inkFor(theme) : background === "dark" ? "light" : "dark";

  /* ---------- pop-ups: one open at a time ---------- */

  const popupIdFor = (key: string) => (key === "language" ? ids.language : key === "cart" ? ids.cart : `${ids.popup}${key}`);

  const togglePopup = useCallback((key: string) => {
    // A pop-up opened by hovering stays open on the click that usually follows; a second click closes it.
    setPopup((current) => (current?.key === key && current.via === "click" ? null : { key, via: "click" }));
  }, []);

  const hoverPopup = useCallback((key: string, entering: boolean) => {
    if (!canHover()) return;
    setPopup((current) => {
      if (entering) return current?.key === key ? current : { key, via: "hover" };
      return current?.key === key && current.via === "hover" ? null : current;
    });
  }, []);

  const closePopup = useCallback(() => setPopup(null), []);

  useEscapeKey(popup !== null, () => {
    if (!popup) return;
    const trigger = headerRef.current?.querySelector<HTMLElement>(`[aria-controls="${popupIdFor(popup.key)}"]`);
    setPopup(null);
    trigger?.focus();
  });
  useOutsidePress(popup !== null, [headerRef], closePopup);

  const fitPopups = usePopupFit(headerRef);
  useEffect(() => {
    if (popup) fitPopups();
  }, [popup, fitPopups]);

  /* ---------- layers: mobile or hamburger menu, side panel, search ---------- */

  const openLayer = (next: Exclude<Layer, null>) => {
    setPopup(null);
    setLayer((current) => (current === next ? null : next));
  };
  const closeLayer = useCallback(() => setLayer(null), []);

  // A new page starts with everything closed.
  useEffect(() => {
    setPopup(null);
    setLayer(null);
  }, [pathname]);

  // The mobile menu belongs to narrow windows: widening past the breakpoint closes it.
  useEffect(() => {
    if (layer === "menu" && !behindButton && !isMobile && typeof window.matchMedia === "function") setLayer(null);
  }, [isMobile, layer, behindButton]);

  /* ---------- measuring, for the page offset and the classic mobile menu ---------- */

  useEffect(() => {
    const header = headerRef.current;
    if (!header) return undefined;
    const measure = () => {
      // A left menu is a column on desktops: it offsets nothing at the top.
      if (left && !isMobile) return;
      if (!sticky) setHeaderHeight(header.offsetHeight);
    };
    measure();
    window.addEventListener("resize", measure);
    return () => window.removeEventListener("resize", measure);
  }, [left, isMobile, sticky, setHeaderHeight]);

  /* ---------- one-page navigation ---------- */

  const hashes = useMemo(
    () => (layout === "one-page" ? menu.map((item) => item.link ?? "").filter((link) => isHashLink(link) && link.length > 1) : []),
    [layout, menu],
  );
  useEffect(() => {
    if (hashes.length === 0) return undefined;
    const update = () => setCurrentHash(sectionInView(hashes));
    update();
    window.addEventListener("scroll", update, { passive: true });
    return () => window.removeEventListener("scroll", update);
  }, [hashes]);

  // An in-page link of a one-page menu, in the header or its menu panel, glides to its section and
  // puts the section in the address without a history entry per click.
  const followInPageLink = (event: React.MouseEvent<HTMLElement>) => {
    if (layout !== "one-page") return;
    const anchor = (event.target as Element).closest("a");
    const hash = anchor?.getAttribute("href") ?? "";
    if (!isHashLink(hash) || hash.length < 2) return;
    const target = elementForHash(hash);
    if (!target) return;
    event.preventDefault();
    smoothScrollToElement(target, { offset: headerRef.current?.offsetHeight ?? 0 });
    window.history.replaceState(window.history.state, "", hash);
  };

  /* ---------- pieces ---------- */

  const navProps = {
    pathname,
    trail,
    openKey: popup?.key ?? null,
    idPrefix: ids.popup,
    onToggle: togglePopup,
    onHover: hoverPopup,
    onNavigate: closePopup,
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
            open={popup?.key === "language"}
            onToggle={() => togglePopup("language")}
            onClose={closePopup}
          />
        </div>
      )}
      {cart && (
        <div className={styles.jsOnly}>
          <CartDropdown id={ids.cart} open={popup?.key === "cart"} onToggle={() => togglePopup("cart")} onNavigate={closePopup} />
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
    sticky && scroll.scrollingUp ? styles.appear : "",
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
        data-scroll-up={scroll.scrollingUp ? "true" : "false"}
        onClick={followInPageLink}
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
          onClose={closeLayer}
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
          onClose={closeLayer}
          content={sidePanel}
          logo={logo}
          side={sidePanelSide}
          triggerRef={sideTrigger}
          page={pathname}
        />
      )}
      {search && searchPart.Part && (
        <searchPart.Part id={ids.search} open={layer === "search" && searchPart.ready} onClose={closeLayer} triggerRef={searchTrigger} />
      )}
    </>
  );
};
