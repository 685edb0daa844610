/* Pricing: monthly by default, the switch shows yearly prices; **bold** plan markup is parsed, never injected. */
import { render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { PricingSwitch, type PricingPeriod } from "../../src/litho/ui/pricing-switch";
import { PricingCard, splitPrice } from "../../src/litho/ui/pricing-card";
import { BoldMarkup, parseBoldMarkup } from "../../src/litho/ui/bold-markup";

const plan = (title: string, price: string, term: string, isPopular = false) => ({
  title,
  subtitle: "For small teams",
  price,
  term,
  plans: ["**5** domains", "**2 GB** uploads", "Email support"],
  buttonTitle: "Get started",
  buttonLink: "/litho/page/pricing-packages",
  isPopular,
});

const periods: PricingPeriod[] = [
  {
    key: "monthly",
    title: "Monthly",
    plans: [plan("Standard", "9.99", "per month"), plan("Business", "19.99", "per month", true), plan("Ultimate", "29.99", "per month")],
  },
  {
    key: "yearly",
    title: "Yearly",
    plans: [plan("Standard", "90.99", "per year"), plan("Business", "199.99", "per year", true), plan("Ultimate", "290.99", "per year")],
  },
];

const shownPrices = () => {
  const panel = screen.getAllByRole("tabpanel", { hidden: true }).find((element) => element.hasAttribute("data-active"));
  if (!panel) throw new Error("no active panel");
  return within(panel)
    .getAllByText(/^\$\d+\.\d+$/, { selector: ".visually-hidden" })
    .map((element) => element.textContent);
};

describe("PricingSwitch", () => {
  it("opens on monthly prices and shows yearly ones after the switch", async () => {
    render(<PricingSwitch periods={periods} />);
    expect(screen.getByRole("tablist")).toHaveAccessibleName("Billing period");
    expect(screen.getByRole("tab", { name: "Monthly" })).toHaveAttribute("aria-selected", "true");
    expect(shownPrices()).toEqual(["$9.99", "$19.99", "$29.99"]);

    await userEvent.click(screen.getByRole("tab", { name: "Yearly" }));
    expect(screen.getByRole("tab", { name: "Yearly" })).toHaveAttribute("aria-selected", "true");
    expect(shownPrices()).toEqual(["$90.99", "$199.99", "$290.99"]);

    await userEvent.click(screen.getByRole("tab", { name: "Monthly" }));
    expect(shownPrices()).toEqual(["$9.99", "$19.99", "$29.99"]);
  });

  it("shows a lone period's plans without tabs", () => {
    render(<PricingSwitch periods={[periods[1]]} />);
    expect(screen.queryByRole("tablist")).not.toBeInTheDocument();
    expect(screen.getAllByText(/^\$\d+\.\d+$/, { selector: ".visually-hidden" }).map((element) => element.textContent)).toEqual([
      "$90.99",
      "$199.99",
      "$290.99",
    ]);
  });

  it("can open on another period", () => {
    render(<PricingSwitch periods={periods} defaultPeriod="yearly" />);
    expect(shownPrices()).toEqual(["$90.99", "$199.99", "$290.99"]);
  });
});

describe("PricingCard", () => {
  it("shows title, price, term, bold plan lines, the button and the popular badge", () => {
    render(<PricingCard {...plan("Business", "19.99", "per month", true)} icon={<svg data-testid="plan-icon" />} />);
    const card = screen.getByRole("article");
    expect(card).toHaveAttribute("data-popular");
    expect(within(card).getByText("Popular")).toBeInTheDocument();
    expect(within(card).getByRole("heading", { name: "Business" })).toBeInTheDocument();
    expect(within(card).getByText("per month")).toBeInTheDocument();
    expect(within(card).getByText("5").tagName).toBe("STRONG");
    expect(within(card).getByText("2 GB").tagName).toBe("STRONG");
    expect(within(card).getByRole("link", { name: "Get started" })).toHaveAttribute("href", "/litho/page/pricing-packages");
    expect(screen.getByTestId("plan-icon").parentElement).toHaveAttribute("aria-hidden", "true");
  });

  it("has no badge when not popular", () => {
    render(<PricingCard {...plan("Standard", "9.99", "per month")} />);
    expect(screen.queryByText("Popular")).not.toBeInTheDocument();
  });

  it("splits prices into whole and fraction", () => {
    expect(splitPrice("29.99")).toEqual({ whole: "29", fraction: ".99" });
    expect(splitPrice(49)).toEqual({ whole: "49", fraction: "" });
  });
});

describe("bold markup", () => {
  it("turns ** pairs into bold segments", () => {
    expect(parseBoldMarkup("**20 GB** storage and **4** users")).toEqual([
      { text: "20 GB", bold: true },
      { text: " storage and ", bold: false },
      { text: "4", bold: true },
      { text: " users", bold: false },
    ]);
    expect(parseBoldMarkup("plain")).toEqual([{ text: "plain", bold: false }]);
    expect(parseBoldMarkup("")).toEqual([]);
  });

  it("keeps an unpaired ** as text", () => {
    expect(parseBoldMarkup("**5** domains **extra")).toEqual([
      { text: "5", bold: true },
      { text: " domains **extra", bold: false },
    ]);
  });

  it("renders markup in the data as text, never as HTML", () => {
    const { container } = render(
      <p>
        <BoldMarkup text={'**<img src=x onerror="alert(1)">** and <script>alert(2)</script>'} />
      </p>,
    );
    expect(container.querySelector("img")).toBeNull();
    expect(container.querySelector("script")).toBeNull();
    expect(container.querySelector("strong")?.textContent).toBe('<img src=x onerror="alert(1)">');
    expect(container.textContent).toContain("<script>alert(2)</script>");
  });
});
