/** Google Maps addresses for the office: an embeddable map and a link that opens the full site or app. */
interface MapLocation {
  latitude: number;
  longitude: number;
  zoom: number;
  query: string;
}

export const googleMapsEmbedUrl = ({ latitude, longitude, zoom }: MapLocation): string =>
  `https://maps.google.com/maps?q=${latitude},${longitude}&z=${zoom}&output=embed`;

export const googleMapsLinkUrl = ({ query }: MapLocation): string =>
  `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(query)}`;
