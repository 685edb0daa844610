/*
 * Addresses of the third-party players the demo embeds (the maps' are in src/lib/maps.ts), and the
 * check made before a player or a map is drawn. A frame whose provider cannot be reached (offline,
 * blocked by an extension or a network filter) shows the browser's own error page inside the
 * design; asking first lets the page show its own card with a link instead.
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

/** Long enough for a slow phone connection, short enough that a blocked request does not leave a spinner. */
export const REACH_TIMEOUT_MS = 6000;

/**
 * Whether the browser can reach `url` now: a HEAD request in no-cors mode, which carries no
 * cookies, reads nothing and succeeds on any answer, so only a network failure (or a block)
 * counts as unreachable.
 */
export const canReach = async (url: string, timeoutMs = REACH_TIMEOUT_MS): Promise<boolean> => {
  if (typeof navigator !== "undefined" && navigator.onLine === false) return false;
  if (typeof fetch !== "function") return true;
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), timeoutMs);
  try {
    await fetch(url, { method: "HEAD", mode: "no-cors", credentials: "omit", cache: "no-store", signal: controller.signal });
    return true;
  } catch {
    return false;
  } finally {
    clearTimeout(timer);
  }
};
