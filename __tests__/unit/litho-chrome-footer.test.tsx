import { act, render, screen, within } from "@testing-library/react";
import type React from "react";
import { LayoutStateProvider, useLayoutState } from "../../src/lib/layout-state";
import { chromeParts } from "../../src/litho/chrome/all-chrome-parts";
import { PAGE_TITLE_VARIANTS } from "../../src/litho/chrome/chrome-plan";
import { FOOTER_VARIANTS } from "../../src/litho/chrome/footer-layouts";
import { LithoFooter, parallaxAt, type LithoFooterProps } from "../../src/litho/chrome/litho-footer";
import { breadcrumbList } from "../../src/lib/structured-data";
import { breadcrumbsFor, parallaxSetting } from "../../src/litho/chrome-data";
import { PageTitle } from "../../src/litho/chrome/page-title";
import type { LithoImage } from "../../src/litho/chrome/types";

const COLUMNS = ["Company", "Customer", "Additional", "Services"].map((title, index) => ({
  title,
  submenu: [
    { title: `${title} one`, link: `/litho/page/about-us#${index}` },
    { title: `${title} two`, link: "/litho/shop/shop-wide" },
  ],
}));

const CREDIT = { text: "Made with care by", label: "The Studio", href: "https://studio.example.com/" };

let seenFooterHeight = -1;
const Probe = () => {
  seenFooterHeight = useLayoutState().footerHeight;
  return null;
};

const renderFooter = (props: Partial<LithoFooterProps> = {}) =>
  render(<LithoFooter parts={chromeParts} logo={{ alt: "Litho" }} columns={COLUMNS} credit={CREDIT} {...props} />, {
    wrapper: ({ children }: { children: React.ReactNode }) => (
      <LayoutStateProvider>
        {children}
        <Probe />
      </LayoutStateProvider>
    ),
  });

afterEach(() => {
  jest.useRealTimers();
});

