// Generated before every build from the folders of src/litho/sections (src/node/litho/section-library.ts).
// Do not edit: add a section folder instead. A page document's page loads only its own sections
// (src/node/litho/page-parts.ts), picked from the lines below; the fragment spreads them all.
import { graphql } from "gatsby";
import { AnimationShowcase } from "./animation-showcase/animation-showcase";
import { AuthorBlock } from "./author-block/author-block";
import { AwardsList } from "./awards-list/awards-list";
import { BlogCategories } from "./blog-categories/blog-categories";
import { BlogGrid } from "./blog-grid/blog-grid";
import { BlogListing } from "./blog-listing/blog-listing";
import { BookingForm } from "./booking-form/booking-form";
import { CallToAction } from "./call-to-action/call-to-action";
import { CardCarousel } from "./card-carousel/card-carousel";
import { CaseStudies } from "./case-studies/case-studies";
import { Checkout } from "./checkout/checkout";
import { Clients } from "./clients/clients";
import { CountdownBanner } from "./countdown-banner/countdown-banner";
import { DeviceShowcase } from "./device-showcase/device-showcase";
import { EnquiryForm } from "./enquiry-form/enquiry-form";
import { EventSchedule } from "./event-schedule/event-schedule";
import { FancyText } from "./fancy-text/fancy-text";
import { Faq } from "./faq/faq";
import { FlipBoxes } from "./flip-boxes/flip-boxes";
import { FormColumns } from "./form-columns/form-columns";
import { HeroSlider } from "./hero-slider/hero-slider";
import { IconGrid } from "./icon-grid/icon-grid";
import { IconWithText } from "./icon-with-text/icon-with-text";
import { ImageBoxes } from "./image-boxes/image-boxes";
import { InfoBanners } from "./info-banners/info-banners";
import { IntroHero } from "./intro-hero/intro-hero";
import { KeyFacts } from "./key-facts/key-facts";
import { Marquee } from "./marquee/marquee";
import { ModalShowcase } from "./modal-showcase/modal-showcase";
import { OfficeMap } from "./office-map/office-map";
import { OpeningHours } from "./opening-hours/opening-hours";
import { ParallaxBand } from "./parallax-band/parallax-band";
import { PhotoGallery } from "./photo-gallery/photo-gallery";
import { PieCharts } from "./pie-charts/pie-charts";
import { PortfolioGrid } from "./portfolio-grid/portfolio-grid";
import { PostArticle } from "./post-article/post-article";
import { PriceMenu } from "./price-menu/price-menu";
import { Pricing } from "./pricing/pricing";
import { ProcessList } from "./process-list/process-list";
import { ProductCategories } from "./product-categories/product-categories";
import { ProductDetail } from "./product-detail/product-detail";
import { ProductGrid } from "./product-grid/product-grid";
import { ProductShowcase } from "./product-showcase/product-showcase";
import { ProgressBars } from "./progress-bars/progress-bars";
import { ResultsBand } from "./results-band/results-band";
import { RoomCards } from "./room-cards/room-cards";
import { ServiceCards } from "./service-cards/service-cards";
import { ShopCart } from "./shop-cart/shop-cart";
import { Stats } from "./stats/stats";
import { StatusScreen } from "./status-screen/status-screen";
import { Tabs } from "./tabs/tabs";
import { Team } from "./team/team";
import { Testimonials } from "./testimonials/testimonials";
import { TextBlocks } from "./text-blocks/text-blocks";
import { TextImageSplit } from "./text-image-split/text-image-split";
import { TextSlider } from "./text-slider/text-slider";
import { Timeline } from "./timeline/timeline";
import { Timetable } from "./timetable/timetable";
import { TourCards } from "./tour-cards/tour-cards";
import { VideoPlayer } from "./video-player/video-player";
import { WorkShowcase } from "./work-showcase/work-showcase";

