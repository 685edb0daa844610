import { memo, useCallback, useEffect, useMemo, useRef } from "react";
import type React from "react";
import * as styles from "./icon-tiles.module.css";

/** Tiles per slice: a slice whose tiles are unchanged skips rendering when the search changes. */
export const TILE_SLICE = 120;

/**
 * Tiles a grid holds before its "Show more" button. A set of 2,000 would otherwise parse, lay out,
 * draw and hand to assistive technology 2,000 buttons on load. Sets of up to this many show whole.
 */
export const FIRST_TILES = 360;

interface IconTilesProps {
  names: readonly string[];
  sprite: string;
  /** Per name, whether it matches the search. */
  shown: readonly boolean[];
  /** How many matches show; the others wait for "Show more". */
  limit: number;
  /** Names the list for assistive technology: "Feather icons". */
  label: string;
  onChoose: (name: string) => void;
}

interface SliceProps {
  names: readonly string[];
  sprite: string;
  /** One character per tile, "1" when it shows: a string, so an unchanged slice skips rendering. */
  flags: string;
  onClick: (event: React.MouseEvent<HTMLButtonElement>) => void;
}

const TileSlice = memo(function TileSlice({ names, sprite, flags, onClick }: SliceProps) {
  return (
    <>
      {names.map((name, index) =>
        flags[index] === "1" ? (
          // No classes: the grid's stylesheet reaches the tiles through it, which keeps a long set's markup short.
          <li key={name}>
            {/* The button's value is its icon's name: one handler serves every tile. */}
            <button type="button" value={name} onClick={onClick}>
              <svg aria-hidden="true">
                <use href={`${sprite}#${name}`} />
              </svg>
              {name}
            </button>
          </li>
        ) : null,
      )}
    </>
  );
});

const escapeHtml = (text: string): string =>
  text.replace(/&/g, "&amp;").replace(/"/g, "&quot;").replace(/</g, "&lt;").replace(/>/g, "&gt;");

/**
 * The tiles after the first ones, as markup for a <noscript>: without JavaScript the page lists the
 * whole set; with it, the browser keeps the markup as text and builds none of those tiles until the
 * visitor asks for them. The same tiles as TileSlice draws, from the names alone, on server and client alike.
 */
export const laterTilesMarkup = (names: readonly string[], sprite: string, label: string): string =>
  names.length <= FIRST_TILES
    ? ""
    : `<ul class="${styles.grid} ${styles.continued}" aria-label="${escapeHtml(`${label}, continued`)}">${names
        .slice(FIRST_TILES)
        .map((name) => {
          const safe = escapeHtml(name);
          return `<li><button type="button" value="${safe}"><svg aria-hidden="true"><use href="${escapeHtml(sprite)}#${safe}"></use></svg>${safe}</button></li>`;
        })
        .join("")}</ul>`;

/** A grid of buttons, each an icon drawn from the style's sprite with its name under it; it renders only when what it shows changes. */
export const IconTiles = memo(function IconTiles({ names, sprite, shown, limit, label, onChoose }: IconTilesProps) {
  const slices = useMemo(() => {
    const result: { start: number; names: readonly string[] }[] = [];
    for (let start = 0; start < names.length; start += TILE_SLICE) result.push({ start, names: names.slice(start, start + TILE_SLICE) });
    return result;
  }, [names]);

  const flags = useMemo(() => {
    let rank = 0;
    return shown.map((match) => (match && rank++ < limit ? "1" : "0")).join("");
  }, [shown, limit]);

  const later = useMemo(() => laterTilesMarkup(names, sprite, label), [names, sprite, label]);

  // The latest handler, behind one stable click handler, so choosing a tile re-renders no slice.
  const choose = useRef(onChoose);
  useEffect(() => {
    choose.current = onChoose;
  });
  const onClick = useCallback((event: React.MouseEvent<HTMLButtonElement>) => choose.current(event.currentTarget.value), []);

  return (
    <>
      <ul className={styles.grid} aria-label={label}>
        {slices.map((slice) => (
          <TileSlice
            key={slice.start}
            names={slice.names}
            sprite={sprite}
            flags={flags.slice(slice.start, slice.start + slice.names.length)}
            onClick={onClick}
          />
        ))}
      </ul>
      {later && <noscript dangerouslySetInnerHTML={{ __html: later }} />}
    </>
  );
});
