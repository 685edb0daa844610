import { ChromeIcon } from "./chrome-icon";
import { cartTotals } from "./cart";
import type { CartPreviewProps } from "./cart-preview";
import { useLazyPart } from "./use-lazy-part";
import type { LithoCartItem } from "./types";
import * as styles from "./cart-dropdown.module.css";

const loadPreview = () => import(/* webpackChunkName: "litho-cart-preview" */ "./cart-preview").then((module) => module.default);

interface CartDropdownProps {
  id: string;
  items: readonly LithoCartItem[];
  open: boolean;
  onToggle: () => void;
  onNavigate?: () => void;
}

/** The header's cart: a count badge, and a preview of the (demo) basket that loads when first wanted. */
export const CartDropdown = ({ id, items, open, onToggle, onNavigate }: CartDropdownProps) => {
  const { count } = cartTotals(items);
  const preview = useLazyPart<CartPreviewProps>(loadPreview);
  return (
    <div className={`${styles.wrap} ${open ? styles.open : ""}`}>
      <button
        type="button"
        className={styles.trigger}
        aria-expanded={open}
        aria-controls={id}
        aria-label={`Cart, ${count} ${count === 1 ? "item" : "items"}`}
        {...preview.triggerProps(onToggle)}
      >
        <ChromeIcon name="bag" size={21} />
        <span className={styles.badge} aria-hidden="true">
          {count}
        </span>
      </button>
      {preview.Part && <preview.Part id={id} items={items} open={open && preview.ready} onNavigate={onNavigate} />}
    </div>
  );
};
