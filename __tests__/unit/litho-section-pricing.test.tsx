/*
 * The pricing section: pricing-plans groups behind period tabs, monthly first, the data's
 * currency sign printed once in the card's own style, the popular plan badged.
 */
import { render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { Pricing, splitCurrency } from "../../src/litho/sections/pricing/pricing";
import { SectionLayoutsProvider } from "../../src/litho/sections/section-layouts";
import { sectionLayouts } from "../../src/litho/sections/all-layouts";

type Period = Queries.LithoPricingSectionFieldsFragment["periods"][number];
type Plan = Period["plans"][number];

const plan = (title: string, price: string, term: string, isPopular = false): Plan =>
  ({
    title,
    subtitle: `${title} subtitle`,
    price,
    term,
    plans: ["**5** Domains", "Email support"],
    buttonTitle: "Get started",
    buttonLink: "/litho/page/pricing-packages",
    icon: "rocket",
    isPopular,
  }) as Plan;

const periods: Period[] = [
  {
    key: "monthly",
    title: "Monthly",
    plans: [plan("Basic", "$9.99", "per month"), plan("Standard", "$19.99", "per month", true), plan("Premium", "$29.99", "per month")],
  },
  {
    key: "yearly",
    title: "Yearly",
    plans: [plan("Basic", "$90.99", "per year"), plan("Standard", "$199.99", "per year", true), plan("Premium", "$290.99", "per year")],
  },
];

const section = (overrides: Partial<Queries.LithoPricingSectionFieldsFragment> = {}) =>
  ({
    __typename: "LithoPricingSection",
    type: "pricing",
    anchor: "pricing",
    heading: { overline: "Pricing plans", title: "Simple plans for every stage", text: null, align: "center" },
    background: "light",
    defaultPeriod: null,
    periods,
    ...overrides,
  }) as unknown as Queries.LithoPricingSectionFieldsFragment;

/** Every panel is rendered (for the no-JavaScript page); the active one is marked. */
const activePanel = (): HTMLElement => document.querySelector<HTMLElement>('[role="tabpanel"][data-active]')!;

/** The prices of the visible tab panel, as read out ("$9.99"). */
const shownPrices = () =>
  within(activePanel())
    .getAllByRole("heading", { level: 3 })
    .map((title) => title.closest("article")!.querySelector(".visually-hidden")!.textContent);

describe("Pricing section", () => {
  it("opens on the monthly plans, with a single dollar sign per price", () => {
    render(<Pricing section={section()} />);
    expect(screen.getByRole("tab", { name: "Monthly" })).toHaveAttribute("aria-selected", "true");
    expect(screen.getByRole("tab", { name: "Yearly" })).toHaveAttribute("aria-selected", "false");
    expect(shownPrices()).toEqual(["$9.99", "$19.99", "$29.99"]);
    expect(screen.queryByText(/\$\$/)).toBeNull();
  });

  it("switches to the yearly plans and back", async () => {
    const user = userEvent.setup();
    render(<Pricing section={section()} />);
    await user.click(screen.getByRole("tab", { name: "Yearly" }));
    expect(shownPrices()).toEqual(["$90.99", "$199.99", "$290.99"]);
    await user.click(screen.getByRole("tab", { name: "Monthly" }));
    expect(shownPrices()).toEqual(["$9.99", "$19.99", "$29.99"]);
  });

  it("badges only the popular plan, and names the period switch after the section", () => {
    render(<Pricing section={section()} />);
    expect(screen.getByRole("tablist", { name: "Simple plans for every stage: billing period" })).toBeInTheDocument();
    const panel = activePanel();
    expect(within(panel).getAllByText("Popular")).toHaveLength(1);
    expect(within(panel).getByText("Popular").closest("article")).toHaveTextContent("Standard");
  });

  it("can open on another period when the document says so", () => {
    render(<Pricing section={section({ defaultPeriod: "yearly" })} />);
    expect(screen.getByRole("tab", { name: "Yearly" })).toHaveAttribute("aria-selected", "true");
    expect(shownPrices()).toEqual(["$90.99", "$199.99", "$290.99"]);
  });

  it("draws the layout the document names from the page's layouts, and its cards when the page has none for it", () => {
    const comparison = section({ layout: "comparison" });
    const { unmount } = render(
      <SectionLayoutsProvider value={sectionLayouts}>
        <Pricing section={comparison} />
      </SectionLayoutsProvider>,
    );
    expect(within(activePanel()).getByRole("table", { name: "Simple plans for every stage: plans compared: Monthly" })).toBeInTheDocument();
    unmount();
    // A page whose part set lacks the layout (never planned so by page creation) falls back to the cards.
    render(<Pricing section={comparison} />);
    expect(within(activePanel()).queryByRole("table")).toBeNull();
    expect(shownPrices()).toEqual(["$9.99", "$19.99", "$29.99"]);
  });

  test("splitCurrency separates a leading sign from the amount", () => {
    expect(splitCurrency("$9.99")).toEqual({ currency: "$", amount: "9.99" });
    expect(splitCurrency("€ 1200")).toEqual({ currency: "€", amount: "1200" });
    expect(splitCurrency("29")).toEqual({ currency: undefined, amount: "29" });
  });
});
