/*
 * Reveal hands a block below the fold to the animation code once it has loaded. The hand-over
 * remounts the block, images included, so it must commit synchronously (src/lib/commit-remount-now.ts).
 */
import { render, screen } from "@testing-library/react";
import { Reveal } from "../../src/components/reveal/reveal";
import { EFFECTS_IN_ONE_TASK, effectOrderProbe, scheduleLikeABrowser, settleUntil, wait } from "../support/effect-order-probe";

jest.mock("../../src/components/reveal/reveal-motion", () => ({
  RevealMotion: ({ children }: { children: React.ReactNode }) => <div data-testid="reveal-motion">{children}</div>,
}));

scheduleLikeABrowser();

beforeEach(() => {
  window.matchMedia = ((query: string) => ({
    matches: true,
    media: query,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
  })) as unknown as typeof window.matchMedia;
  jest.spyOn(HTMLElement.prototype, "getBoundingClientRect").mockReturnValue({ top: 5000 } as DOMRect);
});

afterEach(() => {
  jest.restoreAllMocks();
});

it("hands a block below the fold to the animation, running the remounted content's effects in one task", async () => {
  const { log, Probe } = effectOrderProbe();
  render(
    <Reveal>
      <Probe />
    </Reveal>,
  );
  await settleUntil(() => screen.queryByTestId("reveal-motion") !== null);
  expect(screen.getByTestId("reveal-motion")).toHaveTextContent("Probe");
  // The first mount (inside act), then the remount.
  expect(log).toEqual([...EFFECTS_IN_ONE_TASK, ...EFFECTS_IN_ONE_TASK]);
});

it("leaves a block already on screen alone", async () => {
  jest.spyOn(HTMLElement.prototype, "getBoundingClientRect").mockReturnValue({ top: 0 } as DOMRect);
  render(
    <Reveal>
      <p>On screen</p>
    </Reveal>,
  );
  await wait(50);
  expect(screen.getByText("On screen")).toBeInTheDocument();
  expect(screen.queryByTestId("reveal-motion")).toBeNull();
});
