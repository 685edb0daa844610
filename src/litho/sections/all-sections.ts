// Generated before every build from the folders of src/litho/sections (src/node/litho/section-library.ts).
// Do not edit: add a section folder instead. A page document's page loads only its own sections
// (src/node/litho/page-parts.ts), picked from the lines below; the fragment spreads them all.
import { graphql } from "gatsby";
import { BlogGrid } from "./blog-grid/blog-grid";
import { BookingForm } from "./booking-form/booking-form";
import { CallToAction } from "./call-to-action/call-to-action";
import { CardCarousel } from "./card-carousel/card-carousel";
import { Clients } from "./clients/clients";
import { EnquiryForm } from "./enquiry-form/enquiry-form";
import { HeroSlider } from "./hero-slider/hero-slider";
import { IconWithText } from "./icon-with-text/icon-with-text";
import { OpeningHours } from "./opening-hours/opening-hours";
import { PortfolioGrid } from "./portfolio-grid/portfolio-grid";
import { PriceMenu } from "./price-menu/price-menu";
import { Pricing } from "./pricing/pricing";
import { ProcessList } from "./process-list/process-list";
import { RoomCards } from "./room-cards/room-cards";
import { ServiceCards } from "./service-cards/service-cards";
import { Stats } from "./stats/stats";
import { StatusScreen } from "./status-screen/status-screen";
import { Team } from "./team/team";
import { Testimonials } from "./testimonials/testimonials";
import { TextImageSplit } from "./text-image-split/text-image-split";

export const sectionComponents = {
  LithoBlogGridSection: BlogGrid,
  LithoBookingFormSection: BookingForm,
  LithoCallToActionSection: CallToAction,
  LithoCardCarouselSection: CardCarousel,
  LithoClientsSection: Clients,
  LithoEnquiryFormSection: EnquiryForm,
  LithoHeroSliderSection: HeroSlider,
  LithoIconWithTextSection: IconWithText,
  LithoOpeningHoursSection: OpeningHours,
  LithoPortfolioGridSection: PortfolioGrid,
  LithoPriceMenuSection: PriceMenu,
  LithoPricingSection: Pricing,
  LithoProcessListSection: ProcessList,
  LithoRoomCardsSection: RoomCards,
  LithoServiceCardsSection: ServiceCards,
  LithoStatsSection: Stats,
  LithoStatusScreenSection: StatusScreen,
  LithoTeamSection: Team,
  LithoTestimonialsSection: Testimonials,
  LithoTextImageSplitSection: TextImageSplit,
} as const;

/** Spreads every section's fragment; the page template asks for `sections { __typename ...LithoSectionsFields }`. */
export const lithoSectionsFields = graphql`
  fragment LithoSectionsFields on LithoSection {
    ...LithoBlogGridSectionFields
    ...LithoBookingFormSectionFields
    ...LithoCallToActionSectionFields
    ...LithoCardCarouselSectionFields
    ...LithoClientsSectionFields
    ...LithoEnquiryFormSectionFields
    ...LithoHeroSliderSectionFields
    ...LithoIconWithTextSectionFields
    ...LithoOpeningHoursSectionFields
    ...LithoPortfolioGridSectionFields
    ...LithoPriceMenuSectionFields
    ...LithoPricingSectionFields
    ...LithoProcessListSectionFields
    ...LithoRoomCardsSectionFields
    ...LithoServiceCardsSectionFields
    ...LithoStatsSectionFields
    ...LithoStatusScreenSectionFields
    ...LithoTeamSectionFields
    ...LithoTestimonialsSectionFields
    ...LithoTextImageSplitSectionFields
  }
`;
