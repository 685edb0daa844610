import { useCallback, useEffect, useId, useMemo, useRef, useState } from "react";
import type React from "react";
import { useLayoutState } from "../../lib/layout-state";
import { smoothScrollTo } from "../../lib/smooth-scroll";
import { CartDropdown } from "./cart-dropdown";
import { ChromeIcon } from "./chrome-icon";
import { DesktopNav } from "./desktop-nav";
import { LanguageDropdown } from "./language-dropdown";
import { LithoLogo } from "./litho-logo";
import { MenuPanel, type MenuPanelType } from "./menu-panel";
import { MenuTree } from "./menu-tree";
import { activeTrail, isHashLink, splitMenu } from "./menu-utils";
import { SearchOverlay } from "./search-overlay";
import { SidePanel, type SidePanelContent } from "./side-panel";
import { SocialLinks } from "./social-links";
import { TopBar, type TopBarContent } from "./top-bar";
import { useEscapeKey, useOutsidePress } from "./use-dismiss";
import { STICKY_THRESHOLD, useHeaderScroll } from "./use-header-scroll";
import { MOBILE_MENU_QUERY, canHover, useMediaQuery } from "./use-media-query";
import { usePopupFit } from "./use-popup-fit";
import type { LithoCartItem, LithoLogoData, LithoMenuItem, LithoSocialLink } from "./types";
import * as styles from "./litho-header.module.css";

/** How the menu is laid out. */
export type LithoHeaderLayout =
  | "standard"
  | "center-navigation"
  | "center-logo"
  | "top-logo"
  | "one-page"
  | "hamburger"
  | "hamburger-modern"
  | "hamburger-half"
  | "left-menu-classic"
  | "left-menu-modern";

/**
 * How the header behaves on scroll. "reverse-scroll": sticky past 5 px, hidden while scrolling
 * down, appearing when scrolling up. "always-fixed": sticky and always shown. "disable-fixed":
 * scrolls away with the page. "responsive-sticky": scrolls away on desktops, always shown under 992 px.
 */
export type LithoHeaderFixed = "reverse-scroll" | "always-fixed" | "disable-fixed" | "responsive-sticky";

export type LithoHeaderBackground = "transparent" | "white" | "dark";

/** The variants of the /litho/headers/ demo pages, each a preset of the settings below. */
export type LithoHeaderVariant =
  | "transparent"
  | "white"
  | "dark"
  | "top-bar"
  | "push"
  | "center-navigation"
  | "center-logo"
  | "top-logo"
  | "one-page"
  | "hamburger"
  | "hamburger-modern"
  | "hamburger-half"
  | "left-menu-classic"
  | "left-menu-modern"
  | "always-fixed"
  | "disable-fixed"
  | "reverse-scroll"
  | "responsive-sticky";

export interface LithoHeaderSettings {
  layout: LithoHeaderLayout;
  background: LithoHeaderBackground;
  /** The ground a transparent header sits on: "dark" gives light text. The template's default is dark. */
  theme: "dark" | "light";
  /** The colours once sticky; by default a transparent or white header turns white, a dark one stays dark. */
  stickyTheme: "dark" | "light";
  fixed: LithoHeaderFixed;
  /** The header takes its own room at the top instead of lying over the first section. */
  push: boolean;
}

export const HEADER_PRESETS: Readonly<Record<LithoHeaderVariant, Partial<LithoHeaderSettings>>> = {
  transparent: { background: "transparent", theme: "dark" },
  white: { background: "white", theme: "light" },
  dark: { background: "dark", theme: "dark" },
  "top-bar": { background: "white", theme: "light" },
  push: { background: "white", theme: "light", push: true },
  "center-navigation": { layout: "center-navigation", background: "white", theme: "light" },
  "center-logo": { layout: "center-logo", background: "transparent", theme: "dark" },
  "top-logo": { layout: "top-logo", background: "white", theme: "light" },
  "one-page": { layout: "one-page", background: "transparent", theme: "dark" },
  hamburger: { layout: "hamburger", background: "transparent", theme: "dark" },
  "hamburger-modern": { layout: "hamburger-modern", background: "transparent", theme: "dark" },
  "hamburger-half": { layout: "hamburger-half", background: "transparent", theme: "dark" },
  "left-menu-classic": { layout: "left-menu-classic", background: "white", theme: "light" },
  "left-menu-modern": { layout: "left-menu-modern", background: "dark", theme: "dark" },
  "always-fixed": { background: "white", theme: "light", fixed: "always-fixed" },
  "disable-fixed": { background: "white", theme: "light", fixed: "disable-fixed" },
  "reverse-scroll": { background: "transparent", theme: "dark", fixed: "reverse-scroll" },
  "responsive-sticky": { background: "dark", theme: "dark", fixed: "responsive-sticky" },
};

