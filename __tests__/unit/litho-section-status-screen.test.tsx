/*
 * The status-screen section behind the demo's 404 and maintenance pages: the 404's search and
 * page list, and the maintenance countdown before, across and after its planned end, with the
 * clock set (never today's date).
 */
import fs from "node:fs";
import path from "node:path";
import { act, render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { navigate } from "gatsby";
import { StatusScreen } from "../../src/litho/sections/status-screen/status-screen";
import { formatAtOffset } from "../../src/litho/ui/date-at-offset";
import { END, OPENING, launch, maintenance, notFound, setStaticQueryData } from "../support/status-screen-sections";

/** The countdown's figures as shown (days, hours, minutes, seconds); empty once they are gone. */
const figures = (container: HTMLElement) =>
  Array.from(container.querySelectorAll("ol li")).map((item) => item.firstElementChild?.textContent);

afterEach(() => {
  jest.useRealTimers();
  setStaticQueryData({});
  jest.mocked(navigate).mockClear();
});

describe("StatusScreen as a 404 page", () => {
  it("shows the large 404, the heading as the region's name and the way back home", () => {
    render(<StatusScreen section={notFound} />);
    const region = screen.getByRole("region", { name: "This page could not be found!" });
    expect(within(region).getByText("404")).toBeInTheDocument();
    expect(within(region).getByRole("heading", { level: 2 })).toHaveTextContent("This page could not be found!");
    expect(within(region).getByRole("link", { name: "Back to homepage" })).toHaveAttribute("href", "/litho");
  });

  it("offers the demo search as a GET to the results page, and a search opens the results page", async () => {
    const user = userEvent.setup();
    const { container } = render(<StatusScreen section={notFound} />);
    const form = container.querySelector("form")!;
    expect(form).toHaveAttribute("method", "get");
    expect(form).toHaveAttribute("action", "/litho/page/search-result");
    expect(screen.getByRole("heading", { level: 3, name: "Looking for something specific?" })).toBeInTheDocument();
    await user.type(screen.getByRole("searchbox", { name: "Search the demo" }), "  gold   bars ");
    await user.click(screen.getByRole("button", { name: "Search" }));
    expect(navigate).toHaveBeenCalledWith("/litho/page/search-result?q=gold%20bars", { state: { search: "gold bars" } });
  });

  it("refuses an empty search with the required message and stays", async () => {
    const user = userEvent.setup();
    render(<StatusScreen section={notFound} />);
    await user.click(screen.getByRole("button", { name: "Search" }));
    expect(screen.getByText("Field is required.")).toBeInTheDocument();
    expect(navigate).not.toHaveBeenCalled();
  });

  it("lists the popular pages in a navigation named by its title", () => {
    render(<StatusScreen section={notFound} />);
    const nav = screen.getByRole("navigation", { name: "Popular pages" });
    expect(
      within(nav)
        .getAllByRole("link")
        .map((link) => [link.textContent, link.getAttribute("href")]),
    ).toEqual([
      ["Startup home", "/litho/home-startup"],
      ["Portfolio slider", "/litho/portfolio/portfolio-slider"],
    ]);
    expect(screen.queryByRole("textbox", { name: "Email address" })).toBeNull();
    expect(screen.queryByRole("status")).toBeNull();
  });

  it("leaves the card out when the document gives no way on besides its buttons", () => {
    const { container } = render(<StatusScreen section={{ ...notFound, search: null, links: null }} />);
    expect(container.querySelector("form")).toBeNull();
    expect(screen.queryByRole("navigation")).toBeNull();
  });
});

describe("StatusScreen as a maintenance notice", () => {
  it("counts down to the planned end and writes the end out at the document's offset", () => {
    // Two days, three hours, four minutes and five seconds before 22:00 in Hong Kong (14:00 UTC).
    jest.useFakeTimers({ now: Date.parse("2027-03-29T10:55:55Z") });
    const { container } = render(<StatusScreen section={maintenance} />);
    expect(figures(container)).toEqual(["02", "03", "04", "05"]);
    expect(screen.getByText("Planned end:", { exact: false })).toHaveTextContent("Planned end: Wednesday 31 March 2027, 22:00 (UTC+08:00)");
    expect(container.querySelector(`time[datetime="${END}"]`)).not.toBeNull();
    expect(screen.queryByText("We should be back any minute")).toBeNull();
  });

  it("turns into the 'back any minute' notice, announced politely, when the end passes on the page", () => {
    jest.useFakeTimers({ now: Date.parse("2027-03-31T13:59:58Z") });
    const { container } = render(<StatusScreen section={maintenance} />);
    expect(figures(container)).toEqual(["00", "00", "00", "02"]);
    act(() => jest.advanceTimersByTime(2000));
    expect(figures(container)).toEqual([]);
    const notice = screen.getByText("We should be back any minute").closest('[role="status"]');
    expect(notice).not.toBeNull();
    expect(notice).toHaveTextContent("Refresh in a moment.");
  });

  it("shows the notice at once to a visitor who arrives after the end", () => {
    jest.useFakeTimers({ now: Date.parse("2027-04-02T08:00:00Z") });
    const { container } = render(<StatusScreen section={maintenance} />);
    expect(figures(container)).toEqual([]);
    expect(screen.getByText("We should be back any minute")).toBeInTheDocument();
    // The planned end stays on the page as the context of the notice.
    expect(screen.getByText("Planned end:", { exact: false })).toBeInTheDocument();
  });

  it("carries the subscribe form under its title, the contact lines and the social links", () => {
    const { container } = render(<StatusScreen section={maintenance} />);
    expect(screen.getByRole("heading", { level: 3, name: "Get an e-mail as soon as we are back" })).toBeInTheDocument();
    expect(container.querySelector('form[action="/api/subscribe"]')).toHaveAttribute("method", "post");
    expect(screen.getByRole("button", { name: "Notify me" })).toHaveAttribute("type", "submit");
    expect(screen.getByRole("link", { name: "support@domain.com" })).toHaveAttribute("href", "mailto:support@domain.com");
    expect(screen.getByText("Mon–Fri, 9:00–18:00").closest("a")).toBeNull();
    expect(screen.getByRole("link", { name: "Facebook (opens in a new tab)" })).toHaveAttribute("href", "https://www.facebook.com/");
  });
});

describe("StatusScreen as a launch page", () => {
  it("counts down to the opening, and says it is live with the way in once the moment passes", () => {
    // 09:00 in Paris is 07:00 UTC: one second before it.
    jest.useFakeTimers({ now: Date.parse("2027-06-01T06:59:59Z") });
    const { container } = render(<StatusScreen section={launch} />);
    expect(figures(container)).toEqual(["00", "00", "00", "01"]);
    expect(screen.getByText("Opening:", { exact: false })).toHaveTextContent("Opening: Tuesday 1 June 2027, 09:00 (UTC+02:00)");
    expect(screen.queryByRole("link", { name: "Visit the store" })).toBeNull();
    act(() => jest.advanceTimersByTime(1000));
    expect(figures(container)).toEqual([]);
    const notice = screen.getByText("We are live!").closest<HTMLElement>('[role="status"]')!;
    expect(notice).not.toBeNull();
    expect(within(notice).getByRole("link", { name: "Visit the store" })).toHaveAttribute("href", "/litho/shop/shop-wide");
  });

  it("keeps the subscribe form beside the countdown", () => {
    jest.useFakeTimers({ now: Date.parse("2027-05-01T00:00:00Z") });
    const { container } = render(<StatusScreen section={launch} />);
    expect(container.querySelector(`time[datetime="${OPENING}"]`)).not.toBeNull();
    expect(screen.getByRole("button", { name: "Keep me posted" })).toHaveAttribute("type", "submit");
  });
});

describe("formatAtOffset", () => {
  it("writes a moment out at the offset it was given, whatever the machine's time zone", () => {
    expect(formatAtOffset("2027-03-31T22:00:00+08:00")).toBe("Wednesday 31 March 2027, 22:00 (UTC+08:00)");
    expect(formatAtOffset("2027-01-01T01:30:00-05:00")).toBe("Friday 1 January 2027, 01:30 (UTC-05:00)");
    expect(formatAtOffset("2027-06-01T09:05:00Z")).toBe("Tuesday 1 June 2027, 09:05 (UTC+00:00)");
  });

  it("is null for text that is not a moment with an offset", () => {
    expect(formatAtOffset("2027-03-31T22:00:00")).toBeNull();
    expect(formatAtOffset("soon")).toBeNull();
  });
});

describe.each(["maintenance", "coming-soon", "coming-soon-V2"])("the %s page document", (name) => {
  it("dates its countdown in ISO 8601 with an offset", () => {
    const file = path.join(__dirname, "..", "..", "data", "litho", "pages", `${name}.json`);
    const document = JSON.parse(fs.readFileSync(file, "utf8")) as { sections: { countdown?: { date: string } }[] };
    const dates = document.sections.flatMap((section) => (section.countdown ? [section.countdown.date] : []));
    expect(dates).toHaveLength(1);
    expect(dates[0]).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2})?[+-]\d{2}:\d{2}$/);
    expect(formatAtOffset(dates[0])).not.toBeNull();
  });
});
