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
    img {
      childImageSharp {
        gatsbyImageData(width: 720, quality: 74, outputPixelDensities: [0.5, 1, 2])
      }
    }
    authorProfile {
      name
      img {
        childImageSharp {
          gatsbyImageData(width: 48, height: 48, quality: 80, outputPixelDensities: [1, 2])
        }
      }
    }
  }
`;

export type PostCardData = Queries.LithoBlogPostCardFragment;
