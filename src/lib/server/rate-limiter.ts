/*
 * A sliding-window limit per client: each client may post `max` times in any `windowMs`.
 * The store is a plain object so it can be kept on globalThis (see server-state.ts).
 */
import type { RateLimitSettings } from "./settings";

export interface RateLimitStore {
  /** Times (ms) of each client's recent posts, oldest first. */
  hits: Map<string, number[]>;
}

export type RateLimitVerdict = { allowed: true } | { allowed: false; retryAfterSeconds: number };

/** A flood of distinct addresses must not grow the map without end. */
export const MAX_TRACKED_CLIENTS = 10_000;

export const createRateLimitStore = (): RateLimitStore => ({ hits: new Map() });

const recentHits = (store: RateLimitStore, key: string, now: number, windowMs: number): number[] =>
  (store.hits.get(key) ?? []).filter((time) => now - time < windowMs);

/** Drops the clients seen longest ago; a Map iterates in insertion order. */
const forgetOldestClients = (store: RateLimitStore): void => {
  for (const key of store.hits.keys()) {
    if (store.hits.size <= MAX_TRACKED_CLIENTS) return;
    store.hits.delete(key);
  }
};

/** Counts one post by `key` and says whether it is allowed; a refused post is not counted. */
export const takeRateLimit = (store: RateLimitStore, key: string, now: number, { max, windowMs }: RateLimitSettings): RateLimitVerdict => {
  const hits = recentHits(store, key, now, windowMs);
  if (hits.length >= max) {
    store.hits.set(key, hits);
    // The client may post again once its oldest counted post leaves the window.
    const waitMs = hits[0] + windowMs - now;
    return { allowed: false, retryAfterSeconds: Math.max(1, Math.ceil(waitMs / 1000)) };
  }
  hits.push(now);
  // Re-inserting moves the client to the end, so the eviction below removes idle clients first.
  store.hits.delete(key);
  store.hits.set(key, hits);
  if (store.hits.size > MAX_TRACKED_CLIENTS) forgetOldestClients(store);
  return { allowed: true };
};
