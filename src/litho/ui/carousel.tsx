import { useRef, useState } from "react";
import type React from "react";
import { commitRemountNow } from "../../lib/commit-remount-now";
import { nextTask } from "../../lib/next-task";
import { useOnDemand } from "../../lib/use-on-demand";
import { autoplayDelay, carouselRows, carouselSettings, type CarouselSettings } from "./carousel-settings";
import * as styles from "./carousel.module.css";

export interface CarouselSlide {
  id: string;
  content: React.ReactNode;
}

export interface CarouselProps {
  slides: CarouselSlide[];
  /** Accessible name of the carousel. */
  label: string;
  /** Overrides on top of CAROUSEL_DEFAULTS (the startup home's settings). */
  settings?: CarouselSettings;
  navigation?: boolean;
  pagination?: boolean;
  /** Colours of the controls: "dark" on light sections, "light" on dark ones. */
  theme?: "dark" | "light";
  /** Where the controls sit: in a row "below" the slides, or "over" their foot (full-bleed slides that fill their section). */
  controls?: "below" | "over";
  className?: string;
}

type CarouselSwiperComponent = typeof import("./carousel-swiper").default;

// Swiper and its modules live in this chunk only: pages without a carousel never download them.
const loadCarouselSwiper = () => import(/* webpackChunkName: "litho-carousel-swiper" */ "./carousel-swiper");

/** The window widths from which the static row can change: carousel.module.css has a rule for each. */
const STATIC_ROW_WIDTHS = [0, 768, 992, 1200];

/**
 * Slides per view and gap at each of those widths, as custom properties the stylesheet picks from by the
 * window's width, so the static row is laid out like Swiper's first view. A breakpoint the stylesheet
 * does not know would leave the row wrong at that width: it stops the build.
 */
const staticRowVariables = (settings: CarouselSettings): React.CSSProperties => {
  const rows = carouselRows(settings);
  const unknown = rows.find((row) => !STATIC_ROW_WIDTHS.includes(row.minWidth));
  if (unknown) {
    throw new Error(
      `A carousel breakpoint at ${unknown.minWidth}px needs its static-row rule in carousel.module.css and STATIC_ROW_WIDTHS.`,
    );
  }
  const variables: Record<string, string> = {};
  for (const width of STATIC_ROW_WIDTHS) {
    // Rows come in ascending order from 0: the last one that has started applies.
    const row = rows.filter((candidate) => candidate.minWidth <= width).pop() ?? rows[0];
    variables[`--row-per-view-${width}`] = String(row.perView);
    variables[`--row-gap-${width}`] = `${row.gap}px`;
  }
  return variables;
};

/**
 * A carousel that costs nothing until it is near the screen (an autoplaying one, until halfway to its first change). The server (and the browser until
 * Swiper arrives) shows the slides as a static row laid out exactly like Swiper's first view; it
 * scrolls sideways, so even without JavaScript every slide can be reached.
 */
export const Carousel = ({
  slides,
  label,
  settings,
  navigation = true,
  pagination = true,
  theme = "dark",
  controls = "below",
  className,
}: CarouselProps) => {
  const merged = carouselSettings(settings);
  const frame = useRef<HTMLDivElement>(null);
  const [LiveCarousel, setLiveCarousel] = useState<CarouselSwiperComponent | null>(null);

  // The live carousel remounts the slides, images included, so it goes in with one synchronous commit,
  // in a task of its own: Swiper's evaluation and its first layout are each a long task on a phone.
  // A carousel that only shows its first slide for now is not needed until halfway to its first
  // change, so on a phone Swiper waits until the page has started up; a touch or focus loads it at once.
  useOnDemand(
    frame,
    (stillMounted) => {
      void loadCarouselSwiper().then(async (module) => {
        await nextTask();
        if (stillMounted()) commitRemountNow(() => setLiveCarousel(() => module.default));
      });
    },
    { nearViewport: true, nearDelay: autoplayDelay(merged) / 2 },
  );

  // Controls laid over the slides take no room of their own, so the static row keeps none for them.
  const reservesControls = controls === "below" && (navigation || pagination || Boolean(merged.autoplay));
  const staticRow = (
    <div
      className={`${styles.staticRow} ${reservesControls ? styles.reserveControls : ""}`}
      data-carousel-static=""
      // The row scrolls sideways and its slides may hold nothing to focus (quotes, logos, photos), so it
      // takes the focus itself and can be scrolled from the keyboard before Swiper arrives; it is named,
      // so a screen reader says what the focus landed on.
      role="group"
      aria-label="Slides"
      // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- a region that scrolls must take the focus (WCAG 2.1.1)
      tabIndex={0}
    >
      {slides.map((slide, index) => (
        <div
          key={slide.id}
          className={styles.staticSlide}
          role="group"
          aria-roledescription="slide"
          aria-label={`${index + 1} of ${slides.length}`}
        >
          {slide.content}
        </div>
      ))}
    </div>
  );

  return (
    <div
      ref={frame}
      role="region"
      aria-roledescription="carousel"
      aria-label={label}
      className={[styles.carousel, theme === "light" ? styles.light : "", controls === "over" ? styles.controlsOver : "", className]
        .filter(Boolean)
        .join(" ")}
      style={staticRowVariables(merged)}
    >
      {LiveCarousel ? <LiveCarousel slides={slides} settings={merged} navigation={navigation} pagination={pagination} /> : staticRow}
    </div>
  );
};
