import { useEffect, useRef, useState } from "react";
import type React from "react";
import { getSrc } from "gatsby-plugin-image";
import { PlainPicture } from "../../components/plain-picture/plain-picture";
import { animationsAllowed } from "../../lib/motion";
import { useParallaxLayer } from "../ui/use-parallax-layer";
import { Breadcrumbs } from "./breadcrumbs";
import { ChromeIcon } from "./chrome-icon";
import type { LithoBreadcrumb, LithoImage } from "./types";
import type { LithoPageTitleVariant } from "./chrome-plan";
import * as styles from "./page-title.module.css";

export interface LithoPageTitleProps {
  variant: LithoPageTitleVariant;
  title: string;
  subtitle?: string | null;
  breadcrumbs?: readonly LithoBreadcrumb[];
  /** Background of the parallax, separate-breadcrumbs and big-typography variants. */
  image?: LithoImage | null;
  /** Tiles behind the gallery variant; four to six look best. */
  gallery?: readonly LithoImage[];
  /** A local clip for the video variant; the poster shows until (and instead of) playback. */
  video?: { src: string; type?: string; poster?: LithoImage | null } | null;
  /** Leave room for a header lying over the top of the page (transparent headers). */
  underHeader?: boolean;
}

/** Variants on a dark ground (photo, video or night colour); the rest sit on light grounds. */
const DARK: ReadonlySet<LithoPageTitleVariant> = new Set([
  "parallax-background",
  "separate-breadcrumbs",
  "gallery-background",
  "background-video",
  "mini-version",
]);

/** How far the parallax background lags behind the page, as a share of the scroll. */
const PARALLAX_RATE = 0.35;

export const PageTitle = ({
  variant,
  title,
  subtitle,
  breadcrumbs = [],
  image,
  gallery = [],
  video,
  underHeader = true,
}: LithoPageTitleProps) => {
  const root = useRef<HTMLElement>(null);
  const layer = useRef<HTMLDivElement>(null);
  const player = useRef<HTMLVideoElement>(null);
  const [playing, setPlaying] = useState(false);
  const dark = DARK.has(variant);

  // The background drifts slower than the page; phones and reduced motion keep it still.
  useParallaxLayer(root, layer, { rate: PARALLAX_RATE, origin: "top", enabled: variant === "parallax-background" });

  // The clip plays only where motion is welcome; otherwise the poster stands in for it until the visitor asks.
  useEffect(() => {
    const element = player.current;
    if (variant !== "background-video" || !element) return undefined;
    const sync = () => setPlaying(!element.paused);
    element.addEventListener("play", sync);
    element.addEventListener("pause", sync);
    if (animationsAllowed()) element.play().catch(() => undefined);
    return () => {
      element.removeEventListener("play", sync);
      element.removeEventListener("pause", sync);
    };
  }, [variant]);

  const togglePlayback = () => {
    const element = player.current;
    if (!element) return;
    if (element.paused) element.play().catch(() => undefined);
    else element.pause();
  };

  const crumbs = breadcrumbs.length > 0 && (
    // Separate breadcrumbs sit on their own light strip under the dark title.
    <Breadcrumbs items={breadcrumbs} ink={dark && variant !== "separate-breadcrumbs" ? "light" : "dark"} className={styles.crumbs} />
  );

  let background: React.ReactNode = null;
  if (variant === "parallax-background" || variant === "separate-breadcrumbs" || variant === "big-typography") {
    background = image && (
      <div ref={layer} className={styles.layer} aria-hidden="true">
        <PlainPicture image={image} alt="" className={styles.cover} loading="eager" />
      </div>
    );
  } else if (variant === "gallery-background") {
    background = (
      <div className={styles.gallery} aria-hidden="true">
        {gallery.map((tile, index) => (
          <PlainPicture key={index} image={tile} alt="" className={styles.tile} />
        ))}
      </div>
    );
  } else if (variant === "background-video" && video) {
    background = (
      <div className={styles.layer} aria-hidden="true">
        {video.poster && <PlainPicture image={video.poster} alt="" className={styles.cover} loading="eager" />}
        <video
          ref={player}
          className={styles.video}
          muted
          loop
          playsInline
          // Nothing is fetched until the clip plays: under reduced motion and on phones the poster stands alone.
          preload="none"
          poster={video.poster ? getSrc(video.poster) : undefined}
        >
          <source src={video.src} type={video.type ?? "video/mp4"} />
        </video>
      </div>
    );
  }

  const heading = (
    <div className={styles.text}>
      {subtitle && <p className={styles.subtitle}>{subtitle}</p>}
      <h1 className={styles.title}>{title}</h1>
    </div>
  );

  const classes = [styles.pageTitle, dark ? styles.dark : styles.lightGround, underHeader ? styles.underHeader : ""];

  return (
    <>
      <section ref={root} className={classes.filter(Boolean).join(" ")} data-variant={variant} aria-label="Page title">
        {background}
        {background && <div className={styles.veil} aria-hidden="true" />}
        <div className={styles.inner}>
          {heading}
          {variant !== "separate-breadcrumbs" && crumbs}
        </div>
        {variant === "background-video" && video && (
          <button type="button" className={styles.playback} onClick={togglePlayback}>
            <ChromeIcon name={playing ? "pause" : "play"} size={16} />
            {playing ? "Pause video" : "Play video"}
          </button>
        )}
      </section>
      {variant === "separate-breadcrumbs" && crumbs && <div className={styles.crumbBar}>{crumbs}</div>}
    </>
  );
};
