import { Fragment } from "react";
import { graphql, type PageProps } from "gatsby";
import { LithoShell } from "../litho/chrome/litho-shell";
import { renderSection, sectionsCarryHeading } from "../litho/sections";
// Per page, only the sections, section layouts and chrome parts that page renders: src/node/litho/page-parts-loader.js rewrites these imports.
import { sectionComponents } from "../litho/sections/all-sections";
import { sectionLayouts } from "../litho/sections/all-layouts";
import { chromeParts } from "../litho/chrome/all-chrome-parts";
import { SectionLayoutsProvider } from "../litho/sections/section-layouts";
import { requirePart } from "../litho/chrome/chrome-parts";
import { isTypeface, typefacePart } from "../litho/typefaces/typeface-names";
import type { LithoPageContext } from "../node/litho/document-pages";
import type { ListingPageContext } from "../node/litho/listing-pages";
import type { ProductPageContext } from "../node/litho/product-pages";
import { listingViewTitle, sectionsOfView } from "../litho/sections/shared/listing-paths";

/**
 * A demo page composed from its JSON document: chrome settings plus an ordered list of sections.
 * A blog listing's further pages (listing-pages.ts) are the same document showing another view.
 */
const LithoPageTemplate = ({
  data,
  location,
  pageContext,
}: PageProps<Queries.LithoPageQuery, LithoPageContext | ListingPageContext | (LithoPageContext & ProductPageContext)>) => {
  const page = data.lithoPage;
  if (!page) throw new Error(`No page document for ${location.pathname}`);
  // A product's own page (product-pages.ts): the product page's document showing that product.
  const product = data.product ?? null;
  const view =
    "listingPath" in pageContext
      ? { page: pageContext.listingPage, category: pageContext.listingCategory, categoryName: pageContext.listingCategoryName }
      : null;
  const sections = product
    ? page.sections.map((section) =>
        section.__typename === "LithoProductDetailSection"
          ? { ...section, item: product, productPage: location.pathname.replace(/\/$/, "") }
          : section,
      )
    : sectionsOfView(page.sections, view);
  const pageTitle =
    product && page.pageTitle
      ? { ...page.pageTitle, title: product.name, subtitle: product.categoryInfo?.title ?? page.pageTitle.subtitle }
      : page.pageTitle;
  const title = product ? product.name : view ? listingViewTitle(page.title, view) : page.title;
  // A home's own headline face wraps the whole page; the others keep the default face.
  const Typeface = isTypeface(page.typeface) ? requirePart(chromeParts, typefacePart(page.typeface)) : Fragment;
  return (
    <Typeface>
      <LithoShell
        parts={chromeParts}
        path={page.path}
        title={title}
        description={product?.summary ?? page.description}
        accent={page.accent}
        header={page.header}
        menu={data.lithoMenu}
        footer={data.lithoFooter}
        footerParallax={page.footer.parallaxAt ?? page.footer.parallax}
        pageTitle={pageTitle}
        contentHasHeading={sectionsCarryHeading(page.sectionTypes)}
      >
        <SectionLayoutsProvider value={sectionLayouts}>
          {sections.map((section, index) => renderSection(section, index, sectionComponents))}
        </SectionLayoutsProvider>
      </LithoShell>
    </Typeface>
  );
};

export default LithoPageTemplate;

export const query = graphql`
  # The listing variables tell a blog listing's section which view this page shows (listing-pages.ts).
  query LithoPage(
    $id: String!
    $menu: String!
    $footer: String!
    $listingPage: Int = 1
    $listingCategory: String
    $listingPath: String
    $productSlug: String = ""
    $hasProduct: Boolean = false
  ) {
    lithoPage(id: { eq: $id }) {
      path
      title
      description
      typeface
      sectionTypes
      accent {
        color
        text
        onDark
        on
        deep
        tint
      }
      header {
        ...LithoHeaderConfigFields
      }
      pageTitle {
        ...LithoPageTitleFields
      }
      footer {
        parallax
        parallaxAt
      }
      sections {
        __typename
        ...LithoSectionsFields
      }
    }
    product: lithoProduct(slug: { eq: $productSlug }) @include(if: $hasProduct) {
      ...LithoProductDetailItem
    }
    lithoMenu(name: { eq: $menu }) {
      ...LithoMenuFields
    }
    lithoFooter(name: { eq: $footer }) {
      ...LithoFooterFields
    }
  }
`;
