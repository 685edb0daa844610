import type React from "react";

/**
 * A page document's accent colour. The demo's CSS draws every gold touch from the theme tokens
 * (tokens.css), so a page recolours by overriding those tokens on its shell; nothing else changes.
 * Each role has its own colour because one hue cannot be both decorative and readable: the check
 * below holds the text roles to WCAG AA (4.5:1) on the grounds they are used on, and the build
 * stops on a document whose accent would fail axe.
 */
export interface Accent {
  /** Decorative: rules, icons, fills of buttons and badges. */
  readonly color: string;
  /** Text in the accent on white and on the tint. */
  readonly text: string;
  /** Text in the accent on the dark grounds. */
  readonly onDark: string;
  /** Text on an accent fill. */
  readonly on: string;
  /** A deeper shade for gradients and hovers; the text colour when absent. */
  readonly deep?: string | null;
  /** The light band behind "cream" sections; the theme's cream when absent. */
  readonly tint?: string | null;
}

const HEX = /^#[0-9a-f]{6}$/i;

/** Grounds of tokens.css that accent text sits on. */
const PAPER = "#ffffff";
const CREAM = "#faf6ec";
const NIGHT = "#121212";
const SECONDARY = "#1e1e1e";
const INK_MUTED = "#5f5f5f";
const MIN_TEXT_CONTRAST = 4.5;

const channel = (hex: string, at: number): number => {
  const value = Number.parseInt(hex.slice(at, at + 2), 16) / 255;
  return value <= 0.03928 ? value / 12.92 : ((value + 0.055) / 1.055) ** 2.4;
};

const luminance = (hex: string): number => 0.2126 * channel(hex, 1) + 0.7152 * channel(hex, 3) + 0.0722 * channel(hex, 5);

/** WCAG contrast ratio of two #rrggbb colours. */
export const contrastRatio = (a: string, b: string): number => {
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (light + 0.05) / (dark + 0.05);
};

/** What is wrong with an accent, one message per problem; empty when it is fit to use. */
export const accentProblems = (accent: Accent): string[] => {
  const colours: [string, string | null | undefined][] = [
    ["color", accent.color],
    ["text", accent.text],
    ["onDark", accent.onDark],
    ["on", accent.on],
    ["deep", accent.deep],
    ["tint", accent.tint],
  ];
  const malformed = colours.filter(([, value]) => value != null && !HEX.test(value));
  if (malformed.length > 0) return malformed.map(([name, value]) => `accent.${name}: "${value}" is not a colour written as #rrggbb`);

  const tint = accent.tint ?? CREAM;
  // [role, the text colour, the ground it sits on, how the message names that ground]
  const pairs: [string, string, string, string][] = [
    ["text", accent.text, PAPER, "white"],
    ["text", accent.text, tint, `the tint ${tint}`],
    ["onDark", accent.onDark, NIGHT, NIGHT],
    ["onDark", accent.onDark, SECONDARY, SECONDARY],
    ["on", accent.on, accent.color, `the accent ${accent.color}`],
    // The tint replaces the cream band, whose body text is the muted ink.
    ["tint", INK_MUTED, tint, tint],
  ];
  return pairs.flatMap(([role, foreground, ground, groundName]) => {
    const ratio = contrastRatio(foreground, ground);
    return ratio < MIN_TEXT_CONTRAST
      ? [`accent.${role}: ${foreground} on ${groundName} is ${ratio.toFixed(2)}:1; text needs at least ${MIN_TEXT_CONTRAST}:1`]
      : [];
  });
};

/** The theme tokens an accent overrides, as inline custom properties for the page's shell. */
export const accentStyle = (accent: Accent | null | undefined): React.CSSProperties | undefined => {
  if (!accent) return undefined;
  const deep = accent.deep ?? accent.text;
  const tint = accent.tint ?? null;
  return {
    "--color-primary": accent.color,
    "--color-tertiary": deep,
    "--color-gold-text": accent.text,
    "--color-gold-on-dark": accent.onDark,
    "--color-on-gold": accent.on,
    "--gradient-gold": `linear-gradient(135deg, ${accent.color} 0%, ${accent.color} 40%, ${deep} 100%)`,
    ...(tint ? { "--color-cream": tint, "--color-sand": tint } : {}),
  } as React.CSSProperties;
};
