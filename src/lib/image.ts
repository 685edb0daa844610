import type { IGatsbyImageData } from "gatsby-plugin-image";

/**
 * Replaces an image's `sizes` hint. Content decides how wide some images are shown (a product's
 * image width and mobile image width), which a static GraphQL query cannot know in advance.
 */
export const withSizes = (image: IGatsbyImageData, sizes: string): IGatsbyImageData => ({
  ...image,
  images: {
    ...image.images,
    fallback: image.images.fallback && { ...image.images.fallback, sizes },
    sources: image.images.sources?.map((source) => ({ ...source, sizes })),
  },
});
