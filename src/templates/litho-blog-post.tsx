import { graphql, type PageProps } from "gatsby";
import { RowLayout } from "../litho/chrome/header-layout-row";
import { SubscribeForm } from "../litho/chrome/subscribe-form";
import { FormOutcomeNotice } from "../litho/chrome/form-outcome-notice";
import { LithoShell } from "../litho/chrome/litho-shell";
import { BlogPost } from "../litho/views/blog-post/blog-post";
import type { BlogPostPageContext } from "../node/litho/routes";

/** The chrome this template renders: a white header, a footer with the subscribe form. */
const chromeParts = { RowLayout, SubscribeForm, FormOutcomeNotice };

/** /litho/blog-types/{type}/{id}: one post rendered as one of the nine post types. */
const LithoBlogPostTemplate = ({ data, location }: PageProps<Queries.LithoBlogPostQuery, BlogPostPageContext>) => {
  const post = data.lithoBlogPost;
  const postType = data.lithoBlogPostType;
  if (!post || !postType) throw new Error(`Blog post data missing for ${location.pathname}`);
  return (
    <LithoShell
      parts={chromeParts}
      path={location.pathname.replace(/\/$/, "")}
      title={`${post.title} | ${postType.title}`}
      description={post.content}
      header={{ variant: "white", search: true, sidePanel: true, language: true, cart: true }}
      menu={data.lithoMenu}
      footer={data.lithoFooter}
      contentHasHeading
    >
      <BlogPost post={post} postType={postType} related={data.related.nodes} />
    </LithoShell>
  );
};

export default LithoBlogPostTemplate;

export const query = graphql`
  query LithoBlogPost($id: String!, $postId: Int!, $postType: String!) {
    lithoBlogPost(id: { eq: $id }) {
      ...LithoBlogPostDetail
    }
    lithoBlogPostType(type: { eq: $postType }) {
      ...LithoBlogPostTypeFields
    }
    related: allLithoBlogPost(filter: { jsonId: { ne: $postId } }, sort: { jsonId: ASC }, limit: 3) {
      nodes {
        ...LithoBlogPostCard
      }
    }
    lithoMenu(name: { eq: "main" }) {
      ...LithoMenuFields
    }
    lithoFooter(name: { eq: "business" }) {
      ...LithoFooterFields
    }
  }
`;
