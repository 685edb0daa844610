/*
 * POST /api/demo-form: the demo area's forms that no server handles in this product (comments,
 * sign-in and registration, later the checkout). A post names its form; the endpoint validates it
 * with that form's schema like any enquiry, then stores nothing and sends nothing, and answers with
 * the form's sentence saying so (JSON, or a 303 back to the page for a plain post).
 */
import { createEnquiryFunction, enquiryFunctionConfig } from "../lib/server/enquiry-function";

export default createEnquiryFunction("/api/demo-form");

// Declared by destructuring on purpose: see src/api/contact.ts.
export const { config } = { config: enquiryFunctionConfig };
