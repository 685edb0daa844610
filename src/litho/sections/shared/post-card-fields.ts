import { graphql } from "gatsby";

/** What a post card needs: shared by the blog sections (blog-grid, blog-listing) and the post template's related posts. */
export const lithoBlogPostCard = graphql`
  fragment LithoBlogPostCard on LithoBlogPost {
    id
    jsonId
    title
    content
    date
    likes
    comments
    category
    blogType
    double_col
    url
    # The post page's own cuts of the picture and the avatar (LithoBlogPostDetail), so the build encodes
    # each file once; the sizes hints say how wide a card shows them.
    img {
      childImageSharp {
        gatsbyImageData(layout: FULL_WIDTH, breakpoints: [480, 768, 1200, 1600], quality: 74, sizes: "(min-width: 720px) 720px, 100vw")
      }
    }
    authorProfile {
      name
      img {
        childImageSharp {
          gatsbyImageData(width: 96, height: 96, quality: 80, outputPixelDensities: [1, 2], sizes: "32px")
        }
      }
    }
  }
`;

export type PostCardData = Queries.LithoBlogPostCardFragment;
