/*
 * The pie-charts section: each chart a figure named by its caption, its share in the middle with the
 * template's leading zero, its arc drawn for that share; three looks with their own ring sizes.
 */
import { render, screen } from "@testing-library/react";
import { PieCharts } from "../../src/litho/sections/pie-charts/pie-charts";

type Section = Queries.LithoPieChartsSectionFieldsFragment;

const section = (overrides: Partial<Section> = {}): Section =>
  ({
    type: "pie-charts",
    anchor: null,
    heading: { overline: "Style 01", title: "Fine rings", text: null, align: "center" },
    style: null,
    columns: 4,
    charts: [
      { value: 96, title: "Delivered on time", text: "Handed over on the agreed date." },
      { value: 6, title: "Plastic left", text: null },
    ],
    background: "light",
    ...overrides,
  }) as unknown as Section;

beforeEach(() => {
  (window as { IntersectionObserver?: unknown }).IntersectionObserver = class {
    observe() {}
    unobserve() {}
    disconnect() {}
  };
  window.matchMedia = ((query: string) => ({
    matches: false,
    media: query,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
  })) as unknown as typeof window.matchMedia;
});

describe("pie-charts section", () => {
  it("shows each share in a figure named by its caption, under 10 with a leading zero", () => {
    render(<PieCharts section={section()} />);
    const figures = screen.getAllByRole("figure");
    expect(figures).toHaveLength(2);
    expect(figures[0]).toHaveTextContent("96%");
    expect(figures[0]).toHaveTextContent("Delivered on time");
    expect(figures[1]).toHaveTextContent("06%");
  });

  it("draws the arcs filled for their share, at each look's ring size", () => {
    const { container, rerender } = render(<PieCharts section={section()} />);
    const arc = () => container.querySelectorAll("circle")[1];
    const radius = (size: number, thickness: number) => (size - thickness) / 2;
    let circumference = 2 * Math.PI * radius(170, 4);
    expect(Number(arc().getAttribute("stroke-dashoffset"))).toBeCloseTo(circumference * 0.04);
    rerender(<PieCharts section={section({ style: "bold" })} />);
    circumference = 2 * Math.PI * radius(150, 14);
    expect(Number(arc().getAttribute("stroke-dasharray"))).toBeCloseTo(circumference);
    expect(arc().getAttribute("stroke-width")).toBe("14");
    rerender(<PieCharts section={section({ style: "row" })} />);
    expect(arc().getAttribute("stroke-width")).toBe("8");
  });
});
