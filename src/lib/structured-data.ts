/**
 * schema.org descriptions of the trader and its pages, as JSON-LD for search engines: who the
 * business is (Organization), the shop a visitor can walk into (JewelryStore: address, map point,
 * hours), each bar with its weight, fineness and reference price (Product and Offer), and where a
 * page sits in the site (BreadcrumbList). Built from the same data the pages show, so the two
 * cannot disagree; typed with schema-dts so a misspelt property fails the type check.
 */
import type {
  BreadcrumbList,
  DayOfWeek,
  Graph,
  JewelryStore,
  ListItem,
  Offer,
  OpeningHoursSpecification,
  Organization,
  PostalAddress,
  Product,
  Thing,
  WithContext,
} from "schema-dts";
import { quotedGrams, type PriceSheet, type Quote } from "./gold/prices";

/** An absolute address as the site writes its links: no trailing slash after a path (the demo index is "/litho"). */
export const absoluteUrl = (link: string, siteUrl: string): string => {
  const url = new URL(link, siteUrl);
  if (url.pathname.length > 1) url.pathname = url.pathname.replace(/\/+$/, "");
  return url.href;
};

export interface BreadcrumbStep {
  title: string;
  link?: string | null;
}

/** A trail as schema.org's BreadcrumbList: the same steps in the same order, each by its absolute address where it has one. */
export const breadcrumbList = (steps: readonly BreadcrumbStep[], siteUrl: string): Described<BreadcrumbList> => ({
  "@type": "BreadcrumbList",
  itemListElement: steps.map((step, index): ListItem => ({
    "@type": "ListItem",
    position: index + 1,
    name: step.title,
    ...(step.link ? { item: absoluteUrl(step.link, siteUrl) } : {}),
  })),
});

/** What the structured data needs of data/site/en/company.json. */
export interface CompanyFacts {
  name: string;
  legalName: string;
  tagline: string;
  email: string;
  phone: string;
  address: { lines: readonly string[]; district: string; city: string };
  hours: {
    weekly: readonly { days: readonly string[]; opens: string; closes: string }[];
    holidaysAreSamples: boolean;
    holidays: readonly { date: string; name: string }[];
  };
  map: { latitude: number; longitude: number };
}

/** Node ids, so the shop, the offers and the pages refer to one organisation rather than repeating it. */
export const organizationId = (siteUrl: string): string => `${siteUrl}/#organization`;
export const storeId = (siteUrl: string): string => `${siteUrl}/#store`;

/** A description, not a bare address: what a graph may hold. */
type Described<T extends Thing> = Exclude<T, string>;

const schemaDays: Record<string, DayOfWeek> = {
  monday: "https://schema.org/Monday",
  tuesday: "https://schema.org/Tuesday",
  wednesday: "https://schema.org/Wednesday",
  thursday: "https://schema.org/Thursday",
  friday: "https://schema.org/Friday",
  saturday: "https://schema.org/Saturday",
  sunday: "https://schema.org/Sunday",
};

const schemaDay = (day: string): DayOfWeek => {
  const schemaDayOfWeek = schemaDays[day];
  if (!schemaDayOfWeek) throw new Error(`company.json: "${day}" is not a day of the week`);
  return schemaDayOfWeek;
};

const postalAddress = (address: CompanyFacts["address"]): PostalAddress => ({
  "@type": "PostalAddress",
  // The last line names the district and the city, which have fields of their own.
  streetAddress: address.lines.filter((line) => !line.includes(address.district)).join(", "),
  addressLocality: address.district,
  addressRegion: address.city,
  addressCountry: "HK",
});

/**
 * The weekly hours, and each holiday as a closed day. Holidays still marked as samples are left
 * out: a search engine would show an invented closure as fact.
 */
