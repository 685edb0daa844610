import type React from "react";
import type { IGatsbyImageData } from "gatsby-plugin-image";

interface PlainPictureProps {
  image: IGatsbyImageData;
  alt: string;
  className?: string;
  style?: React.CSSProperties;
  loading?: "eager" | "lazy";
  /** How wide the picture is drawn, when a layout draws it wider than the width its query asked for. */
  sizes?: string;
}

/** The blurred preview (or dominant colour) painted behind the picture until its own pixels arrive. */
const placeholderStyle = (image: IGatsbyImageData): React.CSSProperties => {
  const preview = image.placeholder?.fallback;
  if (preview) return { backgroundImage: `url("${preview}")`, backgroundSize: "cover", backgroundPosition: "center" };
  return image.backgroundColor ? { backgroundColor: image.backgroundColor } : {};
};

/** A full-width image spans its container at any size, as GatsbyImage's does; the others stop at their own width. */
const layoutStyle = (image: IGatsbyImageData): React.CSSProperties => (image.layout === "fullWidth" ? { width: "100%" } : {});

/** The widths a srcset offers ("a.jpg 480w, b.jpg 828w" → 480, 828). */
const candidateWidths = (srcSet: string | undefined): number[] =>
  [...(srcSet ?? "").matchAll(/(\d+)w\s*(?:,|$)/g)].map((match) => Number(match[1]));

/** A full-width picture without a srcset (gatsby-plugin-image always writes one) is given this width, to keep its ratio to a thousandth. */
const FULL_WIDTH_FALLBACK = 1000;

/**
 * The <img>'s width and height attributes, which HTML wants as whole numbers, in the picture's aspect
 * ratio: they reserve its space before it loads. gatsby-plugin-image gives a full-width picture as 1 by
 * 1/ratio and a constrained one with float noise (426.99999999999994); the former takes the width of
 * its widest file.
 */
export const wholeDimensions = (image: IGatsbyImageData): { width: number; height: number } => {
  const ratio = image.width / image.height;
  const files = [image.images.fallback?.srcSet, ...(image.images.sources ?? []).map((source) => source.srcSet)].flatMap(candidateWidths);
  const width = Math.round(image.layout === "fullWidth" ? (files.length > 0 ? Math.max(...files) : FULL_WIDTH_FALLBACK) : image.width);
  return { width, height: Math.round(width / ratio) };
};

/**
 * The sources gatsby-plugin-image generated, as a plain <picture> the browser picks from by itself.
 * GatsbyImage's own client side fetches its lazy-hydration code (react-dom/server, about 21 KB
 * gzip) as soon as it mounts. The browser's native lazy loading and a CSS placeholder do the same
 * work here without it, and with JavaScript off too.
 */
export const PlainPicture = ({ image, alt, className, style, loading = "lazy", sizes }: PlainPictureProps) => {
  const { fallback, sources = [] } = image.images;
  const { width, height } = wholeDimensions(image);
  return (
    <picture>
      {sources.map((source) => (
        <source key={source.type} type={source.type} srcSet={source.srcSet} sizes={sizes ?? source.sizes} />
      ))}
      <img
        className={className}
        style={{ objectFit: "cover", ...layoutStyle(image), ...placeholderStyle(image), ...style }}
        src={fallback?.src}
        srcSet={fallback?.srcSet}
        sizes={sizes ?? fallback?.sizes}
        width={width}
        height={height}
        alt={alt}
        loading={loading}
        decoding="async"
      />
    </picture>
  );
};
