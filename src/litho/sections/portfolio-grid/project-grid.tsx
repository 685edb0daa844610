import { useState } from "react";
import { getImage, type IGatsbyImageData } from "gatsby-plugin-image";
import { LithoImage } from "../shared/litho-image";
import { SmartLink } from "../../ui/smart-link";
import { Icon } from "../shared/icon";
import { FilterGrid, matchesFilter } from "../../ui/filter-grid";
import { FILTER_ALL, FilterMenu } from "../../ui/filter-menu";
import { Carousel } from "../../ui/carousel";
import type { GridLayoutKind, ResponsiveColumns } from "../../ui/grid-layout";
import type { FilterOptionData, ProjectCardData } from "./project-card-fields";
import * as styles from "./project-grid.module.css";

export const portfolioTileStyles = ["classic", "boxed", "colorful", "bordered", "overlay", "switch-image"] as const;
export const portfolioGridLayouts = [
  "two-column",
  "three-column",
  "four-column",
  "masonry",
  "metro",
  "scattered",
  "justified-gallery",
  "slider",
] as const;

export type PortfolioTileStyle = (typeof portfolioTileStyles)[number];
export type PortfolioGridLayout = (typeof portfolioGridLayouts)[number];

const styleClass: Record<PortfolioTileStyle, string> = {
  classic: styles.classic,
  boxed: styles.boxed,
  colorful: styles.colorful,
  bordered: styles.bordered,
  overlay: styles.overlay,
  "switch-image": styles.switchImage,
};

/** Arrangements the shared filter grid lays out, with their columns per breakpoint. */
const GRID_LAYOUTS: Partial<Record<PortfolioGridLayout, { kind: GridLayoutKind; columns: ResponsiveColumns }>> = {
  "two-column": { kind: "grid", columns: { xs: 1, sm: 2 } },
  "three-column": { kind: "grid", columns: { xs: 1, sm: 2, lg: 3 } },
  "four-column": { kind: "grid", columns: { xs: 1, sm: 2, lg: 3, xl: 4 } },
  masonry: { kind: "masonry", columns: { xs: 1, sm: 2, lg: 3 } },
  metro: { kind: "metro", columns: { xs: 1, sm: 2, lg: 3 } },
};

/** The portfolio slider: one tile on phones, two from 768 px, three from 992 px. */
const SLIDER_SETTINGS = { breakpoints: { 768: { slidesPerView: 2 }, 992: { slidesPerView: 3 } } };

/** Filter options that would show nothing are left out, so a visitor never lands on an empty grid. */
export const usefulFilters = <F extends { key: string }>(filters: readonly F[], items: readonly { category: readonly string[] }[]): F[] =>
  filters.filter(
    (filter) => filter.key === FILTER_ALL || items.some((item) => matchesFilter({ categories: [...item.category] }, filter.key)),
  );

/** Layouts whose tiles keep the picture's own proportions; the rest crop to a shared frame. */
const naturalLayouts = new Set<PortfolioGridLayout>(["masonry", "justified-gallery", "scattered"]);

const aspectOf = (project: ProjectCardData): number => {
  const image = getImage((project.img?.childImageSharp?.gatsbyImageData ?? null) as IGatsbyImageData | null);
  return image ? image.width / image.height : 1;
};

interface TileProps {
  project: ProjectCardData;
  tileStyle: PortfolioTileStyle;
  layout: PortfolioGridLayout;
  headingLevel: "h2" | "h3";
}

const Tile = ({ project, tileStyle, layout, headingLevel: Title }: TileProps) => {
  const natural = naturalLayouts.has(layout);
  const aspect = aspectOf(project);
  return (
    <SmartLink to={project.link} className={styles.tile}>
      <span className={`${styles.frame} ${natural ? styles.natural : ""}`} style={natural ? { aspectRatio: String(aspect) } : undefined}>
        <LithoImage file={project.img} alt="" fill className={styles.image} />
        {tileStyle === "switch-image" && <LithoImage file={project.hoverImg} alt="" fill className={styles.hoverImage} />}
        <span className={styles.shade} aria-hidden="true" />
        <span className={styles.plus} aria-hidden="true">
          <Icon name="arrow-right" />
        </span>
      </span>
      <span className={styles.caption}>
        <Title className={styles.title}>{project.title}</Title>
        <span className={styles.subtitle}>{project.subtitle}</span>
      </span>
    </SmartLink>
  );
};

interface PortfolioGridProps {
  projects: readonly ProjectCardData[];
  filters?: readonly FilterOptionData[];
  tileStyle: PortfolioTileStyle;
  layout: PortfolioGridLayout;
  showFilter?: boolean;
  /** Tile titles are h2 when the grid is the page's main content, h3 under a section heading. */
  headingLevel?: "h2" | "h3";
  label?: string;
}

/**
 * Portfolio tiles in one of six looks and eight arrangements. Column, masonry and metro grids are
 * the shared FilterGrid (animated filtering); the slider is the shared Carousel; scattered and
 * justified layouts are drawn here, filtered with the same FilterMenu and matching rule.
 */
export const ProjectGrid = ({
  projects,
  filters = [],
  tileStyle,
  layout,
  showFilter = true,
  headingLevel = "h3",
  label = "Projects",
}: PortfolioGridProps) => {
  const [active, setActive] = useState(FILTER_ALL);
  const options = usefulFilters(filters, projects).map(({ title, key }) => ({ title, key }));
  const filterable = showFilter && options.length > 1;
  const tile = (project: ProjectCardData) => <Tile project={project} tileStyle={tileStyle} layout={layout} headingLevel={headingLevel} />;
  const rootClass = `${styles.portfolio} ${styleClass[tileStyle]}`;

  if (layout === "slider") {
    return (
      <div className={rootClass}>
        <Carousel
          label={label}
          settings={SLIDER_SETTINGS}
          slides={projects.map((project) => ({ id: project.id, content: tile(project) }))}
        />
      </div>
    );
  }

  const grid = GRID_LAYOUTS[layout];
  if (grid) {
    return (
      <FilterGrid
        className={[rootClass, grid.kind === "metro" ? styles.fillTiles : "", layout === "two-column" ? styles.wideFrames : ""]
          .filter(Boolean)
          .join(" ")}
        label={`Filter ${label.toLowerCase()}`}
        filters={filterable ? options : []}
        layout={grid.kind}
        columns={grid.columns}
        items={projects.map((project) => ({
          id: project.id,
          categories: [...project.category],
          doubleCol: grid.kind === "metro" && project.metro === "wide",
          doubleRow: grid.kind === "metro" && project.metro === "tall",
          content: tile(project),
        }))}
      />
    );
  }

  const visible = projects.filter((project) => matchesFilter({ categories: [...project.category] }, active));
  return (
    <div className={rootClass}>
      {filterable && <FilterMenu options={options} active={active} onSelect={setActive} label={`Filter ${label.toLowerCase()}`} />}
      <ul className={`${styles.grid} ${layout === "scattered" ? styles.scattered : styles.justified}`} aria-label={label}>
        {visible.map((project) => (
          <li
            key={project.id}
            className={styles.item}
            style={
              layout === "justified-gallery"
                ? { flexGrow: aspectOf(project), flexBasis: `${Math.round(aspectOf(project) * 260)}px` }
                : undefined
            }
          >
            {tile(project)}
          </li>
        ))}
      </ul>
    </div>
  );
};
