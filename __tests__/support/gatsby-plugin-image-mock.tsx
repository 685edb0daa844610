/* GatsbyImage renders a plain img in tests; the image data's fallback src, when present, becomes its src. */

type ImageData = { images?: { fallback?: { src?: string } } } | undefined;

export const getImage = (node: unknown): ImageData =>
  (node as { childImageSharp?: { gatsbyImageData?: ImageData } } | undefined)?.childImageSharp?.gatsbyImageData ?? (node as ImageData);

export const getSrc = (node: unknown): string | undefined => getImage(node)?.images?.fallback?.src;

export const GatsbyImage = ({ image, alt, className }: { image: ImageData; alt: string; className?: string }) => (
  <img src={image?.images?.fallback?.src ?? ""} alt={alt} className={className} />
);

export const StaticImage = ({ src, alt, className }: { src: string; alt: string; className?: string }) => (
  <img src={src} alt={alt} className={className} />
);
