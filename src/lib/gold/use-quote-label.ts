import { graphql, useStaticQuery } from "gatsby";
import { useAllInLanguage } from "../i18n/use-in-language";

/**
 * How a quote is named in the page's language: its product card's `priceLabel` (or title). The price
 * sheet holds figures only, so one file of prices serves every language.
 */
export const useQuoteLabel = (): ((product: string) => string) => {
  const { allProductCard } = useStaticQuery<Queries.QuoteLabelsQuery>(graphql`
    query QuoteLabels {
      allProductCard {
        nodes {
          language
          slug
          title
          priceLabel
        }
      }
    }
  `);
  const cards = useAllInLanguage(allProductCard.nodes);
  return (product) => {
    const card = cards.find((candidate) => candidate.slug === product);
    return card?.priceLabel ?? card?.title ?? product;
  };
};
