/*
 * The results band: each measure's before and after figures as written in the data's units, the
 * change as a percentage, and bars drawn to one scale (filled at once where animations are off).
 */
import { render, screen, within } from "@testing-library/react";
import { ResultsBand, formatFigure, improved, percentChange } from "../../src/litho/sections/results-band/results-band";

type Section = Queries.LithoResultsBandSectionFieldsFragment;
type Metric = Section["metrics"][number];

const metric = (overrides: Partial<Metric>): Metric =>
  ({
    label: "Organic visits",
    before: 18200,
    after: 61400,
    prefix: null,
    suffix: null,
    decimals: null,
    lowerIsBetter: null,
    ...overrides,
  }) as Metric;

const section = (overrides: Partial<Section> = {}) =>
  ({
    __typename: "LithoResultsBandSection",
    type: "results-band",
    anchor: "results",
    heading: { overline: "Results", title: "Twelve months with Harbourline", text: null, align: null },
    client: "Harbourline Outdoor",
    period: "2025 against 2024",
    metrics: [metric({}), metric({ label: "Average position", before: 24.6, after: 6.1, decimals: 1, lowerIsBetter: true })],
    button: null,
    background: null,
    ...overrides,
  }) as unknown as Section;

beforeEach(() => {
  window.matchMedia = ((query: string) => ({
    matches: false,
    media: query,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
  })) as unknown as typeof window.matchMedia;
  (window as { IntersectionObserver?: unknown }).IntersectionObserver = class {
    observe() {}
    unobserve() {}
    disconnect() {}
  };
});

describe("ResultsBand section", () => {
  it("writes figures in the data's units and the change with its sign", () => {
    expect(formatFigure(metric({ prefix: "£", suffix: "k" }), 142)).toBe("£142k");
    expect(formatFigure(metric({}), 61400)).toBe("61,400");
    expect(formatFigure(metric({ decimals: 1 }), 6.1)).toBe("6.1");
    expect(percentChange(18200, 61400)).toBe("+237%");
    expect(percentChange(24.6, 6.1)).toBe("−75%");
    expect(percentChange(0, 10)).toBeNull();
    expect(improved(metric({ before: 24.6, after: 6.1, lowerIsBetter: true }))).toBe(true);
    expect(improved(metric({ before: 10, after: 8 }))).toBe(false);
  });

  it("shows each measure with its change, before and after figures and bars on one scale", () => {
    render(<ResultsBand section={section()} />);
    const region = screen.getByRole("region", { name: "Twelve months with Harbourline" });
    expect(region).toHaveTextContent("Harbourline Outdoor");
    const [visits, position] = within(region).getAllByRole("listitem");
    expect(within(visits).getByRole("heading", { level: 3 })).toHaveTextContent("Organic visits");
    expect(visits).toHaveTextContent("+237%");
    expect(
      within(visits)
        .getAllByRole("term")
        .map((term) => term.textContent),
    ).toEqual(["Before", "After"]);
    expect(
      within(visits)
        .getAllByRole("definition")
        .map((item) => item.textContent),
    ).toEqual(["18,200", "61,400"]);
    expect(position).toHaveTextContent("−75% (lower is better)");
    const fills = Array.from(visits.querySelectorAll<HTMLElement>(".fill")).map((fill) => fill.style.transform);
    expect(fills[1]).toBe("scaleX(1)");
    expect(fills[0]).toMatch(/^scaleX\(0\.29/);
  });
});
