/**
 * One line icon per catalogue group (the `icon` field of route-catalogue.json), drawn inline so
 * the index needs no icon font and no image requests for its 228 cards.
 */
const PATHS: Readonly<Record<string, string>> = {
  home: "M3 11.5 12 4l9 7.5M5.5 9.5V20h13V9.5M10 20v-5.5h4V20",
  page: "M6 3h8l4 4v14H6zM14 3v4h4M9 12h6M9 16h6",
  grid: "M4 4h7v7H4zM13 4h7v7h-7zM4 13h7v7H4zM13 13h7v7h-7z",
  layers: "m12 3 9 5-9 5-9-5zM3 13l9 5 9-5M3 17.5l9 5 9-5",
  header: "M3 4h18v16H3zM3 9h18M6 6.5h3M13 6.5h5",
  footer: "M3 4h18v16H3zM3 15h18M6 17.5h3M13 17.5h5",
  title: "M3 5h18v7H3zM7 8.5h10M3 16h12M3 19.5h8",
  modal: "M3 4h18v16H3zM7 8h10v8H7zM15.5 9.5l-1 1",
  star: "m12 3 2.7 5.6 6.1.9-4.4 4.3 1 6.1L12 17l-5.4 2.9 1-6.1-4.4-4.3 6.1-.9z",
  blog: "M5 4h14v16H5zM8 8h8M8 12h8M8 16h5",
  media: "M3 5h18v14H3zM10 9.5v5l4.5-2.5z",
  bag: "M5 8h14l-1 12H6zM9 8V6a3 3 0 0 1 6 0v2",
};

export const GroupIcon = ({ name, size = 24 }: { name: string; size?: number }) => (
  <svg
    viewBox="0 0 24 24"
    width={size}
    height={size}
    fill="none"
    stroke="currentColor"
    strokeWidth="1.6"
    strokeLinecap="round"
    strokeLinejoin="round"
    aria-hidden="true"
    focusable="false"
  >
    <path d={PATHS[name] ?? PATHS.page} />
  </svg>
);
