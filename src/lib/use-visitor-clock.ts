import { useEffect, useState } from "react";
import { useBuildTime } from "./use-build-time";

const MINUTE_MS = 60_000;

/**
 * "Now" for what a static page says about the present (prices out of date, the office open): the
 * build's time in the server-rendered HTML and the hydration, so the two agree, then the visitor's
 * clock, kept current each minute while the page stays open.
 */
export const useVisitorClock = (): Date | undefined => {
  const buildTime = useBuildTime();
  const [now, setNow] = useState(() => (buildTime ? new Date(buildTime) : undefined));
  useEffect(() => {
    setNow(new Date());
    const timer = window.setInterval(() => setNow(new Date()), MINUTE_MS);
    return () => window.clearInterval(timer);
  }, []);
  return now;
};
