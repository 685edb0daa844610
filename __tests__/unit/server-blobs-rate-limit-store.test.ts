/** @jest-environment node */
import {
  MAX_ATTEMPTS,
  clientEntryKey,
  createBlobsRateLimitStore,
  openLambdaHitStore,
  type HitStore,
} from "../../src/lib/server/blobs-rate-limit-store";
import { SITE_ID, openLocalRateLimitStore, startLocalBlobs, type LocalBlobs } from "../support/local-blobs";

const SALT = "test-salt";
const LIMIT = { max: 3, windowMs: 60_000 };

let blobs: LocalBlobs;
beforeAll(async () => {
  blobs = await startLocalBlobs();
});
afterAll(() => blobs.stop());

const openStore = () => openLocalRateLimitStore(blobs);

/** Each test counts its own client, so the tests share the server but no entry. */
let clientNumber = 0;
const nextClient = () => `203.0.113.${(clientNumber += 1)}`;

const storedHitsOf = (client: string): Promise<unknown> => openStore().get(clientEntryKey(client, SALT), { type: "json" });

describe("the Blobs rate-limit store on the package's local server", () => {
  it("reaches the limit across two separately created stores, as two function instances would", async () => {
    const client = nextClient();
    const first = createBlobsRateLimitStore(openStore, SALT);
    const second = createBlobsRateLimitStore(openStore, SALT);
    expect(await first.take(client, 0, LIMIT)).toEqual({ allowed: true });
    expect(await second.take(client, 10_000, LIMIT)).toEqual({ allowed: true });
    expect(await first.take(client, 20_000, LIMIT)).toEqual({ allowed: true });
    expect(await second.take(client, 30_000, LIMIT)).toEqual({ allowed: false, retryAfterSeconds: 30 });
    expect(await first.take(nextClient(), 30_000, LIMIT)).toEqual({ allowed: true });
  });

  it("lets a client post again once its oldest hit leaves the window, and keeps only the window's hits", async () => {
    const client = nextClient();
    const store = createBlobsRateLimitStore(openStore, SALT);
    for (const time of [0, 10_000, 20_000]) await store.take(client, time, LIMIT);
    // A refused post is not counted.
    expect(await store.take(client, 59_999, LIMIT)).toEqual({ allowed: false, retryAfterSeconds: 1 });
    expect(await storedHitsOf(client)).toEqual([0, 10_000, 20_000]);
    expect(await store.take(client, 60_000, LIMIT)).toEqual({ allowed: true });
    expect(await storedHitsOf(client)).toEqual([10_000, 20_000, 60_000]);
    expect(await store.take(client, 200_000, LIMIT)).toEqual({ allowed: true });
    expect(await storedHitsOf(client)).toEqual([200_000]);
  });

  it("keeps no address in the store: an entry's key is the address's HMAC with the site's salt", async () => {
    const client = nextClient();
    await createBlobsRateLimitStore(openStore, SALT).take(client, 0, LIMIT);
    const { blobs } = await openStore().list();
    const keys = blobs.map((blob) => blob.key);
    expect(keys).toContain(clientEntryKey(client, SALT));
    expect(keys.every((key) => /^[0-9a-f]{64}$/.test(key))).toBe(true);
    expect(JSON.stringify(blobs)).not.toContain(client);
    expect(clientEntryKey(client, "another site's salt")).not.toBe(clientEntryKey(client, SALT));
  });

  it("starts afresh on an entry it cannot read as hits", async () => {
    const client = nextClient();
    await openStore().setJSON(clientEntryKey(client, SALT), { not: "hits" });
    expect(await createBlobsRateLimitStore(openStore, SALT).take(client, 0, LIMIT)).toEqual({ allowed: true });
    expect(await storedHitsOf(client)).toEqual([0]);
  });
});

