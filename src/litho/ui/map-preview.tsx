import { useState } from "react";
import { LithoImage } from "../sections/shared/litho-image";
import { Icon } from "../sections/shared/icon";
import { mapEmbedUrl, mapPageUrl, type MapPlace } from "../../lib/maps";
import { useThirdPartyFrame } from "./use-third-party-frame";
import * as styles from "./map-preview.module.css";

export interface MapPreviewProps {
  place: MapPlace;
  /** The drawn map that stands in for Google's. */
  image: Parameters<typeof LithoImage>[0]["file"];
  imageAlt: string;
  /** Names the map for assistive technology: "Map of the Hong Kong office". */
  title: string;
  /** Load the interactive map as soon as the preview is shown (inside a dialog the visitor opened); otherwise on request. */
  autoLoad?: boolean;
  className?: string;
}

/**
 * A drawn map that becomes Google's interactive map on request. Google is asked first, so when it
 * cannot be reached the drawing stays whole and the visitor is told why and given the link; the
 * link to Google Maps is there in every state, with or without JavaScript.
 */
export const MapPreview = ({ place, image, imageAlt, title, autoLoad = false, className }: MapPreviewProps) => {
  const [requested, setRequested] = useState(false);
  const embed = mapEmbedUrl(place);
  const { status, retry } = useThirdPartyFrame(embed, autoLoad || requested);
  const offerLoad = status === "idle" && !autoLoad;
  // A map in a closed dialog has nothing to say yet: no shade over the drawing.
  const quiet = status === "idle" && autoLoad;

  return (
    <div className={`${styles.map} ${className ?? ""}`} data-status={status}>
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
            <LithoImage file={image} alt={imageAlt} fill className={styles.preview} />
            <div className={`${styles.overlay} ${quiet ? "" : styles.shaded}`}>
              {offerLoad && (
                <button type="button" className={styles.load} onClick={() => setRequested(true)}>
                  <Icon name="map-pin" className={styles.loadIcon} />
                  Show the interactive map
                </button>
              )}
              {status === "unreachable" && (
                <button type="button" className={styles.load} onClick={retry}>
                  Try again
                </button>
              )}
              <p className={styles.note} role="status">
                {status === "checking" && "Loading the map from Google…"}
                {status === "unreachable" &&
                  "The interactive map could not be loaded: you may be offline, or Google Maps may be blocked in this browser."}
                {offerLoad && <span className={styles.jsOnly}>The interactive map is loaded from Google Maps.</span>}
              </p>
            </div>
          </>
        )}
      </div>
      <p className={styles.external}>
        <a href={mapPageUrl(place)} target="_blank" rel="noopener noreferrer">
          Open {place.query} in Google Maps<span className="visually-hidden"> (opens in a new tab)</span>
        </a>
      </p>
    </div>
  );
};