/** The preset of a variant with explicit settings on top; everything else takes the template's defaults. */
export const resolveHeaderSettings = (
  variant: LithoHeaderVariant | undefined,
  explicit: Partial<LithoHeaderSettings>,
): LithoHeaderSettings => {
  const defined = Object.fromEntries(Object.entries(explicit).filter(([, value]) => value !== undefined));
  const merged = { ...(variant ? HEADER_PRESETS[variant] : {}), ...defined } as Partial<LithoHeaderSettings>;
  const background = merged.background ?? "transparent";
  return {
    layout: merged.layout ?? "standard",
    background,
    theme: merged.theme ?? (background === "white" ? "light" : "dark"),
    stickyTheme: merged.stickyTheme ?? (background === "dark" ? "dark" : "light"),
    fixed: merged.fixed ?? "reverse-scroll",
    push: merged.push ?? background !== "transparent",
  };
};

export interface LithoHeaderProps extends Partial<LithoHeaderSettings> {
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
  /** Items of the cart preview; no cart without them. */
  cart?: readonly LithoCartItem[] | null;
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

const HAMBURGER_PANELS: Partial<Record<LithoHeaderLayout, MenuPanelType>> = {
  hamburger: "full",
  "hamburger-modern": "modern",
  "hamburger-half": "half",
  "left-menu-modern": "modern",
};

const inkFor = (theme: "dark" | "light"): "light" | "dark" => (theme === "dark" ? "light" : "dark");

/** The in-page section nearest the top of the window, for one-page menus. */
const sectionInView = (hashes: readonly string[]): string | null => {
  let current: string | null = null;
  for (const hash of hashes) {
    const target = document.getElementById(decodeURIComponent(hash.slice(1)));
    if (target && target.getBoundingClientRect().top <= window.innerHeight * 0.35) current = hash;
  }
  return current;
};

export const LithoHeader = ({
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
  const left = layout === "left-menu-classic" || layout === "left-menu-modern";
  const hamburgerPanel = HAMBURGER_PANELS[layout];
  // Hamburger layouts open their own panel at every width; the rest use the mobile menu type.
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
    if (layer === "menu" && !hamburgerPanel && !isMobile && typeof window.matchMedia === "function") setLayer(null);
  }, [isMobile, layer, hamburgerPanel]);

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

