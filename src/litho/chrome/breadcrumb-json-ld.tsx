import { Helmet } from "react-helmet";
import { breadcrumbList, jsonLdScript } from "../../lib/structured-data";
import type { LithoBreadcrumb } from "./types";

/** Puts the page's breadcrumb trail in the head as JSON-LD, beside the visible trail the page title draws. */
export const BreadcrumbJsonLd = ({ items, siteUrl }: { items: readonly LithoBreadcrumb[]; siteUrl: string }) => (
  <Helmet>
    <script type="application/ld+json">{jsonLdScript([breadcrumbList(items, siteUrl)])}</script>
  </Helmet>
);
