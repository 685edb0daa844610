import { smoothScrollTo, smoothScrollToElement } from "../../src/lib/smooth-scroll";

/** Drives the glide frame by frame: each frame advances the clock by `frameMs`. */
function withFrames(frameMs: number) {
  let now = 0;
  const queue: FrameRequestCallback[] = [];
  jest.spyOn(performance, "now").mockImplementation(() => now);
  jest.spyOn(window, "requestAnimationFrame").mockImplementation((callback) => {
    queue.push(callback);
    return queue.length;
  });
  jest.spyOn(window, "cancelAnimationFrame").mockImplementation(() => undefined);
  return {
    runFrames(count: number) {
      for (let index = 0; index < count && queue.length > 0; index += 1) {
        now += frameMs;
        queue.shift()?.(now);
      }
    },
  };
}

describe("smoothScrollTo", () => {
  let scrolledTo: number[];
  let reducedMotion: boolean;

  beforeEach(() => {
    scrolledTo = [];
    Object.defineProperty(window, "scrollY", { configurable: true, get: () => scrolledTo.at(-1) ?? 0 });
    jest.spyOn(window, "scrollTo").mockImplementation(((_x: number, y: number) => {
      scrolledTo.push(y);
    }) as typeof window.scrollTo);
    reducedMotion = false;
    Object.defineProperty(window, "matchMedia", { configurable: true, value: () => ({ matches: reducedMotion }) });
  });

  afterEach(() => jest.restoreAllMocks());

  it("arrives at a fixed position after its duration", () => {
    const frames = withFrames(100);
    smoothScrollTo(1200, 800);
    frames.runFrames(20);
    expect(scrolledTo.at(-1)).toBe(1200);
    expect(scrolledTo.length).toBe(8);
  });

  it("follows an element whose place changes while the page glides towards it", () => {
    const frames = withFrames(100);
    const element = document.createElement("section");
    document.body.append(element);
    // Sections on the way render at their real height as they near the viewport: the target moves up.
    let documentTop = 5000;
    jest.spyOn(element, "getBoundingClientRect").mockImplementation(() => ({ top: documentTop - window.scrollY }) as DOMRect);
    smoothScrollToElement(element, { duration: 800 });
    frames.runFrames(3);
    documentTop = 3500;
    frames.runFrames(20);
    expect(scrolledTo.at(-1)).toBe(3500 - 16);
  });

  it("jumps straight there when the visitor prefers reduced motion", () => {
    reducedMotion = true;
    smoothScrollTo(() => 640);
    expect(scrolledTo).toEqual([640]);
  });
});
