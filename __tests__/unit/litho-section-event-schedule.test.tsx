/*
 * The event-schedule section: a day per tab switched by keyboard, sessions in time order with
 * their kind, room and speakers, and the stacked layout with a heading per day.
 */
import { render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { EventSchedule } from "../../src/litho/sections/event-schedule/event-schedule";
import { formatDay, sessionsInOrder } from "../../src/litho/sections/event-schedule/schedule-logic";

type Section = Queries.LithoEventScheduleSectionFieldsFragment;
type Session = Section["days"][number]["sessions"][number];

const session = (start: string, title: string, extra: Partial<Session> = {}): Session => ({
  start,
  end: null,
  title,
  kind: null,
  room: null,
  speakers: null,
  text: null,
  ...extra,
});

const section: Section = {
  type: "event-schedule",
  anchor: "schedule",
  heading: { overline: null, title: "Two days, one programme", text: null, align: null },
  layout: null,
  background: null,
  button: null,
  days: [
    {
      title: "Day 1",
      date: "2027-05-12",
      theme: "Deciding what to build",
      sessions: [
        session("10:15", "Interviews that change your mind", { room: "Main hall", speakers: ["Lucas Moreau"] }),
        session("09:15", "The roadmap is a hypothesis", { end: "10:00", kind: "keynote", speakers: ["Amara Okafor"] }),
        session("12:00", "Lunch", { kind: "break" }),
      ],
    },
    { title: "Day 2", date: "2027-05-13", theme: null, sessions: [session("09:00", "Small releases, big outcomes")] },
  ],
};

describe("schedule logic", () => {
  it("writes a date out with its weekday, the same in every time zone", () => {
    expect(formatDay("2027-05-12")).toBe("Wednesday 12 May");
    expect(formatDay("soon")).toBe("soon");
  });

  it("orders a day's sessions by start time", () => {
    expect(sessionsInOrder([{ start: "10:15" }, { start: "9:00" }, { start: "09:30" }]).map((item) => item.start)).toEqual([
      "9:00",
      "09:30",
      "10:15",
    ]);
  });
});

describe("EventSchedule", () => {
  it("shows the first day's sessions in time order with their kind, times, rooms and speakers", () => {
    render(<EventSchedule section={section} />);
    const panel = screen.getByRole("tabpanel", { name: "Day 1" });
    expect(within(panel).getByText("Wednesday 12 May")).toHaveAttribute("datetime", "2027-05-12");
    const items = within(panel).getAllByRole("listitem");
    expect(items.map((item) => within(item).getByRole("heading").textContent)).toEqual([
      "The roadmap is a hypothesis",
      "Interviews that change your mind",
      "Lunch",
    ]);
    expect(items[0]).toHaveTextContent("09:15 – 10:00KeynoteThe roadmap is a hypothesisAmara Okafor");
    expect(items[1]).toHaveTextContent("Room: Main hall");
  });

  it("switches days with the arrow keys", async () => {
    const user = userEvent.setup();
    render(<EventSchedule section={section} />);
    const first = screen.getByRole("tab", { name: "Day 1" });
    expect(first).toHaveAttribute("aria-selected", "true");
    first.focus();
    await user.keyboard("{ArrowRight}");
    const second = screen.getByRole("tab", { name: "Day 2" });
    expect(second).toHaveAttribute("aria-selected", "true");
    expect(second).toHaveFocus();
  });

  it("stacks the days under their own headings when asked to", () => {
    render(<EventSchedule section={{ ...section, layout: "stacked" }} />);
    expect(screen.queryByRole("tablist")).toBeNull();
    expect(screen.getAllByRole("heading", { level: 3 }).map((heading) => heading.textContent)).toEqual(["Day 1", "Day 2"]);
    const day2 = screen.getByRole("region", { name: "Day 2, Thursday 13 May" });
    expect(within(day2).getByRole("heading", { level: 4 })).toHaveTextContent("Small releases, big outcomes");
  });
});