describe("the store reached through a Lambda event", () => {
  afterEach(() => {
    // connectLambda keeps the event's context in the environment, as the host's runtime would.
    delete process.env.NETLIFY_BLOBS_CONTEXT;
  });

  /** The event as the host gives it: `blobs` holds the store's URLs and a token, in base64 JSON. */
  const lambdaEvent = (context: Record<string, string>) => ({
    blobs: Buffer.from(JSON.stringify({ token: blobs.token, ...context })).toString("base64"),
    headers: { "x-nf-site-id": SITE_ID, "x-nf-deploy-id": "0123456789abcdef01234567" },
  });

  it("reads strongly, through the uncached URL the event carries beside the edge's", async () => {
    const client = nextClient();
    // Nothing listens at the edge URL: an answer can only come through the uncached one.
    const event = lambdaEvent({ url: "http://127.0.0.1:9", url_uncached: blobs.url });
    const store = createBlobsRateLimitStore(() => openLambdaHitStore(event), SALT);
    expect(await store.take(client, 0, LIMIT)).toEqual({ allowed: true });
    expect(await storedHitsOf(client)).toEqual([0]);
  });

  it("reads through the edge when the event carries no uncached URL", async () => {
    const client = nextClient();
    const store = createBlobsRateLimitStore(() => openLambdaHitStore(lambdaEvent({ url: blobs.url })), SALT);
    expect(await store.take(client, 0, LIMIT)).toEqual({ allowed: true });
    expect(await storedHitsOf(client)).toEqual([0]);
  });

  it("fails the check, not the function, when the event's context cannot be used", async () => {
    const store = createBlobsRateLimitStore(() => openLambdaHitStore({ blobs: "bm90IGpzb24=", headers: {} }), SALT);
    await expect(store.take(nextClient(), 0, LIMIT)).rejects.toThrow();
  });
});

/**
 * What Netlify's store guarantees and the package's local server does not: a read names the
 * entry's ETag, and a conditional write is checked and made in one step. (The local server sends
 * no ETag with a read, and checks a condition and writes in separate steps, so it cannot referee
 * a race.) Every call waits a turn, so takes that start together read before any of them writes.
 */
const atomicHitStore = () => {
  const entries = new Map<string, { json: string; etag: string }>();
  let version = 0;
  const calls = { writes: 0 };
  const turn = () => new Promise((resolve) => setImmediate(resolve));
  const store: HitStore = {
    async getWithMetadata(key) {
      await turn();
      const entry = entries.get(key);
      return entry ? { data: JSON.parse(entry.json) as unknown, etag: entry.etag } : null;
    },
    async setJSON(key, data, options) {
      await turn();
      calls.writes += 1;
      const current = entries.get(key);
      if ("onlyIfNew" in options ? current : current?.etag !== options.onlyIfMatch) return { modified: false };
      entries.set(key, { json: JSON.stringify(data), etag: `"${(version += 1)}"` });
      return { modified: true };
    },
  };
  return { store, entries, calls };
};

describe("hits counted at the same moment", () => {
  it("are all kept when two instances race: the one that loses reads again and writes again", async () => {
    const { store, entries, calls } = atomicHitStore();
    const first = createBlobsRateLimitStore(() => store, SALT);
    const second = createBlobsRateLimitStore(() => store, SALT);
    const verdicts = await Promise.all(
      [0, 1, 2, 3].map((i) => (i % 2 ? first : second).take("198.51.100.1", 1000 + i, { ...LIMIT, max: 10 })),
    );
    expect(verdicts).toEqual(Array(4).fill({ allowed: true }));
    const stored = JSON.parse(entries.get(clientEntryKey("198.51.100.1", SALT))!.json) as number[];
    expect(stored.sort()).toEqual([1000, 1001, 1002, 1003]);
    // The races did happen: more writes were tried than succeeded.
    expect(calls.writes).toBeGreaterThan(4);
  });

  it("let exactly `max` through", async () => {
    const { store } = atomicHitStore();
    const instance = createBlobsRateLimitStore(() => store, SALT);
    const verdicts = await Promise.all([0, 1, 2, 3, 4].map((i) => instance.take("198.51.100.2", 1000 + i, LIMIT)));
    expect(verdicts.filter((verdict) => verdict.allowed)).toHaveLength(LIMIT.max);
  });

  it("give up after losing every attempt, leaving the decision to the handler", async () => {
    const losing: HitStore = {
      getWithMetadata: () => Promise.resolve({ data: [], etag: '"1"' }),
      setJSON: () => Promise.resolve({ modified: false }),
    };
    const setJSON = jest.spyOn(losing, "setJSON");
    await expect(createBlobsRateLimitStore(() => losing, SALT).take("198.51.100.3", 0, LIMIT)).rejects.toThrow(/in a row/);
    expect(setJSON).toHaveBeenCalledTimes(MAX_ATTEMPTS);
  });
});