describe("LithoFooter", () => {
  it("shows the four link columns, the current year and an external credit link", () => {
    renderFooter();
    for (const column of COLUMNS) {
      const nav = screen.getByRole("navigation", { name: column.title });
      expect(within(nav).getAllByRole("link")).toHaveLength(2);
    }
    const footer = screen.getByRole("contentinfo");
    expect(footer).toHaveTextContent(`© ${new Date().getFullYear()} All rights reserved.`);
    const credit = screen.getByRole("link", { name: "The Studio" });
    expect(credit).toHaveAttribute("href", CREDIT.href);
    expect(credit).toHaveAttribute("target", "_blank");
    expect(credit.getAttribute("rel")).toContain("noopener");
    expect(footer).toHaveClass("dark");
  });

  it("follows the clock's year, not a fixed one", () => {
    jest.useFakeTimers({ now: new Date("2031-03-04T10:00:00Z") });
    renderFooter();
    expect(screen.getByRole("contentinfo")).toHaveTextContent("© 2031");
  });

  it.each(FOOTER_VARIANTS)("renders %s with its copyright line", (variant) => {
    renderFooter({
      variant,
      about: "A short line about the studio.",
      subscribe: { title: "Newsletter" },
      contact: { address: "1 Queen's Road, Hong Kong", phone: "+852 1234 5678", email: "hello@example.com" },
      cta: { title: "Let's make something great", link: { title: "Start a project", link: "/litho/page/contact-simple" } },
      socials: [{ link: "https://www.instagram.com/" }],
    });
    const footer = screen.getByRole("contentinfo");
    expect(footer).toHaveAttribute("data-variant", variant);
    expect(footer).toHaveTextContent(`© ${new Date().getFullYear()}`);
  });

  it("resolves parallax per breakpoint, each following the next wider one when unset", () => {
    const setting = { desktop: true, md: false };
    expect(parallaxAt(setting, 1400)).toBe(true);
    expect(parallaxAt(setting, 1199)).toBe(true);
    expect(parallaxAt(setting, 991)).toBe(false);
    expect(parallaxAt(setting, 575)).toBe(false);
    expect(parallaxAt({ xs: true }, 500)).toBe(true);
    expect(parallaxAt({ xs: true }, 576)).toBe(false);
    expect(parallaxAt(null, 1400)).toBe(false);
  });

  it("reads a page's parallaxAt as exactly those breakpoints, and parallax alone as desktops and tablets", () => {
    const tabletsUp = parallaxSetting(["desktop", "lg", "md"]);
    expect(parallaxAt(tabletsUp, 1280)).toBe(true);
    expect(parallaxAt(tabletsUp, 768)).toBe(true);
    expect(parallaxAt(tabletsUp, 767)).toBe(false);
    expect(parallaxAt(tabletsUp, 375)).toBe(false);
    const everywhere = parallaxSetting(["desktop", "lg", "md", "sm", "xs"]);
    expect([1400, 1199, 991, 767, 575, 320].map((width) => parallaxAt(everywhere, width))).toEqual([true, true, true, true, true, true]);
    const desktopOnly = parallaxSetting(["desktop"]);
    expect(parallaxAt(desktopOnly, 1200)).toBe(true);
    expect(parallaxAt(desktopOnly, 1199)).toBe(false);
    expect(parallaxSetting(true)).toEqual({ desktop: true, sm: false });
    expect(parallaxSetting(false)).toBeNull();
  });

  it("lays a coloured footer on the accent and shows the app block's store buttons", () => {
    renderFooter({
      variant: "style-11",
      theme: "colour",
      apps: { title: "Get the app", text: "Order from your phone.", stores: [{ store: "app-store", link: "https://apps.apple.com/" }] },
    });
    const footer = screen.getByRole("contentinfo");
    expect(footer).toHaveClass("colour");
    expect(within(footer).getByText("Get the app")).toBeInTheDocument();
    const badges = within(footer).getByRole("list", { name: "Get the app" });
    expect(within(badges).getByRole("link", { name: "Download on the App Store" })).toHaveAttribute("href", "https://apps.apple.com/");
  });

  it("leaves the app block out of footers without one", () => {
    renderFooter({
      variant: "style-01",
      apps: { title: "Get the app", stores: [{ store: "app-store", link: "https://apps.apple.com/" }] },
    });
    expect(screen.queryByRole("list", { name: "Get the app" })).not.toBeInTheDocument();
  });

  it("fixes the footer 1 s after load and stores its height minus 1, re-measuring on resize", () => {
    jest.useFakeTimers();
    Object.defineProperty(window, "innerWidth", { value: 1280, configurable: true, writable: true });
    const offset = jest.spyOn(HTMLElement.prototype, "offsetHeight", "get").mockReturnValue(420);
    try {
      renderFooter({ parallax: { desktop: true, md: false } });
      const footer = screen.getByRole("contentinfo");
      act(() => {
        jest.advanceTimersByTime(999);
      });
      expect(footer).toHaveAttribute("data-parallax", "false");
      act(() => {
        jest.advanceTimersByTime(1);
      });
      expect(footer).toHaveAttribute("data-parallax", "true");
      expect(seenFooterHeight).toBe(419);
      expect(footer.previousElementSibling).toHaveStyle({ height: "419px" });

      window.innerWidth = 800;
      act(() => {
        window.dispatchEvent(new Event("resize"));
      });
      expect(footer).toHaveAttribute("data-parallax", "false");
      expect(seenFooterHeight).toBe(0);
    } finally {
      offset.mockRestore();
    }
  });
});

