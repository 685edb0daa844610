import { useEffect, useId, useMemo, useState } from "react";
import type React from "react";
import { graphql } from "gatsby";
import { Section, SectionHeading, headingId } from "../shared/section";
import { ProductCard } from "../shared/product-card";
import { ListingPagination } from "../shared/listing-pagination";
import { SmartLink } from "../../ui/smart-link";
import { listingViewPath, productPagePath } from "../shared/listing-paths";
import {
  NO_CHOICES,
  PRICE_BANDS,
  SORTS,
  applyChoices,
  choicesFrom,
  choicesQuery,
  hasChoices,
  pageCountOf,
  pageOf,
  type GridChoices,
  type SortKey,
} from "../shared/product-view";
import * as styles from "./product-grid.module.css";

export const fragment = graphql`
  fragment LithoProductGridSectionFields on LithoProductGridSection {
    type
    anchor
    heading {
      ...LithoSectionHeadingFields
    }
    columns
    perPage
    sidebarPosition
    filter
    productLink
    background
    viewProducts(category: $listingCategory) {
      ...LithoProductCard
    }
    view(page: $listingPage, category: $listingCategory, path: $listingPath) {
      page
      pageCount
      category
      total
      path
      categories {
        slug
        title
        count
      }
      colours {
        name
        hex
      }
    }
  }
`;

type SectionData = Queries.LithoProductGridSectionFieldsFragment;
type View = NonNullable<SectionData["view"]>;

/** The visitor's sort and filters, read from the address once the page runs and written back to it. */
const useChoices = (): [GridChoices, (next: GridChoices) => void] => {
  const [choices, setChoices] = useState<GridChoices>(NO_CHOICES);
  useEffect(() => setChoices(choicesFrom(window.location.search)), []);
  const update = (next: GridChoices) => {
    setChoices(next);
    const url = `${window.location.pathname}${choicesQuery(next)}`;
    window.history.replaceState(window.history.state, "", url);
  };
  return [choices, update];
};

interface ChoicesProps {
  view: View;
  choices: GridChoices;
  onChange: (next: GridChoices) => void;
  anchor: string;
  layout: "sidebar" | "bar";
}

const CategoryLinks = ({ view, anchor, query }: { view: View; anchor: string; query: string }) => {
  const all = view.categories.reduce((sum, entry) => sum + entry.count, 0);
  const entries = [{ slug: null, title: "All products", count: all }, ...view.categories];
  return (
    <ul className={styles.categories}>
      {entries.map((entry) => (
        <li key={entry.slug ?? "all"}>
          <SmartLink
            to={`${listingViewPath(view.path, { page: 1, category: entry.slug })}${query}#${anchor}`}
            className={styles.category}
            aria-current={entry.slug === (view.category ?? null) ? "page" : undefined}
          >
            <span>{entry.title}</span>
            <span className={styles.count}>{entry.count}</span>
          </SmartLink>
        </li>
      ))}
    </ul>
  );
};

/** Price bands and colours as radio groups, and the sort; they need JavaScript, and say so without it. */
const Filters = ({ view, choices, onChange, layout }: ChoicesProps) => {
  const id = useId();
  return (
    <div className={`${styles.filters} ${layout === "bar" ? styles.filtersBar : ""}`}>
      <p className={styles.noJs}>Sorting and the price and colour filters need JavaScript; the categories and pages work without it.</p>
      <fieldset className={`${styles.group} ${styles.jsOnly}`}>
        <legend className={styles.groupTitle}>Filter by price</legend>
        <div className={styles.options}>
          {[{ key: null, label: "Any price" }, ...PRICE_BANDS].map((band) => (
            <label key={band.key ?? "any"} className={styles.option}>
              <input
                type="radio"
                name={`${id}-price`}
                checked={choices.price === band.key}
                onChange={() => onChange({ ...choices, price: band.key })}
              />
              <span>{band.label}</span>
            </label>
          ))}
        </div>
      </fieldset>
      <fieldset className={`${styles.group} ${styles.jsOnly}`}>
        <legend className={styles.groupTitle}>Filter by colour</legend>
        <div className={`${styles.options} ${styles.swatches}`}>
          {[{ name: "Any colour", hex: null }, ...view.colours].map((colour) => {
            const key = colour.hex ? colour.name.toLowerCase() : null;
            return (
              <label key={colour.name} className={`${styles.option} ${styles.swatchOption}`}>
                <input
                  type="radio"
                  name={`${id}-colour`}
                  checked={choices.colour === key}
                  onChange={() => onChange({ ...choices, colour: key })}
                />
                <span className={styles.swatch} style={colour.hex ? { background: colour.hex } : undefined} aria-hidden="true" />
                <span>{colour.name}</span>
              </label>
            );
          })}
        </div>
      </fieldset>
      {hasChoices({ ...choices, sort: "default" }) && (
        <button type="button" className={styles.clear} onClick={() => onChange({ ...choices, price: null, colour: null })}>
          Clear filters
        </button>
      )}
    </div>
  );
};

