/* The demo cart's routes and arithmetic, shared by the header's cart button and its preview. */
import type { LithoCartItem } from "./types";

export const CART_PATH = "/litho/shop/shopping-cart";
export const CHECKOUT_PATH = "/litho/shop/checkout";

/** Money as the template prints it: two decimals, no rounding drift from float sums. */
export const formatPrice = (amount: number): string => `$${(Math.round(amount * 100) / 100).toFixed(2)}`;

export const cartTotals = (items: readonly LithoCartItem[]): { count: number; subtotal: number } =>
  items.reduce(
    (totals, item) => {
      const quantity = item.quantity ?? 1;
      return { count: totals.count + quantity, subtotal: Math.round((totals.subtotal + item.price * quantity) * 100) / 100 };
    },
    { count: 0, subtotal: 0 },
  );
