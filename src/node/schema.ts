import type { CreateSchemaCustomizationArgs } from "gatsby";

/**
 * The live site's content model, declared rather than inferred: a maintainer's typo in data/
 * fails the build instead of quietly changing a type. Images are files next to the JSON,
 * resolved relative to it, so pages can query them with gatsbyImageData.
 */
export const liveSiteTypeDefs = /* GraphQL */ `
  type Seo {
    title: String!
    description: String!
    image: File @fileByRelativePath
  }

  type Address {
    lines: [String!]!
    district: String!
    city: String!
  }

  type MapLocation {
    latitude: Float!
    longitude: Float!
    zoom: Int!
    query: String!
  }

  type Company implements Node @dontInfer {
    name: String!
    legalName: String!
    tagline: String!
    email: String!
    phone: String!
    address: Address!
    openingHours: String!
    map: MapLocation!
  }

  type NavigationItem implements Node @dontInfer {
    label: String!
    path: String!
    order: Int!
  }

  type Banner {
    eyebrow: String
    title: String!
    text: String
    image: File @fileByRelativePath
    imageAlt: String
  }

  type SectionHeading {
    eyebrow: String
    title: String!
    intro: String
  }

  type HomeHero {
    eyebrow: String!
    title: String!
    text: String!
    buttonText: String!
    buttonPath: String!
    scrollLabel: String!
    image: File! @fileByRelativePath
    imageAlt: String!
  }

  type ActivityTab {
    id: String!
    tab: String!
    title: String!
    subtitle: String!
    image: File! @fileByRelativePath
    imageAlt: String!
    text: String!
    buttonText: String!
    buttonPath: String!
  }

  type ActivitiesSection {
    eyebrow: String
    title: String!
    intro: String
    tabs: [ActivityTab!]!
  }

  type HomePage implements Node @dontInfer {
    seo: Seo!
    hero: HomeHero!
    activities: ActivitiesSection!
    priceChart: SectionHeading!
  }

  type ServicesSection implements Node @dontInfer {
    eyebrow: String
    title: String!
    intro: String
  }

  type ProductSpec {
    label: String!
    value: String!
  }

  type ProductCard implements Node @dontInfer {
    """
    The JSON id, kept apart from the node id Gatsby assigns.
    """
    slug: String! @proxy(from: "jsonId")
    title: String!
    description: String!
    buttonText: String!
    buttonTarget: String!
    image: File! @fileByRelativePath
    imageAlt: String!
    """
    Largest width in CSS pixels the image is shown at on tablets and desktops.
    """
    imageWidth: Int!
    """
    Largest width in CSS pixels the image is shown at on phones (up to 767 px wide).
    """
    mobileImageWidth: Int!
    specs: [ProductSpec!]!
  }

  type StoryBlock {
    number: String!
    title: String!
    text: String!
    image: File! @fileByRelativePath
    imageAlt: String!
  }

  type TitledText {
    title: String!
    text: String!
  }

  type MissionBlock {
    eyebrow: String
    title: String!
    text: String!
    buttonText: String!
    buttonPath: String!
    image: File! @fileByRelativePath
    imageAlt: String!
    values: [TitledText!]!
  }

  type InsightBlock {
    eyebrow: String
    title: String!
    text: String!
    image: File! @fileByRelativePath
    imageAlt: String!
    points: [TitledText!]!
  }

  type AboutPage implements Node @dontInfer {
    seo: Seo!
    hero: Banner!
    story: [StoryBlock!]!
    mission: MissionBlock!
    insight: InsightBlock!
  }

  type ProductsPage implements Node @dontInfer {
    seo: Seo!
    hero: Banner!
  }

  type NewsPage implements Node @dontInfer {
    seo: Seo!
    hero: Banner!
    priceChart: SectionHeading!
    latestNews: SectionHeading!
    technicalAnalysis: SectionHeading!
  }

  type OfficeBlock {
    eyebrow: String
    title: String!
    text: String!
    mapLinkText: String!
  }

  type MapBlock {
    title: String!
    previewImage: File! @fileByRelativePath
    previewAlt: String!
    loadButtonText: String!
    privacyNote: String!
  }

  type ContactPage implements Node @dontInfer {
    seo: Seo!
    banner: Banner!
    office: OfficeBlock!
    form: SectionHeading!
    map: MapBlock!
  }

  type NotFoundPage implements Node @dontInfer {
    seo: Seo!
    eyebrow: String!
    code: String!
    message: String!
    hint: String!
    buttonText: String!
    buttonPath: String!
  }
`;

export const createSchemaCustomization = ({ actions }: CreateSchemaCustomizationArgs): void => {
  actions.createTypes(liveSiteTypeDefs);
};
