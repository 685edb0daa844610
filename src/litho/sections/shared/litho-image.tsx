import type React from "react";
import { GatsbyImage, getImage, type IGatsbyImageData } from "gatsby-plugin-image";
import { PlainPicture } from "../../../components/plain-picture/plain-picture";

type ImageSource = { readonly childImageSharp: { readonly gatsbyImageData: unknown } | null } | null | undefined;

interface LithoImageProps {
  file: ImageSource;
  alt: string;
  className?: string;
  /** Fill a positioned, sized parent (tiles with a fixed aspect ratio, backgrounds). */
  fill?: boolean;
  loading?: "eager" | "lazy";
  /** A plain <picture> without GatsbyImage's client side (see plain-picture.tsx): for first-screen images of light pages. */
  plain?: boolean;
}

const fillStyle: React.CSSProperties = { position: "absolute", inset: 0, width: "100%", height: "100%" };

/** Every demo image goes through gatsby-plugin-image; a missing file renders nothing instead of failing. */
export const LithoImage = ({ file, alt, className, fill = false, loading, plain = false }: LithoImageProps) => {
  const image = getImage((file?.childImageSharp?.gatsbyImageData ?? null) as IGatsbyImageData | null);
  if (!image) return null;
  const Image = plain ? PlainPicture : GatsbyImage;
  return <Image image={image} alt={alt} className={className} style={fill ? fillStyle : undefined} loading={loading} />;
};
