import { Helmet } from "react-helmet";
import type { IGatsbyImageData } from "gatsby-plugin-image";

/**
 * Asks the browser for a page's largest image (its LCP element) together with the HTML, at high
 * priority, instead of after the stylesheet and scripts. Prefers the modern source the <picture>
 * itself will pick, so the image is never fetched twice.
 */
export const PreloadImage = ({ image, sizes }: { image: IGatsbyImageData; sizes: string }) => {
  const source = image.images.sources?.[0];
  const srcSet = source?.srcSet ?? image.images.fallback?.srcSet;
  if (!srcSet) return null;
  return (
    <Helmet>
      <link rel="preload" as="image" imageSrcSet={srcSet} imageSizes={sizes} type={source?.type} fetchPriority="high" />
    </Helmet>
  );
};
