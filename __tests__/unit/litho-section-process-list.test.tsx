/*
 * The process-list section: a list-items group as an ordered list of numbered steps beside the
 * heading and an optional photograph.
 */
import { render, screen, within } from "@testing-library/react";
import { ProcessList } from "../../src/litho/sections/process-list/process-list";
import { stepNumber } from "../../src/litho/sections/shared/step-number";

type Step = Queries.LithoProcessListSectionFieldsFragment["steps"][number];

const step = (order: number, title: string | null, extra: Partial<Step> = {}): Step =>
  ({
    id: `step-${order}`,
    number: String(order).padStart(2, "0"),
    icon: "rocket",
    title,
    content: `What happens in step ${order}.`,
    link: "/litho/page/our-process",
    linkTitle: "Learn more",
    ...extra,
  }) as Step;

const section = (overrides: Partial<Queries.LithoProcessListSectionFieldsFragment> = {}) =>
  ({
    __typename: "LithoProcessListSection",
    type: "process-list",
    anchor: "process",
    heading: { overline: "Business process", title: "Four steps from idea to launch", text: "Evidence first.", align: "left" },
    background: "cream",
    imageAlt: "Founders at work",
    image: { childImageSharp: { gatsbyImageData: { width: 720, height: 480, images: { fallback: { src: "/static/process.jpg" } } } } },
    button: null,
    steps: [step(1, "Research the market"), step(2, "Sketch the solution"), step(3, "Build and measure"), step(4, "Launch and grow")],
    ...overrides,
  }) as unknown as Queries.LithoProcessListSectionFieldsFragment;

describe("ProcessList section", () => {
  it("is a region named by its heading with the steps as an ordered list, in order", () => {
    render(<ProcessList section={section()} />);
    const region = screen.getByRole("region", { name: "Four steps from idea to launch" });
    const list = within(region).getByRole("list");
    expect(list.tagName).toBe("OL");
    const items = within(list).getAllByRole("listitem");
    expect(items).toHaveLength(4);
    expect(items.map((item) => within(item).getByRole("heading", { level: 3 }).textContent)).toEqual([
      "Research the market",
      "Sketch the solution",
      "Build and measure",
      "Launch and grow",
    ]);
    expect(within(items[1]).getByText("What happens in step 2.")).toBeInTheDocument();
  });

  it("prints each step's number as decoration, and links name their step", () => {
    render(<ProcessList section={section()} />);
    const number = screen.getByText("03");
    expect(number).toHaveAttribute("aria-hidden", "true");
    expect(screen.getByRole("link", { name: /^Learn more ?: Launch and grow$/ })).toHaveAttribute("href", "/litho/page/our-process");
  });

  it("shows the photograph with its description, and does without one", () => {
    const { rerender } = render(<ProcessList section={section()} />);
    expect(screen.getByRole("img", { name: "Founders at work" })).toHaveAttribute("src", "/static/process.jpg");
    rerender(<ProcessList section={section({ image: null })} />);
    expect(screen.queryByRole("img")).toBeNull();
    expect(screen.getAllByRole("listitem")).toHaveLength(4);
  });

  it("uses the content as the title of a step that has none, and numbers steps without a number", () => {
    render(<ProcessList section={section({ steps: [step(1, null, { number: null, link: null })] })} />);
    expect(screen.getByRole("heading", { level: 3, name: "What happens in step 1." })).toBeInTheDocument();
    expect(screen.getByText("01")).toBeInTheDocument();
    expect(screen.queryByRole("link")).toBeNull();
  });

  test("stepNumber keeps the data's number, else pads the position to two digits", () => {
    expect(stepNumber("07", 0)).toBe("07");
    expect(stepNumber(null, 0)).toBe("01");
    expect(stepNumber(undefined, 11)).toBe("12");
  });
});
