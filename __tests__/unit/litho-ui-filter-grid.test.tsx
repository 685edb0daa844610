/*
 * Grid filter: the menu marks the chosen filter (aria-pressed) and the grid shows only matching
 * items ('*' shows all); the first arrangement happens FIRST_ARRANGEMENT_MS after mount.
 * matchMedia decides whether animations run; both ways must filter.
 */
import { act, fireEvent, render, screen, waitFor, within } from "@testing-library/react";
import { FIRST_ARRANGEMENT_MS, FilterGrid, matchesFilter, type FilterGridItem } from "../../src/litho/ui/filter-grid";
import type { FilterOption } from "../../src/litho/ui/filter-menu";

const filters: FilterOption[] = [
  { title: "All", key: "*" },
  { title: "Fashion", key: "fashion" },
  { title: "Travel", key: "travel" },
  { title: "Lifestyle", key: "lifestyle" },
  { title: "Business", key: "business" },
];

const items: FilterGridItem[] = [
  { id: "a", categories: ["fashion"], content: <h3>Runway notes</h3> },
  { id: "b", categories: ["travel"], content: <h3>Island hopping</h3> },
  { id: "c", categories: ["travel", "lifestyle"], content: <h3>Slow mornings</h3> },
  { id: "d", categories: ["business"], content: <h3>Quarterly review</h3>, doubleCol: true },
];

const mockMedia = (allowed: boolean) => {
  window.matchMedia = ((query: string) => ({
    matches: query.includes("prefers-reduced-motion: reduce") ? !allowed : allowed,
    media: query,
    onchange: null,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
    addListener: () => undefined,
    removeListener: () => undefined,
    dispatchEvent: () => false,
  })) as unknown as typeof window.matchMedia;
};

const shownIds = () => Array.from(document.querySelectorAll("[data-grid-item]")).map((element) => element.getAttribute("data-grid-item"));
const pressed = () =>
  within(screen.getByRole("group", { name: "Filter stories" }))
    .getAllByRole("button")
    .filter((button) => button.getAttribute("aria-pressed") === "true")
    .map((button) => button.textContent);

describe("FilterGrid with animations off", () => {
  beforeEach(() => {
    mockMedia(false);
    jest.useFakeTimers();
  });
  afterEach(() => jest.useRealTimers());

  it("shows everything until the first arrangement, which comes after 1000 ms", () => {
    const { container } = render(<FilterGrid filters={filters} items={items} label="Filter stories" initialFilter="travel" />);
    const root = container.firstElementChild as HTMLElement;
    expect(shownIds()).toEqual(["a", "b", "c", "d"]);
    expect(root).not.toHaveAttribute("data-arranged");
    expect(pressed()).toEqual(["Travel"]);

    act(() => jest.advanceTimersByTime(FIRST_ARRANGEMENT_MS - 1));
    expect(root).not.toHaveAttribute("data-arranged");
    expect(shownIds()).toEqual(["a", "b", "c", "d"]);

    act(() => jest.advanceTimersByTime(1));
    expect(FIRST_ARRANGEMENT_MS).toBe(1000);
    expect(root).toHaveAttribute("data-arranged");
    expect(shownIds()).toEqual(["b", "c"]);
    expect(screen.getByRole("status")).toHaveTextContent("2 items shown");
  });

  it("marks the chosen filter active and shows only its items; '*' shows all", () => {
    const onFilterChange = jest.fn();
    render(<FilterGrid filters={filters} items={items} label="Filter stories" onFilterChange={onFilterChange} />);
    expect(pressed()).toEqual(["All"]);

    fireEvent.click(screen.getByRole("button", { name: "Lifestyle" }));
    expect(pressed()).toEqual(["Lifestyle"]);
    expect(shownIds()).toEqual(["c"]);
    expect(screen.getByRole("status")).toHaveTextContent("1 item shown");

    fireEvent.click(screen.getByRole("button", { name: "Business" }));
    expect(pressed()).toEqual(["Business"]);
    expect(shownIds()).toEqual(["d"]);
    expect(document.querySelector('[data-grid-item="d"]')).toHaveClass("doubleCol");

    fireEvent.click(screen.getByRole("button", { name: "All" }));
    expect(pressed()).toEqual(["All"]);
    expect(shownIds()).toEqual(["a", "b", "c", "d"]);
    expect(onFilterChange.mock.calls.map(([key]) => key)).toEqual(["lifestyle", "business", "*"]);
  });

  it("says so when a filter matches nothing", () => {
    render(<FilterGrid filters={[...filters, { title: "Food", key: "food" }]} items={items} label="Filter stories" />);
    fireEvent.click(screen.getByRole("button", { name: "Food" }));
    expect(shownIds()).toEqual([]);
    expect(screen.getByText("Nothing in this category yet.")).toBeInTheDocument();
  });

  it("matches by category with '*' as the wildcard", () => {
    expect(matchesFilter({ categories: ["travel"] }, "*")).toBe(true);
    expect(matchesFilter({ categories: ["travel"] }, "travel")).toBe(true);
    expect(matchesFilter({ categories: ["travel"] }, "fashion")).toBe(false);
  });
});

describe("FilterGrid with animations on", () => {
  beforeEach(() => mockMedia(true));
  // Compiled once up front, so the component's dynamic import settles inside the act() below.
  beforeAll(() => import("../../src/litho/ui/layout-features"));

  it("filters as well, removing items once their exit is done", async () => {
    render(<FilterGrid filters={filters} items={items} label="Filter stories" layout="metro" />);
    // Let the lazily imported layout features arrive (the outer MotionProvider is not mounted here).
    await act(() => new Promise((resolve) => setTimeout(resolve, 20)));
    fireEvent.click(screen.getByRole("button", { name: "Fashion" }));
    expect(pressed()).toEqual(["Fashion"]);
    await waitFor(() => expect(shownIds()).toEqual(["a"]), { timeout: 3000 });
    fireEvent.click(screen.getByRole("button", { name: "All" }));
    await waitFor(() => expect(shownIds()).toEqual(["a", "b", "c", "d"]));
  });
});
