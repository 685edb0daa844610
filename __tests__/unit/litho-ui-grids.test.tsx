/* Masonry and metro grids: layout classes, responsive column variables, double-column spans, masonry packing. */
import { act, render } from "@testing-library/react";
import { MasonryGrid } from "../../src/litho/ui/masonry-grid";
import { MetroGrid } from "../../src/litho/ui/metro-grid";
import { MASONRY_ROW_UNIT, gridStyleVars } from "../../src/litho/ui/grid-layout";

const cards = ["one", "two", "three"].map((id) => ({ id, content: <article>{id}</article> }));

describe("gridStyleVars", () => {
  it("gives every breakpoint a column count, inheriting upwards, and caps wide spans at the columns", () => {
    const vars = gridStyleVars({ xs: 1, md: 3, xl: 4 }, 20) as Record<string, string>;
    expect(vars).toMatchObject({
      "--grid-gap": "20px",
      "--cols-xs": "1",
      "--cols-sm": "1",
      "--cols-md": "3",
      "--cols-lg": "3",
      "--cols-xl": "4",
      "--wide-xs": "1",
      "--wide-sm": "1",
      "--wide-md": "2",
      "--wide-xl": "2",
    });
  });
});

describe("MasonryGrid", () => {
  afterEach(() => {
    delete (window as { ResizeObserver?: unknown }).ResizeObserver;
  });

  it("renders a masonry grid of cells with the default columns", () => {
    const { container } = render(<MasonryGrid items={cards} />);
    const grid = container.querySelector("[data-layout]") as HTMLElement;
    expect(grid).toHaveAttribute("data-layout", "masonry");
    expect(grid).toHaveClass("base", "masonry");
    expect(grid.style.getPropertyValue("--cols-xs")).toBe("1");
    expect(grid.style.getPropertyValue("--cols-sm")).toBe("2");
    expect(grid.style.getPropertyValue("--cols-lg")).toBe("3");
    expect(grid.children).toHaveLength(3);
    expect(grid.children[0]).toHaveClass("cell");
    // Without ResizeObserver it stays a plain grid: nothing is packed.
    expect(grid).not.toHaveAttribute("data-packed");
  });

  it("packs cells by giving each a row span from its measured height", () => {
    let callback: ResizeObserverCallback = () => undefined;
    const observed: Element[] = [];
    (window as { ResizeObserver?: unknown }).ResizeObserver = class {
      constructor(cb: ResizeObserverCallback) {
        callback = cb;
      }
      observe(target: Element) {
        observed.push(target);
      }
      unobserve() {}
      disconnect() {}
    };
    const { container } = render(<MasonryGrid items={cards} gap={30} />);
    const grid = container.querySelector("[data-layout]") as HTMLElement;
    expect(observed).toHaveLength(3);
    act(() =>
      callback(
        observed.map(
          (target, index) =>
            ({
              target,
              borderBoxSize: [{ blockSize: [100, 250, 7][index], inlineSize: 300 }],
              contentRect: { height: 0 },
            }) as unknown as ResizeObserverEntry,
        ),
        {} as ResizeObserver,
      ),
    );
    const spans = Array.from(grid.children).map((cell) => (cell as HTMLElement).style.gridRowEnd);
    expect(spans).toEqual([100, 250, 7].map((height) => `span ${Math.ceil((height + 30) / MASONRY_ROW_UNIT)}`));
    expect(grid).toHaveAttribute("data-packed");
  });
});

describe("MetroGrid", () => {
  it("spans double_col items over two columns inside a sizing frame", () => {
    const { container } = render(
      <MetroGrid
        items={[
          { id: "wide", doubleCol: true, content: <div>wide</div> },
          { id: "tall", doubleRow: true, content: <div>tall</div> },
          { id: "plain", content: <div>plain</div> },
        ]}
        ratio={0.8}
      />,
    );
    const frame = container.firstElementChild as HTMLElement;
    expect(frame).toHaveClass("metroFrame");
    const grid = frame.firstElementChild as HTMLElement;
    expect(grid).toHaveClass("metro");
    expect(grid.style.getPropertyValue("--metro-ratio")).toBe("0.8");
    expect(grid.style.getPropertyValue("--cols-lg")).toBe("4");
    const [wide, tall, plain] = Array.from(grid.children);
    expect(wide).toHaveClass("cell", "doubleCol");
    expect(tall).toHaveClass("doubleRow");
    expect(tall).not.toHaveClass("doubleCol");
    expect(plain).not.toHaveClass("doubleCol");
  });
});
