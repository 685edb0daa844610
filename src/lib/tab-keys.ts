/**
 * Where the WAI-ARIA tabs keys move focus (automatic activation: focus and selection move together).
 * Returns null for keys a tab list does not handle. Shared by the live site's tabs and the demo's.
 */
export const nextTabIndex = (key: string, current: number, count: number): number | null => {
  switch (key) {
    case "ArrowRight":
    case "ArrowDown":
      return (current + 1) % count;
    case "ArrowLeft":
    case "ArrowUp":
      return (current - 1 + count) % count;
    case "Home":
      return 0;
    case "End":
      return count - 1;
    default:
      return null;
  }
};
