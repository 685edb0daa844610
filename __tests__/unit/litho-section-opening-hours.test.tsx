/*
 * The opening-hours section: day runs and periods as a visitor reads them, today's row marked by
 * the clock (set here to Wednesday 11 March 2026), and data mistakes named.
 */
import { render, screen } from "@testing-library/react";
import { OpeningHours } from "../../src/litho/sections/opening-hours/opening-hours";
import { dayRangeLabel, hoursLabels, rowForDay, weekdayIndex } from "../../src/litho/sections/opening-hours/opening-hours-logic";

const rows = [
  { from: "mon", to: null, hours: [], note: "Kitchen's day off" },
  { from: "tue", to: "thu", hours: ["12:00–14:30", "17:30-22:30"], note: null },
  { from: "fri", to: "sun", hours: ["12:00–23:30"], note: null },
];

const section = (variant: string | null = null) =>
  ({
    type: "opening-hours",
    anchor: "hours",
    heading: { overline: null, title: "Opening hours", text: null, align: null },
    rows,
    notes: ["Last orders 45 minutes before closing."],
    variant,
    imageAlt: null,
    image: null,
    background: null,
  }) as unknown as Queries.LithoOpeningHoursSectionFieldsFragment;

afterEach(() => jest.useRealTimers());

describe("opening-hours logic", () => {
  it("names single days and runs, and writes periods with spaced dashes", () => {
    expect(dayRangeLabel({ from: "mon" })).toBe("Monday");
    expect(dayRangeLabel({ from: "tue", to: "thu" })).toBe("Tuesday – Thursday");
    expect(hoursLabels(rows[1])).toEqual(["12:00 – 14:30", "17:30 – 22:30"]);
    expect(hoursLabels(rows[0])).toEqual(["Closed"]);
    expect(hoursLabels({ from: "sun", hours: null })).toEqual(["Closed"]);
  });

  it("finds the row of a day, Monday first", () => {
    expect(weekdayIndex(new Date(2026, 2, 9))).toBe(0); // a Monday
    expect(weekdayIndex(new Date(2026, 2, 15))).toBe(6); // a Sunday
    expect(rowForDay(rows, 0)).toBe(0);
    expect(rowForDay(rows, 2)).toBe(1);
    expect(rowForDay(rows, 6)).toBe(2);
    expect(rowForDay(rows.slice(0, 2), 6)).toBe(-1);
  });

  it("names mistakes in the data", () => {
    expect(() => dayRangeLabel({ from: "monday" })).toThrow(/days must be mon, tue/);
    expect(() => dayRangeLabel({ from: "fri", to: "mon" })).toThrow(/runs backwards/);
    expect(() => hoursLabels({ from: "mon", hours: ["noon till late"] })).toThrow(/is not HH:MM–HH:MM/);
  });
});

describe("OpeningHours section", () => {
  it("lists every run with its hours and marks today's row", () => {
    jest.useFakeTimers({ now: new Date(2026, 2, 11, 10, 0, 0) }); // Wednesday
    render(<OpeningHours section={section()} />);
    expect(screen.getByRole("region", { name: "Opening hours" })).toBeInTheDocument();
    expect(screen.getByText("Monday")).toBeInTheDocument();
    expect(screen.getByText("Closed")).toBeInTheDocument();
    expect(screen.getByText("Kitchen's day off")).toBeInTheDocument();
    const today = screen.getByText("Today");
    expect(today.closest("dt")).toHaveTextContent("Tuesday – ThursdayToday");
    expect(screen.getAllByText("Today")).toHaveLength(1);
    expect(screen.getByText("Last orders 45 minutes before closing.")).toBeInTheDocument();
  });

  it("marks the weekend row on a Sunday, in the band layout too", () => {
    jest.useFakeTimers({ now: new Date(2026, 2, 15, 10, 0, 0) });
    render(<OpeningHours section={section("band")} />);
    expect(screen.getByText("Today").closest("dt")).toHaveTextContent("Friday – Sunday");
  });
});
