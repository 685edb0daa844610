import type React from "react";
import type { IGatsbyImageData } from "gatsby-plugin-image";

interface PlainPictureProps {
  image: IGatsbyImageData;
  alt: string;
  className?: string;
  style?: React.CSSProperties;
  loading?: "eager" | "lazy";
}

/**
 * The sources gatsby-plugin-image generated, as a plain <picture> the browser picks from by itself.
 * GatsbyImage's own client side fetches its lazy-hydration code (react-dom/server, about 23 KB
 * gzip) once it mounts; a first-screen image that is never lazy and never swapped gains nothing
 * from it, so a light page can do without.
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
        style={{ objectFit: "cover", ...style }}
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
