import { graphql } from "gatsby";
import { Section, SectionHeading, headingId } from "../shared/section";
import { LithoImage } from "../shared/litho-image";
import { LithoButton } from "../shared/button";
import { Icon } from "../shared/icon";
import { Reveal } from "../../../components/reveal/reveal";
import { Tabs as TabSet, type TabsVariant } from "../../ui/tabs";
import * as styles from "./tabs.module.css";

export const fragment = graphql`
  fragment LithoTabsSectionFields on LithoTabsSection {
    type
    anchor
    heading {
      ...LithoSectionHeadingFields
    }
    style
    background
    tabs {
      order
      tabTitle
      subtitle
      title
      content
      buttonTitle
      buttonLink
      tabicons
      img {
        childImageSharp {
          gatsbyImageData(width: 560, aspectRatio: 1.2, breakpoints: [360, 560, 840], quality: 74)
        }
      }
    }
  }
`;

type Item = Queries.LithoTabsSectionFieldsFragment["tabs"][number];

const variants = new Set<string>(["underline", "pills", "icon", "vertical"]);

/** Data may name any style; unknown names fall back to the underline tabs. */
export const tabsStyle = (value: string | null | undefined): TabsVariant =>
  value && variants.has(value) ? (value as TabsVariant) : "underline";

const Panel = ({ item }: { item: Item }) => (
  <div className={`${styles.panel} ${item.img ? "" : styles.textOnly}`}>
    {item.img && (
      <div className={styles.media}>
        <LithoImage file={item.img} alt="" className={styles.image} />
      </div>
    )}
    <div>
      {item.subtitle && <p className={styles.subtitle}>{item.subtitle}</p>}
      <h3 className={styles.title}>{item.title ?? item.tabTitle}</h3>
      {item.content && <p className={styles.content}>{item.content}</p>}
      {item.buttonTitle && item.buttonLink && <LithoButton title={item.buttonTitle} link={item.buttonLink} variant="dark" />}
    </div>
  </div>
);

/** Tabs over a group of tab items in one of four looks; the tab list is named after the section. */
export const Tabs = ({ section }: { section: Queries.LithoTabsSectionFieldsFragment }) => {
  const id = headingId("tabs", section.heading?.title);
  const variant = tabsStyle(section.style);
  return (
    <Section anchor={section.anchor} background={section.background} labelledBy={section.heading ? id : undefined}>
      <SectionHeading heading={section.heading} id={id} />
      <Reveal>
        <TabSet
          label={section.heading?.title ?? "Topics"}
          variant={variant}
          align={variant === "vertical" ? "start" : "center"}
          className={styles.tabs}
          items={section.tabs.map((item) => ({
            id: String(item.order),
            title: item.tabTitle,
            icon: variant === "icon" || variant === "vertical" ? <Icon name={item.tabicons} /> : undefined,
            content: <Panel item={item} />,
          }))}
        />
      </Reveal>
    </Section>
  );
};
