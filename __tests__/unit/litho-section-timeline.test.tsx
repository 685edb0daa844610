/*
 * The timeline section: dated milestones as an ordered list, each date a machine-readable <time>
 * printed as the data's label or its year.
 */
import { render, screen, within } from "@testing-library/react";
import { Timeline, milestoneLabel } from "../../src/litho/sections/timeline/timeline";

type Section = Queries.LithoTimelineSectionFieldsFragment;
type Milestone = Section["milestones"][number];

const milestone = (date: string, title: string, extra: Partial<Milestone> = {}): Milestone =>
  ({ date, label: null, title, text: `What happened: ${title}.`, icon: null, imageAlt: null, image: null, ...extra }) as Milestone;

const section = (overrides: Partial<Section> = {}): Section =>
  ({
    __typename: "LithoTimelineSection",
    type: "timeline",
    anchor: "history",
    heading: { overline: "Our history", title: "Twenty years, six turning points", text: null, align: "center" },
    layout: null,
    background: "cream",
    milestones: [
      milestone("2006-04", "Three founders", { label: "Spring 2006", icon: "lightbulb" }),
      milestone("2012", "A second office", {
        imageAlt: "The Lisbon office",
        image: { childImageSharp: { gatsbyImageData: { width: 720, height: 480, images: { fallback: { src: "/static/lisbon.jpg" } } } } },
      } as Partial<Milestone>),
      milestone("2025-01-15", "Two hundred people"),
    ],
    ...overrides,
  }) as unknown as Section;

describe("Timeline section", () => {
  it("is a region named by its heading with the milestones as an ordered list in the data's order", () => {
    render(<Timeline section={section()} />);
    const region = screen.getByRole("region", { name: "Twenty years, six turning points" });
    const list = within(region).getByRole("list");
    expect(list.tagName).toBe("OL");
    const items = within(list).getAllByRole("listitem");
    expect(items.map((item) => within(item).getByRole("heading", { level: 3 }).textContent)).toEqual([
      "Three founders",
      "A second office",
      "Two hundred people",
    ]);
    expect(within(items[0]).getByText("What happened: Three founders.")).toBeInTheDocument();
  });

  it("gives each milestone its date as a <time>, printed as the label or else the year", () => {
    const { container } = render(<Timeline section={section()} />);
    const times = Array.from(container.querySelectorAll("time"));
    expect(times.map((time) => [time.getAttribute("datetime"), time.textContent])).toEqual([
      ["2006-04", "Spring 2006"],
      ["2012", "2012"],
      ["2025-01-15", "2025"],
    ]);
  });

  it("shows a milestone's photograph with its description, and only where there is one", () => {
    render(<Timeline section={section()} />);
    expect(screen.getAllByRole("img")).toHaveLength(1);
    expect(screen.getByRole("img", { name: "The Lisbon office" })).toHaveAttribute("src", "/static/lisbon.jpg");
  });

  it("draws a milestone's icon as decoration inside its dot", () => {
    const { container } = render(<Timeline section={section()} />);
    const dots = container.querySelectorAll('li > span[aria-hidden="true"]');
    expect(dots).toHaveLength(3);
    expect(dots[0].querySelector("svg")).not.toBeNull();
    expect(dots[1].querySelector("svg")).toBeNull();
  });

  it("does without a heading", () => {
    render(<Timeline section={section({ heading: null })} />);
    expect(screen.queryByRole("heading", { level: 2 })).toBeNull();
    expect(screen.getAllByRole("listitem")).toHaveLength(3);
  });

  test("milestoneLabel keeps the label, else prints the year of the date", () => {
    expect(milestoneLabel("2014-03-18", "Spring 2014")).toBe("Spring 2014");
    expect(milestoneLabel("2014-03-18", null)).toBe("2014");
    expect(milestoneLabel("2009", undefined)).toBe("2009");
  });
});
