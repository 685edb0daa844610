import { mediaQueryList, mediaQueryMatches } from "../../src/lib/media-query";

const installMatchMedia = (matches: boolean) => {
  const matchMedia = jest.fn((query: string) => ({ matches, media: query }) as MediaQueryList);
  window.matchMedia = matchMedia as unknown as typeof window.matchMedia;
  return matchMedia;
};

it("asks the browser once per query and shares the answer", () => {
  const matchMedia = installMatchMedia(true);
  const first = mediaQueryList("(min-width: 768px)");
  expect(mediaQueryList("(min-width: 768px)")).toBe(first);
  expect(mediaQueryMatches("(min-width: 768px)")).toBe(true);
  expect(mediaQueryMatches("(hover: hover)")).toBe(true);
  expect(matchMedia.mock.calls.map(([query]) => query)).toEqual(["(min-width: 768px)", "(hover: hover)"]);
});

it("starts afresh when matchMedia is replaced, and answers no where there is none", () => {
  installMatchMedia(true);
  expect(mediaQueryMatches("(min-width: 768px)")).toBe(true);
  installMatchMedia(false);
  expect(mediaQueryMatches("(min-width: 768px)")).toBe(false);
  (window as { matchMedia?: unknown }).matchMedia = undefined;
  expect(mediaQueryList("(min-width: 768px)")).toBeNull();
  expect(mediaQueryMatches("(min-width: 768px)")).toBe(false);
});
