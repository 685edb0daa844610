import { useEffect, useId, useRef, useState } from "react";
import type React from "react";
import { loadFormValidation, type FormValidation } from "../../lib/forms/load-validation";
import { useValidationOnDemand } from "../../lib/forms/use-validation-on-demand";
import * as styles from "./search-form.module.css";

interface SearchFormProps {
  /** The page's own address: without JavaScript the form is a plain GET to it (?q=…). */
  action: string;
  /** The query being shown; the field follows it when the visitor navigates between searches. */
  query: string;
  onSearch: (query: string) => void;
  /** The field's visible label. */
  label?: string;
  /** A narrow column's form: the button shows its icon alone (its name stays for assistive technology). */
  compact?: boolean;
}

/**
 * The results page's search field, validated with the registry's "search" schema. Its message
 * appears under the field only once the field was left (touched) or the form was submitted.
 */
export const SearchForm = ({ action, query, onSearch, label = "Search the demo", compact = false }: SearchFormProps) => {
  const uid = useId();
  const formRef = useRef<HTMLFormElement>(null);
  const loaded = useValidationOnDemand(formRef);
  const [value, setValue] = useState(query);
  const [touched, setTouched] = useState(false);
  const [error, setError] = useState<string | undefined>();
  // Server HTML leaves validation to the browser (required); once scripts run, the form does it.
  const [scripted, setScripted] = useState(false);

  useEffect(() => setScripted(true), []);
  useEffect(() => setValue(query), [query]);

  const validate = (validation: FormValidation | null, next: string): string | undefined => {
    const outcome = validation?.validateFormValues("search", { search: next });
    return outcome && !outcome.valid ? outcome.errors.search : undefined;
  };

  const handleSubmit = async (event: React.FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = event.currentTarget;
    setTouched(true);
    const validation = loaded ?? (await loadFormValidation().catch(() => null));
    // Offline, the plain GET still reaches the results.
    if (!validation) return form.submit();
    const message = validate(validation, value);
    setError(message);
    if (message) {
      const input = form.elements.namedItem("q");
      if (input instanceof HTMLInputElement) input.focus();
      return;
    }
    onSearch(value);
  };

  const errorId = `${uid}error`;
  const shown = touched ? error : undefined;

  return (
    <form
      ref={formRef}
      className={compact ? `${styles.form} ${styles.compact}` : styles.form}
      method="get"
      action={action}
      role="search"
      noValidate={scripted}
      onSubmit={(event) => void handleSubmit(event)}
    >
      <label htmlFor={`${uid}q`} className={styles.label}>
        {label}
      </label>
      <div className={`${styles.control} ${shown ? styles.invalid : ""}`}>
        <input
          id={`${uid}q`}
          className={styles.input}
          type="search"
          name="q"
          autoComplete="off"
          placeholder="Enter your keywords..."
          required={!scripted}
          value={value}
          onChange={(event) => {
            setValue(event.target.value);
            if (touched) setError(validate(loaded, event.target.value));
          }}
          onBlur={() => {
            setTouched(true);
            setError(validate(loaded, value));
          }}
          aria-invalid={shown ? true : undefined}
          aria-describedby={shown ? errorId : undefined}
        />
        <button type="submit" className={styles.submit}>
          <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
            <circle cx="10.5" cy="10.5" r="6.5" fill="none" stroke="currentColor" strokeWidth="2" />
            <path d="m15.5 15.5 5 5" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
          </svg>
          <span>Search</span>
        </button>
      </div>
      <p id={errorId} className={styles.error} role="alert">
        {shown}
      </p>
    </form>
  );
};
