/*
 * The team section: the team-members collection as portraits with the bio and links over them
 * (default) or as profile cards with them under the name, and a page's own people (speakers,
 * trainers) drawn instead of the collection, with their talk or their specialities.
 */
import { render, screen, within } from "@testing-library/react";
import { Team } from "../../src/litho/sections/team/team";

type Section = Queries.LithoTeamSectionFieldsFragment;

const member = (jsonId: number, name: string, designation: string) => ({
  jsonId,
  name,
  designation,
  description: `${name} keeps the work honest.`,
  socials: [
    { icon: "linkedin", title: "LinkedIn", link: `https://www.linkedin.com/in/${jsonId}` },
    { icon: "instagram", title: "Instagram", link: `https://www.instagram.com/${jsonId}` },
  ],
  img: { childImageSharp: { gatsbyImageData: { width: 720, height: 480, images: { fallback: { src: `/static/team-${jsonId}.jpg` } } } } },
});

const section = (variant: string | null, people: Section["people"] = null): Section =>
  ({
    __typename: "LithoTeamSection",
    type: "team",
    anchor: null,
    heading: { overline: null, title: "Meet the team", text: null, align: "center" },
    background: null,
    variant,
    people,
    members: [member(1, "Jeremy Dupont", "Creative director"), member(2, "Sara Lindqvist", "Head of strategy")],
  }) as unknown as Section;

const trainers = [
  { name: "Marcus Reid", role: "Head of strength", text: "Technique before load.", tags: ["Olympic lifting", "Powerlifting"], image: null },
  { name: "Yuki Tanaka", role: "Mobility coach", text: null, tags: null, image: null },
] as unknown as NonNullable<Section["people"]>;

describe.each([null, "cards"])("Team section, variant %s", (variant) => {
  it("lists every member with portrait, name, role, bio and named links to their profiles", () => {
    render(<Team section={section(variant)} />);
    const region = screen.getByRole("region", { name: "Meet the team" });
    const people = within(region)
      .getAllByRole("heading", { level: 3 })
      .map((heading) => heading.textContent);
    expect(people).toEqual(["Jeremy Dupont", "Sara Lindqvist"]);
    expect(screen.getByRole("img", { name: "Portrait of Sara Lindqvist" })).toHaveAttribute("src", "/static/team-2.jpg");
    expect(screen.getByText("Head of strategy")).toBeInTheDocument();
    expect(screen.getByText("Sara Lindqvist keeps the work honest.")).toBeInTheDocument();
    const link = screen.getByRole("link", { name: "Sara Lindqvist on LinkedIn" });
    expect(link).toHaveAttribute("href", "https://www.linkedin.com/in/2");
    expect(link).toHaveAttribute("rel", "noopener noreferrer");
  });
});

describe("Team section layouts", () => {
  it("puts the bio over the portrait by default and under the name in cards", () => {
    const bioAfterName = (container: HTMLElement) => {
      const name = within(container).getByRole("heading", { name: "Jeremy Dupont" });
      const bio = within(container).getByText("Jeremy Dupont keeps the work honest.");
      return Boolean(name.compareDocumentPosition(bio) & Node.DOCUMENT_POSITION_FOLLOWING);
    };
    const overlay = render(<Team section={section(null)} />);
    expect(bioAfterName(overlay.container)).toBe(false);
    overlay.unmount();
    const cards = render(<Team section={section("cards")} />);
    expect(bioAfterName(cards.container)).toBe(true);
  });

  it("shows a page's own trainers instead of the collection, with their specialities as a named list", () => {
    render(<Team section={section("trainer", trainers)} />);
    expect(screen.getAllByRole("heading", { level: 3 }).map((heading) => heading.textContent)).toEqual(["Marcus Reid", "Yuki Tanaka"]);
    expect(screen.queryByText("Jeremy Dupont")).toBeNull();
    const tags = screen.getByRole("list", { name: "Marcus Reid's specialities" });
    expect(
      within(tags)
        .getAllByRole("listitem")
        .map((item) => item.textContent),
    ).toEqual(["Olympic lifting", "Powerlifting"]);
    expect(screen.getByText("Technique before load.")).toBeInTheDocument();
  });
});
