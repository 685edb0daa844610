/** One service as the section's fragment returns it, shared by the section's layouts. */
export type ServiceCard = Queries.LithoServiceCardsSectionFieldsFragment["cards"][number];
