/**
 * The price panel and the converter with the real data files: what a visitor reads, what the
 * converter answers while typing, and what the page says once its prices are old.
 */
import { render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import prices from "../../data/site/prices.json";
import goldConverter from "../../data/site/en/gold-converter.json";
import { siteTextNodes } from "../support/site-text-nodes";
import { LANGUAGES } from "../../src/lib/i18n/languages";
import { priceSheetDisplay } from "../../src/lib/gold/price-sheet-display";
import { GoldConverter } from "../../src/components/gold-converter/gold-converter";
import { PricePanel } from "../../src/components/price-panel/price-panel";

// "gatsby" is mapped to the test stand-in, whose static query data the components read.
const { __setStaticQueryData } = jest.requireActual<typeof import("../support/gatsby-mock")>("gatsby");

const ONE_HOUR_AFTER = "2026-11-25T03:30:00Z";
const A_WEEK_AFTER = "2026-12-02T10:30:00+08:00";

const useData = (buildTime: string) =>
  __setStaticQueryData({
    ...siteTextNodes(),
    // The schema words the sheet for every language (src/node/price-sheet-display-field.ts).
    priceSheet: { ...prices, display: LANGUAGES.map((language) => priceSheetDisplay(prices, language)) },
    site: { buildTime },
  });

afterEach(() => jest.useRealTimers());

describe("PricePanel", () => {
  test("lists every quote with its buy and sell figures, the time it was set and its sample mark", () => {
    useData(ONE_HOUR_AFTER);
    jest.useFakeTimers({ now: new Date(ONE_HOUR_AFTER) });
    render(<PricePanel />);
    const rows = within(screen.getByRole("table")).getAllByRole("row");
    expect(rows.map((row) => within(row).getAllByRole(row === rows[0] ? "columnheader" : "rowheader")[0].textContent)).toEqual([
      "Product",
      "1 g gold plate",
      "500 g gold plate",
      "1 kg gold plate",
      "24K gold jewellery",
    ]);
    // Per tael is checked first; the kilobar's figures for the other units are in the markup too.
    expect(screen.getByRole("radio", { name: "HK$ per tael (兩)" })).toBeChecked();
    expect(rows[3]).toHaveTextContent("HK$1,006,200");
    expect(rows[3]).toHaveTextContent("HK$37,661");
    expect(screen.getByText("25 Nov 2026, 10:30 am")).toHaveAttribute("datetime", prices.asAt);
    expect(screen.getByText("Sample prices")).toBeInTheDocument();
    expect(screen.getByText(/Indicative prices/)).toBeInTheDocument();
    expect(screen.getByRole("link", { name: /confirm a price/ })).toHaveAttribute("href", "/contact#contact-form-title");
  });

  test("says the prices are out of date once the visitor's clock passes the limit", () => {
    useData(ONE_HOUR_AFTER);
    jest.useFakeTimers({ now: new Date(A_WEEK_AFTER) });
    render(<PricePanel />);
    expect(screen.getByRole("alert")).toHaveTextContent("These prices are out of date.");
    expect(screen.queryByText(/Indicative prices/)).not.toBeInTheDocument();
  });
});

describe("GoldConverter", () => {
  beforeEach(() => useData(ONE_HOUR_AFTER));

  test("converts the typed weight, unit and fineness", async () => {
    const user = userEvent.setup();
    render(<GoldConverter />);
    const weight = screen.getByLabelText("Weight");
    await user.clear(weight);
    await user.type(weight, "2");
    await user.selectOptions(screen.getByLabelText("Unit"), "kilo");
    const results = screen.getByRole("heading", { name: "The same weight in" }).parentElement!;
    expect(within(results).getByText("Tael (兩)").nextSibling).toHaveTextContent("53.4345");
    await user.selectOptions(screen.getByLabelText("Fineness"), "750");
    expect(within(results).getByText("Fine gold it contains").nextSibling).toHaveTextContent("1,500 g");
  });

  test("keeps a weight it cannot read and says what to type", async () => {
    const user = userEvent.setup();
    render(<GoldConverter />);
    const weight = screen.getByLabelText("Weight");
    await user.clear(weight);
    await user.type(weight, "2,5kg");
    expect(weight).toHaveValue("2,5kg");
    expect(weight).toHaveAttribute("aria-invalid", "true");
    expect(screen.getByRole("alert")).toHaveTextContent("Enter a weight greater than 0, for example 2.5.");
    await user.clear(weight);
    await user.type(weight, "2.5");
    expect(screen.getByRole("alert")).toBeEmptyDOMElement();
  });

  test("shows a table of common weights that needs no script", () => {
    render(<GoldConverter />);
    const table = screen.getByRole("table", { name: "Common weights of 999.9 gold" });
    expect(
      within(table)
        .getAllByRole("rowheader")
        .map((cell) => cell.textContent),
    ).toEqual(goldConverter.commonWeights.map((weight) => weight.label));
    expect(within(table).getByRole("rowheader", { name: "1 kg" }).parentElement).toHaveTextContent("HK$1,006,200");
  });
});
