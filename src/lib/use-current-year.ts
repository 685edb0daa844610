import { useEffect, useState } from "react";
import { useBuildTime } from "./use-build-time";

/**
 * This year, for copyright lines. The static HTML carries the build's year, and hydration must
 * render the same text (a page built in December and read in January would otherwise throw away
 * its server markup), so the visitor's own year follows once the page is live.
 */
export const useCurrentYear = (): number => {
  const buildTime = useBuildTime();
  const [year, setYear] = useState(() => (buildTime ? new Date(buildTime) : new Date()).getUTCFullYear());
  useEffect(() => setYear(new Date().getFullYear()), []);
  return year;
};
