// The layouts a section draws besides its default, keyed "<section type>:<layout>" after the section's
// `layout` field. A page made from a page document loads only the layouts its sections name:
// src/node/litho/page-parts.ts picks them and src/node/litho/page-parts-loader.js turns this index
// into a module of just those (so keep one `import { Part } from "./file";` line and one
// `"type:layout": Part,` entry each). Sections read them through useSectionLayout (section-layouts.tsx).
import { LeadStories } from "./blog-grid/lead-stories";
import { RankedStories } from "./blog-grid/lead-stories";
import { PricingComparison } from "../ui/pricing-comparison";
import { PricingRows } from "../ui/pricing-rows";
import { PricingSpotlight } from "../ui/pricing-spotlight";
import { ServiceList } from "./service-cards/service-list";
import { ServiceSplit } from "./service-cards/service-split";
import { ServiceTiles } from "./service-cards/service-tiles";
import { TestimonialCarousel } from "./testimonials/testimonial-carousel";
import { TestimonialsSpotlight } from "./testimonials/testimonials-spotlight";
import { TestimonialsWall } from "./testimonials/testimonials-wall";
import { SplitArch } from "./text-image-split/split-arch";
import { SplitEditorial } from "./text-image-split/split-editorial";
import { SplitOverlap } from "./text-image-split/split-overlap";

export const sectionLayouts = {
  "blog-grid:lead": LeadStories,
  "blog-grid:ranked": RankedStories,
  "pricing:comparison": PricingComparison,
  "pricing:rows": PricingRows,
  "pricing:spotlight": PricingSpotlight,
  "service-cards:list": ServiceList,
  "service-cards:split": ServiceSplit,
  "service-cards:tiles": ServiceTiles,
  "testimonials:carousel": TestimonialCarousel,
  "testimonials:carousel-quote": TestimonialCarousel,
  "testimonials:carousel-split": TestimonialCarousel,
  "testimonials:spotlight": TestimonialsSpotlight,
  "testimonials:wall": TestimonialsWall,
  "text-image-split:arch": SplitArch,
  "text-image-split:editorial": SplitEditorial,
  "text-image-split:overlap": SplitOverlap,
};
