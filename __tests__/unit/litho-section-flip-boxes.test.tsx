/*
 * The flip-boxes section: both faces of every box are in the page, and the turn button, pressed or not,
 * holds the box turned until it is pressed again.
 */
import { render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { FlipBoxes } from "../../src/litho/sections/flip-boxes/flip-boxes";

type Section = Queries.LithoFlipBoxesSectionFieldsFragment;

const card = (title: string) => ({
  icon: "pen",
  overline: "Practice area",
  title,
  text: `${title}, told in a sentence.`,
  link: "/litho/page/our-services",
  linkTitle: "Read more",
  image: null,
});

const section = (overrides: Partial<Section> = {}): Section =>
  ({
    type: "flip-boxes",
    anchor: null,
    heading: { overline: "Style 02", title: "Icon fronts that turn upward", text: null, align: "center" },
    style: "icon",
    turn: "vertical",
    columns: 4,
    background: "dark",
    flipCards: [card("Contracts"), card("Property")],
    ...overrides,
  }) as unknown as Section;

describe("flip-boxes section", () => {
  it("puts both faces of each box in the page, the title read once", () => {
    render(<FlipBoxes section={section()} />);
    const first = screen.getAllByRole("listitem")[0];
    expect(within(first).getByRole("heading", { level: 3, name: "Contracts" })).toBeInTheDocument();
    expect(within(first).getByText("Contracts, told in a sentence.")).toBeInTheDocument();
    expect(within(first).getByRole("link")).toHaveAccessibleName("Read more : Contracts");
    expect(
      within(first)
        .getAllByText("Contracts")
        .filter((element) => !element.closest("[aria-hidden='true']")),
    ).toHaveLength(1);
  });

  it("turns a box with its button and back again", async () => {
    render(<FlipBoxes section={section()} />);
    const button = screen.getByRole("button", { name: "Turn over: Property" });
    const box = button.parentElement!;
    expect(button).toHaveAttribute("aria-pressed", "false");
    expect(box).not.toHaveAttribute("data-turned");
    await userEvent.click(button);
    expect(button).toHaveAttribute("aria-pressed", "true");
    expect(box).toHaveAttribute("data-turned");
    expect(screen.getByRole("button", { name: "Turn over: Contracts" })).toHaveAttribute("aria-pressed", "false");
    await userEvent.click(button);
    expect(box).not.toHaveAttribute("data-turned");
  });
});
