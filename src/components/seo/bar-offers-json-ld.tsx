import { graphql, useStaticQuery } from "gatsby";
import { Helmet } from "react-helmet";
import { useSiteData } from "../../lib/use-site-data";
import { useAllInLanguage } from "../../lib/i18n/use-in-language";
import { useLanguage } from "../../lib/i18n/language-context";
import { pathInLanguage } from "../../lib/i18n/languages";
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
  const language = useLanguage();
  const { allProductCard } = useStaticQuery<Queries.BarFactsQuery>(graphql`
    query BarFacts {
      allProductCard {
        nodes {
          language
          slug
          title
          description
          fineness
        }
      }
    }
  `);
  const products = useAllInLanguage(allProductCard.nodes).flatMap(({ fineness, ...bar }) => {
    const quote = sheet.quotes.find((candidate) => candidate.product === bar.slug);
    return fineness && quote ? [barProduct({ ...bar, fineness }, quote, sheet, siteUrl, pathInLanguage("/products", language))] : [];
  });
  if (products.length === 0) return null;
  return (
    <Helmet>
      <script type="application/ld+json">{jsonLdScript(products)}</script>
    </Helmet>
  );
};
