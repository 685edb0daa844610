/**
 * The section catalogue of demo page documents: every `type` a section in data/litho/pages may
 * have, and the GraphQL member type it becomes. The list is the single source the schema, the
 * page-creation check and the unit tests read, so a section cannot exist in one place only.
 */
export const lithoSectionTypes = [
  "hero-slider",
  "text-image-split",
  "stats",
  "icon-with-text",
  "service-cards",
  "portfolio-grid",
  "testimonials",
  "team",
  "call-to-action",
  "blog-grid",
  "clients",
  "card-carousel",
  "process-list",
  "pricing",
  "enquiry-form",
] as const;

export type LithoSectionType = (typeof lithoSectionTypes)[number];

const pascal = (kebab: string): string =>
  kebab
    .split("-")
    .filter(Boolean)
    .map((part) => part.charAt(0).toUpperCase() + part.slice(1))
    .join("");

/** "hero-slider" → "LithoHeroSliderSection": the union member a section's `type` resolves to. */
export const sectionTypeName = (type: string): string => `Litho${pascal(type)}Section`;

export const isLithoSectionType = (type: unknown): type is LithoSectionType =>
  typeof type === "string" && (lithoSectionTypes as readonly string[]).includes(type);

/** Member type names, in catalogue order. */
export const lithoSectionTypeNames = (): string[] => lithoSectionTypes.map(sectionTypeName);

/**
 * Shapes shared by several sections. Images are paths relative to the page document and resolve
 * to File nodes, so sections query them with gatsbyImageData.
 */
const sharedTypeDefs = /* GraphQL */ `
  type LithoButton {
    title: String!
    link: String!
    "solid (default), outline or link"
    style: String
  }

  type LithoSectionHeading {
    overline: String
    title: String!
    text: String
    "left (default) or center"
    align: String
  }

  type LithoHeroSlide {
    overline: String
    title: String!
    text: String
    image: File! @fileByRelativePath
    imageAlt: String!
    buttons: [LithoButton!]
  }

  type LithoStat {
    value: Int!
    prefix: String
    suffix: String
    label: String!
    text: String
  }

  type LithoSplitBadge {
    value: String!
    label: String!
  }

  "One tab of a pricing section: its plans are the pricing-plans group named by key."
  type LithoPricingPeriod {
    "monthly, yearly, per-year or per-month"
    key: String!
    title: String!
    plans: [LithoPricingPlan!]! @lithoByGroup(type: "LithoPricingPlan", from: "key")
  }

  type LithoSubscribeSettings {
    placeholder: String
    buttonLabel: String
  }

  type LithoServiceCard {
    image: File! @fileByRelativePath
    imageAlt: String!
    title: String!
    content: String!
    link: String
    linkTitle: String
  }
`;

/**
 * One member type per section type. Members share one GraphQL selection (the union fragment), so a
 * field name used by several members must have the same type everywhere (heading, image, style,
 * layout … are nullable in all of them) and lists of different things get their own names. Sections that show entities keep a selector (group, ids,
 * blogType, category, limit) and a resolver field returns the matching nodes in order.
 */
