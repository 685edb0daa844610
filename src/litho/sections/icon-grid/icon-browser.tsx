import { useCallback, useDeferredValue, useEffect, useId, useMemo, useRef, useState } from "react";
import { Tabs } from "../../ui/tabs";
import { copyText } from "../../ui/copy-text";
import { formatCount } from "../../../lib/format-count";
import { FIRST_TILES, IconTiles } from "./icon-tiles";
import { ALL_CATEGORIES, categoryTextOf, copyTextFor, countText, queryWords, shownIcons, type IconStyleData } from "./icon-filter";
import * as styles from "./icon-browser.module.css";

/** How long the copy notice stays on screen. */
export const NOTICE_MS = 4000;

interface IconBrowserProps {
  /** The set's name, for labels: "Feather". */
  setName: string;
  styles: readonly IconStyleData[];
}

/** "Phosphor" → "Phosphor icons"; a set named "… Icons" already says it. */
const iconsOf = (name: string): string => (/ icons$/i.test(name) ? name : `${name} icons`);

/** "fa-solid fa-{name}" → a class; "{name}" alone → a name. */
const copiesClass = (pattern: string): boolean => pattern.trim() !== "{name}";

/**
 * The set's icons with the tools to find and take one: a search field that filters as you type
 * and counts what it shows, a category filter where the set has categories, a tab per style, and
 * tiles that copy their name or class. The tools work with JavaScript only; without it the CSS
 * hides them and the tiles are the list of the set.
 */
