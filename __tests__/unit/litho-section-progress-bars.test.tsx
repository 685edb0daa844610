/*
 * The progress-bars section: every bar names its figure to assistive technology and prints it with the
 * template's leading zero, drawn filled where nothing animates; bars stand beside paragraphs when given
 * them; the tooltip variant carries the figure on a tag that rides the fill's end.
 */
import { act, render, screen, within } from "@testing-library/react";
import { ProgressBars, progressBarVariant } from "../../src/litho/sections/progress-bars/progress-bars";
import { installIntersectionObserver, mockMotionMedia } from "../support/browser-doubles";

type Section = Queries.LithoProgressBarsSectionFieldsFragment;

const section = (overrides: Partial<Section> = {}): Section =>
  ({
    type: "progress-bars",
    anchor: null,
    heading: { overline: "Style 01", title: "Thin bars", text: null, align: "center" },
    variant: "thin",
    columns: 2,
    paragraphs: null,
    button: null,
    bars: [
      { label: "Brand identity", value: 92 },
      { label: "Garden terrace", value: 5 },
    ],
    background: "light",
    ...overrides,
  }) as unknown as Section;

let intersect: (visible?: boolean) => void = () => undefined;
beforeEach(() => {
  intersect = installIntersectionObserver();
});

describe("progress-bars section", () => {
  it("names each bar and its value, and prints figures under 10 with a leading zero", () => {
    mockMotionMedia(false);
    render(<ProgressBars section={section()} />);
    expect(screen.getByRole("region", { name: "Thin bars" })).toBeInTheDocument();
    const bars = screen.getAllByRole("progressbar");
    expect(bars.map((bar) => [bar.getAttribute("aria-label"), bar.getAttribute("aria-valuenow")])).toEqual([
      ["Brand identity", "92"],
      ["Garden terrace", "5"],
    ]);
    expect(screen.getByText("05")).toBeInTheDocument();
    expect((bars[1].firstElementChild as HTMLElement).style.transform).toBe("scaleX(0.05)");
  });

  it("sets the bars beside a heading, paragraphs and a button", () => {
    mockMotionMedia(false);
    render(
      <ProgressBars
        section={section({
          paragraphs: ["We keep a small team.", "Every project has a senior designer."],
          button: {
            title: "Our services",
            link: "/litho/page/our-services",
            style: "dark",
            size: null,
            shape: null,
            icon: null,
            shadow: null,
          },
        })}
      />,
    );
    const region = screen.getByRole("region", { name: "Thin bars" });
    expect(within(region).getByText("We keep a small team.")).toBeInTheDocument();
    expect(within(region).getByRole("link", { name: "Our services" })).toHaveAttribute("href", "/litho/page/our-services");
    expect(within(region).getAllByRole("progressbar")).toHaveLength(2);
  });

  it("rides the tooltip tag along the fill: out of sight before, at the fill's end after", () => {
    mockMotionMedia(true);
    const rect = jest.spyOn(HTMLElement.prototype, "getBoundingClientRect").mockReturnValue({ top: 5000 } as DOMRect);
    const { container } = render(<ProgressBars section={section({ variant: "tooltip", bars: [{ label: "Booked online", value: 84 }] })} />);
    const bar = screen.getByRole("progressbar", { name: "Booked online" });
    const rider = bar.nextElementSibling as HTMLElement;
    expect(rider).toHaveAttribute("aria-hidden", "true");
    expect(rider.style.transform).toBe("translateX(-100%)");
    act(() => intersect());
    expect(rider.style.transform).toBe("translateX(-16%)");
    expect((bar.firstElementChild as HTMLElement).style.transform).toBe("scaleX(0.84)");
    // The figure sits on the tag only, not also over the bar.
    expect(container.querySelectorAll("[aria-hidden='true'] [aria-hidden='true']").length).toBe(1);
    rect.mockRestore();
  });

  it("falls back to thin bars for unknown variants", () => {
    expect(progressBarVariant("tooltip")).toBe("tooltip");
    expect(progressBarVariant("neon")).toBe("thin");
    expect(progressBarVariant(null)).toBe("thin");
  });
});
