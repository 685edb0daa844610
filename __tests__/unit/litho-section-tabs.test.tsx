/*
 * The tabs section: a group of tab items in one of four looks, switched by click and by the arrow keys,
 * each panel holding its subtitle, title, text and button; the vertical look says so to assistive technology.
 */
import { fireEvent, render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { Tabs, tabsStyle } from "../../src/litho/sections/tabs/tabs";

type Section = Queries.LithoTabsSectionFieldsFragment;

const tab = (order: number, tabTitle: string, title: string) => ({
  order,
  tabTitle,
  subtitle: `Step ${order}`,
  title,
  content: `${title}, in a few words.`,
  buttonTitle: "Read more",
  buttonLink: "/litho/page/our-process",
  tabicons: "target",
  img: null,
});

const section = (overrides: Partial<Section> = {}): Section =>
  ({
    type: "tabs",
    anchor: null,
    heading: { overline: "Style 01", title: "Underlined tabs", text: null, align: "center" },
    style: "underline",
    background: "light",
    tabs: [tab(1, "Listen", "We listen first"), tab(2, "Diagnose", "Find what matters"), tab(3, "Plan", "A plan for Monday")],
    ...overrides,
  }) as unknown as Section;

const activePanel = () => {
  const shown = screen.getAllByRole("tabpanel", { hidden: true }).filter((panel) => panel.hasAttribute("data-active"));
  expect(shown).toHaveLength(1);
  return shown[0];
};

describe("tabs section", () => {
  it("names the tab list after the section and switches panels on click and with the arrow keys", async () => {
    render(<Tabs section={section()} />);
    expect(screen.getByRole("tablist", { name: "Underlined tabs" })).toBeInTheDocument();
    expect(within(activePanel()).getByRole("heading", { level: 3, name: "We listen first" })).toBeInTheDocument();

    await userEvent.click(screen.getByRole("tab", { name: "Plan" }));
    expect(screen.getByRole("tab", { name: "Plan" })).toHaveAttribute("aria-selected", "true");
    expect(within(activePanel()).getByText("A plan for Monday, in a few words.")).toBeInTheDocument();
    expect(within(activePanel()).getByRole("link", { name: "Read more" })).toHaveAttribute("href", "/litho/page/our-process");

    fireEvent.keyDown(screen.getByRole("tab", { name: "Plan" }), { key: "ArrowRight" });
    expect(screen.getByRole("tab", { name: "Listen" })).toHaveFocus();
    expect(within(activePanel()).getByText("Step 1")).toBeInTheDocument();
  });

  it("draws the items' icons in the icon and vertical looks, and marks the vertical list as vertical", () => {
    const { container, rerender } = render(<Tabs section={section()} />);
    expect(container.querySelectorAll('[role="tab"] svg')).toHaveLength(0);
    expect(screen.getByRole("tablist")).not.toHaveAttribute("aria-orientation");
    rerender(<Tabs section={section({ style: "icon" })} />);
    expect(container.querySelectorAll('[role="tab"] svg')).toHaveLength(3);
    rerender(<Tabs section={section({ style: "vertical" })} />);
    expect(container.querySelectorAll('[role="tab"] svg')).toHaveLength(3);
    expect(screen.getByRole("tablist")).toHaveAttribute("aria-orientation", "vertical");
  });

  it("falls back to the underline look for unknown styles", () => {
    expect(tabsStyle("pills")).toBe("pills");
    expect(tabsStyle("switch")).toBe("underline");
    expect(tabsStyle(undefined)).toBe("underline");
  });
});
