import { Suspense, memo, useCallback, useEffect, useMemo, useRef } from "react";
import type React from "react";
import * as styles from "./icon-tiles.module.css";

/**
 * Tiles per hydration slice. Each slice is a Suspense boundary: React hydrates the server's tiles
 * slice by slice in the background after the rest of the page, yielding between slices, so a set of
 * 2,000 icons never holds the main thread in one long task.
 */
export const TILE_SLICE = 120;

/**
 * Tiles a grid shows before its "Show more" button. A set of 2,000 would otherwise lay out, draw and
 * hand to assistive technology 2,000 buttons on load; the rest wait in the page, hidden, for the button
 * (and show at once without JavaScript). Sets of up to this many show whole.
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
  /** One character per tile, "1" shown, "0" not matching, "2" waiting for "Show more": a string, so an unchanged slice skips rendering. */
  flags: string;
  onClick: (event: React.MouseEvent<HTMLButtonElement>) => void;
}

const TileSlice = memo(function TileSlice({ names, sprite, flags, onClick }: SliceProps) {
  return (
    <>
      {names.map((name, index) => (
        // No classes: the grid's stylesheet reaches the tiles through it, which keeps 2,000 tiles' markup short.
        <li key={name} hidden={flags[index] === "0"} data-later={flags[index] === "2" ? "" : undefined}>
          {/* The button's value is its icon's name: one handler serves every tile. */}
          <button type="button" value={name} onClick={onClick}>
            <svg aria-hidden="true">
              <use href={`${sprite}#${name}`} />
            </svg>
            {name}
          </button>
        </li>
      ))}
    </>
  );
});

/** A grid of buttons, each an icon drawn from the style's sprite with its name under it. */
export const IconTiles = ({ names, sprite, shown, limit, label, onChoose }: IconTilesProps) => {
  const slices = useMemo(() => {
    const result: { start: number; names: readonly string[] }[] = [];
    for (let start = 0; start < names.length; start += TILE_SLICE) result.push({ start, names: names.slice(start, start + TILE_SLICE) });
    return result;
  }, [names]);

  const flags = useMemo(() => {
    let rank = 0;
    return shown.map((match) => (!match ? "0" : rank++ < limit ? "1" : "2")).join("");
  }, [shown, limit]);

  // The latest handler, behind one stable click handler, so choosing a tile re-renders no slice.
  const choose = useRef(onChoose);
  useEffect(() => {
    choose.current = onChoose;
  });
  const onClick = useCallback((event: React.MouseEvent<HTMLButtonElement>) => choose.current(event.currentTarget.value), []);

  return (
    <ul className={styles.grid} aria-label={label}>
      {slices.map((slice) => (
        <Suspense key={slice.start} fallback={null}>
          <TileSlice
            names={slice.names}
            sprite={sprite}
            flags={flags.slice(slice.start, slice.start + slice.names.length)}
            onClick={onClick}
          />
        </Suspense>
      ))}
    </ul>
  );
};
