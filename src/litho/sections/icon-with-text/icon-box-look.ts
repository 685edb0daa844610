/** The looks of the icon-with-text section, as its `style` field names them. */
export const ICON_BOX_LOOKS = ["boxed", "plain", "overline", "overline-number", "shape", "image", "text-icon", "rows", "ruled"] as const;

export type IconBoxLook = (typeof ICON_BOX_LOOKS)[number];

/** The shapes the `shape` look draws round its icons. */
export const ICON_BOX_SHAPES = ["blob", "diamond", "hexagon"] as const;

export type IconBoxShape = (typeof ICON_BOX_SHAPES)[number];

/** Data may name any style; unknown names fall back to boxed cards, as they always have. */
export const iconBoxLook = (value: string | null | undefined): IconBoxLook =>
  (ICON_BOX_LOOKS as readonly string[]).includes(value ?? "") ? (value as IconBoxLook) : "boxed";

/** Unknown shapes fall back to the blob. */
export const iconBoxShape = (value: string | null | undefined): IconBoxShape =>
  (ICON_BOX_SHAPES as readonly string[]).includes(value ?? "") ? (value as IconBoxShape) : "blob";
