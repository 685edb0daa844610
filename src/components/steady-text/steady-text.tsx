import * as styles from "./steady-text.module.css";

export interface TextCopy {
  /** The language code of the copy ("en", "zh-hk"). */
  language: string;
  text: string;
}

interface SteadyTextProps {
  /** Every language's copy of the text, always in the same order. */
  copies: readonly TextCopy[];
  /** The language whose copy shows. */
  language: string;
}

/**
 * Text whose box keeps the size of its longest translation. The server answers every missing address
 * with the English 404 page, which turns to Chinese as it hydrates under /zh-hk/. Every copy is laid
 * out in the same cell and only the shown one is visible, so the change of language changes which copy
 * shows, not the text of any node or the size of any box: nothing moves. The unseen copies are hidden
 * from assistive technology as well as from view.
 */
export const SteadyText = ({ copies, language }: SteadyTextProps) => (
  <span className={styles.steady}>
    {copies.map((copy) => (
      <span key={copy.language} className={copy.language === language ? undefined : styles.unseen} aria-hidden={copy.language === language ? undefined : true}>
        {copy.text}
      </span>
    ))}
  </span>
);
