/*
 * A sliding-window limit per client: each client may post `max` times in any `windowMs`.
 *
 * Where the hits are kept is a `RateLimitStore`: in this process's memory (the default, kept on
 * globalThis, see server-state.ts), or in Netlify Blobs (blobs-rate-limit-store.ts), which every
 * function instance on the host shares. Both decide with `countHit`.
 */
import type { RateLimitSettings } from "./settings";

export type RateLimitVerdict = { allowed: true } | { allowed: false; retryAfterSeconds: number };

export interface RateLimitStore {
  /** Counts one post by `clientKey` at `now` (ms) and says whether it is allowed; a refused post is not counted. */
  take(clientKey: string, now: number, limit: RateLimitSettings): Promise<RateLimitVerdict>;
}

/** A decision, and the client's hits to keep after it. */
export interface HitCount {
  verdict: RateLimitVerdict;
  hits: number[];
}

/**
 * The decision on one client's earlier hits (times in ms): the hits that left the window are
 * dropped, and the post is refused when `max` remain, else added.
 */
export const countHit = (earlier: readonly number[], now: number, { max, windowMs }: RateLimitSettings): HitCount => {
  const hits = earlier.filter((time) => now - time < windowMs);
  if (hits.length < max) return { verdict: { allowed: true }, hits: [...hits, now] };
  // The client may post again once its oldest counted post leaves the window. Instances sharing a
  // store may add their hits out of order, so the oldest is not always the first.
  const waitMs = Math.min(...hits) + windowMs - now;
  return { verdict: { allowed: false, retryAfterSeconds: Math.max(1, Math.ceil(waitMs / 1000)) }, hits };
};

export interface MemoryRateLimitStore extends RateLimitStore {
  /** Times (ms) of each client's recent posts, oldest first. */
  hits: Map<string, number[]>;
}

/** A flood of distinct addresses must not grow the map without end. */
export const MAX_TRACKED_CLIENTS = 10_000;

/** Drops the clients seen longest ago; a Map iterates in insertion order. */
const forgetOldestClients = (hitsByClient: Map<string, number[]>): void => {
  for (const key of hitsByClient.keys()) {
    if (hitsByClient.size <= MAX_TRACKED_CLIENTS) return;
    hitsByClient.delete(key);
  }
};

const takeFromMemory = (hitsByClient: Map<string, number[]>, key: string, now: number, limit: RateLimitSettings): RateLimitVerdict => {
  const { verdict, hits } = countHit(hitsByClient.get(key) ?? [], now, limit);
  if (!verdict.allowed) {
    hitsByClient.set(key, hits);
    return verdict;
  }
  // Re-inserting moves the client to the end, so the eviction below removes idle clients first.
  hitsByClient.delete(key);
  hitsByClient.set(key, hits);
  if (hitsByClient.size > MAX_TRACKED_CLIENTS) forgetOldestClients(hitsByClient);
  return verdict;
};

/** The counters of one process: right for one server, and the fallback wherever Blobs are not offered. */
export const createMemoryRateLimitStore = (): MemoryRateLimitStore => {
  const hits = new Map<string, number[]>();
  return { hits, take: (key, now, limit) => Promise.resolve(takeFromMemory(hits, key, now, limit)) };
};
