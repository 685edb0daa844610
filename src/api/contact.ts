/*
 * POST /api/contact: the live contact form and the demo area's contact forms.
 * All the work is in src/lib/server/; this file only names the endpoint.
 */
import { createEnquiryFunction, enquiryFunctionConfig } from "../lib/server/enquiry-function";

export default createEnquiryFunction("/api/contact");

/*
 * Gatsby reads the function's `config` export at run time. It is declared by destructuring on
 * purpose: `gatsby build` scans every file under src/ for a page-style `export const config`,
 * and finding one makes it build and validate server rendering engines this static site does
 * not use (and whose validation fails on sharp's native module). The destructured form is the
 * same export at run time and is not mistaken for a page's config.
 */
export const { config } = { config: enquiryFunctionConfig };
