import { graphql, useStaticQuery } from "gatsby";
import { Helmet } from "react-helmet";
import { useSiteData } from "../../lib/use-site-data";
import { usePriceSheet } from "../../lib/gold/use-price-sheet";
import { barProduct, jsonLdScript } from "../../lib/structured-data";

/**
 * Each bar of the price sheet as a product for search engines: its weight (the quantity its quote
 * is for), its fineness and an offer at the sell reference price. Products without a fineness
 * (the jewellery, sold by weight and workmanship) make no offer.
 */
export const BarOffersJsonLd = () => {
  const { siteUrl } = useSiteData();
  const sheet = usePriceSheet();
  const { allProductCard } = useStaticQuery<Queries.BarFactsQuery>(graphql`
    query BarFacts {
      allProductCard {
        nodes {
          slug
          title
          description
          fineness
        }
      }
    }
  `);
  const products = allProductCard.nodes.flatMap(({ fineness, ...bar }) => {
    const quote = sheet.quotes.find((candidate) => candidate.product === bar.slug);
    return fineness && quote ? [barProduct({ ...bar, fineness }, quote, sheet, siteUrl)] : [];
  });
  if (products.length === 0) return null;
  return (
    <Helmet>
      <script type="application/ld+json">{jsonLdScript(products)}</script>
    </Helmet>
  );
};
