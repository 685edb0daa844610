import type React from "react";
import type { IGatsbyImageData } from "gatsby-plugin-image";

interface PlainPictureProps {
  image: IGatsbyImageData;
  alt: string;
  className?: string;
  style?: React.CSSProperties;
  loading?: "eager" | "lazy";
}

/** The blurred preview (or dominant colour) painted behind the picture until its own pixels arrive. */
const placeholderStyle = (image: IGatsbyImageData): React.CSSProperties => {
  const preview = image.placeholder?.fallback;
  if (preview) return { backgroundImage: `url("${preview}")`, backgroundSize: "cover", backgroundPosition: "center" };
  return image.backgroundColor ? { backgroundColor: image.backgroundColor } : {};
};

/** A full-width image spans its container at any size, as GatsbyImage's does; the others stop at their own width. */
const layoutStyle = (image: IGatsbyImageData): React.CSSProperties => (image.layout === "fullWidth" ? { width: "100%" } : {});

/**
 * The sources gatsby-plugin-image generated, as a plain <picture> the browser picks from by itself.
 * GatsbyImage's own client side fetches its lazy-hydration code (react-dom/server, about 21 KB
 * gzip) as soon as it mounts. The browser's native lazy loading and a CSS placeholder do the same
 * work here without it, and with JavaScript off too.
 */
export const PlainPicture = ({ image, alt, className, style, loading = "lazy" }: PlainPictureProps) => {
  const { fallback, sources = [] } = image.images;
  return (
    <picture>
      {sources.map((source) => (
        <source key={source.type} type={source.type} srcSet={source.srcSet} sizes={source.sizes} />
      ))}
      <img
        className={className}
        style={{ objectFit: "cover", ...layoutStyle(image), ...placeholderStyle(image), ...style }}
        src={fallback?.src}
        srcSet={fallback?.srcSet}
        sizes={fallback?.sizes}
        width={image.width}
        height={image.height}
        alt={alt}
        loading={loading}
        decoding="async"
      />
    </picture>
  );
};
