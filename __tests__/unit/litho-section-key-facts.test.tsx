/* The key-facts section: the account, its facts as a described list and its buttons. */
import { render, screen, within } from "@testing-library/react";
import { KeyFacts } from "../../src/litho/sections/key-facts/key-facts";

const section = (overrides: Partial<Queries.LithoKeyFactsSectionFieldsFragment> = {}) =>
  ({
    type: "key-facts",
    anchor: "style",
    heading: { overline: "Footer style 07", title: "A headline band over three columns", text: null, align: null },
    content: ["The footer opens with an invitation.", "Below it sit three link columns."],
    factsTitle: "At a glance",
    facts: [
      { label: "Ground", value: "Dark" },
      { label: "Link columns", value: "Three" },
    ],
    buttons: [
      { title: "Previous style", link: "/litho/footers/footer-style-06", style: null },
      { title: "Next style", link: "/litho/footers/footer-style-08", style: null },
    ],
    background: null,
    ...overrides,
  }) as Queries.LithoKeyFactsSectionFieldsFragment;

describe("KeyFacts", () => {
  it("names the region by its heading and lists each fact under the card's title", () => {
    render(<KeyFacts section={section()} />);
    const region = screen.getByRole("region", { name: "A headline band over three columns" });
    expect(
      within(region)
        .getAllByRole("paragraph")
        .map((p) => p.textContent),
    ).toEqual(expect.arrayContaining(["The footer opens with an invitation.", "Below it sit three link columns."]));
    expect(screen.getByRole("heading", { level: 3, name: "At a glance" })).toBeInTheDocument();
    const terms = screen.getAllByRole("term").map((term) => term.textContent);
    const definitions = screen.getAllByRole("definition").map((definition) => definition.textContent);
    expect(terms).toEqual(["Ground", "Link columns"]);
    expect(definitions).toEqual(["Dark", "Three"]);
  });

  it("draws the buttons in order, the first solid and the rest outlined", () => {
    render(<KeyFacts section={section()} />);
    const links = screen.getAllByRole("link");
    expect(links.map((link) => link.getAttribute("href"))).toEqual(["/litho/footers/footer-style-06", "/litho/footers/footer-style-08"]);
    expect(links[0]).toHaveClass("solid");
    expect(links[1]).toHaveClass("outline");
  });

  it("leaves out the card when there are no facts", () => {
    render(<KeyFacts section={section({ facts: [], buttons: null })} />);
    expect(screen.queryByRole("term")).not.toBeInTheDocument();
    expect(screen.queryByRole("link")).not.toBeInTheDocument();
  });
});
