import type React from "react";
import { getImage, type IGatsbyImageData } from "gatsby-plugin-image";
import { PlainPicture } from "../../../components/plain-picture/plain-picture";

type ImageSource = { readonly childImageSharp: { readonly gatsbyImageData: unknown } | null } | null | undefined;

interface LithoImageProps {
  file: ImageSource;
  alt: string;
  className?: string;
  /** Fill a positioned, sized parent (tiles with a fixed aspect ratio, backgrounds). */
  fill?: boolean;
  loading?: "eager" | "lazy";
  /** The drawn width, for a layout that shows the picture wider than its query's width (the browser then takes a denser file). */
  sizes?: string;
}

const fillStyle: React.CSSProperties = { position: "absolute", inset: 0, width: "100%", height: "100%" };

/**
 * Every demo image comes from gatsby-plugin-image's data, drawn as a PlainPicture (no GatsbyImage
 * client side, so no demo page fetches react-dom/server); a missing file renders nothing instead of failing.
 */
export const LithoImage = ({ file, alt, className, fill = false, loading, sizes }: LithoImageProps) => {
  const image = getImage((file?.childImageSharp?.gatsbyImageData ?? null) as IGatsbyImageData | null);
  if (!image) return null;
  return (
    <PlainPicture image={image} alt={alt} className={className} style={fill ? fillStyle : undefined} loading={loading} sizes={sizes} />
  );
};
