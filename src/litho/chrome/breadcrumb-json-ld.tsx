import { Helmet } from "react-helmet";
import type { BreadcrumbList, ListItem, WithContext } from "schema-dts";
import type { LithoBreadcrumb } from "./types";

/** An absolute address as the site writes its links: no trailing slash after a path (the demo index is "/litho"). */
const absolute = (link: string, siteUrl: string): string => {
  const url = new URL(link, siteUrl);
  if (url.pathname.length > 1) url.pathname = url.pathname.replace(/\/+$/, "");
  return url.href;
};

/** The trail as schema.org's BreadcrumbList: the same steps in the same order, each by its absolute address where it has one. */
export const breadcrumbList = (items: readonly LithoBreadcrumb[], siteUrl: string): WithContext<BreadcrumbList> => ({
  "@context": "https://schema.org",
  "@type": "BreadcrumbList",
  itemListElement: items.map(
    (item, index): ListItem => ({
      "@type": "ListItem",
      position: index + 1,
      name: item.title,
      ...(item.link ? { item: absolute(item.link, siteUrl) } : {}),
    }),
  ),
});

/** Puts the page's breadcrumb trail in the head as JSON-LD, beside the visible trail the page title draws. */
export const BreadcrumbJsonLd = ({ items, siteUrl }: { items: readonly LithoBreadcrumb[]; siteUrl: string }) => (
  <Helmet>
    <script type="application/ld+json">{JSON.stringify(breadcrumbList(items, siteUrl))}</script>
  </Helmet>
);