export const IconBrowser = ({ setName, styles: iconStyles }: IconBrowserProps) => {
  const searchId = useId();
  const categoryId = useId();
  const field = useRef<HTMLInputElement>(null);
  const [query, setQuery] = useState("");
  const [active, setActive] = useState(0);
  const [categories, setCategories] = useState<Record<string, string>>({});
  const [notice, setNotice] = useState("");
  /** Styles whose every match shows; a new search starts from the first tiles again. */
  const [expanded, setExpanded] = useState<ReadonlySet<string>>(new Set());
  const grids = useRef<Record<string, HTMLDivElement | null>>({});
  const noticeTimer = useRef<number>();

  // Typing and choosing stay immediate; the tiles follow as soon as the browser has a moment.
  const deferredQuery = useDeferredValue(query);
  const deferredCategories = useDeferredValue(categories);
  const words = useMemo(() => queryWords(deferredQuery), [deferredQuery]);
  const categoryTexts = useMemo(() => iconStyles.map(categoryTextOf), [iconStyles]);
  const shown = useMemo(
    () =>
      iconStyles.map((style, index) =>
        shownIcons(style, categoryTexts[index], { words, category: deferredCategories[style.key] ?? ALL_CATEGORIES }),
      ),
    [iconStyles, categoryTexts, words, deferredCategories],
  );

  const style = iconStyles[active];
  const category = categories[style.key] ?? ALL_CATEGORIES;
  const shownCategory = deferredCategories[style.key] ?? ALL_CATEGORIES;
  const shownCount = shown[active].filter(Boolean).length;
  const several = iconStyles.length > 1;
  const noun = several ? `${style.title.toLowerCase()} icons` : "icons";
  const listLabel = (styleData: IconStyleData) => (several ? `${setName} ${styleData.title.toLowerCase()} icons` : iconsOf(setName));

  useEffect(() => () => window.clearTimeout(noticeTimer.current), []);

  const announce = useCallback((text: string) => {
    window.clearTimeout(noticeTimer.current);
    // Emptied first, so copying the same icon twice is announced twice.
    setNotice("");
    noticeTimer.current = window.setTimeout(() => {
      setNotice(text);
      noticeTimer.current = window.setTimeout(() => setNotice(""), NOTICE_MS);
    }, 60);
  }, []);

  const choose = useCallback(
    (styleData: IconStyleData) => async (name: string) => {
      const text = copyTextFor(styleData.copy, name);
      const copied = await copyText(text);
      announce(
        copied
          ? `Copied ${text} to the clipboard`
          : `Could not reach the clipboard: the ${copiesClass(styleData.copy) ? "class" : "name"} is ${text}`,
      );
    },
    [announce],
  );
  const choosers = useMemo(() => iconStyles.map((styleData) => choose(styleData)), [iconStyles, choose]);

  const search = (value: string) => {
    setQuery(value);
    setExpanded(new Set());
  };

  const clear = () => {
    search("");
    field.current?.focus();
  };

  // The focus goes to the first tile the button brought in, where the visitor's reading continues.
  const showAll = (styleData: IconStyleData) => {
    setExpanded((current) => new Set(current).add(styleData.key));
    window.requestAnimationFrame(() =>
      grids.current[styleData.key]?.querySelectorAll<HTMLButtonElement>("ul > li > button")[FIRST_TILES]?.focus(),
    );
  };

  const grid = (styleData: IconStyleData, index: number) => {
    const matches = shown[index].filter(Boolean).length;
    const limit = expanded.has(styleData.key) ? Infinity : FIRST_TILES;
    return (
      <div
        ref={(element) => {
          grids.current[styleData.key] = element;
        }}
      >
        <IconTiles
          names={styleData.names}
          sprite={styleData.sprite}
          shown={shown[index]}
          limit={limit}
          label={listLabel(styleData)}
          onChoose={choosers[index]}
        />
        {matches > limit && (
          <p className={styles.more}>
            <button type="button" className={styles.moreButton} onClick={() => showAll(styleData)}>
              Show {formatCount(matches - limit)} more {several ? `${styleData.title.toLowerCase()} ` : ""}icons
            </button>
          </p>
        )}
      </div>
    );
  };

  return (
    <div className={styles.browser}>
      <div className={styles.tools} role="search" aria-label={iconsOf(setName)}>
        <div className={styles.field}>
          <label htmlFor={searchId} className={styles.label}>
            Search {iconsOf(setName)}
          </label>
          <input
            ref={field}
            id={searchId}
            type="search"
            className={styles.input}
            value={query}
            placeholder="Name or word, e.g. arrow"
            autoComplete="off"
            spellCheck={false}
            onChange={(event) => search(event.target.value)}
          />
        </div>
        {style.categories.length > 0 && (
          <div className={styles.field}>
            <label htmlFor={categoryId} className={styles.label}>
              Category
            </label>
            <select
              id={categoryId}
              className={styles.select}
              value={category}
              onChange={(event) => setCategories((current) => ({ ...current, [style.key]: event.target.value }))}
            >
              <option value={ALL_CATEGORIES}>All categories</option>
              {style.categories.map((option) => (
                <option key={option.title} value={option.title}>
                  {option.title} ({formatCount(option.icons.length)})
                </option>
              ))}
            </select>
          </div>
        )}
      </div>
      <div className={styles.summary}>
        <p className={styles.count} role="status">
          {shownCount > 0
            ? countText(shownCount, style.names.length, noun)
            : `No ${several ? `${style.title.toLowerCase()} ` : ""}icon ${shownCategory ? `in ${shownCategory} ` : ""}matches “${deferredQuery.trim()}”.`}
        </p>
        {shownCount === 0 && (
          <button type="button" className={styles.clear} onClick={clear}>
            Clear search
          </button>
        )}
        <p className={styles.hint}>
          Choose an icon to copy its {copiesClass(style.copy) ? "class" : "name"}: {copyTextFor(style.copy, "…")}
        </p>
      </div>
      {several ? (
        <Tabs
          label={`${setName} styles`}
          variant="underline"
          align="start"
          activeIndex={active}
          onChange={setActive}
          items={iconStyles.map((styleData, index) => ({
            id: styleData.key,
            title: `${styleData.title} (${formatCount(styleData.names.length)})`,
            content: grid(styleData, index),
          }))}
        />
      ) : (
        grid(style, 0)
      )}
      <p className={styles.notice} role="status" data-shown={notice ? "" : undefined}>
        {notice}
      </p>
    </div>
  );
};
