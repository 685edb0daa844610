import { ChromeIcon } from "./chrome-icon";
import { cartTotals, useCart } from "./cart";
import type { CartPreviewProps } from "./cart-preview";
import { useLazyPart } from "./use-lazy-part";
import * as styles from "./cart-dropdown.module.css";

const loadPreview = () => import(/* webpackChunkName: "litho-cart-preview" */ "./cart-preview").then((module) => module.default);

interface CartDropdownProps {
  id: string;
  open: boolean;
  onToggle: () => void;
  onNavigate?: () => void;
}

/** The header's cart: a count badge of the shop's cart, and a preview of it that loads when first wanted. */
export const CartDropdown = ({ id, open, onToggle, onNavigate }: CartDropdownProps) => {
  const lines = useCart();
  const count = lines ? cartTotals(lines).count : null;
  const preview = useLazyPart<CartPreviewProps>(loadPreview);
  return (
    <div className={`${styles.wrap} ${open ? styles.open : ""}`}>
      <button
        type="button"
        className={styles.trigger}
        aria-expanded={open}
        aria-controls={id}
        aria-label={count === null ? "Cart" : `Cart, ${count} ${count === 1 ? "item" : "items"}`}
        {...preview.triggerProps(onToggle)}
      >
        <ChromeIcon name="bag" size={21} />
        {count !== null && (
          <span className={styles.badge} aria-hidden="true" data-cart-count={count}>
            {count}
          </span>
        )}
      </button>
      {preview.Part && <preview.Part id={id} lines={lines ?? []} open={open && preview.ready} onNavigate={onNavigate} />}
    </div>
  );
};
