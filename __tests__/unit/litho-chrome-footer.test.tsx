import { act, render, screen, within } from "@testing-library/react";
import type React from "react";
import { LayoutStateProvider, useLayoutState } from "../../src/lib/layout-state";
import { chromeParts } from "../../src/litho/chrome/all-chrome-parts";
import { PAGE_TITLE_VARIANTS } from "../../src/litho/chrome/chrome-plan";
import { FOOTER_VARIANTS } from "../../src/litho/chrome/footer-layouts";
import { LithoFooter, parallaxAt, type LithoFooterProps } from "../../src/litho/chrome/litho-footer";
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
  const crumbs = [
    { title: "Home", link: "/litho/" },
    { title: "Pages", link: "/litho/page/about-us" },
    { title: "About us" },
  ];

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
    expect(within(trail).getAllByRole("link").map((link) => link.getAttribute("href"))).toEqual(["/litho/", "/litho/page/about-us"]);
    expect(within(trail).getByText("About us")).toHaveAttribute("aria-current", "page");
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
