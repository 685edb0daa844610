import { act, fireEvent, render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import type React from "react";
import { navigate } from "gatsby";
import { LayoutStateProvider } from "../../src/lib/layout-state";
import { chromeParts } from "../../src/litho/chrome/all-chrome-parts";
import { LithoHeader, type LithoHeaderProps } from "../../src/litho/chrome/litho-header";
import { activeTrail, normalizePath } from "../../src/litho/chrome/menu-utils";
import { CART_STORAGE_KEY, addToCart } from "../../src/litho/chrome/cart";
import { MENU } from "../support/litho-menu";
import type { LithoMenuItem } from "../../src/litho/chrome/types";

// The shop's cart, as two lines added on a product page would leave it.
const fillCart = () => {
  window.localStorage.removeItem(CART_STORAGE_KEY);
  addToCart({
    product: "gold-hoops",
    name: "Gold hoop earrings",
    size: "Medium",
    price: 100,
    quantity: 1,
    image: "/a.jpg",
    link: "/litho/shop/single-product",
  });
  addToCart({
    product: "leather-tote",
    name: "Leather tote bag",
    colour: "Caramel",
    price: 99.99,
    quantity: 1,
    image: "/b.jpg",
    link: "/litho/shop/single-product",
  });
};
beforeEach(fillCart);

const SOCIALS = [
  { link: "https://www.facebook.com/", icon: "fab fa-facebook-f" },
  { link: "https://twitter.com/", icon: "fab fa-twitter" },
  { link: "https://www.instagram.com/", icon: "fab fa-instagram" },
  { link: "https://www.linkedin.com/", icon: "fab fa-linkedin-in" },
  { link: "https://dribbble.com/", icon: "fab fa-dribbble" },
];

const renderHeader = (props: Partial<LithoHeaderProps> = {}) =>
  render(
    <LithoHeader
      parts={chromeParts}
      menu={MENU}
      pathname="/litho/page/about-us/"
      logo={{ alt: "Litho" }}
      search
      language
      cart
      sidePanel={{ title: "Stay in the loop", text: "News from the studio.", socials: SOCIALS }}
      {...props}
    />,
    { wrapper: ({ children }: { children: React.ReactNode }) => <LayoutStateProvider>{children}</LayoutStateProvider> },
  );

const header = () => document.querySelector("header")!;
const setScroll = (y: number) => {
  Object.defineProperty(window, "scrollY", { value: y, configurable: true, writable: true });
  act(() => {
    window.dispatchEvent(new Event("scroll"));
  });
};

beforeEach(() => {
  (navigate as jest.Mock).mockClear();
  Object.defineProperty(window, "scrollY", { value: 0, configurable: true, writable: true });
});

afterEach(() => {
  jest.useRealTimers();
});

describe("menu trail", () => {
  it("normalises paths and collects the current item with all its parents", () => {
    expect(normalizePath("/litho/page/about-us/?x=1#top")).toBe("/litho/page/about-us");
    const trail = activeTrail(MENU, "/litho/page/about-us/");
    const titles = [...trail].map((item) => item.title).sort();
    expect(titles).toEqual(["About", "About us", "Pages"]);
    expect(activeTrail(MENU, "/litho/nowhere").size).toBe(0);
  });

  it("marks the current link with aria-current and its parents as active", async () => {
    renderHeader();
    const nav = screen.getByRole("navigation", { name: "Main" });
    await userEvent.setup().click(within(nav).getByRole("button", { name: "Pages" }));
    const current = within(nav).getByRole("link", { name: "About us" });
    expect(current).toHaveAttribute("aria-current", "page");
    expect(within(nav).getByRole("link", { name: "About me" })).not.toHaveAttribute("aria-current");
    expect(within(nav).getByRole("button", { name: "Pages" }).closest("li")).toHaveClass("active");
    expect(within(nav).getByRole("button", { name: "About" }).closest("li")).toHaveClass("active");
    expect(within(nav).getByRole("link", { name: "Home" }).closest("li")).not.toHaveClass("active");
    expect(within(nav).getByRole("link", { name: "Contact" })).not.toHaveAttribute("aria-current");
  });
});

describe("dropdowns", () => {
  it("mount their contents on first open and keep them (the page ships them only in <noscript>)", async () => {
    const user = userEvent.setup();
    renderHeader();
    const nav = screen.getByRole("navigation", { name: "Main" });
    expect(within(nav).queryByRole("link", { name: "Our services" })).toBeNull();
    await user.click(within(nav).getByRole("button", { name: "Pages" }));
    expect(within(nav).getByRole("link", { name: "Our services" })).toBeVisible();
    // Closed again, the contents stay mounted, so the next opening can fade in.
    await user.click(within(nav).getByRole("button", { name: "Pages" }));
    expect(within(nav).getByRole("link", { name: "Our services" })).toBeInTheDocument();
  });

  it("keeps one open at a time and closes the open one when clicked again", async () => {
    const user = userEvent.setup();
    renderHeader();
    const pages = screen.getByRole("button", { name: "Pages" });
    const portfolio = screen.getByRole("button", { name: "Portfolio" });
    const homeToggle = screen.getByRole("button", { name: "Home submenu" });

    await user.click(pages);
    expect(pages).toHaveAttribute("aria-expanded", "true");
    expect(document.getElementById(pages.getAttribute("aria-controls")!)).toHaveClass("open");

    await user.click(portfolio);
    expect(portfolio).toHaveAttribute("aria-expanded", "true");
    expect(pages).toHaveAttribute("aria-expanded", "false");

    await user.click(homeToggle);
    expect(homeToggle).toHaveAttribute("aria-expanded", "true");
    expect(portfolio).toHaveAttribute("aria-expanded", "false");

    await user.click(homeToggle);
    expect(homeToggle).toHaveAttribute("aria-expanded", "false");
    expect(document.querySelectorAll('header [aria-expanded="true"]')).toHaveLength(0);
  });

  it("shares the one-open rule with the language and cart pop-ups", async () => {
    const user = userEvent.setup();
    renderHeader();
    await user.click(screen.getByRole("button", { name: "Pages" }));
    await user.click(screen.getByRole("button", { name: /Language/ }));
    expect(screen.getByRole("button", { name: "Pages" })).toHaveAttribute("aria-expanded", "false");
    expect(screen.getByRole("button", { name: /Language/ })).toHaveAttribute("aria-expanded", "true");
    await user.click(screen.getByRole("button", { name: "Cart, 2 items" }));
    expect(screen.getByRole("button", { name: /Language/ })).toHaveAttribute("aria-expanded", "false");
  });

  it("closes on Escape and gives focus back to its button", async () => {
    const user = userEvent.setup();
    renderHeader();
    const pages = screen.getByRole("button", { name: "Pages" });
    await user.click(pages);
    await user.keyboard("{Escape}");
    expect(pages).toHaveAttribute("aria-expanded", "false");
    expect(pages).toHaveFocus();
  });

  it("closes on a press outside the header", async () => {
    const user = userEvent.setup();
    renderHeader();
    await user.click(screen.getByRole("button", { name: "Portfolio" }));
    fireEvent.mouseDown(document.body);
    expect(screen.getByRole("button", { name: "Portfolio" })).toHaveAttribute("aria-expanded", "false");
  });

  it("opens third-level flyouts one at a time from their own buttons", async () => {
    const user = userEvent.setup();
    renderHeader();
    await user.click(screen.getByRole("button", { name: "Pages" }));
    const about = screen.getByRole("button", { name: "About" });
    await user.click(about);
    expect(about).toHaveAttribute("aria-expanded", "true");
    expect(document.getElementById(about.getAttribute("aria-controls")!)).toHaveClass("open");
    // Closing the dropdown resets its flyout.
    await user.click(screen.getByRole("button", { name: "Pages" }));
    expect(about).toHaveAttribute("aria-expanded", "false");
  });
});

describe("sticky header", () => {
  it("turns sticky only past 5 px and flags upward scrolling", () => {
    renderHeader();
    expect(header()).toHaveAttribute("data-sticky", "false");
    setScroll(5);
    expect(header()).toHaveAttribute("data-sticky", "false");
    setScroll(6);
    expect(header()).toHaveAttribute("data-sticky", "true");
    expect(header()).toHaveAttribute("data-scroll-up", "false");
    expect(header()).not.toHaveClass("appear");
    setScroll(400);
    setScroll(250);
    expect(header()).toHaveAttribute("data-scroll-up", "true");
    expect(header()).toHaveClass("sticky");
    expect(header()).toHaveClass("appear");
    setScroll(600);
    expect(header()).toHaveAttribute("data-scroll-up", "false");
    setScroll(0);
    expect(header()).toHaveAttribute("data-sticky", "false");
  });

  it("never turns sticky when fixing is disabled", () => {
    renderHeader({ variant: "disable-fixed" });
    setScroll(300);
    expect(header()).toHaveAttribute("data-sticky", "false");
    expect(header()).toHaveAttribute("data-fixed", "disable-fixed");
  });

  it("switches ink when a transparent header turns sticky", () => {
    renderHeader({ variant: "transparent" });
    expect(header()).toHaveAttribute("data-ink", "light");
    setScroll(50);
    expect(header()).toHaveAttribute("data-ink", "dark");
  });
});

describe("mobile menu", () => {
  it.each(["full", "modern", "classic"] as const)("%s: locks page scroll while open and closes on Escape", async (type) => {
    const user = userEvent.setup();
    renderHeader({ mobileMenu: type });
    const toggle = screen.getByRole("button", { name: "Menu" });
    await user.click(toggle);
    expect(toggle).toHaveAttribute("aria-expanded", "true");
    // The panel's code arrives on the first press (its own chunk), then it opens.
    const dialog = await screen.findByRole("dialog", { name: "Menu" });
    await waitFor(() => expect(document.body).toHaveClass("scroll-locked"));
    expect(dialog.closest("[data-panel]")).toHaveAttribute("data-panel", type);
    // The branch leading to the current page starts open.
    expect(within(dialog).getByRole("link", { name: "About us" })).toHaveAttribute("aria-current", "page");

    await user.keyboard("{Escape}");
    expect(toggle).toHaveAttribute("aria-expanded", "false");
    expect(document.body).not.toHaveClass("scroll-locked");
    expect(screen.queryByRole("dialog", { name: "Menu" })).toBeNull();
  });

  it("opens the hamburger layouts' own panel", async () => {
    const user = userEvent.setup();
    renderHeader({ variant: "hamburger-half" });
    await user.click(screen.getByRole("button", { name: "Menu" }));
    expect((await screen.findByRole("dialog", { name: "Menu" })).closest("[data-panel]")).toHaveAttribute("data-panel", "half");
  });

  it("keeps the menu behind its button at every width on the mobile-menu layout, opening the page's mobile menu type", async () => {
    const user = userEvent.setup();
    renderHeader({ variant: "mobile-menu", mobileMenu: "modern" });
    const toggle = screen.getByRole("button", { name: "Menu" });
    expect(toggle).toHaveClass("menuButtonAlways");
    // The bar's own menu is only for browsers without JavaScript.
    expect(within(header()).getByRole("navigation", { name: "Main" })).toHaveClass("navHamburger");
    await user.click(toggle);
    expect((await screen.findByRole("dialog", { name: "Menu" })).closest("[data-panel]")).toHaveAttribute("data-panel", "modern");
  });
});

describe("side panel", () => {
  const openPanel = async (user: ReturnType<typeof userEvent.setup>) => {
    await user.click(screen.getByRole("button", { name: "Open side panel" }));
    return screen.findByRole("dialog", { name: "Stay in the loop" });
  };

  it("holds the subscribe form and five external social links", async () => {
    const user = userEvent.setup();
    renderHeader();
    const panel = await openPanel(user);
    expect(panel.parentElement).toHaveClass("right");
    expect(within(panel).getByRole("textbox", { name: "Email address" })).toBeInTheDocument();
    const links = within(panel).getAllByRole("link", { name: /opens in a new tab/ });
    expect(links).toHaveLength(5);
    for (const link of links) {
      expect(link).toHaveAttribute("target", "_blank");
      expect(link.getAttribute("rel")).toContain("noopener");
    }
    expect(links.map((link) => link.getAttribute("aria-label"))).toEqual([
      "Facebook (opens in a new tab)",
      "X (Twitter) (opens in a new tab)",
      "Instagram (opens in a new tab)",
      "LinkedIn (opens in a new tab)",
      "Dribbble (opens in a new tab)",
    ]);
    await waitFor(() => expect(document.body).toHaveClass("scroll-locked"));
  });

  it("closes on Escape, on a press outside and with its close button", async () => {
    const user = userEvent.setup();
    renderHeader();
    const trigger = screen.getByRole("button", { name: "Open side panel" });

    await openPanel(user);
    await user.keyboard("{Escape}");
    expect(trigger).toHaveAttribute("aria-expanded", "false");
    expect(screen.queryByRole("dialog", { name: "Stay in the loop" })).toBeNull();

    await openPanel(user);
    fireEvent.mouseDown(document.querySelector("main") ?? document.body);
    expect(trigger).toHaveAttribute("aria-expanded", "false");

    const panel = await openPanel(user);
    // A press inside the panel keeps it open.
    fireEvent.mouseDown(within(panel).getByRole("textbox", { name: "Email address" }));
    expect(trigger).toHaveAttribute("aria-expanded", "true");
    await user.click(within(panel).getByRole("button", { name: "Close panel" }));
    expect(trigger).toHaveAttribute("aria-expanded", "false");
    expect(document.body).not.toHaveClass("scroll-locked");
  });
});

describe("search overlay", () => {
  it("asks for keywords, refuses an empty search, and navigates about 500 ms after a valid one", async () => {
    jest.useFakeTimers();
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    renderHeader();
    const trigger = screen.getByRole("button", { name: "Search" });
    await user.click(trigger);
    const dialog = await screen.findByRole("dialog", { name: "What are you looking for?" });
    const input = within(dialog).getByPlaceholderText("Enter your keywords...");
    await waitFor(() => expect(input).toHaveFocus());

    await user.click(within(dialog).getByRole("button", { name: "Search" }));
    // The rules arrive with the overlay (their own chunk), so the refusal follows a moment later.
    await waitFor(() => expect(within(dialog).getByRole("alert")).toHaveTextContent("Field is required."));
    expect(input).toHaveAttribute("aria-invalid", "true");
    act(() => {
      jest.advanceTimersByTime(1000);
    });
    expect(navigate).not.toHaveBeenCalled();

    await user.type(input, "gold bars");
    expect(within(dialog).getByRole("alert")).toHaveTextContent("");
    await user.keyboard("{Enter}");
    act(() => {
      jest.advanceTimersByTime(499);
    });
    expect(navigate).not.toHaveBeenCalled();
    expect(trigger).toHaveAttribute("aria-expanded", "true");
    act(() => {
      jest.advanceTimersByTime(1);
    });
    expect(navigate).toHaveBeenCalledTimes(1);
    expect(navigate).toHaveBeenCalledWith("/litho/page/search-result?q=gold%20bars", { state: { search: "gold bars" } });
    expect(trigger).toHaveAttribute("aria-expanded", "false");
    expect(input).toHaveValue("");
    expect(document.body).not.toHaveClass("scroll-locked");
  });

  it("closes on Escape and on a press outside its box", async () => {
    const user = userEvent.setup();
    renderHeader();
    const trigger = screen.getByRole("button", { name: "Search" });
    await user.click(trigger);
    await screen.findByRole("dialog", { name: "What are you looking for?" });
    await user.keyboard("{Escape}");
    expect(trigger).toHaveAttribute("aria-expanded", "false");
    await user.click(trigger);
    const dialog = await screen.findByRole("dialog", { name: "What are you looking for?" });
    fireEvent.mouseDown(dialog.parentElement!);
    expect(trigger).toHaveAttribute("aria-expanded", "false");
  });
});

describe("language and cart", () => {
  it("lists the five languages, and choosing one only closes the list", async () => {
    const user = userEvent.setup();
    renderHeader();
    const trigger = screen.getByRole("button", { name: /Language/ });
    await user.click(trigger);
    const list = screen.getByRole("list", { name: "Languages" });
    const options = within(list).getAllByRole("button");
    expect(options.map((option) => option.textContent?.replace(/^[A-Z]{2}/, ""))).toEqual([
      "English",
      "England",
      "France",
      "Russian",
      "Spain",
    ]);
    const href = window.location.href;
    await user.click(within(list).getByRole("button", { name: /France/ }));
    expect(trigger).toHaveAttribute("aria-expanded", "false");
    expect(navigate).not.toHaveBeenCalled();
    expect(window.location.href).toBe(href);
  });

  it("shows the cart's lines, their prices, the subtotal and the cart and checkout links", async () => {
    const user = userEvent.setup();
    renderHeader();
    const trigger = screen.getByRole("button", { name: "Cart, 2 items" });
    expect(trigger).toHaveTextContent("2");
    await user.click(trigger);
    const cart = screen.getByRole("region", { name: "Cart preview" });
    expect(within(cart).getAllByRole("listitem")).toHaveLength(2);
    expect(cart).toHaveTextContent("1 × $100.00");
    expect(cart).toHaveTextContent("1 × $99.99");
    expect(cart).toHaveTextContent("Subtotal:$199.99");
    expect(within(cart).getByRole("link", { name: "View cart" })).toHaveAttribute("href", "/litho/shop/shopping-cart");
    expect(within(cart).getByRole("link", { name: "Checkout" })).toHaveAttribute("href", "/litho/shop/checkout");
    expect(cart.querySelectorAll("img")).toHaveLength(2);
    expect(cart.querySelector("img")).toHaveAttribute("src", "/a.jpg");
  });

  it("follows the cart when it changes, and says when it is empty", async () => {
    const user = userEvent.setup();
    renderHeader();
    act(() =>
      addToCart({
        product: "gold-hoops",
        name: "Gold hoop earrings",
        size: "Medium",
        price: 100,
        quantity: 2,
        link: "/litho/shop/single-product",
      }),
    );
    const trigger = screen.getByRole("button", { name: "Cart, 4 items" });
    window.localStorage.removeItem(CART_STORAGE_KEY);
    act(() => {
      window.dispatchEvent(new StorageEvent("storage", { key: CART_STORAGE_KEY }));
    });
    expect(trigger).toHaveAccessibleName("Cart, 0 items");
    await user.click(trigger);
    const cart = screen.getByRole("region", { name: "Cart preview" });
    expect(cart).toHaveTextContent("Your cart is empty.");
    expect(within(cart).getByRole("link", { name: "Browse the shop" })).toHaveAttribute("href", "/litho/shop/shop-wide");
  });
});

describe("one-page menu", () => {
  const ONE_PAGE: LithoMenuItem[] = [
    { title: "Home", link: "#home" },
    { title: "Services", link: "#services" },
  ];

  it("follows a link of its menu panel to the section in place, naming it in the address without a new history entry", async () => {
    const user = userEvent.setup();
    const section = document.createElement("section");
    section.id = "services";
    document.body.append(section);
    const replaceState = jest.spyOn(window.history, "replaceState");
    const pushState = jest.spyOn(window.history, "pushState");
    renderHeader({ variant: "one-page", menu: ONE_PAGE, mobileMenu: "modern" });
    await user.click(screen.getByRole("button", { name: "Menu" }));
    const panel = await screen.findByRole("dialog", { name: "Menu" });
    await user.click(within(panel).getByRole("link", { name: "Services" }));
    expect(window.location.hash).toBe("#services");
    expect(replaceState).toHaveBeenCalledTimes(1);
    expect(pushState).not.toHaveBeenCalled();
    expect(screen.getByRole("button", { name: "Menu" })).toHaveAttribute("aria-expanded", "false");
    replaceState.mockRestore();
    pushState.mockRestore();
    section.remove();
    window.history.replaceState(null, "", "/");
  });
});

describe("top bar", () => {
  it("sits over the menu with the contact lines and socials it is given", () => {
    renderHeader({
      variant: "top-bar",
      topBar: {
        contact: [
          { icon: "phone", text: "+30 2286 071 400", href: "tel:+302286071400" },
          { icon: "mail", text: "stay@example.com", href: "mailto:stay@example.com" },
        ],
        socials: SOCIALS,
      },
    });
    expect(within(header()).getByRole("link", { name: "+30 2286 071 400" })).toHaveAttribute("href", "tel:+302286071400");
    expect(within(header()).getByRole("list", { name: "Social media (top bar)" })).toBeInTheDocument();
  });
});
