import { graphql } from "gatsby";
import { useSyncExternalStore } from "react";
import { LithoButtonRow } from "../shared/button-row";
import { Icon } from "../shared/icon";
import { LithoImage } from "../shared/litho-image";
import { Section, headingId } from "../shared/section";
import { Countdown } from "../../ui/countdown";
import { formatAtOffset } from "../../ui/date-at-offset";
import { useBuildTime } from "../../../lib/use-build-time";
import * as styles from "./countdown-banner.module.css";

export const fragment = graphql`
  fragment LithoCountdownBannerSectionFields on LithoCountdownBannerSection {
    type
    anchor
    overline
    title
    text
    date
    label
    passedTitle
    passedOverline
    passedText
    passedButtons {
      ...LithoButtonFields
    }
    buttons {
      ...LithoButtonFields
    }
    look
    layout
    background
    imageAlt
    image {
      childImageSharp {
        gatsbyImageData(layout: FULL_WIDTH, breakpoints: [480, 828, 1200], quality: 64)
      }
    }
  }
`;

type Section = Queries.LithoCountdownBannerSectionFieldsFragment;

type CountdownLayout = "split" | "centred" | "strip" | "poster";

const layouts = new Set<string>(["centred", "strip", "poster"]);

/** Unknown or missing layouts keep the text beside the figures. */
export const countdownLayout = (value: string | null | undefined): CountdownLayout =>
  value && layouts.has(value) ? (value as CountdownLayout) : "split";

const subscribeToSeconds = (onTick: () => void): (() => void) => {
  const timer = window.setInterval(onTick, 1000);
  return () => window.clearInterval(timer);
};

/**
 * Whether the moment has passed: at the build's time on the server and at hydration (so both
 * render the same), by the visitor's clock right after.
 */
export const useHasPassed = (date: string, builtAt: string | undefined): boolean => {
  const target = Date.parse(date);
  const serverNow = builtAt ? Date.parse(builtAt) : Number.NEGATIVE_INFINITY;
  return useSyncExternalStore(
    subscribeToSeconds,
    () => Date.now() >= target,
    () => serverNow >= target,
  );
};

/**
 * A countdown band: the figures tick towards the document's date; once it has passed the band
 * says so in the words the document gives (announced politely) and swaps to its after-the-date
 * buttons, so a past event never shows a row of zeros and a stale call to buy tickets.
 */
export const CountdownBanner = ({ section }: { section: Section }) => {
  const builtAt = useBuildTime();
  const passed = useHasPassed(section.date, builtAt);
  const id = headingId("countdown", section.title);
  const layout = countdownLayout(section.layout);
  // The poster shows its photograph beside the text, so only the other layouts lay it behind.
  const photo = Boolean(section.image) && layout !== "poster";
  const background = section.image ? "dark" : section.background === "cream" ? "cream" : "dark";
  const dark = background === "dark";
  const overline = passed && section.passedOverline ? section.passedOverline : section.overline;
  const buttons = passed && section.passedButtons?.length ? section.passedButtons : section.buttons;
  return (
    <Section
      anchor={section.anchor}
      background={background}
      labelledBy={id}
      className={[styles.banner, styles[layout], photo ? styles.photo : "", dark ? styles.onDark : ""].filter(Boolean).join(" ")}
    >
      {photo && section.image && <LithoImage file={section.image} alt={section.imageAlt ?? ""} fill className={styles.image} />}
      {photo && <div className={styles.shade} />}
      <div className={styles.layout} data-layout={layout}>
        {layout === "poster" && section.image && (
          <div className={styles.picture}>
            <LithoImage file={section.image} alt={section.imageAlt ?? ""} fill />
          </div>
        )}
        <div className={styles.copy}>
          {overline && <p className={styles.overline}>{overline}</p>}
          <h2 id={id} className={styles.title}>
            {section.title}
          </h2>
          {section.text && <p className={styles.text}>{section.text}</p>}
        </div>
        <div className={styles.clock}>
          <Countdown
            className={styles.figures}
            date={section.date}
            staticFrom={builtAt}
            theme={dark ? "dark" : "light"}
            look={section.look === "plain" ? "plain" : "boxed"}
            passed={
              <div className={styles.passed}>
                <p className={styles.passedTitle}>{section.passedTitle}</p>
                {section.passedText && <p className={styles.passedText}>{section.passedText}</p>}
              </div>
            }
          />
          <p className={styles.when}>
            <Icon name="calendar" className={styles.whenIcon} />
            {section.label && `${section.label} `}
            <time dateTime={section.date}>{formatAtOffset(section.date) ?? section.date}</time>
          </p>
          <LithoButtonRow buttons={buttons} className={styles.buttons} />
        </div>
      </div>
    </Section>
  );
};
