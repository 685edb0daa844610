// Types only: this module must not pull Swiper into the page's main chunk.
import type { SwiperOptions } from "swiper/types";

/** The Swiper options a Carousel accepts (module switches are set by the carousel itself). */
export type CarouselSettings = Pick<
  SwiperOptions,
  "slidesPerView" | "spaceBetween" | "loop" | "keyboard" | "autoplay" | "breakpoints" | "speed" | "centeredSlides"
>;

/**
 * The startup home's carousel: one slide, two from 768 px, four from 992 px, 30 px apart,
 * looping, arrow keys only while the carousel is on screen, a new slide every 3 s that keeps
 * going after the visitor swipes or clicks.
 */
export const CAROUSEL_DEFAULTS = {
  slidesPerView: 1,
  spaceBetween: 30,
  loop: true,
  keyboard: { enabled: true, onlyInViewport: true },
  autoplay: { delay: 3000, disableOnInteraction: false },
  breakpoints: {
    768: { slidesPerView: 2 },
    992: { slidesPerView: 4 },
  },
} as const satisfies CarouselSettings;

/** Defaults overlaid with a section's own settings (breakpoints replace, they do not merge). */
export const carouselSettings = (overrides: CarouselSettings = {}): CarouselSettings => ({ ...CAROUSEL_DEFAULTS, ...overrides });

export interface CarouselRow {
  /** Window width from which the row applies; 0 for the base row. */
  minWidth: number;
  perView: number;
  gap: number;
}

const perViewOf = (value: SwiperOptions["slidesPerView"], fallback: number): number =>
  typeof value === "number" && value > 0 ? value : fallback;

/**
 * Slides per view and gap at each width, in ascending order: what the static (pre-Swiper) row
 * mirrors, so the swap to Swiper does not move anything.
 */
export const carouselRows = (settings: CarouselSettings): CarouselRow[] => {
  let perView = perViewOf(settings.slidesPerView, 1);
  let gap = typeof settings.spaceBetween === "number" ? settings.spaceBetween : Number(settings.spaceBetween ?? 0) || 0;
  const rows: CarouselRow[] = [{ minWidth: 0, perView, gap }];
  const breakpoints = Object.entries(settings.breakpoints ?? {})
    .map(([width, options]) => [Number(width), options] as const)
    .filter(([width]) => Number.isFinite(width) && width > 0)
    .sort(([a], [b]) => a - b);
  for (const [minWidth, options] of breakpoints) {
    perView = perViewOf(options.slidesPerView, perView);
    if (options.spaceBetween !== undefined) gap = Number(options.spaceBetween) || 0;
    rows.push({ minWidth, perView, gap });
  }
  return rows;
};

/** The most slides ever shown at once: loop mode needs more slides than that. */
export const maxPerView = (settings: CarouselSettings): number => Math.max(...carouselRows(settings).map((row) => row.perView));

/** Swiper's own delay when autoplay is switched on without one. */
const SWIPER_AUTOPLAY_DELAY_MS = 3000;

/** Milliseconds between automatic slide changes; 0 when the carousel does not autoplay. */
export const autoplayDelay = (settings: CarouselSettings): number => {
  const { autoplay } = settings;
  if (!autoplay) return 0;
  return autoplay === true ? SWIPER_AUTOPLAY_DELAY_MS : (autoplay.delay ?? SWIPER_AUTOPLAY_DELAY_MS);
};
