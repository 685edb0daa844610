/** @jest-environment node */
import { MAX_TRACKED_CLIENTS, createRateLimitStore, takeRateLimit } from "../../src/lib/server/rate-limiter";
import { SERVER_STATE_KEY, serverState } from "../../src/lib/server/server-state";

const LIMIT = { max: 3, windowMs: 60_000 };

describe("takeRateLimit", () => {
  it("allows `max` posts in a window, then refuses with the seconds until the oldest expires", () => {
    const store = createRateLimitStore();
    expect(takeRateLimit(store, "a", 0, LIMIT)).toEqual({ allowed: true });
    expect(takeRateLimit(store, "a", 10_000, LIMIT)).toEqual({ allowed: true });
    expect(takeRateLimit(store, "a", 20_000, LIMIT)).toEqual({ allowed: true });
    expect(takeRateLimit(store, "a", 30_000, LIMIT)).toEqual({ allowed: false, retryAfterSeconds: 30 });
    // Refused posts are not counted, so waiting out the oldest one is enough.
    expect(takeRateLimit(store, "a", 59_999, LIMIT)).toEqual({ allowed: false, retryAfterSeconds: 1 });
    expect(takeRateLimit(store, "a", 60_000, LIMIT)).toEqual({ allowed: true });
  });

  it("counts each client separately", () => {
    const store = createRateLimitStore();
    for (let i = 0; i < 3; i += 1) takeRateLimit(store, "a", i, LIMIT);
    expect(takeRateLimit(store, "a", 5, LIMIT).allowed).toBe(false);
    expect(takeRateLimit(store, "b", 5, LIMIT).allowed).toBe(true);
  });

  it("forgets the longest-idle clients instead of growing without end", () => {
    const store = createRateLimitStore();
    for (let i = 0; i <= MAX_TRACKED_CLIENTS + 5; i += 1) takeRateLimit(store, `client-${i}`, i, LIMIT);
    expect(store.hits.size).toBe(MAX_TRACKED_CLIENTS);
    expect(store.hits.has("client-0")).toBe(false);
    expect(store.hits.has(`client-${MAX_TRACKED_CLIENTS + 5}`)).toBe(true);
  });
});

describe("serverState", () => {
  it("lives on globalThis under one registered key, so a reloaded module finds the same counters", async () => {
    const first = serverState();
    takeRateLimit(first.rateLimits, "someone", 0, LIMIT);
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
