import { ChromeIcon } from "./chrome-icon";
import type { LanguageListProps } from "./language-list";
import { useLazyPart } from "./use-lazy-part";
import * as styles from "./language-dropdown.module.css";

const loadList = () => import(/* webpackChunkName: "litho-language-list" */ "./language-list").then((module) => module.default);

interface LanguageDropdownProps {
  id: string;
  open: boolean;
  onToggle: () => void;
  onClose: () => void;
}

/** The header's language button; its list loads when first wanted. */
export const LanguageDropdown = ({ id, open, onToggle, onClose }: LanguageDropdownProps) => {
  const list = useLazyPart<LanguageListProps>(loadList);
  return (
    <div className={`${styles.wrap} ${open ? styles.open : ""}`}>
      <button type="button" className={styles.trigger} aria-expanded={open} aria-controls={id} {...list.triggerProps(onToggle)}>
        <ChromeIcon name="globe" size={18} />
        <span className="visually-hidden">Language: </span>
        <span>EN</span>
        <ChromeIcon name="chevron-down" size={14} className={styles.chevron} />
      </button>
      {list.Part && <list.Part id={id} open={open && list.ready} onClose={onClose} />}
    </div>
  );
};
