import { useState, type ReactNode } from "react";
import { mapEmbedUrl, mapPageUrl, type MapPlace } from "../../lib/maps";
import { useThirdPartyFrame } from "../../lib/use-third-party-frame";
import { thirdPartyMark } from "../../lib/third-parties";
import * as styles from "./map-facade.module.css";

/** What the map says, in the page's language. */
export interface MapFacadeTexts {
  load: string;
  /** Beside the load button: that the map comes from Google. */
  loadNote: string;
  checking: string;
  unreachable: string;
  retry: string;
  /** The link to Google Maps, shown in every state. */
  openIn: string;
  opensInNewTab: string;
}

export interface MapFacadeProps {
  place: MapPlace;
  /** The drawn map that stands in for Google's, given the class that fills the frame with it. */
  preview: (className: string) => ReactNode;
  /** Names the map for assistive technology: "Map of the Hong Kong office". */
  title: string;
  texts: MapFacadeTexts;
  /** Shown in the load button before its words. */
  loadIcon?: ReactNode;
  /** Load the interactive map as soon as the preview is shown (inside a dialog the visitor opened); otherwise on request. */
  autoLoad?: boolean;
  className?: string;
}

/**
 * A drawn map that becomes Google's interactive map on request (the live site's office map, the
 * demo's maps). The page loads nothing of Google's until then, and Google is asked first, so when it
 * cannot be reached the drawing stays whole and the visitor is told why; the link to Google Maps is
 * there in every state, with or without JavaScript.
 */
export const MapFacade = ({ place, preview, title, texts, loadIcon, autoLoad = false, className }: MapFacadeProps) => {
  const [requested, setRequested] = useState(false);
  const embed = mapEmbedUrl(place);
  const { status, retry } = useThirdPartyFrame(embed, autoLoad || requested);
  const offerLoad = status === "idle" && !autoLoad;
  // A map in a closed dialog has nothing to say yet: no shade over the drawing.
  const quiet = status === "idle" && autoLoad;

  return (
    <div className={`${styles.map} ${className ?? ""}`} data-status={status} {...thirdPartyMark("google-maps")}>
      <div className={styles.frame}>
        {status === "ready" ? (
          <iframe
            className={styles.iframe}
            src={embed}
            title={title}
            loading="lazy"
            referrerPolicy="no-referrer-when-downgrade"
            allowFullScreen
          />
        ) : (
          <>
            {preview(styles.preview)}
            <div className={`${styles.overlay} ${quiet ? "" : styles.shaded}`}>
              {offerLoad && (
                <button type="button" className={styles.load} onClick={() => setRequested(true)}>
                  {loadIcon}
                  {texts.load}
                </button>
              )}
              {status === "unreachable" && (
                <button type="button" className={styles.load} onClick={retry}>
                  {texts.retry}
                </button>
              )}
              <p className={styles.note} role="status">
                {status === "checking" && texts.checking}
                {status === "unreachable" && texts.unreachable}
                {offerLoad && <span className={styles.jsOnly}>{texts.loadNote}</span>}
              </p>
            </div>
          </>
        )}
      </div>
      <p className={styles.external}>
        <a href={mapPageUrl(place)} target="_blank" rel="noopener noreferrer">
          {texts.openIn}
          <span className="visually-hidden"> {texts.opensInNewTab}</span>
        </a>
      </p>
    </div>
  );
};
