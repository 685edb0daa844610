/**
 * useOnDemand: heavy code for a block is requested once, on first use or (when asked) as the block
 * nears the viewport, never with the first screen.
 */
import { useRef } from "react";
import { act, fireEvent, render, screen } from "@testing-library/react";
import { useOnDemand } from "../../src/lib/use-on-demand";

let intersect: (visible: boolean) => void = () => undefined;
const observed: string[] = [];

beforeEach(() => {
  observed.length = 0;
  (window as { IntersectionObserver?: unknown }).IntersectionObserver = class {
    constructor(private readonly callback: IntersectionObserverCallback) {}
    observe(target: Element) {
      observed.push(target.id);
      intersect = (visible) =>
        this.callback([{ target, isIntersecting: visible } as IntersectionObserverEntry], this as unknown as IntersectionObserver);
    }
    disconnect() {}
  };
});

afterEach(() => {
  delete (window as { IntersectionObserver?: unknown }).IntersectionObserver;
});

interface BlockProps {
  onDemand: (stillMounted: () => boolean) => void;
  nearViewport?: boolean;
  nearDelay?: number;
}

const Block = ({ onDemand, nearViewport, nearDelay }: BlockProps) => {
  const ref = useRef<HTMLDivElement>(null);
  useOnDemand(ref, onDemand, { nearViewport, nearDelay });
  return (
    <div ref={ref} id="block">
      <input aria-label="Field" />
    </div>
  );
};

describe("useOnDemand", () => {
  it("waits for the first focus inside the block, then calls once", () => {
    const onDemand = jest.fn();
    render(<Block onDemand={onDemand} />);
    expect(observed).toEqual([]);
    expect(onDemand).not.toHaveBeenCalled();
    fireEvent.focusIn(screen.getByRole("textbox"));
    fireEvent.pointerDown(screen.getByRole("textbox"));
    expect(onDemand).toHaveBeenCalledTimes(1);
  });

  it("with nearViewport, calls as the block comes near the screen, and not again on use", () => {
    const onDemand = jest.fn();
    render(<Block onDemand={onDemand} nearViewport />);
    expect(observed).toEqual(["block"]);
    act(() => intersect(false));
    expect(onDemand).not.toHaveBeenCalled();
    act(() => intersect(true));
    fireEvent.pointerDown(screen.getByRole("textbox"));
    expect(onDemand).toHaveBeenCalledTimes(1);
  });

  describe("with a delay after coming near", () => {
    beforeEach(() => jest.useFakeTimers());
    afterEach(() => jest.useRealTimers());

    it("calls only once the delay has passed, counted from the first time the block came near", () => {
      const onDemand = jest.fn();
      render(<Block onDemand={onDemand} nearViewport nearDelay={1500} />);
      act(() => intersect(true));
      act(() => jest.advanceTimersByTime(1000));
      act(() => intersect(false));
      act(() => intersect(true));
      act(() => jest.advanceTimersByTime(499));
      expect(onDemand).not.toHaveBeenCalled();
      act(() => jest.advanceTimersByTime(1));
      expect(onDemand).toHaveBeenCalledTimes(1);
    });

    it("still calls at once on use, and not again when the delay ends", () => {
      const onDemand = jest.fn();
      render(<Block onDemand={onDemand} nearViewport nearDelay={1500} />);
      act(() => intersect(true));
      fireEvent.focusIn(screen.getByRole("textbox"));
      expect(onDemand).toHaveBeenCalledTimes(1);
      act(() => jest.advanceTimersByTime(2000));
      expect(onDemand).toHaveBeenCalledTimes(1);
    });

    it("never calls for a block that went away while it waited", () => {
      const onDemand = jest.fn();
      const { unmount } = render(<Block onDemand={onDemand} nearViewport nearDelay={1500} />);
      act(() => intersect(true));
      unmount();
      act(() => jest.advanceTimersByTime(2000));
      expect(onDemand).not.toHaveBeenCalled();
    });
  });

  it("tells late work that the block has gone", () => {
    let stillMounted: () => boolean = () => false;
    const { unmount } = render(<Block onDemand={(check) => (stillMounted = check)} />);
    fireEvent.focusIn(screen.getByRole("textbox"));
    expect(stillMounted()).toBe(true);
    unmount();
    expect(stillMounted()).toBe(false);
  });
});
