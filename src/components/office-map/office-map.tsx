import { useState } from "react";
import { graphql } from "gatsby";
import { getImage } from "gatsby-plugin-image";
import { PlainPicture } from "../plain-picture/plain-picture";
import { mapEmbedUrl, mapPageUrl } from "../../lib/maps";
import type { Company } from "../../lib/use-site-data";
import { fillPlaceholders } from "../../lib/fill-placeholders";
import { useInterfaceText } from "../../lib/i18n/use-interface-text";
import * as styles from "./office-map.module.css";

export const mapBlockFields = graphql`
  fragment MapBlockFields on MapBlock {
    title
    previewAlt
    loadButtonText
    privacyNote
    previewImage {
      childImageSharp {
        gatsbyImageData(
          width: 1200
          aspectRatio: 1.7143
          placeholder: BLURRED
          breakpoints: [360, 720, 1200]
          sizes: "(max-width: 1200px) 100vw, 1200px"
        )
      }
    }
  }
`;

interface OfficeMapProps {
  id: string;
  map: Queries.MapBlockFieldsFragment;
  company: Company;
}

/**
 * The office map. A drawn preview stands in until the visitor asks for Google's interactive map,
 * so the page loads no third-party code by default and stays whole when Google is blocked.
 */
export const OfficeMap = ({ id, map, company }: OfficeMapProps) => {
  const [interactive, setInteractive] = useState(false);
  const words = useInterfaceText();
  const preview = getImage(map.previewImage.childImageSharp?.gatsbyImageData ?? null);

  return (
    <section id={id} className={styles.section} aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className="visually-hidden">
        {map.title}
      </h2>
      <div className={styles.frame}>
        {interactive ? (
          <iframe
            className={styles.iframe}
            src={mapEmbedUrl(company.map)}
            title={fillPlaceholders(words.map.frameTitle, { place: company.map.query })}
            loading="lazy"
            referrerPolicy="no-referrer-when-downgrade"
            allowFullScreen
          />
        ) : (
          <>
            {preview && <PlainPicture image={preview} alt={map.previewAlt} className={styles.preview} />}
            <div className={styles.overlay}>
              <button type="button" className={styles.load} onClick={() => setInteractive(true)}>
                {map.loadButtonText}
              </button>
              <p className={styles.note}>{map.privacyNote}</p>
            </div>
          </>
        )}
      </div>
      <p className={styles.external}>
        <a href={mapPageUrl(company.map)} target="_blank" rel="noopener noreferrer">
          {fillPlaceholders(words.map.openIn, { place: company.map.query })}
          <span className="visually-hidden"> {words.opensInNewTab}</span>
        </a>
      </p>
    </section>
  );
};