const openingHours = (hours: CompanyFacts["hours"]): Record<"regular" | "closed", Described<OpeningHoursSpecification>[]> => ({
  regular: hours.weekly.map((period) => ({
    "@type": "OpeningHoursSpecification",
    dayOfWeek: period.days.map(schemaDay),
    opens: period.opens,
    closes: period.closes,
  })),
  closed: hours.holidaysAreSamples
    ? []
    : hours.holidays.map((holiday) => ({
        "@type": "OpeningHoursSpecification",
        validFrom: holiday.date,
        validThrough: holiday.date,
        opens: "00:00",
        closes: "00:00",
      })),
});

export const organization = (company: CompanyFacts, siteUrl: string, officialProfiles: readonly string[]): Described<Organization> => ({
  "@type": "Organization",
  "@id": organizationId(siteUrl),
  name: company.name,
  legalName: company.legalName,
  description: company.tagline,
  url: `${siteUrl}/`,
  logo: `${siteUrl}/icons/icon-512x512.webp`,
  email: company.email,
  telephone: company.phone,
  address: postalAddress(company.address),
  ...(officialProfiles.length > 0 ? { sameAs: [...officialProfiles] } : {}),
});

export const jewelryStore = (company: CompanyFacts, siteUrl: string): Described<JewelryStore> => {
  const { regular, closed } = openingHours(company.hours);
  return {
    "@type": "JewelryStore",
    "@id": storeId(siteUrl),
    name: company.name,
    description: company.tagline,
    url: `${siteUrl}/contact`,
    image: `${siteUrl}/icons/icon-512x512.webp`,
    telephone: company.phone,
    email: company.email,
    currenciesAccepted: "HKD",
    priceRange: "HK$",
    address: postalAddress(company.address),
    geo: { "@type": "GeoCoordinates", latitude: company.map.latitude, longitude: company.map.longitude },
    openingHoursSpecification: regular,
    ...(closed.length > 0 ? { specialOpeningHoursSpecification: closed } : {}),
    parentOrganization: { "@id": organizationId(siteUrl) },
  };
};

export interface BarFacts {
  /** The product's JSON id, also its anchor on /products. */
  slug: string;
  title: string;
  description: string;
  /** Parts per thousand, as stamped: "999.9". */
  fineness: string;
}

/**
 * One bar with its weight and fineness, offered at the trader's sell reference price (what a
 * buyer pays), valid from the sheet's "as at" time until the sheet's own out-of-date limit.
 */
export const barProduct = (
  bar: BarFacts,
  quote: Quote,
  sheet: Pick<PriceSheet, "asAt" | "staleAfterHours">,
  siteUrl: string,
  productsPath = "/products",
): Described<Product> => {
  const url = `${siteUrl}${productsPath}#${bar.slug}`;
  const offer: Described<Offer> = {
    "@type": "Offer",
    url,
    price: quote.sell,
    priceCurrency: "HKD",
    validFrom: sheet.asAt,
    priceValidUntil: new Date(Date.parse(sheet.asAt) + sheet.staleAfterHours * 3_600_000).toISOString(),
    availability: "https://schema.org/InStock",
    seller: { "@id": organizationId(siteUrl) },
    availableAtOrFrom: { "@id": storeId(siteUrl) },
  };
  return {
    "@type": "Product",
    "@id": url,
    name: bar.title,
    description: bar.description,
    url,
    material: "Gold",
    brand: { "@id": organizationId(siteUrl) },
    weight: { "@type": "QuantitativeValue", value: quotedGrams(quote), unitCode: "GRM", unitText: "g" },
    additionalProperty: { "@type": "PropertyValue", name: "Fineness", value: bar.fineness, unitText: "parts per thousand" },
    offers: offer,
  };
};

/** The text of one JSON-LD script: a lone description as it is, several in one graph, linked by their ids. */
export const jsonLdScript = (things: readonly Described<Thing>[]): string => {
  const document: Graph | WithContext<Described<Thing>> =
    things.length === 1 ? { "@context": "https://schema.org", ...things[0] } : { "@context": "https://schema.org", "@graph": [...things] };
  return JSON.stringify(document);
};
