/*
 * Carousel: the startup home's settings are the defaults; the static row stands in until Swiper is
 * needed; Swiper is loaded only once the carousel nears the viewport and gets the merged settings.
 * swiper/react is replaced by a recorder of its props (Swiper itself is Swiper's own business).
 */
import { act, fireEvent, render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { Carousel, type CarouselSlide } from "../../src/litho/ui/carousel";
import { EFFECTS_IN_ONE_TASK, effectOrderProbe, scheduleLikeABrowser, settleUntil, wait } from "../support/effect-order-probe";
import { CAROUSEL_DEFAULTS, carouselRows, carouselSettings, maxPerView } from "../../src/litho/ui/carousel-settings";

type Props = Record<string, unknown> & { children?: React.ReactNode; onSwiper?: (swiper: unknown) => void };
const mockSwiperProps: Props[] = [];
const mockSwiper = {
  slidePrev: jest.fn(),
  slideNext: jest.fn(),
  autoplay: { start: jest.fn(), stop: jest.fn(), pause: jest.fn(), resume: jest.fn() },
};

jest.mock("swiper/react", () => {
  const { useEffect, useRef } = jest.requireActual<typeof import("react")>("react");
  return {
    Swiper: (props: Props) => {
      mockSwiperProps.push(props);
      // Swiper hands its instance over once, to the onSwiper of the render that mounted it.
      const onSwiper = useRef(props.onSwiper);
      useEffect(() => onSwiper.current?.(mockSwiper), []);
      return <div data-testid="swiper">{props.children}</div>;
    },
    SwiperSlide: ({ children }: { children: React.ReactNode }) => <div data-testid="swiper-slide">{children}</div>,
  };
});
jest.mock("swiper/modules", () => ({ A11y: "A11y", Autoplay: "Autoplay", Keyboard: "Keyboard", Pagination: "Pagination" }));

const slides: CarouselSlide[] = Array.from({ length: 6 }, (_, index) => ({ id: `s${index}`, content: <h3>Card {index + 1}</h3> }));

let intersect: (visible: boolean) => void = () => undefined;
const mockViewport = ({ reducedMotion = false } = {}) => {
  (window as { IntersectionObserver?: unknown }).IntersectionObserver = class {
    constructor(private readonly callback: IntersectionObserverCallback) {}
    observe(target: Element) {
      intersect = (visible) =>
        this.callback([{ target, isIntersecting: visible } as IntersectionObserverEntry], this as unknown as IntersectionObserver);
    }
    unobserve() {}
    disconnect() {}
  };
  window.matchMedia = ((query: string) => ({
    matches: query.includes("prefers-reduced-motion: reduce") ? reducedMotion : false,
    media: query,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
  })) as unknown as typeof window.matchMedia;
};

const lastProps = () => mockSwiperProps[mockSwiperProps.length - 1];

/** The carousel comes into view and stays there until Swiper is due: halfway to the default 3 s autoplay's first change. */
const comeIntoViewAndWait = () => {
  jest.useFakeTimers();
  act(() => intersect(true));
  act(() => jest.advanceTimersByTime(1500));
  jest.useRealTimers();
};

beforeEach(() => {
  mockSwiperProps.length = 0;
  jest.clearAllMocks();
});

describe("carousel settings", () => {
  it("are the startup home's: 1/2/4 per view at 0/768/992 px, 30 px apart, looping, keyboard in view, autoplay 3 s continuing after interaction", () => {
    expect(CAROUSEL_DEFAULTS).toEqual({
      slidesPerView: 1,
      spaceBetween: 30,
      loop: true,
      keyboard: { enabled: true, onlyInViewport: true },
      autoplay: { delay: 3000, disableOnInteraction: false },
      breakpoints: { 768: { slidesPerView: 2 }, 992: { slidesPerView: 4 } },
    });
  });

  it("derive the static row's widths per breakpoint, and accept overrides", () => {
    expect(carouselRows(CAROUSEL_DEFAULTS)).toEqual([
      { minWidth: 0, perView: 1, gap: 30 },
      { minWidth: 768, perView: 2, gap: 30 },
      { minWidth: 992, perView: 4, gap: 30 },
    ]);
    expect(maxPerView(CAROUSEL_DEFAULTS)).toBe(4);
    const custom = carouselSettings({ breakpoints: { 1200: { slidesPerView: 3, spaceBetween: 20 } } });
    expect(custom.spaceBetween).toBe(30);
    expect(carouselRows(custom)).toEqual([
      { minWidth: 0, perView: 1, gap: 30 },
      { minWidth: 1200, perView: 3, gap: 20 },
    ]);
  });
});

describe("Carousel", () => {
  it("shows the static row, without Swiper, until it nears the viewport", () => {
    mockViewport();
    const { container } = render(<Carousel slides={slides} label="Our work" />);
    expect(screen.getByRole("region", { name: "Our work" })).toHaveAttribute("aria-roledescription", "carousel");
    expect(container.querySelector("[data-carousel-static]")).not.toBeNull();
    expect(screen.getAllByRole("group", { name: /^\d+ of 6$/ })).toHaveLength(6);
    // The row scrolls sideways and its slides may hold nothing to focus: it takes the focus itself.
    expect(screen.getByRole("group", { name: "Slides" })).toHaveAttribute("tabindex", "0");
    expect(screen.getByRole("group", { name: "1 of 6" })).toHaveTextContent("Card 1");
    expect(screen.queryByTestId("swiper")).toBeNull();
    expect(screen.getByRole("region").style.getPropertyValue("--row-per-view-992")).toBe("4");
  });

  it("refuses a breakpoint its stylesheet has no static-row rule for", () => {
    mockViewport();
    const quiet = jest.spyOn(console, "error").mockImplementation(() => undefined);
    expect(() => render(<Carousel slides={slides} label="Our work" settings={{ breakpoints: { 1400: { slidesPerView: 5 } } }} />)).toThrow(
      /1400px/,
    );
    quiet.mockRestore();
  });

  it("loads Swiper near the viewport with the default settings", async () => {
    mockViewport();
    render(<Carousel slides={slides} label="Our work" />);
    comeIntoViewAndWait();
    await waitFor(() => expect(screen.getByTestId("swiper")).toBeInTheDocument());
    expect(screen.getAllByTestId("swiper-slide")).toHaveLength(6);
    expect(lastProps()).toMatchObject({
      slidesPerView: 1,
      spaceBetween: 30,
      loop: true,
      keyboard: { enabled: true, onlyInViewport: true },
      autoplay: { delay: 3000, disableOnInteraction: false },
      breakpoints: { 768: { slidesPerView: 2 }, 992: { slidesPerView: 4 } },
      modules: ["A11y", "Autoplay", "Keyboard", "Pagination"],
    });
    expect(lastProps().pagination).toMatchObject({ clickable: true });
  });

  it("drives Swiper from accessible previous, next and pause buttons", async () => {
    mockViewport();
    render(<Carousel slides={slides} label="Our work" />);
    comeIntoViewAndWait();
    await userEvent.click(await screen.findByRole("button", { name: "Next slide" }));
    await userEvent.click(screen.getByRole("button", { name: "Previous slide" }));
    expect(mockSwiper.slideNext).toHaveBeenCalledTimes(1);
    expect(mockSwiper.slidePrev).toHaveBeenCalledTimes(1);
    await userEvent.click(screen.getByRole("button", { name: "Stop automatic slide show" }));
    expect(mockSwiper.autoplay.stop).toHaveBeenCalled();
    await userEvent.click(screen.getByRole("button", { name: "Start automatic slide show" }));
    expect(mockSwiper.autoplay.start).toHaveBeenCalled();
  });

  it("holds autoplay while the focus is inside and lets it go on once the focus leaves", async () => {
    mockViewport();
    render(
      <>
        <Carousel slides={slides} label="Our work" />
        <button type="button">After</button>
      </>,
    );
    comeIntoViewAndWait();
    (await screen.findByRole("button", { name: "Next slide" })).focus();
    expect(mockSwiper.autoplay.pause).toHaveBeenCalledTimes(1);
    screen.getByRole("button", { name: "Previous slide" }).focus();
    expect(mockSwiper.autoplay.resume).not.toHaveBeenCalled();
    screen.getByRole("button", { name: "After" }).focus();
    expect(mockSwiper.autoplay.resume).toHaveBeenCalledTimes(1);
  });

  it("does not autoplay for visitors who asked for reduced motion", async () => {
    mockViewport({ reducedMotion: true });
    render(<Carousel slides={slides} label="Our work" />);
    comeIntoViewAndWait();
    await waitFor(() => expect(screen.getByTestId("swiper")).toBeInTheDocument());
    expect(lastProps().autoplay).toBe(false);
    expect(lastProps().speed).toBe(0);
    expect(screen.queryByRole("button", { name: /automatic slide show/ })).toBeNull();
  });

  it("while autoplay has not yet come to its first change, shows the static row; a touch loads Swiper at once", async () => {
    mockViewport();
    jest.useFakeTimers();
    render(<Carousel slides={slides} label="Our work" />);
    act(() => intersect(true));
    act(() => jest.advanceTimersByTime(1400));
    jest.useRealTimers();
    await wait(50);
    expect(screen.queryByTestId("swiper")).toBeNull();
    fireEvent.pointerDown(screen.getByRole("group", { name: "1 of 6" }));
    await waitFor(() => expect(screen.getByTestId("swiper")).toBeInTheDocument());
  });

  it("without autoplay, loads Swiper as soon as the carousel nears the viewport", async () => {
    mockViewport();
    render(<Carousel slides={slides} label="Our work" settings={{ autoplay: false }} />);
    act(() => intersect(true));
    await waitFor(() => expect(screen.getByTestId("swiper")).toBeInTheDocument());
  });

  it("turns loop off when there are too few slides to loop", async () => {
    mockViewport();
    render(<Carousel slides={slides.slice(0, 3)} label="Our work" />);
    comeIntoViewAndWait();
    await waitFor(() => expect(screen.getByTestId("swiper")).toBeInTheDocument());
    expect(lastProps().loop).toBe(false);
  });
});

describe("Carousel taking over from the static row", () => {
  scheduleLikeABrowser();

  it("mounts the live slides with both of their effects in one task", async () => {
    mockViewport();
    const { log, Probe } = effectOrderProbe();
    render(
      <Carousel
        slides={[{ id: "probe", content: <Probe /> }]}
        label="Probe"
        navigation={false}
        pagination={false}
        settings={{ autoplay: false }}
      />,
    );
    await wait(20);
    log.length = 0;
    intersect(true);
    await settleUntil(() => screen.queryByTestId("swiper") !== null);
    expect(screen.getByTestId("swiper")).toHaveTextContent("Probe");
    expect(log).toEqual(EFFECTS_IN_ONE_TASK);
  });
});
