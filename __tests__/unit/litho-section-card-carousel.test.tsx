/*
 * The card-carousel section: every carousel card becomes a slide with its subtitle, title and a
 * link named after the card, on the shared Carousel with the startup home's default settings.
 */
import { render, screen, within } from "@testing-library/react";
import { CardCarousel } from "../../src/litho/sections/card-carousel/card-carousel";

const image = (src: string) => ({ childImageSharp: { gatsbyImageData: { width: 720, height: 480, images: { fallback: { src } } } } });

const card = (order: number, title: string): Queries.LithoCardCarouselSectionFieldsFragment["carouselCards"][number] =>
  ({
    id: `card-${order}`,
    subtitle: `Subtitle ${order}`,
    title,
    btnTitle: "Explore",
    btnLink: "/litho/page/our-services",
    img: image(`/static/card-${order}.jpg`),
  }) as unknown as Queries.LithoCardCarouselSectionFieldsFragment["carouselCards"][number];

const section = (overrides: Partial<Queries.LithoCardCarouselSectionFieldsFragment> = {}) =>
  ({
    __typename: "LithoCardCarouselSection",
    type: "card-carousel",
    anchor: "work",
    heading: { overline: "Featured work", title: "Ideas we helped bring to market", text: null, align: "center" },
    background: "cream",
    carouselCards: [
      "Identity systems",
      "Market positioning",
      "Digital products",
      "Editorial design",
      "Motion and film",
      "Community growth",
    ].map((title, index) => card(index + 1, title)),
    ...overrides,
  }) as unknown as Queries.LithoCardCarouselSectionFieldsFragment;

beforeEach(() => {
  // Far from the viewport: the static row is what the server and the first paint show.
  (window as { IntersectionObserver?: unknown }).IntersectionObserver = class {
    observe() {}
    disconnect() {}
  };
});

describe("CardCarousel section", () => {
  it("is a carousel region named by its heading, with one slide per card in authored order", () => {
    render(<CardCarousel section={section()} />);
    expect(screen.getByRole("heading", { level: 2, name: "Ideas we helped bring to market" })).toBeInTheDocument();
    expect(screen.getByRole("region", { name: "Ideas we helped bring to market" })).not.toHaveAttribute("aria-roledescription");
    // The carousel inside is a region of its own, named by the overline so the two names differ.
    const carousel = screen.getByRole("region", { name: "Featured work" });
    expect(carousel).toHaveAttribute("aria-roledescription", "carousel");
    const slides = within(carousel).getAllByRole("group", { name: /^\d+ of 6$/ });
    expect(slides).toHaveLength(6);
    expect(slides[0]).toHaveAccessibleName("1 of 6");
    expect(
      within(carousel)
        .getAllByRole("heading", { level: 3 })
        .map((node) => node.textContent),
    ).toEqual(["Identity systems", "Market positioning", "Digital products", "Editorial design", "Motion and film", "Community growth"]);
  });

  it("shows each card's subtitle and image, and a link that names the card it opens", () => {
    const { container } = render(<CardCarousel section={section()} />);
    expect(screen.getByText("Subtitle 3")).toBeInTheDocument();
    expect(container.querySelector('img[src="/static/card-3.jpg"]')).toHaveAttribute("alt", "");
    const link = screen.getByRole("link", { name: /^Explore ?: Digital products$/ });
    expect(link).toHaveAttribute("href", "/litho/page/our-services");
  });

  it("lays the static row out with the startup settings: 1, 2 from 768 px and 4 from 992 px, 30 px apart", () => {
    const carousel = render(<CardCarousel section={section()} />).getByRole("region", { name: "Featured work" });
    const variable = (name: string) => carousel.style.getPropertyValue(name);
    expect([variable("--row-per-view-0"), variable("--row-per-view-768"), variable("--row-per-view-992")]).toEqual(["1", "2", "4"]);
    expect(variable("--row-per-view-1200")).toBe("4");
    expect(variable("--row-gap-0")).toBe("30px");
  });

  it("falls back to a generic carousel name without a heading", () => {
    render(<CardCarousel section={section({ heading: null })} />);
    expect(screen.queryByRole("heading", { level: 2 })).toBeNull();
    expect(screen.getByRole("region", { name: "Featured" })).toHaveAttribute("aria-roledescription", "carousel");
  });
});