export const sectionComponents = {
  LithoAnimationShowcaseSection: AnimationShowcase,
  LithoAuthorBlockSection: AuthorBlock,
  LithoAwardsListSection: AwardsList,
  LithoBlogCategoriesSection: BlogCategories,
  LithoBlogGridSection: BlogGrid,
  LithoBlogListingSection: BlogListing,
  LithoBookingFormSection: BookingForm,
  LithoCallToActionSection: CallToAction,
  LithoCardCarouselSection: CardCarousel,
  LithoCaseStudiesSection: CaseStudies,
  LithoCheckoutSection: Checkout,
  LithoClientsSection: Clients,
  LithoCountdownBannerSection: CountdownBanner,
  LithoDeviceShowcaseSection: DeviceShowcase,
  LithoEnquiryFormSection: EnquiryForm,
  LithoEventScheduleSection: EventSchedule,
  LithoFancyTextSection: FancyText,
  LithoFaqSection: Faq,
  LithoFlipBoxesSection: FlipBoxes,
  LithoFormColumnsSection: FormColumns,
  LithoHeroSliderSection: HeroSlider,
  LithoIconGridSection: IconGrid,
  LithoIconWithTextSection: IconWithText,
  LithoImageBoxesSection: ImageBoxes,
  LithoInfoBannersSection: InfoBanners,
  LithoIntroHeroSection: IntroHero,
  LithoKeyFactsSection: KeyFacts,
  LithoMarqueeSection: Marquee,
  LithoModalShowcaseSection: ModalShowcase,
  LithoOfficeMapSection: OfficeMap,
  LithoOpeningHoursSection: OpeningHours,
  LithoParallaxBandSection: ParallaxBand,
  LithoPhotoGallerySection: PhotoGallery,
  LithoPieChartsSection: PieCharts,
  LithoPortfolioGridSection: PortfolioGrid,
  LithoPostArticleSection: PostArticle,
  LithoPriceMenuSection: PriceMenu,
  LithoPricingSection: Pricing,
  LithoProcessListSection: ProcessList,
  LithoProductCategoriesSection: ProductCategories,
  LithoProductDetailSection: ProductDetail,
  LithoProductGridSection: ProductGrid,
  LithoProductShowcaseSection: ProductShowcase,
  LithoProgressBarsSection: ProgressBars,
  LithoResultsBandSection: ResultsBand,
  LithoRoomCardsSection: RoomCards,
  LithoServiceCardsSection: ServiceCards,
  LithoShopCartSection: ShopCart,
  LithoStatsSection: Stats,
  LithoStatusScreenSection: StatusScreen,
  LithoTabsSection: Tabs,
  LithoTeamSection: Team,
  LithoTestimonialsSection: Testimonials,
  LithoTextBlocksSection: TextBlocks,
  LithoTextImageSplitSection: TextImageSplit,
  LithoTextSliderSection: TextSlider,
  LithoTimelineSection: Timeline,
  LithoTimetableSection: Timetable,
  LithoTourCardsSection: TourCards,
  LithoVideoPlayerSection: VideoPlayer,
  LithoWorkShowcaseSection: WorkShowcase,
} as const;

/** Spreads every section's fragment; the page template asks for `sections { __typename ...LithoSectionsFields }`. */
export const lithoSectionsFields = graphql`
  fragment LithoSectionsFields on LithoSection {
    ...LithoAnimationShowcaseSectionFields
    ...LithoAuthorBlockSectionFields
    ...LithoAwardsListSectionFields
    ...LithoBlogCategoriesSectionFields
    ...LithoBlogGridSectionFields
    ...LithoBlogListingSectionFields
    ...LithoBookingFormSectionFields
    ...LithoCallToActionSectionFields
    ...LithoCardCarouselSectionFields
    ...LithoCaseStudiesSectionFields
    ...LithoCheckoutSectionFields
    ...LithoClientsSectionFields
    ...LithoCountdownBannerSectionFields
    ...LithoDeviceShowcaseSectionFields
    ...LithoEnquiryFormSectionFields
    ...LithoEventScheduleSectionFields
    ...LithoFancyTextSectionFields
    ...LithoFaqSectionFields
    ...LithoFlipBoxesSectionFields
    ...LithoFormColumnsSectionFields
    ...LithoHeroSliderSectionFields
    ...LithoIconGridSectionFields
    ...LithoIconWithTextSectionFields
    ...LithoImageBoxesSectionFields
    ...LithoInfoBannersSectionFields
    ...LithoIntroHeroSectionFields
    ...LithoKeyFactsSectionFields
    ...LithoMarqueeSectionFields
    ...LithoModalShowcaseSectionFields
    ...LithoOfficeMapSectionFields
    ...LithoOpeningHoursSectionFields
    ...LithoParallaxBandSectionFields
    ...LithoPhotoGallerySectionFields
    ...LithoPieChartsSectionFields
    ...LithoPortfolioGridSectionFields
    ...LithoPostArticleSectionFields
    ...LithoPriceMenuSectionFields
    ...LithoPricingSectionFields
    ...LithoProcessListSectionFields
    ...LithoProductCategoriesSectionFields
    ...LithoProductDetailSectionFields
    ...LithoProductGridSectionFields
    ...LithoProductShowcaseSectionFields
    ...LithoProgressBarsSectionFields
    ...LithoResultsBandSectionFields
    ...LithoRoomCardsSectionFields
    ...LithoServiceCardsSectionFields
    ...LithoShopCartSectionFields
    ...LithoStatsSectionFields
    ...LithoStatusScreenSectionFields
    ...LithoTabsSectionFields
    ...LithoTeamSectionFields
    ...LithoTestimonialsSectionFields
    ...LithoTextBlocksSectionFields
    ...LithoTextImageSplitSectionFields
    ...LithoTextSliderSectionFields
    ...LithoTimelineSectionFields
    ...LithoTimetableSectionFields
    ...LithoTourCardsSectionFields
    ...LithoVideoPlayerSectionFields
    ...LithoWorkShowcaseSectionFields
  }
`;