const sectionTypeDefs = /* GraphQL */ `
  type LithoHeroSliderSection {
    type: String!
    anchor: String
    "full (viewport height) or large"
    height: String
    "Milliseconds between slides; without it the slides change only on request."
    autoplay: Int
    slides: [LithoHeroSlide!]!
  }

  type LithoTextImageSplitSection {
    type: String!
    anchor: String
    heading: LithoSectionHeading
    content: [String!]!
    "A list-items group shown as a checklist under the text."
    listGroup: String
    listItems: [LithoListItem!]! @lithoByGroup(type: "LithoListItem", from: "listGroup")
    button: LithoButton
    image: File @fileByRelativePath
    imageAlt: String
    badge: LithoSplitBadge
    "Image on the right instead of the left."
    reverse: Boolean
    "light (default), cream or dark"
    background: String
  }

  type LithoStatsSection {
    type: String!
    anchor: String
    heading: LithoSectionHeading
    stats: [LithoStat!]!
    background: String
  }

  type LithoIconWithTextSection {
    type: String!
    anchor: String
    heading: LithoSectionHeading
    group: String!
    items: [LithoIconWithText!]! @lithoByGroup(type: "LithoIconWithText", from: "group")
    "boxed (default) or plain"
    style: String
    columns: Int
    background: String
  }

  type LithoServiceCardsSection {
    type: String!
    anchor: String
    heading: LithoSectionHeading
    cards: [LithoServiceCard!]!
    button: LithoButton
    background: String
  }

  type LithoPortfolioGridSection {
    type: String!
    anchor: String
    heading: LithoSectionHeading
    "classic (default), boxed, colorful, bordered, overlay or switch-image"
    style: String
    "three-column (default), two-column, four-column, masonry, metro, scattered, justified-gallery or slider"
    layout: String
    category: String
    limit: Int
    showFilter: Boolean
    projects: [LithoPortfolioProject!]! @lithoProjects
    filters: [LithoFilterOption!]! @lithoAll(type: "LithoFilterOption")
    button: LithoButton
    background: String
  }

  type LithoTestimonialsSection {
    type: String!
    anchor: String
    heading: LithoSectionHeading
    ids: [Int!]
    limit: Int
    testimonials: [LithoTestimonial!]! @lithoByIds(type: "LithoTestimonial")
    background: String
  }

  type LithoTeamSection {
    type: String!
    anchor: String
    heading: LithoSectionHeading
    ids: [Int!]
    limit: Int
    members: [LithoTeamMember!]! @lithoByIds(type: "LithoTeamMember")
    background: String
  }

  type LithoCallToActionSection {
    type: String!
    anchor: String
    overline: String
    title: String!
    text: String
    buttons: [LithoButton!]
    "Shows the e-mail subscribe form (schema subscribe-email) under the text."
    subscribe: LithoSubscribeSettings
    image: File @fileByRelativePath
    imageAlt: String
  }

  type LithoBlogGridSection {
    type: String!
    anchor: String
    heading: LithoSectionHeading
    "grid (default), masonry, metro or side-image"
    layout: String
    blogType: String
    category: String
    limit: Int
    columns: Int
    posts: [LithoBlogPost!]! @lithoPosts
    button: LithoButton
    background: String
  }

  type LithoClientsSection {
    type: String!
    anchor: String
    heading: LithoSectionHeading
    limit: Int
    clients: [LithoClient!]! @lithoAll(type: "LithoClient")
    background: String
  }

  "The carousel-cards collection on the shared auto-playing carousel."
  type LithoCardCarouselSection {
    type: String!
    anchor: String
    heading: LithoSectionHeading
    limit: Int
    carouselCards: [LithoCarouselCard!]! @lithoAll(type: "LithoCarouselCard")
    background: String
  }

  "A list-items group as numbered steps, beside an optional image."
  type LithoProcessListSection {
    type: String!
    anchor: String
    heading: LithoSectionHeading
    group: String!
    steps: [LithoListItem!]! @lithoByGroup(type: "LithoListItem", from: "group")
    image: File @fileByRelativePath
    imageAlt: String
    button: LithoButton
    background: String
  }

  "Pricing plans behind period tabs (monthly / yearly)."
  type LithoPricingSection {
    type: String!
    anchor: String
    heading: LithoSectionHeading
    periods: [LithoPricingPeriod!]!
    "The period shown first; monthly when not given."
    defaultPeriod: String
    background: String
  }

  type LithoEnquiryFormSection {
    type: String!
    anchor: String
    heading: LithoSectionHeading
    content: [String!]!
    "contact-phone, contact-name-email or subscribe-terms (src/lib/forms/registry.ts)"
    formId: String!
    buttonTitle: String
    image: File @fileByRelativePath
    imageAlt: String
    background: String
  }
`;

export const lithoSectionTypeDefs = `${sharedTypeDefs}\n${sectionTypeDefs}`;
