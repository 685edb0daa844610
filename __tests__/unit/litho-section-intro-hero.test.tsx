/*
 * The intro-hero section: a headline with its highlighted phrase, the text, buttons and facts, and
 * as many pictures as its layout shows, the first loaded at once.
 */
import { render, screen, within } from "@testing-library/react";
import { IntroHero, splitHighlight } from "../../src/litho/sections/intro-hero/intro-hero";

type Section = Queries.LithoIntroHeroSectionFieldsFragment;

const picture = (name: string) => ({
  imageAlt: `${name} on a desk`,
  image: { childImageSharp: { gatsbyImageData: { width: 720, height: 480, images: { fallback: { src: `/static/${name}.jpg` } } } } },
});

const section = (overrides: Partial<Section> = {}) =>
  ({
    __typename: "LithoIntroHeroSection",
    type: "intro-hero",
    anchor: "top",
    layout: null,
    overline: "Product studio",
    title: "We build products people come back to",
    highlight: "come back to",
    text: "Websites and apps for brands that outgrew their templates.",
    buttons: [
      { title: "See the work", link: "#work", style: null },
      { title: "Start a project", link: "/litho/page/contact-modern", style: null },
    ],
    facts: [{ value: "+212%", label: "organic visits" }],
    pictures: [picture("Laptop"), picture("Phone"), picture("Poster")],
    background: null,
    ...overrides,
  }) as unknown as Section;

describe("IntroHero section", () => {
  it("splits the title around its highlight, and leaves it whole when the phrase is not in it", () => {
    expect(splitHighlight("Be the first answer", "first answer")).toEqual(["Be the ", "first answer", ""]);
    expect(splitHighlight("Be the first answer", "second")).toBeNull();
    expect(splitHighlight("Be the first answer", null)).toBeNull();
  });

  it("sets the highlighted phrase apart inside one heading, with the text, buttons and facts", () => {
    render(<IntroHero section={section()} />);
    const heading = screen.getByRole("heading", { level: 2 });
    expect(heading).toHaveTextContent("We build products people come back to");
    expect(within(heading).getByText("come back to").tagName).toBe("EM");
    expect(screen.getByRole("link", { name: "See the work" })).toHaveAttribute("href", "#work");
    expect(screen.getByRole("definition")).toHaveTextContent("+212%");
    expect(screen.getByRole("term")).toHaveTextContent("organic visits");
  });

  it("shows one picture in the type and split layouts and three in the collage, the first eager", () => {
    const { container, rerender } = render(<IntroHero section={section()} />);
    expect(container.firstElementChild).toHaveAttribute("data-layout", "type");
    expect(screen.getAllByRole("img")).toHaveLength(1);
    rerender(<IntroHero section={section({ layout: "collage" })} />);
    expect(screen.getAllByRole("img").map((image) => image.getAttribute("alt"))).toEqual([
      "Laptop on a desk",
      "Phone on a desk",
      "Poster on a desk",
    ]);
    rerender(<IntroHero section={section({ layout: "unknown" })} />);
    expect(container.firstElementChild).toHaveAttribute("data-layout", "type");
  });
});
