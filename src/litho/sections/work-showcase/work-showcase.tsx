import { useEffect, useRef, useState } from "react";
import { graphql } from "gatsby";
import { Icon } from "../shared/icon";
import { LithoImage } from "../shared/litho-image";
import { SmartLink } from "../../ui/smart-link";
import { Section, SectionAction, SectionHeading, headingId, sectionBackground } from "../shared/section";
import * as styles from "./work-showcase.module.css";

export const fragment = graphql`
  fragment LithoWorkShowcaseSectionFields on LithoWorkShowcaseSection {
    type
    anchor
    heading {
      ...LithoSectionHeadingFields
    }
    layout
    works {
      title
      client
      discipline
      year
      text
      link
      imageAlt
      image {
        childImageSharp {
          gatsbyImageData(width: 800, aspectRatio: 1.333, breakpoints: [400, 600, 800], quality: 76)
          wide: gatsbyImageData(width: 1600, aspectRatio: 1.778, breakpoints: [600, 1000, 1600], quality: 74)
        }
      }
    }
    button {
      ...LithoButtonFields
    }
    background
  }
`;

type Work = Queries.LithoWorkShowcaseSectionFieldsFragment["works"][number];

/**
 * The hover list: one row per project. From 992 px on screens with a pointer the pictures share one
 * frame beside the list and the row under the pointer or the keyboard's focus brings its own
 * forward; on phones and touch screens each row shows its picture above its title. Every picture is drawn once, in its own row.
 */
const HoverList = ({ works }: { works: readonly Work[] }) => {
  const [active, setActive] = useState(0);
  return (
    <ol className={styles.list}>
      {works.map((work, index) => (
        <li
          key={work.title}
          className={styles.row}
          data-active={index === active || undefined}
          onMouseEnter={() => setActive(index)}
          onFocus={() => setActive(index)}
        >
          <div className={styles.preview}>
            <LithoImage file={work.image} alt={work.imageAlt} fill />
          </div>
          <SmartLink to={work.link} className={styles.rowLink}>
            <span className={styles.index} aria-hidden="true">
              {String(index + 1).padStart(2, "0")}
            </span>
            <span className={styles.rowTitle}>{work.title}</span>
            <span className={styles.meta}>
              {work.client} · {work.discipline} · {work.year}
            </span>
            <Icon name="arrow-right" className={styles.arrow} />
          </SmartLink>
        </li>
      ))}
    </ol>
  );
};

/**
 * The tiles: the first project large, the others beside and under it. The caption is the link and
 * stretches over the whole tile; on screens with a pointer it rises over the picture on hover or focus.
 */
const Tiles = ({ works }: { works: readonly Work[] }) => (
  <ul className={styles.tiles}>
    {works.map((work) => (
      <li key={work.title} className={styles.tile}>
        <div className={styles.tileImage}>
          <LithoImage file={work.image} alt={work.imageAlt} fill />
        </div>
        <SmartLink to={work.link} className={styles.caption}>
          <span className={styles.meta}>
            {work.client} · {work.year}
          </span>
          <span className={styles.tileTitle}>{work.title}</span>
          <span className={styles.discipline}>{work.discipline}</span>
          {work.text && <span className={styles.tileText}>{work.text}</span>}
        </SmartLink>
      </li>
    ))}
  </ul>
);

/** The project's picture cut wide (16:9), for the panels. */
const wideImage = (work: Work) => ({ childImageSharp: { gatsbyImageData: work.image?.childImageSharp?.wide ?? null } });

/** A project's id on the page, from the section's anchor and the title, so the split's menu can point at it. */
export const workId = (anchor: string | null | undefined, title: string): string =>
  `${anchor ?? "work"}-${title
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-|-$/g, "")}`;

