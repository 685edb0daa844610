import { useRef, useState } from "react";
import type React from "react";
import { graphql } from "gatsby";
import { getImage } from "gatsby-plugin-image";
import { PlainPicture } from "../plain-picture/plain-picture";
import { ButtonLink } from "../button-link/button-link";
import { Container } from "../container/container";
import { SectionHeading } from "../section-heading/section-heading";
import { Reveal } from "../reveal/reveal";
import { nextTabIndex } from "../../lib/tab-keys";
import * as styles from "./activities-tabs.module.css";

export const activitiesFields = graphql`
  fragment ActivitiesFields on ActivitiesSection {
    eyebrow
    title
    intro
    tabs {
      id
      tab
      title
      subtitle
      text
      buttonText
      buttonPath
      imageAlt
      image {
        childImageSharp {
          gatsbyImageData(
            width: 640
            aspectRatio: 1.5
            placeholder: BLURRED
            breakpoints: [360, 720, 1200]
            sizes: "(max-width: 767px) calc(100vw - 40px), 560px"
          )
        }
      }
    }
  }
`;

interface ActivitiesTabsProps {
  section: Queries.ActivitiesFieldsFragment;
  id: string;
}

export const ActivitiesTabs = ({ section, id }: ActivitiesTabsProps) => {
  const [active, setActive] = useState(0);
  const tabRefs = useRef<Array<HTMLButtonElement | null>>([]);
  const tabs = section.tabs;

  const onKeyDown = (event: React.KeyboardEvent<HTMLButtonElement>) => {
    const index = nextTabIndex(event.key, active, tabs.length);
    if (index === null) return;
    event.preventDefault();
    setActive(index);
    tabRefs.current[index]?.focus();
  };

  return (
    <section id={id} className={styles.section} aria-labelledby={`${id}-title`}>
      <Container>
        <Reveal>
          <SectionHeading id={`${id}-title`} eyebrow={section.eyebrow} title={section.title} intro={section.intro} align="center" />
        </Reveal>
        <div className={styles.tablist} role="tablist" aria-label={section.title}>
          {tabs.map((tab, index) => (
            <button
              key={tab.id}
              ref={(element) => {
                tabRefs.current[index] = element;
              }}
              type="button"
              role="tab"
              id={`${id}-tab-${tab.id}`}
              aria-controls={`${id}-panel-${tab.id}`}
              aria-selected={index === active}
              tabIndex={index === active ? 0 : -1}
              className={styles.tab}
              onClick={() => setActive(index)}
              onKeyDown={onKeyDown}
            >
              {tab.tab}
            </button>
          ))}
        </div>
        {tabs.map((tab, index) => {
          const image = getImage(tab.image.childImageSharp?.gatsbyImageData ?? null);
          return (
            <div
              key={tab.id}
              role="tabpanel"
              id={`${id}-panel-${tab.id}`}
              aria-labelledby={`${id}-tab-${tab.id}`}
              className={styles.panel}
              data-active={index === active ? "" : undefined}
              tabIndex={0}
            >
              <div className={styles.media}>{image && <PlainPicture image={image} alt={tab.imageAlt} className={styles.image} />}</div>
              <div>
                <p className={styles.subtitle}>{tab.subtitle}</p>
                <h3 className={styles.title}>{tab.title}</h3>
                <p className={styles.text}>{tab.text}</p>
                <ButtonLink to={tab.buttonPath} variant="dark">
                  {tab.buttonText}
                </ButtonLink>
              </div>
            </div>
          );
        })}
      </Container>
    </section>
  );
};
