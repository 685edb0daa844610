import { useMemo, useRef, useState } from "react";
import type React from "react";
import { graphql } from "gatsby";
import { getSrc, type IGatsbyImageData } from "gatsby-plugin-image";
import { useOnDemand } from "../../../lib/use-on-demand";
import { FILTER_ALL, FilterMenu } from "../../ui/filter-menu";
import { LithoImage } from "../shared/litho-image";
import { Section, SectionAction, SectionHeading, headingId, sectionBackground } from "../shared/section";
import type { LightboxSlide, PhotoLightboxProps } from "./photo-lightbox";
import * as styles from "./photo-gallery.module.css";

export const fragment = graphql`
  fragment LithoPhotoGallerySectionFields on LithoPhotoGallerySection {
    type
    anchor
    heading {
      ...LithoSectionHeadingFields
    }
    layout
    allLabel
    filterLabel
    countNoun
    photos {
      title
      category
      caption
      imageAlt
      image {
        childImageSharp {
          gatsbyImageData(width: 640, breakpoints: [360, 480, 640], quality: 74)
          large: gatsbyImageData(width: 1600, breakpoints: [828, 1200, 1600], quality: 78, placeholder: NONE, formats: [AUTO])
        }
      }
    }
    button {
      ...LithoButtonFields
    }
    background
  }
`;

type Photo = Queries.LithoPhotoGallerySectionFieldsFragment["photos"][number];
type LightboxComponent = React.ComponentType<PhotoLightboxProps>;

// The lightbox library and its styles live in this chunk only, fetched when the gallery is first used.
const loadLightbox = () => import(/* webpackChunkName: "litho-photo-lightbox" */ "./photo-lightbox");

const LAYOUT_CLASSES: Record<string, string> = { metro: styles.metro, strip: styles.strip, mosaic: styles.mosaic };
const layoutClass = (layout: string | null | undefined): string => LAYOUT_CLASSES[layout ?? ""] ?? styles.grid;

/** The layouts shaped like a profile's feed, which name their pictures in the lightbox only. */
const isFeed = (layout: string | null | undefined) => layout === "strip" || layout === "mosaic";

/** The categories in the order they first appear, each once. */
export const galleryCategories = (photos: readonly Pick<Photo, "category">[]): string[] => [
  ...new Set(photos.map((photo) => photo.category).filter((category): category is string => Boolean(category))),
];

const largeImage = (photo: Photo) => (photo.image?.childImageSharp?.large ?? null) as IGatsbyImageData | null;

/** The large picture's address: what a link opens without JavaScript. */
const largeSrc = (photo: Photo): string | undefined => {
  const large = largeImage(photo);
  return large ? getSrc(large) : undefined;
};

/** A lightbox slide from a picture: its large version in every width it was made in. */
export const lightboxSlide = (photo: Photo): LightboxSlide => {
  const large = largeImage(photo);
  const width = large?.width ?? 1600;
  const height = large?.height ?? 1067;
  const srcSet = (large?.images?.fallback?.srcSet ?? "")
    .split(",")
    .map((entry) => entry.trim().split(/\s+/))
    .filter(([src, w]) => src && w?.endsWith("w"))
    .map(([src, w]) => {
      const at = Number.parseInt(w, 10);
      return { src, width: at, height: Math.round((at * height) / width) };
    });
  return {
    src: largeSrc(photo) ?? "",
    width,
    height,
    alt: photo.imageAlt,
    title: photo.title,
    description: photo.caption ?? undefined,
    srcSet: srcSet.length > 0 ? srcSet : undefined,
  };
};

/**
 * A gallery: pictures in columns under an optional filter by category. Each picture is a link to its
 * large version, so it opens without JavaScript; with it, the link opens the lightbox at that
 * picture instead, and the lightbox pages through the pictures the filter shows.
 */
export const PhotoGallery = ({ section }: { section: Queries.LithoPhotoGallerySectionFieldsFragment }) => {
  const id = section.heading ? headingId("gallery", section.heading.title) : undefined;
  const dark = sectionBackground(section.background) === "dark";
  const noun = section.countNoun ?? "photographs";
  const categories = useMemo(() => galleryCategories(section.photos), [section.photos]);
  const [filter, setFilter] = useState(FILTER_ALL);
  const [viewer, setViewer] = useState<{ index: number; open: boolean }>({ index: 0, open: false });
  const [Viewer, setViewerComponent] = useState<LightboxComponent | null>(null);
  const frame = useRef<HTMLDivElement>(null);
  const opener = useRef<HTMLAnchorElement | null>(null);

  const shown = filter === FILTER_ALL ? section.photos : section.photos.filter((photo) => photo.category === filter);
  const slides = useMemo(() => shown.map(lightboxSlide), [shown]);

  const load = () =>
    loadLightbox().then((module) => {
      setViewerComponent(() => module.default);
    });

  // Fetch the lightbox as soon as the visitor reaches for the gallery, before the first click lands.
  useOnDemand(frame, () => void load());

  const open = (index: number) => (event: React.MouseEvent<HTMLAnchorElement>) => {
    if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey || event.button !== 0) return;
    event.preventDefault();
    opener.current = event.currentTarget;
    if (!Viewer) void load();
    setViewer({ index, open: true });
  };

  const close = () => {
    setViewer((current) => ({ ...current, open: false }));
    // Back to the picture the visitor opened, once the lightbox has let go of the focus.
    const back = opener.current;
    window.setTimeout(() => back?.focus(), 0);
  };

  return (
    <Section anchor={section.anchor} background={section.background} labelledBy={id}>
      <SectionHeading heading={section.heading} id={id} />
      <div ref={frame} className={dark ? styles.onDark : undefined}>
        {categories.length > 1 && (
          <FilterMenu
            options={[
              { key: FILTER_ALL, title: section.allLabel ?? "All" },
              ...categories.map((category) => ({ key: category, title: category })),
            ]}
            active={filter}
            onSelect={(key) => {
              setFilter(key);
              setViewer({ index: 0, open: false });
            }}
            label={section.filterLabel ?? "Filter the pictures"}
            variant="pills"
            counts={Object.fromEntries([
              [FILTER_ALL, section.photos.length],
              ...categories.map((category) => [category, section.photos.filter((photo) => photo.category === category).length]),
            ])}
            className={styles.filter}
          />
        )}
        <p className={`${styles.status} ${isFeed(section.layout) ? "visually-hidden" : ""}`} role="status">
          {filter === FILTER_ALL ? `${shown.length} ${noun}` : `${shown.length} of ${section.photos.length} ${noun}: ${filter}`}
        </p>
        <ul className={layoutClass(section.layout)}>
          {shown.map((photo, index) => (
            <li key={`${photo.title}-${photo.imageAlt}`} className={styles.item}>
              <a href={largeSrc(photo)} className={styles.link} onClick={open(index)} aria-haspopup="dialog">
                <LithoImage file={photo.image} alt={photo.imageAlt} className={styles.image} />
                <span className={`${styles.caption} ${isFeed(section.layout) ? "visually-hidden" : ""}`}>
                  <span className={styles.title}>{photo.title}</span>
                  {photo.category && <span className={styles.category}>{photo.category}</span>}
                </span>
              </a>
            </li>
          ))}
        </ul>
      </div>
      <SectionAction button={section.button} />
      {Viewer && (
        <Viewer
          slides={slides}
          index={viewer.index}
          open={viewer.open}
          onClose={close}
          onView={(index) => setViewer((current) => ({ ...current, index }))}
        />
      )}
    </Section>
  );
};