/** One project as a wide panel: the picture across the panel, its number, client, year, title and line beside it. */
const Panel = ({ work, index, id }: { work: Work; index: number; id: string }) => (
  <article id={id} className={styles.panel} aria-labelledby={`${id}-title`}>
    <div className={styles.panelImage}>
      <LithoImage file={wideImage(work)} alt={work.imageAlt} fill />
    </div>
    <div className={styles.panelText}>
      <p className={styles.panelMeta}>
        <span aria-hidden="true">{String(index + 1).padStart(2, "0")}</span> {work.client} · {work.discipline} · {work.year}
      </p>
      <h3 id={`${id}-title`} className={styles.panelTitle}>
        {work.title}
      </h3>
      {work.text && <p className={styles.panelLine}>{work.text}</p>}
      <SmartLink to={work.link} className={styles.panelLink}>
        See the project<span className="visually-hidden">: {work.title}</span>
        <Icon name="arrow-right" className={styles.panelArrow} />
      </SmartLink>
    </div>
  </article>
);

/**
 * The panels: every project a full-width panel, one after another, to scroll through. From 768 px,
 * with motion allowed, each panel holds at the top while the next slides over it.
 */
const Panels = ({ works, anchor }: { works: readonly Work[]; anchor: string | null | undefined }) => (
  <div className={styles.panels}>
    {works.map((work, index) => (
      <Panel key={work.title} work={work} index={index} id={workId(anchor, work.title)} />
    ))}
  </div>
);

/**
 * The split: from 992 px the heading, a menu of the projects and the button hold still on the left
 * half while the projects scroll past on the right; the menu marks the project in view. On phones
 * the halves stack.
 */
const Split = ({ section, id }: { section: Queries.LithoWorkShowcaseSectionFieldsFragment; id: string | undefined }) => {
  const [current, setCurrent] = useState(0);
  const list = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const panels = Array.from(list.current?.querySelectorAll("article") ?? []);
    if (panels.length === 0 || typeof IntersectionObserver === "undefined") return undefined;
    const observer = new IntersectionObserver(
      (entries) => {
        for (const entry of entries) if (entry.isIntersecting) setCurrent(panels.indexOf(entry.target as HTMLElement));
      },
      { rootMargin: "-45% 0px -45% 0px" },
    );
    for (const panel of panels) observer.observe(panel);
    return () => observer.disconnect();
  }, []);
  return (
    <div className={styles.split}>
      <div className={styles.splitAside}>
        <SectionHeading heading={section.heading} id={id} />
        <nav aria-label={section.heading ? `${section.heading.title}: the projects` : "The projects"}>
          <ol className={styles.splitMenu}>
            {section.works.map((work, index) => (
              <li key={work.title}>
                <a
                  href={`#${workId(section.anchor, work.title)}`}
                  aria-current={index === current ? "true" : undefined}
                  className={styles.splitLink}
                >
                  <span aria-hidden="true">{String(index + 1).padStart(2, "0")}</span> {work.client}
                </a>
              </li>
            ))}
          </ol>
        </nav>
        <SectionAction button={section.button} />
      </div>
      <div ref={list} className={styles.splitWorks}>
        {section.works.map((work, index) => (
          <Panel key={work.title} work={work} index={index} id={workId(section.anchor, work.title)} />
        ))}
      </div>
    </div>
  );
};

export const WorkShowcase = ({ section }: { section: Queries.LithoWorkShowcaseSectionFieldsFragment }) => {
  const id = section.heading ? headingId("work", section.heading.title) : undefined;
  const dark = sectionBackground(section.background) === "dark";
  if (section.layout === "split")
    return (
      <Section anchor={section.anchor} background={section.background} labelledBy={id}>
        <div className={dark ? styles.onDark : undefined}>
          <Split section={section} id={id} />
        </div>
      </Section>
    );
  return (
    <Section anchor={section.anchor} background={section.background} labelledBy={id}>
      <SectionHeading heading={section.heading} id={id} />
      <div className={dark ? styles.onDark : undefined}>
        {section.layout === "tiles" ? (
          <Tiles works={section.works} />
        ) : section.layout === "panels" ? (
          <Panels works={section.works} anchor={section.anchor} />
        ) : (
          <HoverList works={section.works} />
        )}
      </div>
      <SectionAction button={section.button} />
    </Section>
  );
};
