/* Tabs: clicking and the WAI-ARIA keys move the selection; exactly one panel is shown. */
import { fireEvent, render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { Tabs, type TabItem } from "../../src/litho/ui/tabs";
import { nextTabIndex } from "../../src/lib/tab-keys";

const items: TabItem[] = [
  { id: "starters", title: "Starters", content: <p>Bruschetta</p> },
  { id: "mains", title: "Mains", content: <p>Risotto</p> },
  { id: "dessert", title: "Dessert", content: <p>Tiramisu</p> },
];

const activePanelText = () => {
  const shown = screen.getAllByRole("tabpanel", { hidden: true }).filter((panel) => panel.hasAttribute("data-active"));
  expect(shown).toHaveLength(1);
  return shown[0].textContent;
};

describe("Tabs", () => {
  it("starts on the first tab and switches on click", async () => {
    render(<Tabs items={items} label="Menu" />);
    const tabs = screen.getAllByRole("tab");
    expect(tabs.map((tab) => tab.getAttribute("aria-selected"))).toEqual(["true", "false", "false"]);
    expect(activePanelText()).toContain("Bruschetta");

    await userEvent.click(screen.getByRole("tab", { name: "Dessert" }));
    expect(screen.getByRole("tab", { name: "Dessert" })).toHaveAttribute("aria-selected", "true");
    expect(screen.getByRole("tab", { name: "Starters" })).toHaveAttribute("aria-selected", "false");
    expect(activePanelText()).toContain("Tiramisu");
  });

  it("links tabs and panels and keeps only the active tab in the tab order", () => {
    render(<Tabs items={items} label="Menu" defaultIndex={1} />);
    const tab = screen.getByRole("tab", { name: "Mains" });
    const panel = document.getElementById(tab.getAttribute("aria-controls") ?? "");
    expect(panel).toHaveAttribute("role", "tabpanel");
    expect(panel).toHaveAttribute("aria-labelledby", tab.id);
    expect(screen.getAllByRole("tab").map((element) => element.getAttribute("tabindex"))).toEqual(["-1", "0", "-1"]);
    expect(screen.getByRole("tablist")).toHaveAccessibleName("Menu");
  });

  it("moves selection and focus with arrows (wrapping), Home and End", () => {
    render(<Tabs items={items} label="Menu" />);
    const [first, second, third] = screen.getAllByRole("tab");
    first.focus();
    fireEvent.keyDown(first, { key: "ArrowRight" });
    expect(second).toHaveAttribute("aria-selected", "true");
    expect(second).toHaveFocus();
    fireEvent.keyDown(second, { key: "ArrowLeft" });
    fireEvent.keyDown(first, { key: "ArrowLeft" });
    expect(third).toHaveAttribute("aria-selected", "true");
    expect(third).toHaveFocus();
    fireEvent.keyDown(third, { key: "Home" });
    expect(first).toHaveFocus();
    fireEvent.keyDown(first, { key: "End" });
    expect(third).toHaveAttribute("aria-selected", "true");
    expect(activePanelText()).toContain("Tiramisu");
    fireEvent.keyDown(third, { key: "a" });
    expect(third).toHaveAttribute("aria-selected", "true");
  });

  it("reports changes and can be controlled by its parent", async () => {
    const onChange = jest.fn();
    const { rerender } = render(<Tabs items={items} label="Menu" activeIndex={0} onChange={onChange} />);
    await userEvent.click(screen.getByRole("tab", { name: "Mains" }));
    expect(onChange).toHaveBeenCalledWith(1);
    // Controlled: nothing moves until the parent says so.
    expect(screen.getByRole("tab", { name: "Starters" })).toHaveAttribute("aria-selected", "true");
    rerender(<Tabs items={items} label="Menu" activeIndex={1} onChange={onChange} />);
    expect(screen.getByRole("tab", { name: "Mains" })).toHaveAttribute("aria-selected", "true");
  });

  it("shows icons in the icon variant without adding them to the tab names", () => {
    render(<Tabs items={items.map((item) => ({ ...item, icon: <svg data-testid={`icon-${item.id}`} /> }))} label="Menu" variant="icon" />);
    expect(screen.getByTestId("icon-mains").parentElement).toHaveAttribute("aria-hidden", "true");
    expect(screen.getByRole("tab", { name: "Mains" })).toBeInTheDocument();
  });

  it("computes the next index for each key", () => {
    expect(nextTabIndex("ArrowDown", 2, 3)).toBe(0);
    expect(nextTabIndex("ArrowUp", 0, 3)).toBe(2);
    expect(nextTabIndex("Tab", 0, 3)).toBeNull();
  });
});
