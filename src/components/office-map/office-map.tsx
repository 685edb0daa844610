import { graphql } from "gatsby";
import { getImage } from "gatsby-plugin-image";
import { MapFacade } from "../map-facade/map-facade";
import { PlainPicture } from "../plain-picture/plain-picture";
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

/** The contact page's office map: the shared map facade, in the page's language, under a heading for screen readers. */
export const OfficeMap = ({ id, map, company }: OfficeMapProps) => {
  const words = useInterfaceText();
  const preview = getImage(map.previewImage.childImageSharp?.gatsbyImageData ?? null);
  const place = { place: company.map.query };

  return (
    <section id={id} className={styles.section} aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className="visually-hidden">
        {map.title}
      </h2>
      <MapFacade
        className={styles.map}
        place={company.map}
        title={fillPlaceholders(words.map.frameTitle, place)}
        preview={(className) => preview && <PlainPicture image={preview} alt={map.previewAlt} className={className} />}
        texts={{
          load: map.loadButtonText,
          loadNote: map.privacyNote,
          checking: words.map.checking,
          unreachable: words.map.unreachable,
          retry: words.map.retry,
          openIn: fillPlaceholders(words.map.openIn, place),
          opensInNewTab: words.opensInNewTab,
        }}
      />
    </section>
  );
};
