import { MapFacade, type MapFacadeTexts } from "../../components/map-facade/map-facade";
import type { MapPlace } from "../../lib/maps";
import { Icon } from "../sections/shared/icon";
import { LithoImage } from "../sections/shared/litho-image";

const texts = (place: MapPlace): MapFacadeTexts => ({
  load: "Show the interactive map",
  loadNote: "The interactive map is loaded from Google Maps.",
  checking: "Loading the map from Google…",
  unreachable: "The interactive map could not be loaded: you may be offline, or Google Maps may be blocked in this browser.",
  retry: "Try again",
  openIn: `Open ${place.query} in Google Maps`,
  opensInNewTab: "(opens in a new tab)",
});

export interface MapPreviewProps {
  place: MapPlace;
  image: Parameters<typeof LithoImage>[0]["file"];
  imageAlt: string;
  title: string;
  autoLoad?: boolean;
  className?: string;
}

/** The demo's map: the shared map facade with the demo's words, its picture and a pin in the button. */
export const MapPreview = ({ place, image, imageAlt, title, autoLoad, className }: MapPreviewProps) => (
  <MapFacade
    place={place}
    title={title}
    texts={texts(place)}
    preview={(previewClass) => <LithoImage file={image} alt={imageAlt} fill className={previewClass} />}
    loadIcon={<Icon name="map-pin" />}
    autoLoad={autoLoad}
    className={className}
  />
);
