/*
 * The chrome's glyphs, drawn on a 24-unit grid with round strokes so they sit together with
 * the site's fonts. Decorative: every control that uses one carries its own accessible name.
 */
import type React from "react";

const stroke = { fill: "none", stroke: "currentColor", strokeWidth: 1.7, strokeLinecap: "round", strokeLinejoin: "round" } as const;

const GLYPHS = {
  search: (
    <g {...stroke}>
      <circle cx="10.5" cy="10.5" r="6.5" />
      <path d="M15.5 15.5 20 20" />
    </g>
  ),
  close: <path {...stroke} d="M6 6l12 12M18 6 6 18" />,
  "chevron-down": <path {...stroke} d="m7 10 5 5 5-5" />,
  "chevron-right": <path {...stroke} d="m10 7 5 5-5 5" />,
  "arrow-right": <path {...stroke} d="M4 12h15m-5-5 5 5-5 5" />,
  bag: (
    <g {...stroke}>
      <path d="M5 8h14l-1.2 11.2a1 1 0 0 1-1 .8H7.2a1 1 0 0 1-1-.8z" />
      <path d="M9 10V7a3 3 0 0 1 6 0v3" />
    </g>
  ),
  globe: (
    <g {...stroke}>
      <circle cx="12" cy="12" r="8.5" />
      <path d="M3.5 12h17M12 3.5c2.4 2.4 3.5 5.2 3.5 8.5s-1.1 6.1-3.5 8.5c-2.4-2.4-3.5-5.2-3.5-8.5S9.6 5.9 12 3.5z" />
    </g>
  ),
  /* Nine dots: the template's side-panel trigger. */
  grid: <g fill="currentColor">{[5, 12, 19].flatMap((y) => [5, 12, 19].map((x) => <circle key={`${x}-${y}`} cx={x} cy={y} r="1.7" />))}</g>,
  mail: (
    <g {...stroke}>
      <rect x="3.5" y="5.5" width="17" height="13" rx="1.5" />
      <path d="m4 7 8 6 8-6" />
    </g>
  ),
  phone: (
    <path {...stroke} d="M6.5 4h3l1.5 4-2 1.3a10 10 0 0 0 5.7 5.7l1.3-2 4 1.5v3a2 2 0 0 1-2.2 2A16 16 0 0 1 4.5 6.2 2 2 0 0 1 6.5 4z" />
  ),
  pin: (
    <g {...stroke}>
      <path d="M12 21s-6.5-5.6-6.5-11a6.5 6.5 0 0 1 13 0c0 5.4-6.5 11-6.5 11z" />
      <circle cx="12" cy="10" r="2.3" />
    </g>
  ),
  check: <path {...stroke} d="m5 12.5 4.5 4.5L19 7.5" />,
  play: <path fill="currentColor" d="M8 5.5v13a.8.8 0 0 0 1.2.7l10.2-6.5a.8.8 0 0 0 0-1.4L9.2 4.8A.8.8 0 0 0 8 5.5z" />,
  pause: <path fill="currentColor" d="M7 5h3.2v14H7zM13.8 5H17v14h-3.2z" />,
  alert: (
    <g {...stroke}>
      <circle cx="12" cy="12" r="8.5" />
      <path d="M12 7.5v5.5M12 16.3v.2" />
    </g>
  ),
  facebook: (
    <path
      fill="currentColor"
      d="M13.4 21v-7.6H16l.4-3h-3V8.5c0-.9.3-1.5 1.5-1.5h1.6V4.3c-.3 0-1.2-.1-2.3-.1-2.3 0-3.9 1.4-3.9 4v2.2H7.7v3h2.6V21z"
    />
  ),
  twitter: <path fill="currentColor" d="M4 4h4.6l4 5.6L17.4 4h2.1l-5.9 6.8L20.2 20h-4.6l-4.3-6-5.3 6H3.9l6.4-7.2z" />,
  instagram: (
    <g {...stroke}>
      <rect x="4" y="4" width="16" height="16" rx="4.5" />
      <circle cx="12" cy="12" r="3.7" />
      <circle cx="16.9" cy="7.1" r="0.5" fill="currentColor" />
    </g>
  ),
  linkedin: (
    <g fill="currentColor">
      <rect x="4" y="9.2" width="3.4" height="10.8" rx="0.4" />
      <circle cx="5.7" cy="5.6" r="1.9" />
      <path d="M10 9.2h3.2v1.6c.6-1 1.8-1.9 3.6-1.9 3.1 0 3.7 2 3.7 4.7V20h-3.4v-5.6c0-1.4-.1-2.8-1.8-2.8s-2 1.3-2 2.7V20H10z" />
    </g>
  ),
  dribbble: (
    <g {...stroke}>
      <circle cx="12" cy="12" r="8.5" />
      <path d="M8.2 4.4c3.2 4.3 5.5 9.4 6.9 15.3M3.6 10.6c5.4.4 10.3-.9 14.4-4.4M5.6 17.8c3.4-3.9 8-5 14.7-3.3" />
    </g>
  ),
  youtube: (
    <g>
      <rect x="2.8" y="5.8" width="18.4" height="12.4" rx="3.6" fill="none" stroke="currentColor" strokeWidth="1.7" />
      <path d="m10.2 9.2 5 2.8-5 2.8z" fill="currentColor" />
    </g>
  ),
  pinterest: (
    <g {...stroke}>
      <circle cx="12" cy="12" r="8.5" />
      <path d="M11.2 9.6c-1.3 4.4-2 7.5-2.6 10.4M9.5 14.4c3.8 1.4 6.6-1.3 6.6-4.5 0-2.6-2-4.4-4.4-4.4-2.8 0-4.6 2-4.6 4.2 0 .9.3 1.6.9 2" />
    </g>
  ),
  behance: (
    <g fill="currentColor">
      <path d="M3 6.5h5.2c2 0 3.3 1 3.3 2.7 0 1.1-.6 1.9-1.5 2.3 1.3.3 2.1 1.3 2.1 2.7 0 2-1.5 3.3-3.8 3.3H3zm2.3 2v2.6h2.6c.8 0 1.3-.5 1.3-1.3s-.5-1.3-1.3-1.3zm0 4.5v2.9H8c1 0 1.6-.6 1.6-1.5S9 13 8 13z" />
      <path d="M14.6 7.4h4.8v1.2h-4.8zM17.1 10.2c2.3 0 3.8 1.7 3.6 4.2h-5.5c.1 1.2.9 1.8 2 1.8.8 0 1.4-.3 1.7-.9h1.7c-.5 1.6-1.8 2.4-3.5 2.4-2.3 0-3.8-1.6-3.8-3.8s1.5-3.7 3.8-3.7zm-1.9 3h3.6c-.1-1-.8-1.6-1.8-1.6s-1.7.6-1.8 1.6z" />
    </g>
  ),
} satisfies Record<string, React.ReactElement>;

export type ChromeIconName = keyof typeof GLYPHS;

export const isChromeIconName = (name: string): name is ChromeIconName => Object.prototype.hasOwnProperty.call(GLYPHS, name);

interface ChromeIconProps {
  name: ChromeIconName;
  className?: string;
  /** Rendered size in pixels; CSS may override it. */
  size?: number;
}

export const ChromeIcon = ({ name, className, size = 20 }: ChromeIconProps) => (
  <svg className={className} width={size} height={size} viewBox="0 0 24 24" aria-hidden="true" focusable="false">
    {GLYPHS[name]}
  </svg>
);
