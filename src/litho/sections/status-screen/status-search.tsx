import { useCallback } from "react";
import { navigate } from "gatsby";
import { SearchForm } from "../../search/search-form";
import { normaliseQuery } from "../../search/search-types";

/**
 * The demo's search form away from its results page: a search opens the results page with the
 * query in the address and in the navigation state (as the header's search does). Without
 * JavaScript the form is a plain GET to that page.
 */
export const StatusSearch = ({ action }: { action: string }) => {
  const search = useCallback(
    (query: string) => {
      const text = normaliseQuery(query);
      void navigate(`${action}?q=${encodeURIComponent(text)}`, { state: { search: text } });
    },
    [action],
  );
  return <SearchForm action={action} query="" onSearch={search} />;
};
