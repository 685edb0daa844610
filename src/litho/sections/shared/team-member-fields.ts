import { graphql } from "gatsby";

/** What a team member's portrait card needs: the team section's members and a blog's author (author-card.tsx). */
export const lithoTeamMemberFields = graphql`
  fragment LithoTeamMemberFields on LithoTeamMember {
    jsonId
    name
    designation
    description
    socials {
      icon
      title
      link
    }
    img {
      childImageSharp {
        gatsbyImageData(width: 420, aspectRatio: 0.8, quality: 76, outputPixelDensities: [0.5, 1, 2])
      }
    }
  }
`;
