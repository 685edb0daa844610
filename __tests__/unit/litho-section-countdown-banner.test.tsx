/*
 * The countdown-banner section with the clock set: the figures and the written-out date before
 * the moment, its own message and buttons after it, and the build's time deciding what the
 * server and hydration render.
 */
import { act, render, screen } from "@testing-library/react";
import { CountdownBanner } from "../../src/litho/sections/countdown-banner/countdown-banner";
import { setStaticQueryData } from "../support/status-screen-sections";
import { renderToString } from "../support/server-render";

type Section = Queries.LithoCountdownBannerSectionFieldsFragment;

// 08:30 in UTC+01:00, 07:30 UTC.
const OPENING = "2027-05-12T08:30:00+01:00";
const OPENING_UTC = Date.parse("2027-05-12T07:30:00Z");

const section: Section = {
  type: "countdown-banner",
  anchor: "tickets",
  overline: "Early-bird tickets",
  title: "Doors open on 12 May",
  text: null,
  date: OPENING,
  label: "Doors open:",
  passedTitle: "The summit is under way",
  passedOverline: null,
  passedText: "Tickets are no longer on sale.",
  passedButtons: [
    { title: "Watch past talks", link: "/litho/blogs/blog-grid", style: null, size: null, shape: null, icon: null, shadow: null },
  ],
  buttons: [{ title: "Buy a pass", link: "/litho/page/pricing-packages", style: null, size: null, shape: null, icon: null, shadow: null }],
  look: null,
  layout: null,
  background: null,
  image: null,
  imageAlt: null,
};

const figures = (container: HTMLElement) =>
  Array.from(container.querySelectorAll("ol li")).map((item) => item.firstElementChild?.textContent);

afterEach(() => {
  jest.useRealTimers();
  setStaticQueryData({});
});

describe("CountdownBanner", () => {
  it("counts down to the date and writes it out at the document's offset", () => {
    // One day, two hours, three minutes and four seconds before the doors open.
    jest.useFakeTimers({ now: OPENING_UTC - (86400 + 2 * 3600 + 3 * 60 + 4) * 1000 });
    const { container } = render(<CountdownBanner section={section} />);
    expect(screen.getByRole("region", { name: "Doors open on 12 May" })).toBeInTheDocument();
    expect(figures(container)).toEqual(["01", "02", "03", "04"]);
    expect(screen.getByText("Doors open:", { exact: false })).toHaveTextContent("Doors open: Wednesday 12 May 2027, 08:30 (UTC+01:00)");
    expect(screen.getByRole("link", { name: "Buy a pass" })).toBeInTheDocument();
    expect(screen.queryByText("The summit is under way")).toBeNull();
  });

  it("says the moment has passed and swaps to the after-the-date buttons as the clock crosses it", () => {
    jest.useFakeTimers({ now: OPENING_UTC - 2000 });
    const { container } = render(<CountdownBanner section={section} />);
    expect(figures(container)).toEqual(["00", "00", "00", "02"]);
    act(() => {
      jest.advanceTimersByTime(3000);
    });
    expect(figures(container)).toEqual([]);
    expect(screen.getByRole("status")).toHaveTextContent("The summit is under wayTickets are no longer on sale.");
    expect(screen.getByRole("link", { name: "Watch past talks" })).toBeInTheDocument();
    expect(screen.queryByRole("link", { name: "Buy a pass" })).toBeNull();
  });

  it("swaps its overline after the date when the document gives one, as a sale that has ended", () => {
    jest.useFakeTimers({ now: OPENING_UTC - 2000 });
    render(<CountdownBanner section={{ ...section, overline: "Winter sale · on now", passedOverline: "Winter sale · ended" }} />);
    expect(screen.getByText("Winter sale · on now")).toBeInTheDocument();
    act(() => {
      jest.advanceTimersByTime(3000);
    });
    expect(screen.getByText("Winter sale · ended")).toBeInTheDocument();
    expect(screen.queryByText("Winter sale · on now")).toBeNull();
  });

  it("keeps its buttons after the date when the document gives no others", () => {
    jest.useFakeTimers({ now: OPENING_UTC + 60_000 });
    render(<CountdownBanner section={{ ...section, passedButtons: null }} />);
    expect(screen.getByRole("status")).toHaveTextContent("The summit is under way");
    expect(screen.getByRole("link", { name: "Buy a pass" })).toBeInTheDocument();
  });

  it("renders on the server from the build's time, so hydration matches a page built after the date", () => {
    setStaticQueryData({ site: { buildTime: "2027-06-01T00:00:00Z" } });
    const html = renderToString(<CountdownBanner section={section} />);
    expect(html).toContain("Watch past talks");
    expect(html).not.toContain("Buy a pass");
    setStaticQueryData({ site: { buildTime: "2027-01-01T00:00:00Z" } });
    expect(renderToString(<CountdownBanner section={section} />)).toContain("Buy a pass");
  });
});
