/*
 * The case-studies section: each client case as an article with its challenge, its result as a
 * figure, a photograph and a link named after the case; as cards or as alternating rows.
 */
import { render, screen, within } from "@testing-library/react";
import { CaseStudies } from "../../src/litho/sections/case-studies/case-studies";

type Case = Queries.LithoCaseStudiesSectionFieldsFragment["cases"][number];

const story = (client: string, title: string, value: string, extra: Partial<Case> = {}): Case =>
  ({
    client,
    sector: "Refinancing",
    title,
    challenge: `The problem ${client} faced.`,
    result: { value, label: "lower interest rate" },
    link: "/litho/page/our-services",
    linkTitle: null,
    imageAlt: `${client} at work`,
    image: { childImageSharp: { gatsbyImageData: { width: 720, height: 480, images: { fallback: { src: `/static/${client}.jpg` } } } } },
    ...extra,
  }) as unknown as Case;

const section = (overrides: Partial<Queries.LithoCaseStudiesSectionFieldsFragment> = {}) =>
  ({
    __typename: "LithoCaseStudiesSection",
    type: "case-studies",
    anchor: "cases",
    heading: { overline: "Case studies", title: "What good advice changed", text: null, align: "center" },
    layout: null,
    background: "light",
    cases: [
      story("Brightwell Foods", "Refinancing $60m of debt", "1.8 pts"),
      story("Osei Logistics", "Selling a family firm", "+32%", { sector: null, linkTitle: "Read the story" }),
    ],
    button: { title: "All case studies", link: "/litho/page/our-services", style: null },
    ...overrides,
  }) as unknown as Queries.LithoCaseStudiesSectionFieldsFragment;

describe("CaseStudies section", () => {
  it("is a region named by its heading with one article per case, titled in order", () => {
    render(<CaseStudies section={section()} />);
    const region = screen.getByRole("region", { name: "What good advice changed" });
    const cases = within(region).getAllByRole("article");
    expect(cases.map((item) => within(item).getByRole("heading", { level: 3 }).textContent)).toEqual([
      "Refinancing $60m of debt",
      "Selling a family firm",
    ]);
  });

  it("gives each case its client, challenge, result figure and photograph", () => {
    render(<CaseStudies section={section()} />);
    const [first, second] = screen.getAllByRole("article");
    expect(first).toHaveTextContent("Brightwell Foods · Refinancing");
    expect(second).toHaveTextContent("Osei Logistics");
    expect(second).not.toHaveTextContent("·");
    const terms = within(first)
      .getAllByRole("term")
      .map((term) => term.textContent);
    expect(terms).toEqual(["Challenge", "Result"]);
    const definitions = within(first)
      .getAllByRole("definition")
      .map((item) => item.textContent);
    expect(definitions).toEqual(["The problem Brightwell Foods faced.", "1.8 pts lower interest rate"]);
    expect(within(first).getByRole("img", { name: "Brightwell Foods at work" })).toHaveAttribute("src", "/static/Brightwell Foods.jpg");
  });

  it("links each case by a name that says which case it opens", () => {
    render(<CaseStudies section={section()} />);
    expect(screen.getByRole("link", { name: /^Read the case study ?: Refinancing \$60m of debt$/ })).toHaveAttribute(
      "href",
      "/litho/page/our-services",
    );
    expect(screen.getByRole("link", { name: /^Read the story ?: Selling a family firm$/ })).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "All case studies" })).toBeInTheDocument();
  });

  it("lays the cases out as cards by default and as rows when asked, with the dark ground's colours", () => {
    const { container, rerender } = render(<CaseStudies section={section()} />);
    expect(container.querySelector("ul.cards")).not.toBeNull();
    rerender(<CaseStudies section={section({ layout: "rows", background: "dark", button: null })} />);
    expect(container.querySelector("ul.rows.onDark")).not.toBeNull();
    expect(container.querySelector("ul.cards")).toBeNull();
    expect(screen.queryByRole("link", { name: "All case studies" })).toBeNull();
  });
});
