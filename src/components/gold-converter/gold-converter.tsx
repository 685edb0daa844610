import { useId, useState } from "react";
import { graphql, useStaticQuery } from "gatsby";
import { useInLanguage } from "../../lib/i18n/use-in-language";
import { Container } from "../container/container";
import { SectionHeading } from "../section-heading/section-heading";
import { fillPlaceholders } from "../../lib/fill-placeholders";
import { convertGold, parseAmount } from "../../lib/gold/converter";
import { formatAmount, formatHkd } from "../../lib/gold/format";
import { referenceQuote } from "../../lib/gold/prices";
import { finenesses, isWeightUnit, referenceFineness, toGrams, weightUnits, type WeightUnit } from "../../lib/gold/units";
import { usePriceSheet, useSheetDisplay } from "../../lib/gold/use-price-sheet";
import { useQuoteLabel } from "../../lib/gold/use-quote-label";
import * as styles from "./gold-converter.module.css";
import { useLanguage } from "../../lib/i18n/language-context";

interface GoldConverterProps {
  id?: string;
}

/**
 * Weight, fineness and value of gold at the trader's reference price. The form needs JavaScript;
 * the table of common weights below it is plain HTML, so a visitor without scripts still gets the
 * figures that matter most.
 */
export const GoldConverter = ({ id = "gold-converter" }: GoldConverterProps) => {
  const locale = useLanguage().numberLocale;
  const { allGoldConverter } = useStaticQuery<Queries.GoldConverterQuery>(graphql`
    query GoldConverter {
      allGoldConverter {
        nodes {
          language
          eyebrow
          title
          intro
          amountLabel
          unitLabel
          finenessLabel
          units {
            gram
            kilo
            troyOunce
            tael
            mace
          }
          finenesses {
            fineness
            label
          }
          weightTitle
          fineGoldLabel
          valueTitle
          buyLabel
          sellLabel
          referenceNote
          invalidAmount
          noScriptNote
          tableCaption
          weightHeader
          gramsHeader
          taelsHeader
          commonWeights {
            amount
            unit
            label
          }
        }
      }
    }
  `);
  const texts = useInLanguage(allGoldConverter.nodes, "gold-converter.json");
  const sheet = usePriceSheet();
  const reference = referenceQuote(sheet);
  const display = useSheetDisplay(sheet);
  const quoteLabel = useQuoteLabel();
  const fieldId = useId();
  const [amountText, setAmountText] = useState("1");
  const [unit, setUnit] = useState<WeightUnit>("tael");
  const [fineness, setFineness] = useState<number>(referenceFineness);

  const amount = parseAmount(amountText);
  const result = amount === undefined ? undefined : convertGold(amount, unit, fineness, reference);
  const finenessLabel = (value: number) => texts.finenesses.find((entry) => entry.fineness === value)?.label ?? String(value);
  const referenceNote = fillPlaceholders(texts.referenceNote, {
    reference: quoteLabel(reference.product),
    asAt: display.asAt,
  });

  return (
    <section id={id} className={styles.section} aria-labelledby={`${id}-title`}>
      <Container>
        <SectionHeading id={`${id}-title`} eyebrow={texts.eyebrow} title={texts.title} intro={texts.intro} />
        <div className={styles.card}>
          <form className={styles.form} onSubmit={(event) => event.preventDefault()} noValidate>
            <div className={styles.field}>
              <label htmlFor={`${fieldId}-amount`}>{texts.amountLabel}</label>
              <input
                id={`${fieldId}-amount`}
                type="text"
                inputMode="decimal"
                autoComplete="off"
                value={amountText}
                onChange={(event) => setAmountText(event.target.value)}
                aria-invalid={amount === undefined}
                aria-describedby={amount === undefined ? `${fieldId}-error` : undefined}
              />
            </div>
            <div className={styles.field}>
              <label htmlFor={`${fieldId}-unit`}>{texts.unitLabel}</label>
              <select
                id={`${fieldId}-unit`}
                value={unit}
                onChange={(event) => isWeightUnit(event.target.value) && setUnit(event.target.value)}
              >
                {weightUnits.map((option) => (
                  <option key={option} value={option}>
                    {texts.units[option]}
                  </option>
                ))}
              </select>
            </div>
            <div className={styles.field}>
              <label htmlFor={`${fieldId}-fineness`}>{texts.finenessLabel}</label>
              <select id={`${fieldId}-fineness`} value={fineness} onChange={(event) => setFineness(Number(event.target.value))}>
                {finenesses.map((option) => (
                  <option key={option} value={option}>
                    {finenessLabel(option)}
                  </option>
                ))}
              </select>
            </div>
            <p id={`${fieldId}-error`} className={styles.error} role="alert">
              {amount === undefined ? texts.invalidAmount : ""}
            </p>
          </form>
          <div className={styles.results}>
            <h3 className={styles.resultsTitle}>{texts.weightTitle}</h3>
            <dl className={styles.list}>
              {weightUnits
                .filter((target) => target !== unit)
                .map((target) => (
                  <div key={target}>
                    <dt>{texts.units[target]}</dt>
                    <dd>{result ? formatAmount(result.inUnits[target], locale) : "–"}</dd>
                  </div>
                ))}
              <div>
                <dt>{texts.fineGoldLabel}</dt>
                <dd>{result ? `${formatAmount(result.fineGrams, locale)} g` : "–"}</dd>
              </div>
            </dl>
            <h3 className={styles.resultsTitle}>{texts.valueTitle}</h3>
            <dl className={`${styles.list} ${styles.values}`} aria-live="polite">
              <div>
                <dt>{texts.buyLabel}</dt>
                <dd>{result ? formatHkd(result.buy, locale) : "–"}</dd>
              </div>
              <div>
                <dt>{texts.sellLabel}</dt>
                <dd>{result ? formatHkd(result.sell, locale) : "–"}</dd>
              </div>
            </dl>
            <p className={styles.reference}>{referenceNote}</p>
          </div>
          <noscript>
            <p className={styles.noScript}>{texts.noScriptNote}</p>
          </noscript>
        </div>
        <table className={styles.table}>
          <caption>{texts.tableCaption}</caption>
          <thead>
            <tr>
              <th scope="col">{texts.weightHeader}</th>
              <th scope="col">{texts.gramsHeader}</th>
              <th scope="col">{texts.taelsHeader}</th>
              <th scope="col">{texts.buyLabel}</th>
              <th scope="col">{texts.sellLabel}</th>
            </tr>
          </thead>
          <tbody>
            {texts.commonWeights.map(({ amount: common, unit: commonUnit, label }) => {
              // The data check has held every unit to the known ones.
              if (!isWeightUnit(commonUnit)) return null;
              const row = convertGold(common, commonUnit, referenceFineness, reference);
              return (
                <tr key={`${common}-${commonUnit}`}>
                  <th scope="row">{label}</th>
                  <td>{formatAmount(toGrams(common, commonUnit), locale)}</td>
                  <td>{formatAmount(row.inUnits.tael, locale)}</td>
                  <td>{formatHkd(row.buy, locale)}</td>
                  <td>{formatHkd(row.sell, locale)}</td>
                </tr>
              );
            })}
          </tbody>
        </table>
      </Container>
    </section>
  );
};
