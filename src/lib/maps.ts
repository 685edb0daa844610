/**
 * Google Maps addresses for a place: the embeddable map a click-to-load facade turns into (the live
 * site's office map, the demo's map preview) and the link that opens the full site or app.
 */
export interface MapPlace {
  latitude: number;
  longitude: number;
  zoom: number;
  /** What the link to Google Maps searches for: an address or the name of a place. */
  query: string;
}

export const mapEmbedUrl = ({ latitude, longitude, zoom }: MapPlace): string =>
  `https://maps.google.com/maps?q=${latitude},${longitude}&z=${zoom}&output=embed`;

export const mapPageUrl = ({ query }: MapPlace): string => `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(query)}`;