  const handleHeaderClick = (event: React.MouseEvent<HTMLElement>) => {
    if (layout !== "one-page") return;
    const anchor = (event.target as Element).closest("a");
    const hash = anchor?.getAttribute("href") ?? "";
    if (!isHashLink(hash) || hash.length < 2) return;
    const target = document.getElementById(decodeURIComponent(hash.slice(1)));
    if (!target) return;
    event.preventDefault();
    const offset = headerRef.current?.offsetHeight ?? 0;
    smoothScrollTo(Math.max(0, target.getBoundingClientRect().top + window.scrollY - offset));
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
  const [leftHalf, rightHalf] = splitMenu(menu);

  const menuButton = (
    <button
      type="button"
      className={`${styles.menuButton} ${hamburgerPanel ? styles.menuButtonAlways : ""}`}
      aria-expanded={layer === "menu"}
      aria-controls={ids.menu}
      onClick={() => openLayer("menu")}
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
          onClick={() => openLayer("search")}
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
      {cart && cart.length > 0 && (
        <div className={styles.jsOnly}>
          <CartDropdown
            id={ids.cart}
            items={cart}
            open={popup?.key === "cart"}
            onToggle={() => togglePopup("cart")}
            onNavigate={closePopup}
          />
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
          onClick={() => openLayer("side")}
        >
          <ChromeIcon name="grid" size={18} />
        </button>
      )}
      {menuButton}
    </div>
  );

  const logoBlock = (extra = "") => <LithoLogo logo={logo} className={`${styles.logo} ${extra}`} />;

  const mainNav = (className: string) => (
    <nav className={`${styles.nav} ${className}`} aria-label="Main">
      <DesktopNav menu={menu} keyPrefix="m" {...navProps} />
    </nav>
  );

  let body: React.ReactNode;
  if (layout === "center-logo") {
    body = (
      <div className={styles.row}>
        {logoBlock(styles.mobileOnly)}
        <nav className={`${styles.nav} ${styles.navSplit}`} aria-label="Main">
          <DesktopNav menu={leftHalf} keyPrefix="l" {...navProps} className={styles.half} />
          {logoBlock(styles.centerLogo)}
          <DesktopNav menu={rightHalf} keyPrefix="r" {...navProps} className={styles.half} />
        </nav>
        {actions}
      </div>
    );
  } else if (layout === "top-logo") {
    body = (
      <>
        <div className={`${styles.row} ${styles.topLogoRow}`}>
          <span className={styles.topLogoSpacer} aria-hidden="true" />
          {logoBlock(styles.topLogo)}
          {actions}
        </div>
        <div className={styles.topNavRow}>{mainNav(styles.navCenter)}</div>
      </>
    );
  } else if (layout === "left-menu-classic") {
    body = (
      <div className={styles.asideInner}>
        <div className={styles.asideTop}>
          {logoBlock()}
          {actions}
        </div>
        <nav className={styles.asideNav} aria-label="Main">
          <MenuTree items={menu} pathname={pathname} trail={trail} idPrefix={`${uid}aside`} currentHash={currentHash} />
        </nav>
        <div className={styles.asideFoot}>
          {menuSocials && menuSocials.length > 0 && <SocialLinks links={menuSocials} look="round" size="sm" />}
          {menuNote && <div className={styles.asideNote}>{menuNote}</div>}
        </div>
      </div>
    );
  } else if (layout === "left-menu-modern") {
    body = (
      <div className={styles.asideInner}>
        <div className={styles.asideTop}>
          {logoBlock()}
          {actions}
        </div>
        {/* The column's menu lives in a script-driven panel; without JavaScript it is listed here instead. */}
        <nav className={`${styles.asideNav} ${styles.noJsOnly}`} aria-label="Main">
          <MenuTree items={menu} pathname={pathname} trail={trail} idPrefix={`${uid}aside`} />
        </nav>
        {menuSocials && menuSocials.length > 0 && (
          <div className={styles.asideFoot}>
            <SocialLinks links={menuSocials} size="sm" />
          </div>
        )}
      </div>
    );
  } else {
    const placement =
      layout === "center-navigation" ? styles.navCenter : hamburgerPanel ? styles.navHamburger : styles.navEnd;
    body = (
      <div className={styles.row}>
        {logoBlock()}
        {mainNav(placement)}
        {actions}
      </div>
    );
  }

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
        onClick={handleHeaderClick}
      >
        {topBar && !left && (
          <div className={styles.topBar}>
            <TopBar {...topBar} />
          </div>
        )}
        {body}
      </header>
      {push && !left && <div className={styles.spacer} aria-hidden="true" />}
      <MenuPanel
        id={ids.menu}
        type={panelType}
        open={layer === "menu"}
        onClose={closeLayer}
        menu={menu}
        pathname={pathname}
        trail={trail}
        side={layout === "left-menu-modern" ? "left" : "right"}
        socials={hamburgerPanel ? menuSocials : undefined}
        note={hamburgerPanel ? menuNote : undefined}
        ink={ink}
        currentHash={currentHash}
      />
      {sidePanel && (
        <SidePanel
          id={ids.side}
          open={layer === "side"}
          onClose={closeLayer}
          content={sidePanel}
          logo={logo}
          side={sidePanelSide}
          triggerRef={sideTrigger}
          page={pathname}
        />
      )}
      {search && <SearchOverlay id={ids.search} open={layer === "search"} onClose={closeLayer} triggerRef={searchTrigger} />}
    </>
  );
};