const SortSelect = ({ choices, onChange }: Pick<ChoicesProps, "choices" | "onChange">) => {
  const id = useId();
  return (
    <div className={`${styles.sort} ${styles.jsOnly}`}>
      <label htmlFor={id} className="visually-hidden">
        Sort products
      </label>
      <select
        id={id}
        value={choices.sort}
        onChange={(event) => onChange({ ...choices, sort: event.target.value as SortKey })}
        className={styles.select}
      >
        {SORTS.map((sort) => (
          <option key={sort.key} value={sort.key}>
            {sort.label}
          </option>
        ))}
      </select>
    </div>
  );
};

/**
 * The shop's grid. The build makes a page per view (category and page number); in the browser the
 * visitor's sort, price band and colour re-order and narrow the view's products, and the page
 * number then counts in what is left.
 */
export const ProductGrid = ({ section }: { section: SectionData }) => {
  const anchor = section.anchor ?? "products";
  const titleId = section.heading ? headingId(anchor, section.heading.title) : undefined;
  const [choices, setChoices] = useChoices();
  const view = section.view;
  const page = view?.page ?? 1;
  const chosen = useMemo(() => applyChoices(section.viewProducts, choices), [section.viewProducts, choices]);
  const pageCount = pageCountOf(chosen.length, section.perPage);
  const shown = pageOf(chosen, page, section.perPage);
  const first = shown.length === 0 ? 0 : (page - 1) * (section.perPage ?? chosen.length) + 1;
  const sidebar = view && (section.sidebarPosition === "left" || section.sidebarPosition === "right") ? section.sidebarPosition : null;
  const bar = view && !sidebar && section.filter;
  const columns = Math.min(Math.max(section.columns ?? 3, 2), 4);
  const query = choicesQuery(choices);

  const grid = (
    <div className={styles.main}>
      <div className={styles.toolbar}>
        <p className={styles.status} role="status">
          {chosen.length === 0
            ? "No products match these filters."
            : shown.length === 0
              ? `No products on page ${page}: ${chosen.length} match these filters.`
              : chosen.length === 1
                ? "Showing the only matching product"
                : `Showing ${first}–${first + shown.length - 1} of ${chosen.length} products`}
        </p>
        {view && (sidebar || bar) && <SortSelect choices={choices} onChange={setChoices} />}
      </div>
      {shown.length === 0 && chosen.length > 0 && view && (
        <p className={styles.status}>
          <SmartLink to={`${listingViewPath(view.path, { page: 1, category: view.category })}${query}#${anchor}`}>
            Back to the first page
          </SmartLink>
        </p>
      )}
      <ul className={styles.grid} style={{ "--columns": columns } as React.CSSProperties}>
        {shown.map((product) => (
          <li key={product.slug}>
            <ProductCard product={product} link={productPagePath(section.productLink, product.slug)} as={section.heading ? "h3" : "h2"} />
          </li>
        ))}
      </ul>
      {view && <ListingPagination listing={view} pageCount={pageCount} anchor={anchor} label="Pages of products" query={query} />}
    </div>
  );

  return (
    // Four to a row without a sidebar is the wide shop: the grid takes the wide container.
    <Section anchor={anchor} background={section.background} labelledBy={titleId} wide={!sidebar && columns === 4}>
      <SectionHeading heading={section.heading} id={titleId} />
      {bar && view && (
        <div className={styles.bar}>
          <nav aria-label="Product categories">
            <CategoryLinks view={view} anchor={anchor} query={query} />
          </nav>
          {/* Over a wide grid the price and colour choices fold away, so the products come first on phones. */}
          <details className={styles.more}>
            <summary className={styles.moreSummary}>Filter by price and colour</summary>
            <Filters view={view} choices={choices} onChange={setChoices} anchor={anchor} layout="bar" />
          </details>
        </div>
      )}
      {sidebar && view ? (
        <div className={`${styles.withSidebar} ${sidebar === "left" ? styles.sidebarLeft : ""}`}>
          {grid}
          <aside className={styles.sidebar} aria-label="Shop filters">
            <nav aria-labelledby={`${anchor}-categories`} className={styles.group}>
              <h2 id={`${anchor}-categories`} className={styles.groupTitle}>
                Categories
              </h2>
              <CategoryLinks view={view} anchor={anchor} query={query} />
            </nav>
            <Filters view={view} choices={choices} onChange={setChoices} anchor={anchor} layout="sidebar" />
          </aside>
        </div>
      ) : (
        grid
      )}
    </Section>
  );
};
