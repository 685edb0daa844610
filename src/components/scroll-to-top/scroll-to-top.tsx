import { useScrolledPast } from "../../lib/use-scroll-position";
import { smoothScrollTo } from "../../lib/smooth-scroll";
import { useInterfaceText } from "../../lib/i18n/use-interface-text";
import * as styles from "./scroll-to-top.module.css";

/** Past this many pixels of scroll the button appears. */
export const SCROLL_TO_TOP_THRESHOLD = 300;

export const ScrollToTop = () => {
  const visible = useScrolledPast(SCROLL_TO_TOP_THRESHOLD);
  const words = useInterfaceText();
  return (
    <button
      type="button"
      className={`${styles.button} ${visible ? styles.visible : ""}`}
      onClick={() => smoothScrollTo(0)}
      aria-hidden={!visible}
      tabIndex={visible ? 0 : -1}
    >
      <svg viewBox="0 0 24 24" width="22" height="22" aria-hidden="true" focusable="false">
        <path d="M12 19V5M5 12l7-7 7 7" fill="none" stroke="currentColor" strokeWidth="2.2" strokeLinecap="round" strokeLinejoin="round" />
      </svg>
      <span className="visually-hidden">{words.scrollToTop}</span>
    </button>
  );
};
