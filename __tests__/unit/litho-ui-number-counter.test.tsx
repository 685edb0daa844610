/* Number counter: leading zero under 10, suffixes, final value where animations are off, count-up when armed. */
import { act, render, screen } from "@testing-library/react";
import { NumberCounter, formatCounterValue } from "../../src/litho/ui/number-counter";
import { installIntersectionObserver, mockMotionMedia } from "../support/browser-doubles";

let intersect: (visible?: boolean) => void = () => undefined;
beforeEach(() => {
  intersect = installIntersectionObserver();
});

const visibleText = (container: HTMLElement) => container.querySelector("[aria-hidden]")?.textContent;

describe("formatCounterValue", () => {
  it("pads numbers below 10 with a leading zero and leaves the rest alone", () => {
    expect(formatCounterValue(5)).toBe("05");
    expect(formatCounterValue(0)).toBe("00");
    expect(formatCounterValue(9)).toBe("09");
    expect(formatCounterValue(10)).toBe("10");
    expect(formatCounterValue(175)).toBe("175");
    expect(formatCounterValue(4.5, 1)).toBe("04.5");
    expect(formatCounterValue(-3)).toBe("-03");
  });
});

describe("NumberCounter", () => {
  it("shows the final value with its suffix where animations are off", () => {
    mockMotionMedia(false);
    const { container } = render(
      <>
        <NumberCounter value={175} suffix="+" />
        <NumberCounter value={5} />
      </>,
    );
    const [big, small] = Array.from(container.children) as HTMLElement[];
    expect(visibleText(big)).toBe("175+");
    expect(visibleText(small)).toBe("05");
    // Screen readers get the final value once.
    expect(screen.getByText("175+", { selector: ".visually-hidden" })).toBeInTheDocument();
  });

  it("counts up from 00 once a below-the-fold counter scrolls into view", () => {
    mockMotionMedia(true);
    jest.useFakeTimers();
    const rect = jest.spyOn(HTMLElement.prototype, "getBoundingClientRect").mockReturnValue({ top: 5000 } as DOMRect);
    const { container } = render(<NumberCounter value={200} suffix="+" durationMs={1000} />);
    const counter = container.firstElementChild as HTMLElement;
    expect(visibleText(counter)).toBe("00+");
    expect(counter.querySelector(".visually-hidden")).toHaveTextContent("200+");

    act(() => intersect(true));
    act(() => jest.advanceTimersByTime(300));
    const midway = Number(visibleText(counter)?.replace("+", ""));
    expect(midway).toBeGreaterThan(0);
    expect(midway).toBeLessThan(200);
    act(() => jest.advanceTimersByTime(1000));
    expect(visibleText(counter)).toBe("200+");
    rect.mockRestore();
    jest.useRealTimers();
  });

  it("never hides a counter already on screen at hydration", () => {
    mockMotionMedia(true);
    const rect = jest.spyOn(HTMLElement.prototype, "getBoundingClientRect").mockReturnValue({ top: 10 } as DOMRect);
    const { container } = render(<NumberCounter value={20} />);
    expect(visibleText(container.firstElementChild as HTMLElement)).toBe("20");
    rect.mockRestore();
  });
});