describe("PageTitle", () => {
  const image = { images: { fallback: { src: "/title.jpg" } }, layout: "fullWidth", width: 10, height: 10 } as unknown as LithoImage;
  const crumbs = [{ title: "Home", link: "/litho/" }, { title: "Pages", link: "/litho/page/about-us" }, { title: "About us" }];

  it.each(PAGE_TITLE_VARIANTS)("%s shows the heading and the breadcrumb trail", (variant) => {
    render(
      <PageTitle
        variant={variant}
        title="About us"
        subtitle="Who we are"
        breadcrumbs={crumbs}
        image={image}
        gallery={[image, image, image]}
        video={{ src: "/clip.mp4", poster: image }}
      />,
    );
    expect(screen.getByRole("heading", { level: 1, name: "About us" })).toBeInTheDocument();
    const trail = screen.getByRole("navigation", { name: "Breadcrumb" });
    expect(
      within(trail)
        .getAllByRole("link")
        .map((link) => link.getAttribute("href")),
    ).toEqual(["/litho/", "/litho/page/about-us"]);
    expect(within(trail).getByText("About us")).toHaveAttribute("aria-current", "page");
  });

  it("offers a pause control over the clip that follows the clip's own state", () => {
    const play = jest.spyOn(HTMLMediaElement.prototype, "play").mockImplementation(function (this: HTMLMediaElement) {
      Object.defineProperty(this, "paused", { value: false, configurable: true });
      this.dispatchEvent(new Event("play"));
      return Promise.resolve();
    });
    const pause = jest.spyOn(HTMLMediaElement.prototype, "pause").mockImplementation(function (this: HTMLMediaElement) {
      Object.defineProperty(this, "paused", { value: true, configurable: true });
      this.dispatchEvent(new Event("pause"));
    });
    try {
      render(<PageTitle variant="background-video" title="Video" video={{ src: "/clip.mp4", poster: image }} />);
      // Motion is not allowed in jsdom, so the clip waits on its poster and the control offers to play it.
      act(() => {
        screen.getByRole("button", { name: "Play video" }).click();
      });
      expect(play).toHaveBeenCalledTimes(1);
      act(() => {
        screen.getByRole("button", { name: "Pause video" }).click();
      });
      expect(pause).toHaveBeenCalledTimes(1);
      expect(screen.getByRole("button", { name: "Play video" })).toBeInTheDocument();
    } finally {
      play.mockRestore();
      pause.mockRestore();
    }
  });

  it("links the trail's area to its group on the demo index and names every step in the structured data", () => {
    const trail = breadcrumbsFor("/litho/page-title/mini-version", "Mini version");
    expect(trail).toEqual([
      { title: "Home", link: "/litho" },
      { title: "Page title", link: "/litho#page-titles" },
      { title: "Mini version", link: "/litho/page-title/mini-version" },
    ]);
    const data = breadcrumbList(trail, "https://www.example.com");
    expect(data["@type"]).toBe("BreadcrumbList");
    expect(data.itemListElement).toEqual([
      { "@type": "ListItem", position: 1, name: "Home", item: "https://www.example.com/litho" },
      { "@type": "ListItem", position: 2, name: "Page title", item: "https://www.example.com/litho#page-titles" },
      { "@type": "ListItem", position: 3, name: "Mini version", item: "https://www.example.com/litho/page-title/mini-version" },
    ]);
  });

  it("renders the background video muted, looping and without autoplay until motion is allowed", () => {
    const play = jest.spyOn(HTMLMediaElement.prototype, "play").mockResolvedValue(undefined);
    const { container } = render(<PageTitle variant="background-video" title="Video" video={{ src: "/clip.mp4", poster: image }} />);
    const video = container.querySelector("video")!;
    expect(video.muted).toBe(true);
    expect(video).toHaveAttribute("loop");
    expect(video).not.toHaveAttribute("autoplay");
    expect(video).toHaveAttribute("poster", "/title.jpg");
    expect(container.querySelector("source")).toHaveAttribute("src", "/clip.mp4");
    // jsdom has no matchMedia, so animations count as not allowed: the clip must not start.
    expect(play).not.toHaveBeenCalled();
    play.mockRestore();
  });
});
