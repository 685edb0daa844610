/*
 * State that must outlive one request. Gatsby deletes a function's module from require.cache
 * before every call, so module-level variables start afresh each time; globalThis does not.
 * Everything lives under one registered symbol so it is easy to find and cannot clash.
 */
import { createMemoryRateLimitStore, type MemoryRateLimitStore } from "./rate-limiter";

export const SERVER_STATE_KEY = Symbol.for("harbour-gold-bullion.enquiry-endpoints");

export interface ServerState {
  /** The rate limit's counters when the host offers no shared store (see enquiry-function.ts). */
  rateLimits: MemoryRateLimitStore;
  /** Whether the outbox folder was already printed, so the log says it once per server. */
  outboxAnnounced: boolean;
}

type StateHolder = { [SERVER_STATE_KEY]?: ServerState };

export const serverState = (): ServerState => {
  const holder = globalThis as StateHolder;
  holder[SERVER_STATE_KEY] ??= { rateLimits: createMemoryRateLimitStore(), outboxAnnounced: false };
  return holder[SERVER_STATE_KEY];
};
