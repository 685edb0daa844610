import type { CreateSchemaCustomizationArgs } from "gatsby";
import { createLanguageFieldExtension } from "./i18n/language-field";
import { createPriceSheetDisplayExtension } from "./price-sheet-display-field";

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

  """
  A language of the live site (data/site/languages.json). Its texts are in data/site/<code>/, the
  default language's in data/site/ itself.
  """
  type SiteLanguage implements Node @dontInfer {
    code: String!
    """
    The language's own name, as the switch offers it.
    """
    name: String!
    """
    "" for the default language, "/zh-hk" for the others.
    """
    pathPrefix: String!
    htmlLang: String!
    hreflang: String!
    ogLocale: String!
    """
    How figures and dates are written (an Intl locale).
    """
    numberLocale: String!
    default: Boolean!
  }

  type Company implements Node @dontInfer {
    """
    The language of its folder: data/site/zh-hk/ holds the zh-hk copy.
    """
    language: String! @languageOfFile
    name: String!
    legalName: String!
    tagline: String!
    email: String!
    phone: String!
    """
    The number that takes WhatsApp messages, as it is written: +852 6123 8800.
    """
    whatsapp: String!
    address: Address!
    """
    The hours in words, as the footer and the contact page show them.
    """
    openingHours: String!
    """
    The same hours for the open-now status and search engines, in Hong Kong time.
    """
    hours: OpeningHours!
    map: MapLocation!
  }

  type OpeningPeriod {
    """
    monday … sunday
    """
    days: [String!]!
    """
    24-hour times, 09:30 and 18:00.
    """
    opens: String!
    closes: String!
  }

  type Holiday {
    """
    YYYY-MM-DD, a day the office stays closed.
    """
    date: String!
    """
    Worded to follow "Closed today for": "Christmas Day".
    """
    name: String!
  }

  type OpeningHours {
    weekly: [OpeningPeriod!]!
    """
    True while the holiday list is an example; the page says so.
    """
    holidaysAreSamples: Boolean!
    holidays: [Holiday!]!
  }

  type NavigationItem implements Node @dontInfer {
    """
    The language of its folder: data/site/zh-hk/ holds the zh-hk copy.
    """
    language: String! @languageOfFile
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
    """
    The language of its folder: data/site/zh-hk/ holds the zh-hk copy.
    """
    language: String! @languageOfFile
    seo: Seo!
    hero: HomeHero!
    activities: ActivitiesSection!
    priceChart: SectionHeading!
  }

  type ServicesSection implements Node @dontInfer {
    """
    The language of its folder: data/site/zh-hk/ holds the zh-hk copy.
    """
    language: String! @languageOfFile
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
    The language of its folder: data/site/zh-hk/ holds the zh-hk copy.
    """
    language: String! @languageOfFile
    """
    The JSON id, kept apart from the node id Gatsby assigns.
    """
    slug: String! @proxy(from: "jsonId")
    title: String!
    """
    How the price panel names the product's quote, e.g. "1 kg gold plate"; the title when left out.
    """
    priceLabel: String
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
    """
    A bar's fineness in parts per thousand, as stamped ("999.9"): it makes the product a bar in
    the search engines' product data, with its weight from the price sheet.
    """
    fineness: String
    """
    What the contact form's comment starts with when the button leads there with ?product=<key>.
    """
    enquiry: ProductEnquiry
  }

  type ProductEnquiry {
    key: String!
    comment: String!
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
    """
    The language of its folder: data/site/zh-hk/ holds the zh-hk copy.
    """
    language: String! @languageOfFile
    seo: Seo!
    hero: Banner!
    story: [StoryBlock!]!
    mission: MissionBlock!
    insight: InsightBlock!
  }

  type ProductsPage implements Node @dontInfer {
    """
    The language of its folder: data/site/zh-hk/ holds the zh-hk copy.
    """
    language: String! @languageOfFile
    seo: Seo!
    hero: Banner!
  }

  type NewsPage implements Node @dontInfer {
    """
    The language of its folder: data/site/zh-hk/ holds the zh-hk copy.
    """
    language: String! @languageOfFile
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

  type VisitBlock {
    """
    {closes} stands for the closing time.
    """
    openNow: String!
    closedNow: String!
    """
    {holiday} stands for the holiday's name.
    """
    closedForHoliday: String!
    """
    {day} stands for today, tomorrow or a weekday, {opens} for the opening time.
    """
    nextOpening: String!
    today: String!
    tomorrow: String!
    samplesNote: String!
    whatsappLabel: String!
    appointmentTitle: String!
    appointmentText: String!
  }

  type ContactPage implements Node @dontInfer {
    """
    The language of its folder: data/site/zh-hk/ holds the zh-hk copy.
    """
    language: String! @languageOfFile
    seo: Seo!
    banner: Banner!
    office: OfficeBlock!
    visit: VisitBlock!
    form: SectionHeading!
    map: MapBlock!
  }

  type NotFoundPage implements Node @dontInfer {
    """
    The language of its folder: data/site/zh-hk/ holds the zh-hk copy.
    """
    language: String! @languageOfFile
    seo: Seo!
    eyebrow: String!
    code: String!
    message: String!
    hint: String!
    buttonText: String!
    buttonPath: String!
  }
  type TrustMembership {
    title: String!
    text: String!
    numberLabel: String!
    number: String!
    verifyText: String!
    verifyUrl: String!
  }

  type TrustBarHeaders {
    product: String!
    refiner: String!
    fineness: String!
    serial: String!
    assay: String!
  }

  type TrustBar {
    product: String!
    refiner: String!
    fineness: String!
    serial: String!
    assay: String!
  }

  type TrustChannel {
    label: String!
    value: String!
    href: String!
  }

  type TrustSection implements Node @dontInfer {
    """
    The language of its folder: data/site/zh-hk/ holds the zh-hk copy.
    """
    language: String! @languageOfFile
    eyebrow: String
    title: String!
    intro: String
    """
    True while the details are examples; the block shows sampleNote.
    """
    sample: Boolean!
    sampleNote: String!
    membership: TrustMembership!
    barsTitle: String!
    barHeaders: TrustBarHeaders!
    bars: [TrustBar!]!
    channelsTitle: String!
    channels: [TrustChannel!]!
    impersonationNotice: String!
  }

  type FaqItem {
    question: String!
    """
    One paragraph per entry.
    """
    answers: [String!]!
    """
    Numbered steps after the paragraphs, for answers that are a procedure.
    """
    steps: [String!]
  }

  type FaqSection implements Node @dontInfer {
    """
    The language of its folder: data/site/zh-hk/ holds the zh-hk copy.
    """
    language: String! @languageOfFile
    eyebrow: String
    title: String!
    intro: String
    items: [FaqItem!]!
  }

  type PriceQuantity {
    amount: Float!
    """
    gram, kilo, troyOunce, tael (37.429 g) or mace (3.7429 g).
    """
    unit: String!
  }

  type PriceQuote {
    """
    The id of the product in products.json the quote is for; its card's priceLabel names it.
    """
    product: String!
    """
    The quantity buy and sell are for, e.g. one kilo bar or one tael of jewellery.
    """
    per: PriceQuantity!
    """
    What the trader pays (買入), in HK$ for the quantity above.
    """
    buy: Float!
    """
    What the trader sells at (賣出), in HK$; never below buy.
    """
    sell: Float!
  }

  type PriceSheet implements Node @dontInfer {
    """
    When the prices were set: ISO 8601 with its offset, e.g. 2026-11-25T10:30:00+08:00.
    """
    asAt: String!
    """
    After this many hours the price panel says the prices are out of date.
    """
    staleAfterHours: Float!
    hkdPerUsd: Float!
    """
    True while the figures are placeholders; the panel marks them as samples.
    """
    sample: Boolean!
    """
    The product whose price per gram the converter values gold at.
    """
    converterReference: String!
    quotes: [PriceQuote!]!
    """
    Computed, not in the file: the time and every figure as the price panel words them, per language.
    """
    display: [PriceSheetDisplay!]! @priceSheetDisplay
  }

  type PanelFigures {
    tael: String!
    gram: String!
    kilo: String!
    usdPerTroyOunce: String!
  }

  type PriceSheetDisplayQuote {
    product: String!
    buy: PanelFigures!
    sell: PanelFigures!
  }

  type PriceSheetDisplay {
    language: String!
    asAt: String!
    quotes: [PriceSheetDisplayQuote!]!
  }

  type PricePanelUnitLabels {
    tael: String!
    gram: String!
    kilo: String!
    usdPerTroyOunce: String!
  }

  type PricePanel implements Node @dontInfer {
    """
    The language of its folder: data/site/zh-hk/ holds the zh-hk copy.
    """
    language: String! @languageOfFile
    eyebrow: String
    title: String!
    intro: String
    unitsLegend: String!
    unitLabels: PricePanelUnitLabels!
    productHeader: String!
    buyLabel: String!
    sellLabel: String!
    asAtLabel: String!
    currentNote: String!
    staleNote: String!
    sampleLabel: String!
    """
    {rate} stands for the HK$ to US$1 rate of the price sheet.
    """
    rateLabel: String!
    """
    Where the figures come from, shown under the table before the rate line.
    """
    source: String!
    confirmText: String!
    confirmPath: String!
  }

  type WeightUnitLabels {
    gram: String!
    kilo: String!
    troyOunce: String!
    tael: String!
    mace: String!
  }

  type FinenessLabel {
    fineness: Float!
    label: String!
  }

  type GoldConverter implements Node @dontInfer {
    """
    The language of its folder: data/site/zh-hk/ holds the zh-hk copy.
    """
    language: String! @languageOfFile
    eyebrow: String
    title: String!
    intro: String
    amountLabel: String!
    unitLabel: String!
    finenessLabel: String!
    units: WeightUnitLabels!
    finenesses: [FinenessLabel!]!
    weightTitle: String!
    fineGoldLabel: String!
    valueTitle: String!
    buyLabel: String!
    sellLabel: String!
    """
    {reference} stands for the reference quote's label, {asAt} for when the prices were set.
    """
    referenceNote: String!
    invalidAmount: String!
    noScriptNote: String!
    tableCaption: String!
    weightHeader: String!
    gramsHeader: String!
    taelsHeader: String!
    """
    The rows of the table shown without JavaScript, e.g. { "amount": 1, "unit": "tael", "label": "1 tael (兩)" }.
    """
    commonWeights: [CommonWeight!]!
  }

  type CommonWeight {
    amount: Float!
    unit: String!
    label: String!
  }
  """
  The words of the live site's frame and controls in one language (data/site/interface.json and
  its copies): menus, labels for assistive technology, the market widgets' cards and the contact
  form. {name}-style placeholders are filled in by the page.
  """
  type InterfaceText implements Node @dontInfer {
    """
    The language of its folder: data/site/zh-hk/ holds the zh-hk copy.
    """
    language: String! @languageOfFile
    "{name} is the company name."
    homeLink: String!
    skipToContent: String!
    openMenu: String!
    closeMenu: String!
    mainMenu: String!
    languageMenu: String!
    footerMenu: String!
    footerExplore: String!
    footerVisit: String!
    "After the copyright line."
    footerNote: String!
    scrollToTop: String!
    storyLabel: String!
    opensInNewTab: String!
    office: InterfaceOfficeLabels!
    map: InterfaceMapText!
    market: InterfaceMarketText!
    contactForm: ContactFormText!
  }

  type InterfaceOfficeLabels {
    address: String!
    email: String!
    telephone: String!
    openingHours: String!
  }

  type InterfaceMapText {
    "{place} is the map's place name."
    openIn: String!
    frameTitle: String!
  }

  type InterfaceMarketText {
    "The language TradingView draws its widgets in: en, zh_TW …"
    widgetLocale: String!
    eyebrow: String!
    failed: String!
    failedReason: String!
    widgets: [MarketWidgetText!]!
  }

  "A market widget's name and the card shown while it loads or when it is blocked."
  type MarketWidgetText {
    "goldOverview, xauusdHourlyChart, goldTickerTape, xauusdNews or goldTechnicalGauge"
    id: String!
    title: String!
    instrument: String!
    summary: String!
    linkText: String!
  }

  type ContactFormLabels {
    name: String!
    email: String!
    phone: String!
    comment: String!
  }

  type ContactFormFailures {
    network: String!
    invalid: String!
    tooMany: String!
    server: String!
    malformed: String!
    tooLarge: String!
    "{email} is the trader's address."
    delivery: String!
  }

  "Why a field is refused; {limit} is the field's limit."
  type ContactFormMessages {
    nameRequired: String!
    nameSingleLine: String!
    nameTooLong: String!
    emailRequired: String!
    emailInvalid: String!
    emailTooLong: String!
    phoneInvalid: String!
    commentRequired: String!
    commentTooLong: String!
  }

  type ContactFormText {
    labels: ContactFormLabels!
    optional: String!
    phonePlaceholder: String!
    phoneHint: String!
    "{count} and {limit}: characters typed and allowed."
    characterCount: String!
    send: String!
    sending: String!
    "{fields} is the list of fields to fix, joined with listSeparator."
    checkSummary: String!
    listSeparator: String!
    success: String!
    "{email} is the trader's address."
    tryAgain: String!
    fieldRefused: String!
    failures: ContactFormFailures!
    messages: ContactFormMessages!
    "The subject of the e-mail an enquiry sends; {enquirer} is the visitor's name or address."
    mailSubject: String!
  }
`;

export const createSchemaCustomization = (args: CreateSchemaCustomizationArgs): void => {
  createLanguageFieldExtension(args);
  createPriceSheetDisplayExtension(args);
  args.actions.createTypes(liveSiteTypeDefs);
};
