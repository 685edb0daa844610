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
      intersect = (visible) => this.callback([{ target, isIntersecting: visible } as IntersectionObserverEntry], this as unknown as IntersectionObserver);
    }
    disconnect() {}
  };
});

afterEach(() => {
  delete (window as { IntersectionObserver?: unknown }).IntersectionObserver;
});

const Block = ({ onDemand, nearViewport }: { onDemand: (stillMounted: () => boolean) => void; nearViewport?: boolean }) => {
  const ref = useRef<HTMLDivElement>(null);
  useOnDemand(ref, onDemand, { nearViewport });
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

  it("tells late work that the block has gone", () => {
    let stillMounted: () => boolean = () => false;
    const { unmount } = render(<Block onDemand={(check) => (stillMounted = check)} />);
    fireEvent.focusIn(screen.getByRole("textbox"));
    expect(stillMounted()).toBe(true);
    unmount();
    expect(stillMounted()).toBe(false);
  });
});
