/* Scroll box: the styled bar appears only when content is taller than the box, re-checked 500 ms after resize or an accordion toggle. */
import { act, fireEvent, render, screen } from "@testing-library/react";
import { ScrollBox, SCROLL_RECHECK_MS } from "../../src/litho/ui/scroll-box";
import { Accordion } from "../../src/litho/ui/accordion";

let contentHeight = 100;
beforeAll(() => {
  Object.defineProperty(HTMLElement.prototype, "scrollHeight", { configurable: true, get: () => contentHeight });
  Object.defineProperty(HTMLElement.prototype, "clientHeight", { configurable: true, get: () => 200 });
});
afterAll(() => {
  delete (HTMLElement.prototype as { scrollHeight?: number }).scrollHeight;
  delete (HTMLElement.prototype as { clientHeight?: number }).clientHeight;
});
beforeEach(() => {
  contentHeight = 100;
  jest.useFakeTimers();
});
afterEach(() => jest.useRealTimers());

const box = (container: HTMLElement) => container.firstElementChild as HTMLElement;

describe("ScrollBox", () => {
  it("shows no bar while the content fits, and becomes a focusable named region when it overflows", () => {
    contentHeight = 400;
    const { container } = render(
      <ScrollBox maxHeight={200} label="Schedule">
        <p>Long content</p>
      </ScrollBox>,
    );
    expect(box(container)).toHaveAttribute("data-scrollable");
    expect(box(container)).toHaveAttribute("tabindex", "0");
    expect(screen.getByRole("region", { name: "Schedule" })).toBe(box(container));
    expect(box(container).style.maxHeight).toBe("200px");
  });

  it("re-checks 500 ms after a resize", () => {
    const { container } = render(
      <ScrollBox maxHeight="12rem" label="Schedule">
        <p>Content</p>
      </ScrollBox>,
    );
    expect(box(container)).not.toHaveAttribute("data-scrollable");
    expect(box(container)).not.toHaveAttribute("tabindex");
    contentHeight = 400;
    act(() => {
      window.dispatchEvent(new Event("resize"));
      jest.advanceTimersByTime(SCROLL_RECHECK_MS - 1);
    });
    expect(box(container)).not.toHaveAttribute("data-scrollable");
    act(() => jest.advanceTimersByTime(1));
    expect(SCROLL_RECHECK_MS).toBe(500);
    expect(box(container)).toHaveAttribute("data-scrollable");
  });

  it("re-checks 500 ms after an accordion inside it toggles, and only then", () => {
    const { container } = render(
      <ScrollBox maxHeight={200} label="FAQ">
        <Accordion items={[{ id: "a", title: "Question", content: <p>Answer</p> }]} defaultOpen={[]} />
        <button type="button">Other</button>
      </ScrollBox>,
    );
    contentHeight = 400;
    fireEvent.click(screen.getByRole("button", { name: "Other" }));
    act(() => jest.advanceTimersByTime(SCROLL_RECHECK_MS));
    expect(box(container)).not.toHaveAttribute("data-scrollable");

    fireEvent.click(screen.getByRole("button", { name: "Question" }));
    act(() => jest.advanceTimersByTime(SCROLL_RECHECK_MS));
    expect(box(container)).toHaveAttribute("data-scrollable");

    contentHeight = 150;
    fireEvent.click(screen.getByRole("button", { name: "Question" }));
    act(() => jest.advanceTimersByTime(SCROLL_RECHECK_MS));
    expect(box(container)).not.toHaveAttribute("data-scrollable");
  });
});
