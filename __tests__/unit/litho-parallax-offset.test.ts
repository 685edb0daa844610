import { parallaxOffset } from "../../src/litho/ui/parallax-offset";

describe("parallaxOffset", () => {
  it("rests at zero for a page title at the top of an unscrolled page", () => {
    expect(parallaxOffset({ top: 0, height: 400, viewport: 800, rate: 0.35, origin: "top" })).toBe(0);
  });

  it("moves a page title down by the rate's share of the scroll, trailing the page", () => {
    expect(parallaxOffset({ top: -200, height: 400, viewport: 800, rate: 0.35, origin: "top" })).toBe(70);
  });

  it("rests at zero for a band centred in the viewport", () => {
    expect(parallaxOffset({ top: 200, height: 400, viewport: 800, rate: 0.3, origin: "centre" })).toBe(0);
  });

  it("shifts a band below the centre up and a band above it down", () => {
    expect(parallaxOffset({ top: 400, height: 400, viewport: 800, rate: 0.3, origin: "centre" })).toBe(-60);
    expect(parallaxOffset({ top: 0, height: 400, viewport: 800, rate: 0.3, origin: "centre" })).toBe(60);
  });

  it("never moves further than the reach, so the oversized layer's edge stays hidden", () => {
    expect(parallaxOffset({ top: 800, height: 400, viewport: 800, rate: 0.5, origin: "centre", reach: 100 })).toBe(-100);
    expect(parallaxOffset({ top: -400, height: 400, viewport: 800, rate: 0.5, origin: "centre", reach: 100 })).toBe(100);
  });

  it("reverses with a negative rate (a foreground layer moving against the photo)", () => {
    expect(parallaxOffset({ top: 400, height: 400, viewport: 800, rate: -0.15, origin: "centre" })).toBe(30);
  });

  it("rounds to whole pixels", () => {
    expect(parallaxOffset({ top: -101, height: 400, viewport: 800, rate: 0.35, origin: "top" })).toBe(35);
  });
});
