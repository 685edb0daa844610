import { graphql, useStaticQuery } from "gatsby";
import { useInLanguage } from "../../lib/i18n/use-in-language";
import { Container } from "../container/container";
import { SectionHeading } from "../section-heading/section-heading";
import * as styles from "./trust-block.module.css";

const barColumns = ["product", "refiner", "fineness", "serial", "assay"] as const;

/**
 * Why a buyer can trust the trader, all from data/site/en/trust.json: its exchange membership with a
 * link to check it, what documents each bar, its only official channels and a warning against
 * impersonators. Marked as sample details while the file says so.
 */
export const TrustBlock = ({ id = "trust" }: { id?: string }) => {
  const { allTrustSection } = useStaticQuery<Queries.TrustBlockQuery>(graphql`
    query TrustBlock {
      allTrustSection {
        nodes {
          language
          eyebrow
          title
          intro
          sample
          sampleNote
          membership {
            title
            text
            numberLabel
            number
            verifyText
            verifyUrl
          }
          barsTitle
          barHeaders {
            product
            refiner
            fineness
            serial
            assay
          }
          bars {
            product
            refiner
            fineness
            serial
            assay
          }
          channelsTitle
          channels {
            label
            value
            href
          }
          impersonationNotice
        }
      }
    }
  `);
  const trust = useInLanguage(allTrustSection.nodes, "trust.json");
  return (
    <section id={id} className={styles.section} aria-labelledby={`${id}-title`}>
      <Container>
        <SectionHeading id={`${id}-title`} eyebrow={trust.eyebrow} title={trust.title} intro={trust.intro} />
        {trust.sample && <p className={styles.sample}>{trust.sampleNote}</p>}
        <div className={styles.grid}>
          <div className={styles.membership}>
            <h3>{trust.membership.title}</h3>
            <p>{trust.membership.text}</p>
            <p className={styles.number}>
              {trust.membership.numberLabel} <strong>{trust.membership.number}</strong>
            </p>
            <a href={trust.membership.verifyUrl} rel="noopener">
              {trust.membership.verifyText}
            </a>
          </div>
          <div className={styles.channels}>
            <h3>{trust.channelsTitle}</h3>
            <dl>
              {trust.channels.map((channel) => (
                <div key={channel.label}>
                  <dt>{channel.label}</dt>
                  <dd>
                    <a href={channel.href}>{channel.value}</a>
                  </dd>
                </div>
              ))}
            </dl>
            <p className={styles.notice}>{trust.impersonationNotice}</p>
          </div>
        </div>
        <table className={styles.table}>
          <caption>{trust.barsTitle}</caption>
          <thead>
            <tr>
              {barColumns.map((column) => (
                <th key={column} scope="col">
                  {trust.barHeaders[column]}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {trust.bars.map((bar) => (
              <tr key={bar.product}>
                {barColumns.map((column) =>
                  column === "product" ? (
                    <th key={column} scope="row">
                      {bar.product}
                    </th>
                  ) : (
                    <td key={column} data-label={trust.barHeaders[column]}>
                      {bar[column]}
                    </td>
                  ),
                )}
              </tr>
            ))}
          </tbody>
        </table>
      </Container>
    </section>
  );
};
