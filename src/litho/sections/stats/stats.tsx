import { graphql } from "gatsby";
import { Section, SectionHeading, headingId, sectionBackground } from "../shared/section";
import { LithoImage } from "../shared/litho-image";
import { Icon } from "../shared/icon";
import { StatRing } from "./stat-ring";
import { Reveal } from "../../../components/reveal/reveal";
import { NumberCounter } from "../../ui/number-counter";
import * as styles from "./stats.module.css";

export const fragment = graphql`
  fragment LithoStatsSectionFields on LithoStatsSection {
    type
    anchor
    heading {
      ...LithoSectionHeadingFields
    }
    stats {
      value
      prefix
      suffix
      label
      text
      icon
      share
    }
    layout
    imageAlt
    image {
      childImageSharp {
        gatsbyImageData(width: 560, aspectRatio: 1.25, breakpoints: [360, 560, 1120], quality: 74)
      }
    }
    background
  }
`;

type Stat = Queries.LithoStatsSectionFieldsFragment["stats"][number];

const LAYOUTS = ["row", "cards", "split", "rings"] as const;

type StatsLayout = (typeof LAYOUTS)[number];

const statsLayout = (value: string | null | undefined): StatsLayout => LAYOUTS.find((layout) => layout === value) ?? "row";

/** The ring's share: its own, or a percentage figure's value. */
const ringShare = (item: Stat): number | null => item.share ?? (item.suffix === "%" ? item.value : null);

/** One figure: its number (with the layout's icon or ring), label and note. */
const StatItem = ({ item, layout, index }: { item: Stat; layout: StatsLayout; index: number }) => {
  const share = layout === "rings" ? ringShare(item) : null;
  return (
    <Reveal delay={index * 0.12} className={styles.item}>
      <dt className={styles.label}>{item.label}</dt>
      <dd className={styles.value}>
        {layout === "cards" && item.icon && (
          <span className={styles.badge}>
            <Icon name={item.icon} className={styles.icon} />
          </span>
        )}
        {share !== null && <StatRing share={share} />}
        <span className={styles.figure}>
          {/* Counts up once in view; leading zero below 10, as the template prints figures. */}
          <NumberCounter value={item.value} prefix={item.prefix ?? ""} />
          {item.suffix && <span className={styles.suffix}>{item.suffix}</span>}
        </span>
      </dd>
      {item.text && <dd className={styles.text}>{item.text}</dd>}
    </Reveal>
  );
};

/**
 * Key figures counting up as they come into view: in a row between hairlines (the default), on icon
 * cards, two by two beside the heading and a photograph, or inside rings drawn to their share.
 */
export const Stats = ({ section }: { section: Queries.LithoStatsSectionFieldsFragment }) => {
  const id = section.heading ? headingId("stats", section.heading.title) : undefined;
  const layout = statsLayout(section.layout);
  // A page's accent may be too deep to read on the dark band; there the suffix takes the accent's text-on-dark shade.
  const onDark = sectionBackground(section.background, "dark") === "dark";
  const figures = (
    <dl className={`${styles.grid} ${styles[layout] ?? ""} ${onDark ? styles.onDark : ""}`} data-layout={layout}>
      {section.stats.map((item, index) => (
        <StatItem key={item.label} item={item} layout={layout} index={index} />
      ))}
    </dl>
  );
  return (
    <Section anchor={section.anchor} background={section.background} defaultBackground="dark" labelledBy={id}>
      {layout === "split" ? (
        <div className={styles.splitLayout}>
          <div className={styles.intro}>
            <SectionHeading heading={section.heading} id={id} />
            {section.image && <LithoImage file={section.image} alt={section.imageAlt ?? ""} className={styles.media} />}
          </div>
          {figures}
        </div>
      ) : (
        <>
          <SectionHeading heading={section.heading} id={id} />
          {figures}
        </>
      )}
    </Section>
  );
};
