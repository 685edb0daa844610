/*
 * Addresses of the third-party players the demo embeds (the maps' are in src/lib/maps.ts); the check made
 * before a player or a map is drawn is src/lib/can-reach.ts.
 */

export type VideoProvider = "youtube" | "vimeo";

export const VIDEO_PROVIDER_NAMES: Readonly<Record<VideoProvider, string>> = { youtube: "YouTube", vimeo: "Vimeo" };

export const isVideoProvider = (value: unknown): value is VideoProvider => value === "youtube" || value === "vimeo";

/** The privacy-friendly players: YouTube's no-cookie domain, Vimeo with do-not-track. */
export const videoEmbedUrl = (provider: VideoProvider, videoId: string): string =>
  provider === "youtube"
    ? `https://www.youtube-nocookie.com/embed/${encodeURIComponent(videoId)}?autoplay=1&rel=0`
    : `https://player.vimeo.com/video/${encodeURIComponent(videoId)}?autoplay=1&dnt=1`;

/** Where the same video plays on the provider's own site, for the card shown when the player cannot load. */
export const videoPageUrl = (provider: VideoProvider, videoId: string): string =>
  provider === "youtube"
    ? `https://www.youtube.com/watch?v=${encodeURIComponent(videoId)}`
    : `https://vimeo.com/${encodeURIComponent(videoId)}`;
