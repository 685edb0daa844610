/*
 * The rate limit's hits in Netlify Blobs, so that every function instance on the host counts the
 * same posts; each instance's memory would only see the posts that happened to reach it.
 *
 * One entry per client. Its key is an HMAC of the client's address, so the store never holds an
 * address; its value is the times of the client's hits inside the window, as JSON, older ones
 * being dropped at every write. Counting a hit is a read and a conditional write, which only
 * succeeds while the entry is still the one read (its ETag), or still absent: two instances
 * counting the same client at once cannot overwrite each other's hit, and the one that loses
 * reads again and retries.
 */
import { createHmac } from "node:crypto";
import { connectLambda, getStore } from "@netlify/blobs";
import { countHit, type RateLimitStore, type RateLimitVerdict } from "./rate-limiter";
import type { RateLimitSettings } from "./settings";

export const RATE_LIMIT_STORE_NAME = "enquiry-rate-limits";

/** Writes lost to other instances before giving up; the post is then let through (see handle-enquiry.ts). */
export const MAX_ATTEMPTS = 5;

/** The part of a Netlify Blobs store this uses; `getStore` returns one. */
export interface HitStore {
  getWithMetadata(key: string, options: { type: "json" }): Promise<{ data: unknown; etag?: string } | null>;
  setJSON(key: string, data: unknown, options: { onlyIfMatch?: string } | { onlyIfNew: true }): Promise<{ modified: boolean }>;
}

/** The entry's key for a client: keyed by the site's salt, so no table of addresses can be hashed to find one. */
export const clientEntryKey = (clientKey: string, salt: string): string => createHmac("sha256", salt).update(clientKey).digest("hex");

/** The stored times; anything else counts as no hits, and is replaced at the next write. */
const storedHits = (data: unknown): number[] =>
  Array.isArray(data) ? data.filter((time): time is number => typeof time === "number" && Number.isFinite(time)) : [];

const takeFromBlobs = async (store: HitStore, key: string, now: number, limit: RateLimitSettings): Promise<RateLimitVerdict> => {
  for (let attempt = 1; attempt <= MAX_ATTEMPTS; attempt += 1) {
    const entry = await store.getWithMetadata(key, { type: "json" });
    const { verdict, hits } = countHit(storedHits(entry?.data), now, limit);
    // A refused post is not counted, so there is nothing to write.
    if (!verdict.allowed) return verdict;
    // Netlify sends an ETag with every read; the package's local server does not, and there the write is unconditional.
    const write = await store.setJSON(key, hits, entry ? { onlyIfMatch: entry.etag } : { onlyIfNew: true });
    if (write.modified) return verdict;
  }
  throw new Error(`Netlify Blobs: other instances changed the client's entry ${MAX_ATTEMPTS} times in a row`);
};

/** `openStore` is called at each post, so a store that cannot be opened fails that post's check, not the function. */
export const createBlobsRateLimitStore = (openStore: () => HitStore, salt: string): RateLimitStore => ({
  take: async (clientKey, now, limit) => takeFromBlobs(openStore(), clientEntryKey(clientKey, salt), now, limit),
});

/** The Lambda event as the host gives it to a function that may use Blobs (Lambda compatibility mode). */
export interface BlobsLambdaEvent {
  /** Base64 JSON: the store's edge URL, its uncached URL and an access token for this invocation. */
  blobs: string;
  headers: Record<string, string>;
}

export const offersBlobs = (event: { blobs?: unknown; headers?: unknown } | undefined): event is BlobsLambdaEvent =>
  typeof event?.blobs === "string" && event.blobs !== "" && typeof event.headers === "object" && event.headers !== null;

/**
 * connectLambda takes the edge URL and the token from the event, but not the uncached URL beside
 * them (`url_uncached`), without which reads come from the edge's cache, up to 60 seconds old: a
 * conditional write based on such a read fails at every retry. With it, reads are strong.
 */
const uncachedUrlOf = ({ blobs }: BlobsLambdaEvent): string | undefined => {
  const { url_uncached: url } = JSON.parse(Buffer.from(blobs, "base64").toString("utf8")) as { url_uncached?: unknown };
  return typeof url === "string" && url !== "" ? url : undefined;
};

/** The site's rate-limit store, reached through the event's Blobs context. */
export const openLambdaHitStore = (event: BlobsLambdaEvent): HitStore => {
  connectLambda(event);
  const uncachedEdgeURL = uncachedUrlOf(event);
  return getStore(RATE_LIMIT_STORE_NAME, uncachedEdgeURL ? { consistency: "strong", uncachedEdgeURL } : {});
};
