/**
 * Remembers dismissed alerts for good (localStorage: a box once closed stays closed on later
 * visits too), with an in-memory fallback when storage is unavailable (private modes, blocked
 * cookies), and notifies subscribed components.
 */
const STORAGE_PREFIX = "litho-alert-dismissed:";

const memory = new Set<string>();
const listeners = new Set<() => void>();

const storage = (): Storage | null => {
  try {
    return typeof window === "undefined" ? null : window.localStorage;
  } catch {
    return null;
  }
};

export const isDismissed = (id: string): boolean => {
  if (memory.has(id)) return true;
  try {
    return storage()?.getItem(STORAGE_PREFIX + id) === "1";
  } catch {
    return false;
  }
};

export const dismiss = (id: string): void => {
  memory.add(id);
  try {
    storage()?.setItem(STORAGE_PREFIX + id, "1");
  } catch {
    // Storage full or refused: the in-memory record still covers this page view.
  }
  listeners.forEach((listener) => listener());
};

export const subscribeDismissed = (listener: () => void): (() => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

/** For tests: forget the in-memory record (localStorage is cleared by the test itself). */
export const resetDismissedMemory = (): void => memory.clear();
