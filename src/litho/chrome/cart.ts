/**
 * The demo shop's cart: one store for the header's cart button, the shop's product pages and the
 * shopping cart. It lives in localStorage under one namespaced key, so it survives a reload, and
 * follows other tabs through the `storage` event. Components read it with useCart(); before
 * hydration (and without JavaScript) there is no cart to read, and useCart() says so with null.
 */
import { useSyncExternalStore } from "react";
import { formatDollars } from "../sections/shared/format-price";

export const CART_PATH = "/litho/shop/shopping-cart";
export const CHECKOUT_PATH = "/litho/shop/checkout";
export const SHOP_PATH = "/litho/shop/shop-wide";
/** The one key the cart is kept under. */
export const CART_STORAGE_KEY = "litho-demo:cart:v1";

/** One line of the cart: a product in one colour and size. */
export interface CartLine {
  /** The product's slug, its colour and its size: one line per combination. */
  key: string;
  product: string;
  name: string;
  /** The unit price paid, in US dollars. */
  price: number;
  quantity: number;
  colour?: string | null;
  size?: string | null;
  /** A small picture's address. */
  image?: string | null;
  link: string;
}

/** Money as the template prints it in the cart: always two decimals. */
export const formatPrice = (amount: number): string => `$${(Math.round(amount * 100) / 100).toFixed(2)}`;
export { formatDollars };

const cents = (amount: number): number => Math.round(amount * 100) / 100;

export const lineTotal = (line: Pick<CartLine, "price" | "quantity">): number => cents(line.price * line.quantity);

export const cartTotals = (lines: readonly Pick<CartLine, "price" | "quantity">[]): { count: number; subtotal: number } =>
  lines.reduce((totals, line) => ({ count: totals.count + line.quantity, subtotal: cents(totals.subtotal + lineTotal(line)) }), {
    count: 0,
    subtotal: 0,
  });

/** The shipping an order pays: free from the threshold, or when the cart is empty. */
export const shippingFor = (subtotal: number, shipping: number | null | undefined, freeFrom: number | null | undefined): number =>
  !shipping || subtotal <= 0 || (freeFrom != null && subtotal >= freeFrom) ? 0 : shipping;

/** An order's sums as the cart and the checkout show them: items, subtotal, shipping and total, in US dollars. */
export const orderTotals = (
  lines: readonly Pick<CartLine, "price" | "quantity">[],
  shipping: number | null | undefined,
  freeFrom: number | null | undefined,
): { count: number; subtotal: number; shipping: number; total: number } => {
  const { count, subtotal } = cartTotals(lines);
  const paid = shippingFor(subtotal, shipping, freeFrom);
  return { count, subtotal, shipping: paid, total: cents(subtotal + paid) };
};

/** "Colour: Sand, Size: 42" under a line's name. */
export const lineDetail = (line: Pick<CartLine, "colour" | "size">): string =>
  [line.colour && `Colour: ${line.colour}`, line.size && `Size: ${line.size}`].filter(Boolean).join(", ");

export const lineKey = (product: string, colour?: string | null, size?: string | null): string =>
  [product, colour ?? "", size ?? ""].join("|");

const isLine = (value: unknown): value is CartLine => {
  if (!value || typeof value !== "object") return false;
  const line = value as Record<string, unknown>;
  return (
    typeof line.key === "string" &&
    typeof line.product === "string" &&
    typeof line.name === "string" &&
    typeof line.link === "string" &&
    typeof line.price === "number" &&
    Number.isFinite(line.price) &&
    typeof line.quantity === "number" &&
    Number.isInteger(line.quantity) &&
    line.quantity >= 0
  );
};

/** What the key holds, read defensively: anything unreadable is an empty cart. */
export const parseCart = (text: string | null): CartLine[] => {
  if (!text) return [];
  try {
    const data: unknown = JSON.parse(text);
    return Array.isArray(data) ? data.filter(isLine) : [];
  } catch {
    return [];
  }
};

const EMPTY: CartLine[] = [];
const listeners = new Set<() => void>();
let cached: { text: string | null; lines: CartLine[] } | null = null;
let memory: string | null = null;

const storage = (): Storage | null => {
  try {
    return typeof window === "undefined" ? null : window.localStorage;
  } catch {
    return null;
  }
};

const readText = (): string | null => {
  const store = storage();
  if (!store) return memory;
  try {
    return store.getItem(CART_STORAGE_KEY);
  } catch {
    return memory;
  }
};

/** The cart now; the same array as long as nothing changed, as useSyncExternalStore needs. */
export const getCart = (): CartLine[] => {
  const text = readText();
  if (cached?.text !== text) cached = { text, lines: text ? parseCart(text) : EMPTY };
  return cached.lines;
};

const notify = () => listeners.forEach((listener) => listener());

const write = (lines: readonly CartLine[]): void => {
  const text = JSON.stringify(lines);
  memory = text;
  try {
    storage()?.setItem(CART_STORAGE_KEY, text);
  } catch {
    // Storage full or refused: the cart lasts for this page view.
  }
  notify();
};

const onStorage = (event: StorageEvent) => {
  if (event.key === CART_STORAGE_KEY || event.key === null) notify();
};

export const subscribeCart = (listener: () => void): (() => void) => {
  if (listeners.size === 0) window.addEventListener("storage", onStorage);
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
    if (listeners.size === 0) window.removeEventListener("storage", onStorage);
  };
};

/** Adds a quantity of a product in a colour and size: to its line when there is one. */
export const addToCart = (line: Omit<CartLine, "key">): void => {
  if (line.quantity < 1) return;
  const key = lineKey(line.product, line.colour, line.size);
  const lines = getCart();
  const existing = lines.find((entry) => entry.key === key);
  write(
    existing
      ? lines.map((entry) => (entry.key === key ? { ...entry, quantity: entry.quantity + line.quantity } : entry))
      : [...lines, { ...line, key }],
  );
};

/** Sets a line's quantity; 0 keeps the line (at no cost) until it is removed. */
export const setQuantity = (key: string, quantity: number): void =>
  write(getCart().map((line) => (line.key === key ? { ...line, quantity: Math.max(0, Math.trunc(quantity)) } : line)));

export const removeFromCart = (key: string): void => write(getCart().filter((line) => line.key !== key));

export const clearCart = (): void => write([]);

/** The cart's lines, or null before hydration, when no cart can be known. */
export const useCart = (): CartLine[] | null => useSyncExternalStore<CartLine[] | null>(subscribeCart, getCart, () => null);
