/*
 * The check made before a third-party frame (a player, a map) is drawn. A frame whose provider cannot
 * be reached (offline, blocked by an extension or a network filter) shows the browser's own error page
 * inside the design; asking first lets the page show its own card with a link instead.
 */

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
