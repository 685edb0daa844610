/*
 * The timetable section: how a week of classes becomes a grid of start times by days and, for
 * phones, one list per day; and what each layout shows.
 */
import { render, screen, within } from "@testing-library/react";
import { Timetable } from "../../src/litho/sections/timetable/timetable";
import { classCategory, timetableByDay, timetableRows } from "../../src/litho/sections/timetable/timetable-logic";

type Section = Queries.LithoTimetableSectionFieldsFragment;
type Class = Section["classes"][number];

const DAYS = ["Monday", "Tuesday", "Wednesday"];
const lesson = (day: string, start: string, title: string, extra: Partial<Class> = {}): Class => ({
  day,
  start,
  end: null,
  title,
  trainer: null,
  level: null,
  category: null,
  ...extra,
});

// Listed out of order on purpose, with one class on a day the grid does not show.
const CLASSES: Class[] = [
  lesson("Wednesday", "18:00", "Bag Work", { trainer: "Dev Mehta", category: "combat" }),
  lesson("Monday", "6:30", "Barbell Basics", { end: "07:15", trainer: "Marcus Reid", level: "All levels" }),
  lesson("Monday", "18:00", "Boxing Fundamentals", { trainer: "Dev Mehta" }),
  lesson("Sunday", "10:00", "Long Run"),
  lesson("Tuesday", "06:30", "Engine Room", { category: "cardio" }),
  lesson("Tuesday", "06:30", "Sprint Drills", { category: "cardio" }),
];

const section: Section = {
  type: "timetable",
  anchor: "timetable",
  heading: { overline: null, title: "This week's classes", text: null, align: null },
  weekdays: DAYS,
  classes: CLASSES,
  note: "Book up to seven days ahead.",
  button: null,
  background: null,
};

describe("timetableRows", () => {
  it("makes one row per start time, earliest first, whatever the order and padding of the data", () => {
    const rows = timetableRows(DAYS, CLASSES);
    expect(rows.map((row) => row.start)).toEqual(["06:30", "18:00"]);
  });

  it("puts each class under its day's column, several in one cell when they share a start", () => {
    const [early, evening] = timetableRows(DAYS, CLASSES);
    expect(early.cells.map((cell) => cell.map((item) => item.title))).toEqual([["Barbell Basics"], ["Engine Room", "Sprint Drills"], []]);
    expect(evening.cells.map((cell) => cell.map((item) => item.title))).toEqual([["Boxing Fundamentals"], [], ["Bag Work"]]);
  });

  it("leaves out classes on days that are not among the columns", () => {
    const titles = timetableRows(DAYS, CLASSES).flatMap((row) => row.cells.flat().map((item) => item.title));
    expect(titles).not.toContain("Long Run");
  });
});

describe("timetableByDay", () => {
  it("lists the days in the section's order with their classes by start time, skipping empty days", () => {
    const days = timetableByDay([...DAYS, "Thursday"], CLASSES);
    expect(days.map((group) => [group.day, group.classes.map((item) => item.title)])).toEqual([
      ["Monday", ["Barbell Basics", "Boxing Fundamentals"]],
      ["Tuesday", ["Engine Room", "Sprint Drills"]],
      ["Wednesday", ["Bag Work"]],
    ]);
  });
});

describe("classCategory", () => {
  it("keeps the known categories and counts anything else as strength", () => {
    expect(classCategory("mind")).toBe("mind");
    expect(classCategory("yoga")).toBe("strength");
    expect(classCategory(null)).toBe("strength");
  });
});

describe("Timetable", () => {
  it("draws a table with the days as column headers and the start times as row headers", () => {
    render(<Timetable section={section} />);
    const table = screen.getByRole("table", { name: "This week's classes" });
    expect(
      within(table)
        .getAllByRole("columnheader")
        .map((cell) => cell.textContent),
    ).toEqual(["Start time", ...DAYS]);
    expect(
      within(table)
        .getAllByRole("rowheader")
        .map((cell) => cell.textContent),
    ).toEqual(["06:30", "18:00"]);
    const firstRow = within(table).getAllByRole("row")[1];
    expect(within(firstRow).getAllByRole("cell")[0]).toHaveTextContent("Barbell BasicsUntil 07:15Marcus ReidAll levels");
  });

  it("gives phones one list per day, each class with its time range", () => {
    render(<Timetable section={section} />);
    const monday = screen.getByRole("region", { name: "Monday" });
    expect(within(monday).getByRole("heading", { level: 3 })).toHaveTextContent("Monday");
    expect(
      within(monday)
        .getAllByRole("listitem")
        .map((item) => item.textContent),
    ).toEqual(["Barbell Basics6:30 – 07:15Marcus ReidAll levels", "Boxing Fundamentals18:00Dev Mehta"]);
    expect(screen.getByText("Book up to seven days ahead.")).toBeInTheDocument();
  });
});
