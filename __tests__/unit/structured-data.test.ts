import company from "../../data/site/en/company.json";
import prices from "../../data/site/prices.json";
import products from "../../data/site/en/products.json";
import { barProduct, breadcrumbList, jewelryStore, jsonLdScript, organization } from "../../src/lib/structured-data";

const siteUrl = "https://www.example.hk";

describe("the trader's structured data", () => {
  it("describes the organisation with its address, and lists only other sites as its profiles", () => {
    const data = organization(company, siteUrl, ["https://wa.me/85261238800"]);
    expect(data).toMatchObject({
      "@type": "Organization",
      "@id": "https://www.example.hk/#organization",
      name: "Harbour Gold Bullion",
      legalName: "Harbour Gold Bullion Limited",
      telephone: "+852 2545 8800",
      sameAs: ["https://wa.me/85261238800"],
      address: {
        "@type": "PostalAddress",
        streetAddress: "18/F, Bonham Commercial Centre, 88 Bonham Strand",
        addressLocality: "Sheung Wan",
        addressRegion: "Hong Kong",
        addressCountry: "HK",
      },
    });
    expect(organization(company, siteUrl, [])).not.toHaveProperty("sameAs");
  });

  it("gives the shop its map point and weekly hours, and leaves sample holidays out", () => {
    const store = jewelryStore(company, siteUrl);
    expect(store).toMatchObject({
      "@type": "JewelryStore",
      geo: { "@type": "GeoCoordinates", latitude: 22.2869, longitude: 114.1504 },
      parentOrganization: { "@id": "https://www.example.hk/#organization" },
      openingHoursSpecification: [
        {
          "@type": "OpeningHoursSpecification",
          dayOfWeek: ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday"].map((day) => `https://schema.org/${day}`),
          opens: "09:30",
          closes: "18:00",
        },
      ],
    });
    expect(company.hours.holidaysAreSamples).toBe(true);
    expect(store).not.toHaveProperty("specialOpeningHoursSpecification");
  });

  it("closes the shop on each holiday once the holidays are the trader's own", () => {
    const store = jewelryStore({ ...company, hours: { ...company.hours, holidaysAreSamples: false } }, siteUrl);
    expect(store).toHaveProperty("specialOpeningHoursSpecification", [
      expect.objectContaining({ validFrom: "2026-12-25", validThrough: "2026-12-25", opens: "00:00", closes: "00:00" }),
      ...company.hours.holidays.slice(1).map((holiday) => expect.objectContaining({ validFrom: holiday.date })),
    ]);
  });

  it("offers the kilobar by its weight and fineness at the sell reference price, until the sheet goes out of date", () => {
    const kilobar = products.find((product) => product.id === "gold-bar-1kg")!;
    const quote = prices.quotes.find((candidate) => candidate.product === "gold-bar-1kg")!;
    const data = barProduct(
      { slug: kilobar.id, title: kilobar.title, description: kilobar.description, fineness: "999.9" },
      quote,
      prices,
      siteUrl,
    );
    expect(data).toMatchObject({
      "@type": "Product",
      name: "1kg Gold Plate",
      url: "https://www.example.hk/products#gold-bar-1kg",
      weight: { "@type": "QuantitativeValue", value: 1000, unitCode: "GRM" },
      additionalProperty: { "@type": "PropertyValue", name: "Fineness", value: "999.9" },
      offers: {
        "@type": "Offer",
        price: 1015800,
        priceCurrency: "HKD",
        validFrom: "2026-11-25T10:30:00+08:00",
        // 72 hours after 02:30 UTC on the 25th.
        priceValidUntil: "2026-11-28T02:30:00.000Z",
        seller: { "@id": "https://www.example.hk/#organization" },
      },
    });
  });

  it("writes a lone description as it is and several as one graph, each script with the schema.org context", () => {
    const trail = breadcrumbList(
      [
        { title: "Home", link: "/" },
        { title: "About Us", link: "/about/" },
      ],
      siteUrl,
    );
    const alone = JSON.parse(jsonLdScript([trail]));
    expect(alone).toMatchObject({ "@context": "https://schema.org", "@type": "BreadcrumbList" });
    const together = JSON.parse(jsonLdScript([organization(company, siteUrl, []), trail]));
    expect(together["@context"]).toBe("https://schema.org");
    expect(together["@graph"].map((thing: { "@type": string }) => thing["@type"])).toEqual(["Organization", "BreadcrumbList"]);
    // A trail's steps are absolute addresses, in order.
    expect(alone.itemListElement).toEqual([
      { "@type": "ListItem", position: 1, name: "Home", item: "https://www.example.hk/" },
      { "@type": "ListItem", position: 2, name: "About Us", item: "https://www.example.hk/about" },
    ]);
  });
});
