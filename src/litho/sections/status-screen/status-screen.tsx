import { graphql } from "gatsby";
import { LithoButton } from "../shared/button";
import { LithoButtonRow } from "../shared/button-row";
import { Icon } from "../shared/icon";
import { LithoImage } from "../shared/litho-image";
import { Section, SectionHeading, headingId } from "../shared/section";
import { Countdown } from "../../ui/countdown";
import { formatAtOffset } from "../../ui/date-at-offset";
import { useBuildTime } from "../../../lib/use-build-time";
import { StatusWays, hasWays } from "./status-ways";
import * as styles from "./status-screen.module.css";

export const fragment = graphql`
  fragment LithoStatusScreenSectionFields on LithoStatusScreenSection {
    type
    anchor
    layout
    display
    icon
    heading {
      ...LithoSectionHeadingFields
    }
    buttons {
      ...LithoButtonFields
    }
    countdown {
      date
      label
      passedTitle
      passedText
      passedButton {
        ...LithoButtonFields
      }
      look
    }
    search {
      title
      action
    }
    links {
      title
      items {
        title
        link
      }
    }
    subscribe {
      title
      placeholder
      buttonLabel
    }
    contacts {
      icon
      label
      text
      link
    }
    socials {
      ...LithoSocialLinkFields
    }
    imageAlt
    image {
      childImageSharp {
        gatsbyImageData(layout: FULL_WIDTH, breakpoints: [480, 828, 1200], quality: 64)
      }
    }
  }
`;

type Section = Queries.LithoStatusScreenSectionFieldsFragment;

const LAYOUTS = ["center", "split", "half"] as const;

const StatusCountdown = ({ countdown }: { countdown: NonNullable<Section["countdown"]> }) => {
  const builtAt = useBuildTime();
  return (
    <div className={styles.countdown}>
      <Countdown
        date={countdown.date}
        staticFrom={builtAt}
        theme="dark"
        look={countdown.look === "plain" ? "plain" : "boxed"}
        className={countdown.look === "plain" ? styles.plainFigures : undefined}
        passed={
          <div className={styles.passed}>
            <p className={styles.passedTitle}>{countdown.passedTitle}</p>
            {countdown.passedText && <p className={styles.passedText}>{countdown.passedText}</p>}
            {countdown.passedButton && (
              <LithoButton {...countdown.passedButton} variant={countdown.passedButton.style} className={styles.passedButton} />
            )}
          </div>
        }
      />
      <p className={styles.when}>
        <Icon name="calendar" className={styles.whenIcon} />
        {countdown.label && `${countdown.label} `}
        <time dateTime={countdown.date}>{formatAtOffset(countdown.date) ?? countdown.date}</time>
      </p>
    </div>
  );
};

/**
 * A notice that fills the first screen, for pages that are the message themselves: a missing
 * page (a large 404 and a search), maintenance (a countdown to the planned end and the subscribe
 * form), a launch. What it shows follows the document's fields; `layout: split` sets the ways on
 * in a card beside the message on wide screens, `half` gives the photograph the right half of a
 * wide screen undimmed, and the default stacks everything in one column.
 */
export const StatusScreen = ({ section }: { section: Section }) => {
  const id = headingId("status", section.heading?.title);
  const layout = LAYOUTS.find((name) => name === section.layout) ?? "center";
  return (
    <Section
      anchor={section.anchor}
      background="dark"
      labelledBy={section.heading ? id : undefined}
      className={`${styles.screen} ${layout === "half" ? styles.halfScreen : ""}`}
    >
      {section.image && (
        <div className={styles.photo}>
          <LithoImage file={section.image} alt={section.imageAlt ?? ""} fill loading="eager" />
        </div>
      )}
      <div className={styles.shade} />
      <div className={`${styles.layout} ${styles[layout]}`}>
        <div className={styles.message}>
          {section.display && <p className={styles.display}>{section.display}</p>}
          {section.icon && (
            <span className={styles.badge}>
              <Icon name={section.icon} className={styles.badgeIcon} />
            </span>
          )}
          <SectionHeading heading={section.heading} id={id} />
          {section.countdown && <StatusCountdown countdown={section.countdown} />}
          <LithoButtonRow buttons={section.buttons} className={styles.buttons} />
        </div>
        {hasWays(section) && <StatusWays section={section} />}
      </div>
    </Section>
  );
};
