/* The awards list: a table named by the section's heading, newest year first, the award as each row's header. */
import { render, screen, within } from "@testing-library/react";
import { AwardsList, byYear } from "../../src/litho/sections/awards-list/awards-list";

type Section = Queries.LithoAwardsListSectionFieldsFragment;

const awards = [
  { year: 2023, title: "Best book design", result: "Shortlist", work: "Atlas guides", organiser: "Book Awards" },
  { year: 2025, title: "Identity of the year", result: "Gold", work: "Kvist", organiser: "Nordic Design Awards" },
  { year: 2025, title: "Packaging", result: null, work: "Mere refills", organiser: "Packaging Prize" },
];

const section = (overrides: Partial<Section> = {}) =>
  ({
    __typename: "LithoAwardsListSection",
    type: "awards-list",
    anchor: "awards",
    heading: { overline: "Recognition", title: "Awards", text: null, align: null },
    awards,
    button: { title: "All awards", link: "/litho/page/about-us", style: null },
    background: null,
    ...overrides,
  }) as unknown as Section;

describe("AwardsList section", () => {
  it("orders the awards newest first, keeping the data's order within a year", () => {
    expect(byYear(awards as unknown as Section["awards"]).map((award) => award.work)).toEqual(["Kvist", "Mere refills", "Atlas guides"]);
  });

  it("is a table named by the heading, with a header row and one row per award", () => {
    render(<AwardsList section={section()} />);
    const table = screen.getByRole("table", { name: "Awards" });
    expect(
      within(table)
        .getAllByRole("columnheader")
        .map((cell) => cell.textContent),
    ).toEqual(["Year", "Award", "Project", "Awarded by"]);
    const rows = within(table).getAllByRole("row").slice(1);
    expect(rows).toHaveLength(3);
    expect(within(rows[0]).getByRole("rowheader")).toHaveTextContent("Identity of the yearGold");
    expect(
      within(rows[0])
        .getAllByRole("cell")
        .map((cell) => cell.textContent),
    ).toEqual(["2025", "Kvist", "Nordic Design Awards"]);
    expect(screen.getByRole("link", { name: "All awards" })).toHaveAttribute("href", "/litho/page/about-us");
  });
});
