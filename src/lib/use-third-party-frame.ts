import { useCallback, useEffect, useState } from "react";
import { canReach } from "./can-reach";
import { policyIsThisPages } from "./third-parties";

/** idle until wanted; checking while the provider is asked; then the frame, or the card with a link. */
export type ThirdPartyFrameStatus = "idle" | "checking" | "ready" | "unreachable";

export interface ThirdPartyFrame {
  status: ThirdPartyFrameStatus;
  /** Asks the provider again (after the visitor came back online). */
  retry: () => void;
}

/**
 * Decides whether a third-party frame (a player, a map) may be drawn: only once `wanted` (the
 * visitor asked for it, or opened the dialog that holds it) and only when the provider answers.
 * Turning `wanted` off drops the frame, so a closed dialog stops its player.
 */
export const useThirdPartyFrame = (probeUrl: string, wanted: boolean): ThirdPartyFrame => {
  const [status, setStatus] = useState<ThirdPartyFrameStatus>("idle");
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    // Under another page's policy the frame would be refused; the page is being loaded whole (gatsby-browser).
    if (!wanted || !policyIsThisPages()) {
      setStatus("idle");
      return undefined;
    }
    let current = true;
    setStatus("checking");
    void canReach(probeUrl).then((reachable) => {
      if (current) setStatus(reachable ? "ready" : "unreachable");
    });
    return () => {
      current = false;
    };
  }, [probeUrl, wanted, attempt]);

  const retry = useCallback(() => setAttempt((count) => count + 1), []);
  return { status, retry };
};
