/*
 * The work showcase: each project with its client, discipline and year and a link to it; the hover
 * list brings forward the picture of the row under the pointer or the keyboard, the tiles make the
 * caption the link.
 */
import { fireEvent, render, screen, within } from "@testing-library/react";
import { WorkShowcase } from "../../src/litho/sections/work-showcase/work-showcase";

type Section = Queries.LithoWorkShowcaseSectionFieldsFragment;

const work = (title: string, client: string, year: number) => ({
  title,
  client,
  discipline: "Booking platform",
  year,
  text: `What we did for ${client}.`,
  link: `/litho/page/${client.toLowerCase()}`,
  imageAlt: `${client}'s site on a laptop`,
  image: { childImageSharp: { gatsbyImageData: { width: 720, height: 480, images: { fallback: { src: `/static/${client}.jpg` } } } } },
});

const section = (overrides: Partial<Section> = {}) =>
  ({
    __typename: "LithoWorkShowcaseSection",
    type: "work-showcase",
    anchor: "work",
    heading: { overline: "Selected work", title: "Products we built", text: null, align: null },
    layout: null,
    works: [work("Voyages in four taps", "Saltroad", 2024), work("A bank in six minutes", "Lumen", 2023)],
    button: null,
    background: null,
    ...overrides,
  }) as unknown as Section;

describe("WorkShowcase section", () => {
  it("lists the projects in order, each linked by its title with client, discipline and year", () => {
    render(<WorkShowcase section={section()} />);
    const region = screen.getByRole("region", { name: "Products we built" });
    const rows = within(region).getAllByRole("listitem");
    expect(rows).toHaveLength(2);
    const link = within(rows[0]).getByRole("link");
    expect(link).toHaveAttribute("href", "/litho/page/saltroad");
    expect(link).toHaveTextContent("Voyages in four taps");
    expect(link).toHaveTextContent("Saltroad · Booking platform · 2024");
    expect(within(rows[1]).getByRole("img", { name: "Lumen's site on a laptop" })).toBeInTheDocument();
  });

  it("marks the first row active, then the row under the pointer or the keyboard's focus", () => {
    render(<WorkShowcase section={section()} />);
    const [first, second] = screen.getAllByRole("listitem");
    expect(first).toHaveAttribute("data-active", "true");
    fireEvent.mouseEnter(second);
    expect(second).toHaveAttribute("data-active", "true");
    expect(first).not.toHaveAttribute("data-active");
    fireEvent.focus(within(first).getByRole("link"));
    expect(first).toHaveAttribute("data-active", "true");
  });

  it("draws tiles whose caption is the link, with the line about the work", () => {
    render(<WorkShowcase section={section({ layout: "tiles", background: "dark" })} />);
    const link = screen.getByRole("link", { name: /A bank in six minutes/ });
    expect(link).toHaveTextContent("What we did for Lumen.");
    expect(link).toHaveClass("caption");
    expect(screen.getAllByRole("listitem")[0].querySelector("[data-active]")).toBeNull();
  });

  it("stacks the projects as panels, each a titled article with its picture and a link to it", () => {
    render(<WorkShowcase section={section({ layout: "panels" })} />);
    const panels = screen.getAllByRole("article");
    expect(panels).toHaveLength(2);
    expect(panels[0]).toHaveAttribute("id", "work-voyages-in-four-taps");
    expect(within(panels[0]).getByRole("heading", { level: 3, name: "Voyages in four taps" })).toBeInTheDocument();
    expect(panels[0]).toHaveTextContent("Saltroad · Booking platform · 2024");
    expect(within(panels[1]).getByRole("link", { name: /^See the project\W+A bank in six minutes/ })).toHaveAttribute(
      "href",
      "/litho/page/lumen",
    );
  });

  it("splits the heading and a menu of the projects from the panels, the first project marked current", () => {
    render(<WorkShowcase section={section({ layout: "split" })} />);
    const region = screen.getByRole("region", { name: "Products we built" });
    const menu = within(region).getByRole("navigation", { name: "Products we built: the projects" });
    const links = within(menu).getAllByRole("link");
    expect(links.map((link) => link.getAttribute("href"))).toEqual(["#work-voyages-in-four-taps", "#work-a-bank-in-six-minutes"]);
    expect(links[0]).toHaveAttribute("aria-current", "true");
    expect(links[1]).not.toHaveAttribute("aria-current");
    expect(within(region).getAllByRole("article")).toHaveLength(2);
  });
});
