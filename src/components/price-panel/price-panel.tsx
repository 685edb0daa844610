import { graphql, useStaticQuery } from "gatsby";
import { useInLanguage } from "../../lib/i18n/use-in-language";
import { Container } from "../container/container";
import { SectionHeading } from "../section-heading/section-heading";
import { ButtonLink } from "../button-link/button-link";
import { fillPlaceholders } from "../../lib/fill-placeholders";
import { panelUnits } from "../../lib/gold/prices";
import type { PanelFigures } from "../../lib/gold/price-sheet-display";
import { usePriceSheet, usePricesStale, useSheetDisplay } from "../../lib/gold/use-price-sheet";
import { useQuoteLabel } from "../../lib/gold/use-quote-label";
import * as styles from "./price-panel.module.css";

interface PricePanelProps {
  id?: string;
}

/**
 * The trader's buy and sell reference prices in the unit the visitor picks. Every unit is in the
 * HTML and the radio buttons choose which one shows through CSS alone, so the panel works without
 * JavaScript and costs none. The figures come worded from the build (src/lib/gold/price-sheet-display.ts).
 */
export const PricePanel = ({ id = "reference-prices" }: PricePanelProps) => {
  const { allPricePanel } = useStaticQuery<Queries.PricePanelQuery>(graphql`
    query PricePanel {
      allPricePanel {
        nodes {
          language
          eyebrow
          title
          intro
          unitsLegend
          unitLabels {
            tael
            gram
            kilo
            usdPerTroyOunce
          }
          productHeader
          buyLabel
          sellLabel
          asAtLabel
          currentNote
          staleNote
          sampleLabel
          rateLabel
          source
          confirmText
          confirmPath
        }
      }
    }
  `);
  const texts = useInLanguage(allPricePanel.nodes, "price-panel.json");
  const sheet = usePriceSheet();
  const display = useSheetDisplay(sheet);
  const quoteLabel = useQuoteLabel();
  const stale = usePricesStale(sheet);

  const figures = (worded: PanelFigures) =>
    panelUnits.map((unit) => (
      <span key={unit} className={styles.figure} data-unit={unit}>
        {worded[unit]}
      </span>
    ));

  return (
    <section id={id} className={styles.section} aria-labelledby={`${id}-title`}>
      <Container>
        <SectionHeading id={`${id}-title`} eyebrow={texts.eyebrow} title={texts.title} intro={texts.intro} />
        <div className={styles.panel}>
          <div className={styles.bar}>
            <p className={styles.asAt}>
              {texts.asAtLabel} <time dateTime={sheet.asAt}>{display.asAt}</time>
              {sheet.sample && <span className={styles.sample}>{texts.sampleLabel}</span>}
            </p>
            <fieldset className={styles.units}>
              <legend className={styles.legend}>{texts.unitsLegend}</legend>
              {panelUnits.map((unit, index) => (
                <label key={unit} className={styles.unit}>
                  <input type="radio" name={`${id}-unit`} value={unit} defaultChecked={index === 0} />
                  <span>{texts.unitLabels[unit]}</span>
                </label>
              ))}
            </fieldset>
          </div>
          <table className={styles.table}>
            <thead>
              <tr>
                <th scope="col">{texts.productHeader}</th>
                <th scope="col">{texts.buyLabel}</th>
                <th scope="col">{texts.sellLabel}</th>
              </tr>
            </thead>
            <tbody>
              {display.quotes.map((quote) => (
                <tr key={quote.product}>
                  <th scope="row">{quoteLabel(quote.product)}</th>
                  <td>{figures(quote.buy)}</td>
                  <td>{figures(quote.sell)}</td>
                </tr>
              ))}
            </tbody>
          </table>
          <div className={styles.footer}>
            <p className={stale ? styles.stale : styles.note} role={stale ? "alert" : undefined}>
              {stale ? texts.staleNote : texts.currentNote}
            </p>
            <p className={styles.source}>
              {texts.source} {fillPlaceholders(texts.rateLabel, { rate: String(sheet.hkdPerUsd) })}
            </p>
            <ButtonLink to={texts.confirmPath} variant="dark">
              {texts.confirmText}
            </ButtonLink>
          </div>
        </div>
      </Container>
    </section>
  );
};
