import { graphql } from "gatsby";

/** What a portfolio tile needs from a project: shared by the section and the portfolio template. */
export const lithoPortfolioProjectCard = graphql`
  fragment LithoPortfolioProjectCard on LithoPortfolioProject {
    id
    jsonId
    title
    subtitle
    category
    shape
    metro
    link
    img {
      childImageSharp {
        gatsbyImageData(width: 720, quality: 74, outputPixelDensities: [0.5, 1, 2])
      }
    }
    hoverImg {
      childImageSharp {
        gatsbyImageData(width: 720, quality: 74, outputPixelDensities: [0.5, 1, 2])
      }
    }
  }

  fragment LithoFilterOptionFields on LithoFilterOption {
    title
    key
  }
`;

export type ProjectCardData = Queries.LithoPortfolioProjectCardFragment;
export type FilterOptionData = Queries.LithoFilterOptionFieldsFragment;
