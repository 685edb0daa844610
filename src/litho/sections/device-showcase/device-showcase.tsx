import { useId, useRef, useState } from "react";
import { graphql } from "gatsby";
import { animationsAllowed } from "../../../lib/motion";
import { Icon } from "../shared/icon";
import { LithoImage } from "../shared/litho-image";
import { Section, SectionHeading, headingId, sectionBackground } from "../shared/section";
import { StoreBadges } from "../shared/store-badge";
import * as styles from "./device-showcase.module.css";

export const fragment = graphql`
  fragment LithoDeviceShowcaseSectionFields on LithoDeviceShowcaseSection {
    type
    anchor
    heading {
      ...LithoSectionHeadingFields
    }
    layout
    reverse
    background
    screens {
      icon
      title
      text
      imageAlt
      image {
        childImageSharp {
          gatsbyImageData(width: 300, layout: CONSTRAINED, quality: 82, outputPixelDensities: [0.5, 1, 2])
        }
      }
    }
    stores {
      store
      link
    }
  }
`;

type Screen = Queries.LithoDeviceShowcaseSectionFieldsFragment["screens"][number];

/** The centre layout's two columns of features: the first half on the left, the rest on the right. */
export const splitFeatures = <T,>(items: readonly T[]): [T[], T[]] => {
  const half = Math.ceil(items.length / 2);
  return [items.slice(0, half), items.slice(half)];
};

/**
 * Screenshots in a phone frame beside the features they show. Each feature's title is a button that
 * puts its screen in the frame; without JavaScript the first screen shows and every feature reads
 * as text. Only the screen on show is exposed to assistive technology.
 */
export const DeviceShowcase = ({ section }: { section: Queries.LithoDeviceShowcaseSectionFieldsFragment }) => {
  const id = section.heading ? headingId("showcase", section.heading.title) : undefined;
  const phoneId = useId();
  const [active, setActive] = useState(0);
  const phoneRef = useRef<HTMLDivElement>(null);
  const centred = section.layout === "center";
  const ground = sectionBackground(section.background) === "dark" ? styles.onDark : "";

  const choose = (index: number) => {
    setActive(index);
    // Under 992 px the phone sits above the features: bring it back into view so the change is seen.
    const phone = phoneRef.current;
    if (!phone) return;
    const box = phone.getBoundingClientRect();
    if (box.top < 0 || box.bottom > window.innerHeight)
      phone.scrollIntoView({ block: "nearest", behavior: animationsAllowed() ? "smooth" : "auto" });
  };

  const feature = (screen: Screen, index: number) => (
    <li key={screen.title} className={`${styles.feature} ${index === active ? styles.current : ""}`}>
      {screen.icon && (
        <span className={styles.iconWrap}>
          <Icon name={screen.icon} className={styles.icon} />
        </span>
      )}
      <div>
        <h3 className={styles.title}>
          <button
            type="button"
            className={styles.choose}
            aria-pressed={index === active}
            aria-controls={phoneId}
            onClick={() => choose(index)}
          >
            {screen.title}
          </button>
        </h3>
        <p className={styles.text}>{screen.text}</p>
      </div>
    </li>
  );

  const phone = (
    <div className={styles.stage}>
      <div className={styles.phone} id={phoneId} ref={phoneRef}>
        <div className={styles.screen}>
          {section.screens.map((screen, index) => (
            <div key={screen.title} className={`${styles.shot} ${index === active ? styles.shown : ""}`} aria-hidden={index !== active}>
              <LithoImage file={screen.image} alt={screen.imageAlt} className={styles.image} />
            </div>
          ))}
        </div>
      </div>
    </div>
  );

  const storeRow = section.stores && <StoreBadges stores={section.stores} className={styles.stores} />;

  const [left, right] = splitFeatures(section.screens);
  return (
    <Section anchor={section.anchor} background={section.background} labelledBy={id}>
      <SectionHeading heading={section.heading} id={id} />
      {centred ? (
        <div className={`${styles.centre} ${ground}`}>
          {phone}
          <ul className={`${styles.features} ${styles.leftColumn}`}>{left.map((screen, index) => feature(screen, index))}</ul>
          <ul className={`${styles.features} ${styles.rightColumn}`}>
            {right.map((screen, index) => feature(screen, index + left.length))}
          </ul>
          {storeRow && <div className={styles.centreStores}>{storeRow}</div>}
        </div>
      ) : (
        <div className={`${styles.side} ${section.reverse ? styles.reverse : ""} ${ground}`}>
          {phone}
          <div className={styles.copy}>
            <ul className={styles.features}>{section.screens.map(feature)}</ul>
            {storeRow}
          </div>
        </div>
      )}
    </Section>
  );
};
