import { useEffect, useId, useState } from "react";
import type React from "react";
import { validateFormValues } from "../../lib/forms/validate-form";
import * as styles from "./search-form.module.css";

interface SearchFormProps {
  /** The page's own address: without JavaScript the form is a plain GET to it (?q=…). */
  action: string;
  /** The query being shown; the field follows it when the visitor navigates between searches. */
  query: string;
  onSearch: (query: string) => void;
}

/**
 * The results page's search field, validated with the registry's "search" schema. Its message
 * appears under the field only once the field was left (touched) or the form was submitted.
 */
export const SearchForm = ({ action, query, onSearch }: SearchFormProps) => {
  const uid = useId();
  const [value, setValue] = useState(query);
  const [touched, setTouched] = useState(false);
  const [error, setError] = useState<string | undefined>();
  // Server HTML leaves validation to the browser (required); once scripts run, the form does it.
  const [scripted, setScripted] = useState(false);

  useEffect(() => setScripted(true), []);
  useEffect(() => setValue(query), [query]);

  const validate = (next: string): string | undefined => {
    const outcome = validateFormValues("search", { search: next });
    return outcome.valid ? undefined : outcome.errors.search;
  };

  const handleSubmit = (event: React.FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setTouched(true);
    const message = validate(value);
    setError(message);
    if (message) {
      const input = event.currentTarget.elements.namedItem("q");
      if (input instanceof HTMLInputElement) input.focus();
      return;
    }
    onSearch(value);
  };

  const errorId = `${uid}error`;
  const shown = touched ? error : undefined;

  return (
    <form className={styles.form} method="get" action={action} role="search" noValidate={scripted} onSubmit={handleSubmit}>
      <label htmlFor={`${uid}q`} className={styles.label}>
        Search the demo
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
            if (touched) setError(validate(event.target.value));
          }}
          onBlur={() => {
            setTouched(true);
            setError(validate(value));
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
