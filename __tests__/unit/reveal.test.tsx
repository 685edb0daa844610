/*
 * Reveal hands a block below the fold to the animation code once it has loaded. The hand-over
 * remounts the block, images included, so it must commit synchronously (src/lib/commit-remount-now.ts).
 */
import { useEffect, useLayoutEffect } from "react";
import { render, screen } from "@testing-library/react";
import { Reveal } from "../../src/components/reveal/reveal";

jest.mock("../../src/components/reveal/reveal-motion", () => ({
  RevealMotion: ({ children }: { children: React.ReactNode }) => <div data-testid="reveal-motion">{children}</div>,
}));

const reactEnvironment = globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean };
const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

beforeEach(() => {
  window.matchMedia = ((query: string) => ({
    matches: true,
    media: query,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
  })) as unknown as typeof window.matchMedia;
  jest.spyOn(HTMLElement.prototype, "getBoundingClientRect").mockReturnValue({ top: 5000 } as DOMRect);
  // Outside act(), React schedules effects as it does in a browser.
  reactEnvironment.IS_REACT_ACT_ENVIRONMENT = false;
});

afterEach(() => {
  jest.restoreAllMocks();
  reactEnvironment.IS_REACT_ACT_ENVIRONMENT = true;
});

it("hands a block below the fold to the animation, running the remounted content's effects in one task", async () => {
  const log: string[] = [];
  const Probe = () => {
    const renderStart = Date.now();
    while (Date.now() - renderStart < 10); // longer than React's 5 ms slice, as a long block on a phone
    useLayoutEffect(() => {
      log.push("layout effect");
      queueMicrotask(() => log.push("next microtask"));
    }, []);
    useEffect(() => {
      log.push("passive effect");
    }, []);
    return <p>Probe</p>;
  };
  render(
    <Reveal>
      <Probe />
    </Reveal>,
  );
  for (let tries = 0; tries < 100 && !screen.queryByTestId("reveal-motion"); tries += 1) await wait(10);
  await wait(20);
  expect(screen.getByTestId("reveal-motion")).toHaveTextContent("Probe");
  const inOneTask = ["layout effect", "passive effect", "next microtask"];
  // The first mount (inside act), then the remount.
  expect(log).toEqual([...inOneTask, ...inOneTask]);
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
