/**
 * Line icons for demo data (`icon: "target"` …): a small, self-drawn set on a 24-unit grid, so
 * pages need no icon font. Unknown names render nothing rather than a broken glyph.
 */
const paths: Record<string, string> = {
  target: "M12 3a9 9 0 1 0 0 18a9 9 0 1 0 0-18zM12 7a5 5 0 1 0 0 10a5 5 0 1 0 0-10zM12 11a1 1 0 1 0 0 2a1 1 0 1 0 0-2z",
  chart: "M4 20V10M10 20V4M16 20v-7M22 20H2",
  layers: "M12 3l9 5-9 5-9-5 9-5zM3 13l9 5 9-5M3 17l9 5 9-5",
  shield: "M12 3l8 3v6c0 5-3.5 8-8 9-4.5-1-8-4-8-9V6l8-3zM8.5 12l2.5 2.5 4.5-5",
  lightbulb: "M9 18h6M10 21h4M12 3a6 6 0 0 0-3.5 10.9c.6.5 1 1.2 1 2.1h5c0-.9.4-1.6 1-2.1A6 6 0 0 0 12 3z",
  rocket: "M5 15c-1.5 1.5-2 5-2 5s3.5-.5 5-2M9 15l-3-3c1-4 5-9 13-9 0 8-5 12-9 13zM15 9a1 1 0 1 0 0-.01",
  users: "M9 11a4 4 0 1 0 0-8a4 4 0 1 0 0 8zM2 21c0-4 3-6 7-6s7 2 7 6M16 3.5a4 4 0 0 1 0 7.5M18 15c2.5.5 4 2.5 4 6",
  briefcase: "M3 7h18v13H3zM8 7V4h8v3M3 12h18",
  monitor: "M3 4h18v12H3zM8 20h8M12 16v4",
  camera: "M3 7h4l2-3h6l2 3h4v13H3zM12 10a3.5 3.5 0 1 0 0 7a3.5 3.5 0 1 0 0-7z",
  pen: "M4 20l4-1 11-11-3-3L5 16l-1 4zM14 6l3 3",
  globe: "M12 3a9 9 0 1 0 0 18a9 9 0 1 0 0-18zM3 12h18M12 3c3 3 3 15 0 18M12 3c-3 3-3 15 0 18",
  award: "M12 3a6 6 0 1 0 0 12a6 6 0 1 0 0-12zM8.5 14L7 21l5-3 5 3-1.5-7",
  clock: "M12 3a9 9 0 1 0 0 18a9 9 0 1 0 0-18zM12 7v5l3 3",
  message: "M4 4h16v12H9l-5 4z",
  heart: "M12 20s-8-5-8-11a4.5 4.5 0 0 1 8-2.5A4.5 4.5 0 0 1 20 9c0 6-8 11-8 11z",
  wrench: "M14.5 3.5a5 5 0 0 0-4.6 6.8L3.5 16.7a2 2 0 0 0 2.8 2.8l6.4-6.4a5 5 0 0 0 6.8-4.6l-3 3-2.8-.7-.7-2.8 3-3a5 5 0 0 0-1.5-.5z",
  settings: "M12 9a3 3 0 1 0 0 6a3 3 0 1 0 0-6zM12 2v3M12 19v3M2 12h3M19 12h3M5 5l2 2M17 17l2 2M5 19l2-2M17 7l2-2",
  trend: "M3 17l6-6 4 4 8-8M15 7h6v6",
  check: "M4 12l5 5L20 6",
  compass: "M12 3a9 9 0 1 0 0 18a9 9 0 1 0 0-18zM15.5 8.5l-2 5-5 2 2-5z",
  quote: "M4 11h5v8H4zM4 11c0-4 2-6 5-6M14 11h5v8h-5zM14 11c0-4 2-6 5-6",
  play: "M7 4l13 8-13 8z",
  crown: "M3 18h18M4 18L3 7l5 4 4-6 4 6 5-4-1 11",
  "map-pin": "M12 21s-7-6-7-12a7 7 0 0 1 14 0c0 6-7 12-7 12zM12 7a2 2 0 1 0 0 4a2 2 0 1 0 0-4z",
  mail: "M3 5h18v14H3zM3 6l9 7 9-7",
  phone: "M5 3h4l2 5-2.5 1.5a11 11 0 0 0 6 6L16 13l5 2v4a2 2 0 0 1-2 2A16 16 0 0 1 3 5a2 2 0 0 1 2-2z",
  "arrow-right": "M4 12h16M14 6l6 6-6 6",
  "arrow-left": "M20 12H4M10 6l-6 6 6 6",
  star: "M12 3l2.8 5.8 6.2.9-4.5 4.4 1 6.3L12 17.5 6.5 20.4l1-6.3L3 9.7l6.2-.9z",
  facebook: "M14 8h3V4h-3a4 4 0 0 0-4 4v3H7v4h3v6h4v-6h3l1-4h-4V8z",
  twitter: "M4 4l16 16M20 4L4 20",
  instagram: "M4 4h16v16H4zM12 8.5a3.5 3.5 0 1 0 0 7a3.5 3.5 0 1 0 0-7zM17 7h.01",
  linkedin: "M4 9h4v11H4zM6 4a2 2 0 1 0 0 4a2 2 0 1 0 0-4zM11 9h4v2c1-2 6-2.5 6 2v7h-4v-6c0-2-3-2-3 0v6h-3z",
  dribbble: "M12 3a9 9 0 1 0 0 18a9 9 0 1 0 0-18zM4 9c5 1 11 0 15-3M3.5 14c5-3 11-3 15 1M9 3.5c3 4 5 10 6 17",
  calendar: "M4 5h16v15H4zM4 10h16M8 3v4M16 3v4",
  user: "M12 12a4 4 0 1 0 0-8a4 4 0 1 0 0 8zM4 21c0-4 4-6 8-6s8 2 8 6",
  comment: "M4 5h16v11h-9l-5 4v-4H4z",
  tag: "M3 12V3h9l9 9-9 9zM7.5 7.5h.01",
  rotate: "M20 12a8 8 0 1 1-2.34-5.66M20 4v4h-4",
  "check-circle": "M12 3a9 9 0 1 0 0 18a9 9 0 1 0 0-18zM8 12.5l2.5 2.5L16 9.5",
  info: "M12 3a9 9 0 1 0 0 18a9 9 0 1 0 0-18zM12 11v6M12 7.5h.01",
  warning: "M12 4L2.5 20h19zM12 10v4.5M12 17.5h.01",
  "x-circle": "M12 3a9 9 0 1 0 0 18a9 9 0 1 0 0-18zM9 9l6 6M15 9l-6 6",
  download: "M12 4v11M7 10l5 5 5-5M4 20h16",
};

interface IconProps {
  name: string | null | undefined;
  className?: string;
  /** Icons are decorative unless given a label. */
  label?: string;
}

export const hasIcon = (name: string | null | undefined): boolean => Boolean(name && paths[name]);

export const Icon = ({ name, className, label }: IconProps) => {
  if (!name || !paths[name]) return null;
  return (
    <svg
      className={className}
      viewBox="0 0 24 24"
      width="24"
      height="24"
      fill="none"
      stroke="currentColor"
      strokeWidth="1.6"
      strokeLinecap="round"
      strokeLinejoin="round"
      role={label ? "img" : undefined}
      aria-label={label}
      aria-hidden={label ? undefined : true}
      focusable="false"
    >
      <path d={paths[name]} />
    </svg>
  );
};
