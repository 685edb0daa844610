import { useCallback, useEffect, useRef, useState } from "react";

/**
 * A status that clears itself: the spec's form reset helper shows its success status for
 * 5 seconds. Setting a new status restarts the clock; setting null clears at once.
 */
export const useTransientStatus = <T = string>(ms = 5000): [T | null, (next: T | null) => void] => {
  const [status, setStatusState] = useState<T | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);

  const stopTimer = () => {
    if (timer.current !== null) {
      clearTimeout(timer.current);
      timer.current = null;
    }
  };

  const setStatus = useCallback(
    (next: T | null) => {
      stopTimer();
      setStatusState(next);
      if (next !== null) {
        timer.current = setTimeout(() => {
          timer.current = null;
          setStatusState(null);
        }, ms);
      }
    },
    [ms],
  );

  // A status set just before the form goes away must not fire into an unmounted component.
  useEffect(() => stopTimer, []);

  return [status, setStatus];
};
