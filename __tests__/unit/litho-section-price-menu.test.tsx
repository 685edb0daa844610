/*
 * The price-menu section: prices in US dollars, the template's badges, and the four layouts
 * (tabs by course, two columns, dark cards, ruled rows).
 */
import { render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { PriceMenu } from "../../src/litho/sections/price-menu/price-menu";
import { formatMenuPrice, menuBadge, priceMenuVariant } from "../../src/litho/sections/price-menu/price-menu-format";

const group = (key: string, title: string, names: string[]) => ({
  key,
  title,
  intro: null,
  items: names.map((name, index) => ({ name, description: `${name}, described`, price: 10 + index, badge: null, marks: null })),
});

const section = (overrides: Partial<Queries.LithoPriceMenuSectionFieldsFragment> = {}) =>
  ({
    type: "price-menu",
    anchor: "menu",
    heading: { overline: null, title: "Our menu", text: null, align: null },
    variant: null,
    groups: [
      group("starters", "Starters", ["Grilled sourdough", "Burrata"]),
      group("nonveg", "Non-veg", ["Lamb rump"]),
      group("vegetarian", "Vegetarian", ["Celeriac steak"]),
      group("dessert", "Dessert", ["Cheesecake"]),
      group("drinks", "Drinks", ["Negroni"]),
    ],
    note: "A service charge is added.",
    background: null,
    ...overrides,
  }) as unknown as Queries.LithoPriceMenuSectionFieldsFragment;

describe("price-menu format", () => {
  it("writes whole prices without cents and others with two decimals", () => {
    expect(formatMenuPrice(18)).toBe("$18");
    expect(formatMenuPrice(4.5)).toBe("$4.50");
    expect(formatMenuPrice(13.25)).toBe("$13.25");
    expect(formatMenuPrice(2400)).toBe("$2,400");
  });

  it("keeps only the template's badges", () => {
    expect(menuBadge("new")).toBe("new");
    expect(menuBadge("hot")).toBe("hot");
    expect(menuBadge("spicy")).toBeNull();
    expect(menuBadge(null)).toBeNull();
  });

  it("draws one group without tabs and unknown variants as tabs", () => {
    expect(priceMenuVariant(null, 5)).toBe("tabs");
    expect(priceMenuVariant("stripes", 3)).toBe("tabs");
    expect(priceMenuVariant("tabs", 1)).toBe("columns");
    expect(priceMenuVariant("board", 1)).toBe("board");
    expect(priceMenuVariant("rows", 3)).toBe("rows");
  });
});

describe("PriceMenu section", () => {
  it("tabs by course: one panel at a time, switched by click and by arrow keys", async () => {
    const user = userEvent.setup();
    render(<PriceMenu section={section()} />);
    const tabs = screen.getAllByRole("tab");
    expect(tabs.map((tab) => tab.textContent)).toEqual(["Starters", "Non-veg", "Vegetarian", "Dessert", "Drinks"]);
    expect(screen.getByRole("tab", { name: "Starters" })).toHaveAttribute("aria-selected", "true");

    await user.click(screen.getByRole("tab", { name: "Dessert" }));
    expect(screen.getByRole("tab", { name: "Dessert" })).toHaveAttribute("aria-selected", "true");
    const panel = document.getElementById(screen.getByRole("tab", { name: "Dessert" }).getAttribute("aria-controls")!)!;
    expect(panel).toHaveAttribute("data-active");
    expect(within(panel).getByText("Cheesecake")).toBeInTheDocument();

    await user.keyboard("{ArrowRight}");
    expect(screen.getByRole("tab", { name: "Drinks" })).toHaveAttribute("aria-selected", "true");
    expect(screen.getByRole("tab", { name: "Drinks" })).toHaveFocus();
    await user.keyboard("{ArrowRight}");
    expect(screen.getByRole("tab", { name: "Starters" })).toHaveAttribute("aria-selected", "true");
  });

  it("prints each item's price, description, badge and dietary marks", () => {
    const groups = [
      {
        key: "coffee",
        title: "Coffee",
        intro: "Roasted this week.",
        items: [{ name: "Flat white", description: "Our most ordered cup", price: 4.2, badge: "hot", marks: ["VG"] }],
      },
      group("bakery", "Bakery", ["Croissant"]),
    ];
    render(<PriceMenu section={section({ variant: "columns", groups } as never)} />);
    expect(screen.queryByRole("tablist")).toBeNull();
    expect(screen.getByRole("heading", { level: 3, name: "Coffee" })).toBeInTheDocument();
    expect(screen.getByRole("heading", { level: 3, name: "Bakery" })).toBeInTheDocument();
    const item = screen.getByText("Flat white").closest("li")!;
    expect(item).toHaveTextContent("$4.20");
    expect(item).toHaveTextContent("Our most ordered cup");
    expect(within(item).getByText("hot")).toBeInTheDocument();
    expect(within(item).getByTitle("Vegan")).toHaveTextContent("VG");
    expect(screen.getByText("Roasted this week.")).toBeInTheDocument();
    expect(screen.getByText("A service charge is added.")).toBeInTheDocument();
  });

  it("rows: every group at once, and a price that depends on the case reads as from", () => {
    const groups = [
      {
        key: "implants",
        title: "Implants",
        intro: "Priced after a scan.",
        items: [{ name: "Single implant and crown", description: null, price: 2400, from: true, badge: null, marks: null }],
      },
      group("checkups", "Check-ups", ["Examination"]),
    ];
    render(<PriceMenu section={section({ variant: "rows", groups } as never)} />);
    expect(screen.queryByRole("tablist")).toBeNull();
    expect(screen.getByText("Single implant and crown").closest("li")).toHaveTextContent("from $2,400");
    expect(screen.getByText("Examination").closest("li")).toHaveTextContent("$10");
    expect(screen.getByText("Examination").closest("li")).not.toHaveTextContent("from");
  });
});
