import { useEffect, useState } from "react";
import { Link } from "gatsby";
import { SearchForm } from "./search-form";
import { loadSearch } from "./load-search";
import type { SearchHit } from "./search-types";
import * as styles from "./search-results-view.module.css";

export interface PopularPage {
  path: string;
  title: string;
}

type Outcome =
  | { state: "idle" }
  | { state: "loading"; query: string }
  | { state: "done"; query: string; hits: SearchHit[] }
  | { state: "failed"; query: string };

interface SearchResultsViewProps {
  /** This page's address (the form's no-JavaScript target). */
  path: string;
  /** The query the visit carries ("" for none). */
  query: string;
  /** Changes the query (the template turns this into a navigation, so Back works). */
  onSearch: (query: string) => void;
  popular: readonly PopularPage[];
  /** Words offered when nothing matches; each runs a new search. */
  suggestions: readonly string[];
}

const resultLabel = (count: number): string => `${count} ${count === 1 ? "result" : "results"}`;

/**
 * The search results page: the form again, then the results of the current query, a clear
 * message with suggestions when nothing matches, or popular pages when there is no query. The
 * server HTML is the no-query state, which is a usable page without JavaScript.
 */
export const SearchResultsView = ({ path, query, onSearch, popular, suggestions }: SearchResultsViewProps) => {
  const [outcome, setOutcome] = useState<Outcome>({ state: "idle" });
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    if (!query) {
      setOutcome({ state: "idle" });
      return undefined;
    }
    let current = true;
    setOutcome({ state: "loading", query });
    loadSearch()
      .then((run) => {
        if (current) setOutcome({ state: "done", query, hits: run(query) });
      })
      .catch(() => {
        if (current) setOutcome({ state: "failed", query });
      });
    return () => {
      current = false;
    };
  }, [query, attempt]);

  const popularList = popular.length > 0 && (
    <section className={styles.popular} aria-labelledby="search-popular">
      <h2 id="search-popular" className={styles.subheading}>
        Popular pages
      </h2>
      <ul className={styles.popularList}>
        {popular.map((page) => (
          <li key={page.path}>
            <Link to={page.path} className={styles.popularLink}>
              {page.title}
              <span aria-hidden="true" className={styles.arrow}>
                →
              </span>
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );

  return (
    <div className={styles.page}>
      <div className={styles.formWrap}>
        <SearchForm action={path} query={query} onSearch={onSearch} />
      </div>

      <noscript>
        <p className={styles.note}>
          Search results appear once JavaScript runs in your browser. Without it, choose one of the popular pages below or browse{" "}
          <a href="/litho">the demo index</a>, which lists every page of the demo.
        </p>
      </noscript>

      <p className={styles.status} role="status" aria-live="polite">
        {outcome.state === "loading" && `Searching for “${outcome.query}”…`}
        {outcome.state === "done" && outcome.hits.length > 0 && (
          <>
            <strong>{resultLabel(outcome.hits.length)}</strong> for “{outcome.query}”
          </>
        )}
      </p>

      {outcome.state === "idle" && (
        <>
          <p className={styles.lead}>
            Type a keyword above to search the demo&rsquo;s pages, portfolio projects and blog posts, or start from one of these.
          </p>
          {popularList}
        </>
      )}

      {outcome.state === "failed" && (
        <div className={styles.empty} role="alert">
          <h2 className={styles.emptyTitle}>The search is unavailable right now</h2>
          <p>The search index could not be loaded. Check your connection and try again.</p>
          <button type="button" className={styles.retry} onClick={() => setAttempt((count) => count + 1)}>
            Try again
          </button>
        </div>
      )}

      {outcome.state === "done" && outcome.hits.length === 0 && (
        <>
          <div className={styles.empty}>
            <h2 className={styles.emptyTitle}>No results for “{outcome.query}”</h2>
            <p>Nothing in the demo matches every word of your search. You could:</p>
            <ul className={styles.tips}>
              <li>check the spelling, or use fewer words;</li>
              <li>try a more general word, such as a category or a layout name;</li>
              <li>
                search for one of these instead:{" "}
                {suggestions.map((word, index) => (
                  <span key={word}>
                    <Link to={`${path}?q=${encodeURIComponent(word)}`} state={{ search: word }} className={styles.chip}>
                      {word}
                    </Link>
                    {index < suggestions.length - 1 ? " " : ""}
                  </span>
                ))}
              </li>
            </ul>
          </div>
          {popularList}
        </>
      )}

      {outcome.state === "done" && outcome.hits.length > 0 && (
        <ol className={styles.results} aria-label={`Search results for ${outcome.query}`}>
          {outcome.hits.map((hit) => (
            <li key={hit.id} className={styles.result}>
              <article>
                <p className={styles.kind}>{hit.kind}</p>
                <h2 className={styles.resultTitle}>
                  <Link to={hit.url} className={styles.resultLink}>
                    {hit.title}
                  </Link>
                </h2>
                <p className={styles.excerpt}>{hit.excerpt}</p>
                <p className={styles.url} aria-hidden="true">
                  {hit.url}
                </p>
              </article>
            </li>
          ))}
        </ol>
      )}
    </div>
  );
};
