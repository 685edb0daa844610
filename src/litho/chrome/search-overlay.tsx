import { useEffect, useId, useRef, useState } from "react";
import type React from "react";
import { navigate } from "gatsby";
import { loadFormValidation } from "../../lib/forms/load-validation";
import { SEARCH_RESULTS_PAGE, searchResultUrl } from "../search/search-types";
import { ChromeIcon } from "./chrome-icon";
import { useEscapeKey, useOutsidePress } from "./use-dismiss";
import { useFocusTrap } from "./use-focus-trap";
import { useModalLock } from "./use-modal-lock";
import * as styles from "./search-overlay.module.css";

/** The template waits this long after a valid search before it leaves for the results. */
export const SEARCH_SUBMIT_DELAY_MS = 500;

/** The results page reads the query from `?q=` and, after a client-side navigation, from this state. */
export interface SearchNavigationState {
  search: string;
}

export interface SearchOverlayProps {
  id: string;
  open: boolean;
  onClose: () => void;
  triggerRef?: React.RefObject<HTMLElement | null>;
  resultPath?: string;
}

/**
 * The header's search: a full-screen layer with one field. A valid search waits about half a
 * second (the button shows it is working), clears the field, closes and goes to the results page.
 * Without JavaScript the same form is a plain GET to the results page.
 */
export const SearchOverlay = ({ id, open, onClose, triggerRef, resultPath = SEARCH_RESULTS_PAGE }: SearchOverlayProps) => {
  const uid = useId();
  const box = useRef<HTMLDivElement>(null);
  const input = useRef<HTMLInputElement>(null);
  const fallbackTrigger = useRef<HTMLElement>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const [value, setValue] = useState("");
  const [error, setError] = useState<string | undefined>();
  const [busy, setBusy] = useState(false);

  useModalLock(open);
  useEscapeKey(open, onClose);
  useOutsidePress(open, [box, triggerRef ?? fallbackTrigger], onClose);
  useFocusTrap(open, box, input);

  useEffect(
    () => () => {
      if (timer.current !== null) clearTimeout(timer.current);
    },
    [],
  );

  // The rules are fetched as the overlay opens, well before its first search is sent.
  useEffect(() => {
    if (open) loadFormValidation().catch(() => undefined);
  }, [open]);

  const handleSubmit = async (event: React.FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (busy) return;
    const form = event.currentTarget;
    const validation = await loadFormValidation().catch(() => null);
    // Offline, the plain GET still reaches the results page.
    if (!validation) return form.submit();
    const outcome = validation.validateFormValues("search", { search: value });
    if (!outcome.valid) {
      setError(outcome.errors.search);
      input.current?.focus();
      return;
    }
    const query = String(outcome.values.search);
    setError(undefined);
    setBusy(true);
    timer.current = setTimeout(() => {
      timer.current = null;
      setValue("");
      setBusy(false);
      onClose();
      const state: SearchNavigationState = { search: query };
      void navigate(searchResultUrl(query, resultPath), { state });
    }, SEARCH_SUBMIT_DELAY_MS);
  };

  const errorId = `${uid}error`;
  const titleId = `${uid}title`;

  return (
    <div className={`${styles.layer} ${open ? styles.open : ""}`}>
      <div
        ref={box}
        id={id}
        className={styles.box}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        aria-hidden={open ? undefined : true}
      >
        <button type="button" className={styles.close} onClick={onClose} aria-label="Close search">
          <ChromeIcon name="close" size={22} />
        </button>
        <form
          className={styles.form}
          method="get"
          action={resultPath}
          role="search"
          noValidate
          onSubmit={(event) => void handleSubmit(event)}
        >
          <label id={titleId} htmlFor={`${uid}input`} className={styles.title}>
            What are you looking for?
          </label>
          <div className={`${styles.control} ${error ? styles.invalid : ""}`}>
            <input
              ref={input}
              id={`${uid}input`}
              className={styles.input}
              type="search"
              name="q"
              autoComplete="off"
              placeholder="Enter your keywords..."
              value={value}
              onChange={(event) => {
                setValue(event.target.value);
                if (error) setError(undefined);
              }}
              aria-invalid={error ? true : undefined}
              aria-describedby={error ? errorId : undefined}
            />
            <button type="submit" className={styles.submit} aria-label="Search" aria-busy={busy || undefined}>
              {busy ? <span className={styles.spinner} aria-hidden="true" /> : <ChromeIcon name="search" size={26} />}
            </button>
          </div>
          <p id={errorId} className={styles.error} role="alert">
            {error}
          </p>
        </form>
      </div>
    </div>
  );
};
