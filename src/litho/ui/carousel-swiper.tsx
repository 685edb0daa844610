import { useState } from "react";
import { Swiper, SwiperSlide } from "swiper/react";
import type { SwiperClass } from "swiper/react";
import { A11y, Autoplay, Keyboard, Pagination } from "swiper/modules";
import { usePrefersReducedMotion } from "../../lib/use-animations-allowed";
import { maxPerView, type CarouselSettings } from "./carousel-settings";
import type { CarouselSlide } from "./carousel";
import * as styles from "./carousel.module.css";

export interface CarouselSwiperProps {
  slides: CarouselSlide[];
  settings: CarouselSettings;
  navigation: boolean;
  pagination: boolean;
}

/**
 * Slides out of view leave the tab order (and the accessibility tree): a keyboard user moves with the
 * arrows and the bullets, never onto a link hidden beside the frame.
 */
const markHiddenSlides = (swiper: SwiperClass) => {
  for (const slide of swiper.slides) slide.inert = !slide.classList.contains("swiper-slide-visible");
};

const Arrow = ({ direction }: { direction: "prev" | "next" }) => (
  <svg viewBox="0 0 20 20" aria-hidden="true" focusable="false">
    <path
      d={direction === "prev" ? "M12.5 4.5L7 10l5.5 5.5" : "M7.5 4.5L13 10l-5.5 5.5"}
      fill="none"
      stroke="currentColor"
      strokeWidth="1.8"
      strokeLinecap="round"
      strokeLinejoin="round"
    />
  </svg>
);

/**
 * The live carousel, loaded on demand by Carousel. Controls come first in the markup (the
 * usual order for carousels: a keyboard user meets pause, previous and next before the slides)
 * and are placed below the slides with CSS.
 */
const CarouselSwiper = ({ slides, settings, navigation, pagination }: CarouselSwiperProps) => {
  const [swiper, setSwiper] = useState<SwiperClass | null>(null);
  const [paginationEl, setPaginationEl] = useState<HTMLDivElement | null>(null);
  const [paused, setPaused] = useState(false);
  const reducedMotion = usePrefersReducedMotion();

  // Autoplay is content movement: it stops for visitors who asked for reduced motion.
  const autoplay = reducedMotion ? false : settings.autoplay;
  // Loop mode needs more slides than are ever visible at once; with fewer it would duplicate gaps.
  const loop = Boolean(settings.loop) && slides.length > maxPerView(settings);
  const hasAutoplay = Boolean(autoplay);

  const togglePause = () => {
    if (!swiper) return;
    if (paused) swiper.autoplay.start();
    else swiper.autoplay.stop();
    setPaused(!paused);
  };

  const ready = !pagination || paginationEl !== null;
  return (
    <div
      className={styles.live}
      // Autoplay holds while the focus is inside, so a slide being read does not go away.
      onFocus={() => (hasAutoplay && !paused ? swiper?.autoplay.pause() : undefined)}
      onBlur={(event) =>
        hasAutoplay && !paused && !event.currentTarget.contains(event.relatedTarget as Node | null) ? swiper?.autoplay.resume() : undefined
      }
    >
      {(navigation || pagination || hasAutoplay) && (
        <div className={styles.controls}>
          {hasAutoplay && (
            <button
              type="button"
              className={styles.pause}
              onClick={togglePause}
              aria-label={paused ? "Start automatic slide show" : "Stop automatic slide show"}
            >
              <svg viewBox="0 0 20 20" aria-hidden="true" focusable="false">
                {paused ? (
                  <path d="M7 5l8 5-8 5z" fill="currentColor" />
                ) : (
                  <path d="M7 5v10M13 5v10" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
                )}
              </svg>
            </button>
          )}
          {navigation && (
            <button type="button" className={styles.arrow} onClick={() => swiper?.slidePrev()} aria-label="Previous slide">
              <Arrow direction="prev" />
            </button>
          )}
          {pagination && <div ref={setPaginationEl} className={styles.pagination} />}
          {navigation && (
            <button type="button" className={styles.arrow} onClick={() => swiper?.slideNext()} aria-label="Next slide">
              <Arrow direction="next" />
            </button>
          )}
        </div>
      )}
      {/* Swiper reads the pagination element once, at init, so it starts after that element exists. */}
      {ready && (
        <Swiper
          modules={[A11y, Autoplay, Keyboard, Pagination]}
          className={styles.swiper}
          slidesPerView={settings.slidesPerView}
          spaceBetween={settings.spaceBetween}
          breakpoints={settings.breakpoints}
          keyboard={settings.keyboard}
          loop={loop}
          autoplay={autoplay}
          speed={reducedMotion ? 0 : (settings.speed ?? 600)}
          centeredSlides={settings.centeredSlides}
          pagination={
            pagination && paginationEl
              ? { el: paginationEl, clickable: true, bulletClass: styles.bullet, bulletActiveClass: styles.bulletActive }
              : false
          }
          a11y={{
            enabled: true,
            prevSlideMessage: "Previous slide",
            nextSlideMessage: "Next slide",
            paginationBulletMessage: "Go to slide {{index}}",
          }}
          watchSlidesProgress
          onSwiper={setSwiper}
          onAfterInit={markHiddenSlides}
          onSlideChangeTransitionEnd={markHiddenSlides}
          onResize={markHiddenSlides}
        >
          {slides.map((slide) => (
            <SwiperSlide key={slide.id} className={styles.slide}>
              {slide.content}
            </SwiperSlide>
          ))}
        </Swiper>
      )}
    </div>
  );
};

export default CarouselSwiper;
