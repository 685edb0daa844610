/* Progress bar, pie chart and countdown: values, accessibility, and the static state where animations are off. */
import { act, render, screen } from "@testing-library/react";
import { ProgressBar, clampPercent } from "../../src/litho/ui/progress-bar";
import { PieChart } from "../../src/litho/ui/pie-chart";
import { Countdown, timeLeft } from "../../src/litho/ui/countdown";
import { installIntersectionObserver, mockMotionMedia } from "../support/browser-doubles";

let intersect: (visible?: boolean) => void = () => undefined;
beforeEach(() => {
  intersect = installIntersectionObserver();
});

describe("ProgressBar", () => {
  it("is a labelled progressbar, filled at once where animations are off", () => {
    mockMotionMedia(false);
    render(<ProgressBar label="Web design" value={75} />);
    const bar = screen.getByRole("progressbar", { name: "Web design" });
    expect(bar).toHaveAttribute("aria-valuenow", "75");
    expect((bar.firstElementChild as HTMLElement).style.transform).toBe("scaleX(0.75)");
  });

  it("fills up when a below-the-fold bar comes into view", () => {
    mockMotionMedia(true);
    const rect = jest.spyOn(HTMLElement.prototype, "getBoundingClientRect").mockReturnValue({ top: 5000 } as DOMRect);
    render(<ProgressBar label="Branding" value={140} />);
    const fill = screen.getByRole("progressbar").firstElementChild as HTMLElement;
    expect(fill.style.transform).toBe("scaleX(0)");
    act(() => intersect());
    expect(fill.style.transform).toBe("scaleX(1)");
    rect.mockRestore();
  });

  it("clamps percentages", () => {
    expect(clampPercent(-5)).toBe(0);
    expect(clampPercent(250)).toBe(100);
    expect(clampPercent(Number.NaN)).toBe(0);
  });
});

describe("PieChart", () => {
  it("draws the arc for its share and names it", () => {
    mockMotionMedia(false);
    const { container } = render(<PieChart value={25} title="Support" size={100} thickness={10} />);
    expect(screen.getByRole("figure")).toHaveTextContent("25%");
    expect(screen.getByRole("figure")).toHaveTextContent("Support");
    const arc = container.querySelectorAll("circle")[1];
    const circumference = 2 * Math.PI * 45;
    expect(Number(arc.getAttribute("stroke-dasharray"))).toBeCloseTo(circumference);
    expect(Number(arc.getAttribute("stroke-dashoffset"))).toBeCloseTo(circumference * 0.75);
  });
});

describe("Countdown", () => {
  afterEach(() => jest.useRealTimers());

  it("splits the time left into days, hours, minutes and seconds", () => {
    const now = Date.parse("2030-01-01T00:00:00Z");
    expect(timeLeft(now + ((2 * 24 + 3) * 3600 + 4 * 60 + 5) * 1000, now)).toEqual({ days: 2, hours: 3, minutes: 4, seconds: 5 });
    expect(timeLeft(now - 1000, now)).toEqual({ days: 0, hours: 0, minutes: 0, seconds: 0 });
  });

  it("ticks every second towards the date", () => {
    jest.useFakeTimers({ now: Date.parse("2030-01-01T00:00:00Z") });
    const { container } = render(<Countdown date="2030-01-02T01:01:05Z" />);
    const numbers = () => Array.from(container.querySelectorAll("li")).map((item) => item.firstElementChild?.textContent);
    expect(numbers()).toEqual(["01", "01", "01", "05"]);
    act(() => jest.advanceTimersByTime(2000));
    expect(numbers()).toEqual(["01", "01", "01", "03"]);
    expect(container.querySelector("time")).toHaveAttribute("dateTime", "2030-01-02T01:01:05Z");
  });
});
