import { graphql } from "gatsby";

/** A map place as the map preview draws it (src/litho/ui/map-preview.tsx); sections spread it wherever they hold one. */
export const lithoMapPlaceFields = graphql`
  fragment LithoMapPlaceFields on LithoMapPlace {
    latitude
    longitude
    zoom
    query
    title
    imageAlt
    image {
      childImageSharp {
        gatsbyImageData(width: 1200, quality: 72, breakpoints: [480, 800, 1200])
      }
    }
  }
`;
