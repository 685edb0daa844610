/** One quote as the testimonials fragment returns it. */
export type Testimonial = Queries.LithoTestimonialsSectionFieldsFragment["testimonials"][number];
