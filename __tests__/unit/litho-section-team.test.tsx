/*
 * The team section's own-people variants: a page's speakers or trainers drawn instead of the
 * team-members collection, with their talk or their specialities.
 */
import { render, screen, within } from "@testing-library/react";
import { Team } from "../../src/litho/sections/team/team";

type Section = Queries.LithoTeamSectionFieldsFragment;

const member = {
  jsonId: 1,
  name: "Collection Member",
  designation: "Designer",
  description: "From the collection.",
  socials: [],
  img: null,
} as unknown as Section["members"][number];

const base: Section = {
  type: "team",
  anchor: null,
  heading: { overline: null, title: "Coaches", text: null, align: null },
  background: null,
  variant: null,
  people: null,
  members: [member],
};

const people = [
  { name: "Marcus Reid", role: "Head of strength", text: "Technique before load.", tags: ["Olympic lifting", "Powerlifting"], image: null },
  { name: "Yuki Tanaka", role: "Mobility coach", text: null, tags: null, image: null },
] as unknown as NonNullable<Section["people"]>;

describe("Team", () => {
  it("shows the collection's members when the page gives no people of its own", () => {
    render(<Team section={base} />);
    expect(screen.getByRole("heading", { level: 3 })).toHaveTextContent("Collection Member");
  });

  it("shows the page's trainers instead, with their specialities as a named list", () => {
    render(<Team section={{ ...base, variant: "trainer", people }} />);
    expect(screen.getAllByRole("heading", { level: 3 }).map((heading) => heading.textContent)).toEqual(["Marcus Reid", "Yuki Tanaka"]);
    expect(screen.queryByText("Collection Member")).toBeNull();
    const tags = screen.getByRole("list", { name: "Marcus Reid's specialities" });
    expect(within(tags).getAllByRole("listitem").map((item) => item.textContent)).toEqual(["Olympic lifting", "Powerlifting"]);
    expect(screen.getByText("Technique before load.")).toBeInTheDocument();
  });
});
