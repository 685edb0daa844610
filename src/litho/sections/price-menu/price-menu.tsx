import { graphql } from "gatsby";
import { Section, SectionHeading, headingId, sectionBackground } from "../shared/section";
import { Reveal } from "../../../components/reveal/reveal";
import { Tabs } from "../../ui/tabs";
import { formatMenuPrice, menuBadge, priceMenuVariant } from "./price-menu-format";
import * as styles from "./price-menu.module.css";

export const fragment = graphql`
  fragment LithoPriceMenuSectionFields on LithoPriceMenuSection {
    type
    anchor
    heading {
      ...LithoSectionHeadingFields
    }
    variant
    groups {
      key
      title
      intro
      items {
        name
        description
        price
        from
        badge
        marks
      }
    }
    note
    background
  }
`;

type Group = Queries.LithoPriceMenuSectionFieldsFragment["groups"][number];

const Items = ({ group }: { group: Group }) => (
  <ul className={styles.items}>
    {group.items.map((item) => {
      const badge = menuBadge(item.badge);
      return (
        <li key={item.name} className={styles.item}>
          <div className={styles.line}>
            <span className={styles.name}>
              {item.name}
              {item.marks?.map((mark) => (
                <abbr key={mark} className={styles.mark} title={MARK_TITLES[mark] ?? mark}>
                  {mark}
                </abbr>
              ))}
              {badge && <span className={`${styles.badge} ${badge === "new" ? styles.badgeNew : styles.badgeHot}`}>{badge}</span>}
            </span>
            <span className={styles.leader} aria-hidden="true" />
            <span className={styles.price}>
              {item.from && <span className={styles.from}>from </span>}
              {formatMenuPrice(item.price)}
            </span>
          </div>
          {item.description && <p className={styles.description}>{item.description}</p>}
        </li>
      );
    })}
  </ul>
);

/** What the dietary marks stand for, read out by screen readers and shown on hover. */
const MARK_TITLES: Readonly<Record<string, string>> = {
  V: "Vegetarian",
  VG: "Vegan",
  GF: "Gluten free",
  DF: "Dairy free",
  N: "Contains nuts",
};

/**
 * A priced list of dishes, drinks or services, in groups. "tabs" shows one group at a time
 * (click, or arrow keys on the tab list); "columns" sets every group out in two columns like a
 * printed card; "board" puts each group on a dark card, three across; "rows" gives each group a ruled
 * row of its own, its title and intro on the left and its items in two columns beside them, like a
 * clinic's or a studio's fee list.
 */
export const PriceMenu = ({ section }: { section: Queries.LithoPriceMenuSectionFieldsFragment }) => {
  const id = headingId("menu", section.heading?.title);
  const variant = priceMenuVariant(section.variant, section.groups.length);
  const dark = sectionBackground(section.background) === "dark";
  const label = section.heading?.title ?? "Menu";

  return (
    <Section anchor={section.anchor} background={section.background} labelledBy={section.heading ? id : undefined}>
      <SectionHeading heading={section.heading} id={id} />
      {variant === "tabs" ? (
        <Reveal>
          <Tabs
            label={`${label}: courses`}
            variant="underline"
            className={`${styles.tabs} ${dark ? styles.onDark : ""}`}
            panelClassName={styles.panel}
            items={section.groups.map((group) => ({
              id: group.key,
              title: group.title,
              content: (
                <>
                  {group.intro && <p className={styles.intro}>{group.intro}</p>}
                  <Items group={group} />
                </>
              ),
            }))}
          />
        </Reveal>
      ) : (
        <div
          className={`${styles.groups} ${styles[variant]} ${variant === "board" && section.groups.length % 3 === 0 ? styles.boardThree : ""} ${
            dark ? styles.onDark : ""
          }`}
        >
          {section.groups.map((group, index) => (
            <Reveal key={group.key} delay={Math.min(index, 3) * 0.1} className={styles.group}>
              <div className={styles.groupHead}>
                <h3 className={styles.groupTitle}>{group.title}</h3>
                {group.intro && <p className={styles.intro}>{group.intro}</p>}
              </div>
              <Items group={group} />
            </Reveal>
          ))}
        </div>
      )}
      {section.note && <p className={`${styles.note} ${dark ? styles.noteOnDark : ""}`}>{section.note}</p>}
    </Section>
  );
};
