/** @jest-environment node */
import { MAX_TRACKED_CLIENTS, countHit, createMemoryRateLimitStore } from "../../src/lib/server/rate-limiter";
import { SERVER_STATE_KEY, serverState } from "../../src/lib/server/server-state";

const LIMIT = { max: 3, windowMs: 60_000 };

describe("countHit", () => {
  it("drops the hits that left the window and adds the new one", () => {
    expect(countHit([0, 30_000], 60_000, LIMIT)).toEqual({ verdict: { allowed: true }, hits: [30_000, 60_000] });
  });

  it("refuses at `max`, counting the wait from the oldest hit whatever the order they were stored in", () => {
    expect(countHit([20_000, 0, 10_000], 30_000, LIMIT)).toEqual({
      verdict: { allowed: false, retryAfterSeconds: 30 },
      hits: [20_000, 0, 10_000],
    });
  });
});

describe("the memory store", () => {
  it("allows `max` posts in a window, then refuses with the seconds until the oldest expires", async () => {
    const store = createMemoryRateLimitStore();
    expect(await store.take("a", 0, LIMIT)).toEqual({ allowed: true });
    expect(await store.take("a", 10_000, LIMIT)).toEqual({ allowed: true });
    expect(await store.take("a", 20_000, LIMIT)).toEqual({ allowed: true });
    expect(await store.take("a", 30_000, LIMIT)).toEqual({ allowed: false, retryAfterSeconds: 30 });
    // Refused posts are not counted, so waiting out the oldest one is enough.
    expect(await store.take("a", 59_999, LIMIT)).toEqual({ allowed: false, retryAfterSeconds: 1 });
    expect(await store.take("a", 60_000, LIMIT)).toEqual({ allowed: true });
  });

  it("counts each client separately", async () => {
    const store = createMemoryRateLimitStore();
    for (let i = 0; i < 3; i += 1) await store.take("a", i, LIMIT);
    expect((await store.take("a", 5, LIMIT)).allowed).toBe(false);
    expect((await store.take("b", 5, LIMIT)).allowed).toBe(true);
  });

  it("forgets the longest-idle clients instead of growing without end", async () => {
    const store = createMemoryRateLimitStore();
    for (let i = 0; i <= MAX_TRACKED_CLIENTS + 5; i += 1) await store.take(`client-${i}`, i, LIMIT);
    expect(store.hits.size).toBe(MAX_TRACKED_CLIENTS);
    expect(store.hits.has("client-0")).toBe(false);
    expect(store.hits.has(`client-${MAX_TRACKED_CLIENTS + 5}`)).toBe(true);
  });
});

describe("serverState", () => {
  it("lives on globalThis under one registered key, so a reloaded module finds the same counters", async () => {
    const first = serverState();
    await first.rateLimits.take("someone", 0, LIMIT);
    await jest.isolateModulesAsync(async () => {
      // A fresh copy of the module, as Gatsby gives each request.
      const reloaded = await import("../../src/lib/server/server-state");
      expect(reloaded.serverState).not.toBe(serverState);
      expect(reloaded.serverState()).toBe(first);
      expect(reloaded.serverState().rateLimits.hits.get("someone")).toEqual([0]);
    });
    expect((globalThis as Record<symbol, unknown>)[SERVER_STATE_KEY]).toBe(first);
    expect(SERVER_STATE_KEY).toBe(Symbol.for("harbour-gold-bullion.enquiry-endpoints"));
  });
});
