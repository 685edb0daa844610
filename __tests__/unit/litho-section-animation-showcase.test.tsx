/*
 * The animation showcase: the entrance effects as start and resting states (never ending hidden),
 * the timing read from data with the spec's defaults, and the cards as the server renders them:
 * at rest, labelled, with their settings, a Replay button each and the lines that say when motion is off.
 */
import { render, screen, within } from "@testing-library/react";
import { AnimationShowcase } from "../../src/litho/sections/animation-showcase/animation-showcase";
import {
  ENTRANCE_EFFECTS,
  MAX_REPEAT,
  effectStates,
  entranceEffect,
  entranceTransition,
  timingSummary,
  type EntranceEffect,
} from "../../src/litho/ui/entrance-effects";

const defaults = { delay: 0.2, duration: 0.8, ease: "circOut", repeat: 0 };

describe("entrance effects", () => {
  it("rest every effect at full opacity, in place and upright", () => {
    for (const effect of Object.keys(ENTRANCE_EFFECTS) as EntranceEffect[]) {
      const { hidden, visible } = effectStates(effect);
      expect(hidden.opacity).toBe(0);
      expect(visible.opacity).toBe(1);
      expect(Object.keys(visible)).toEqual(Object.keys(hidden));
      for (const property of ["x", "y", "rotate", "rotateX", "rotateY"]) if (property in visible) expect(visible[property]).toBe(0);
      if ("scale" in visible) expect(visible.scale).toBe(1);
    }
    expect(effectStates("fade-left").hidden).toEqual({ opacity: 0, x: -64 });
    expect(effectStates("blur").visible).toEqual({ opacity: 1, filter: "blur(0px)" });
  });

  it("falls back to fade up and circOut where data names nothing known", () => {
    expect(entranceEffect("spin-out")).toBe("fade-up");
    expect(entranceEffect("zoom-in")).toBe("zoom-in");
    expect(entranceTransition({ ...defaults, ease: "wobbly" }).ease).toBe("circOut");
  });

  it("times an entrance from its data, repeating a few times at most and always from the start", () => {
    expect(entranceTransition(defaults)).toEqual({ delay: 0.2, duration: 0.8, ease: "circOut" });
    expect(entranceTransition({ ...defaults, repeat: 20 })).toMatchObject({ repeat: MAX_REPEAT, repeatType: "loop" });
    expect(entranceTransition({ ...defaults, delay: -1 }).delay).toBe(0);
  });

  it("prints the settings a card uses", () => {
    expect(timingSummary(defaults)).toBe("0.8 s · circOut · delay 0.2 s · no repeat");
    expect(timingSummary({ ...defaults, delay: 0, ease: "backOut", repeat: 2 })).toBe("0.8 s · backOut · repeats 2×");
  });
});

type Section = Queries.LithoAnimationShowcaseSectionFieldsFragment;

const section = (overrides: Partial<Section> = {}): Section =>
  ({
    __typename: "LithoAnimationShowcaseSection",
    type: "animation-showcase",
    anchor: "fades",
    heading: { overline: "Style 01", title: "Fades", text: null, align: null },
    background: "light",
    motionNote: true,
    items: [
      {
        effect: "fade",
        title: "Fade",
        text: "Opacity alone.",
        image: null,
        imageAlt: null,
        pieces: null,
        stagger: null,
        animation: { ...defaults, delay: 0 },
      },
      {
        effect: "fade-up",
        title: "Steps",
        text: "One after another.",
        image: null,
        imageAlt: null,
        pieces: ["Plan", "Build"],
        stagger: 0.15,
        animation: defaults,
      },
    ],
    ...overrides,
  }) as unknown as Section;

describe("AnimationShowcase section", () => {
  it("renders each card at rest with its name, text, settings and a Replay button named after it", () => {
    render(<AnimationShowcase section={section()} />);
    const region = screen.getByRole("region", { name: "Fades" });
    const cards = within(region).getAllByRole("listitem");
    expect(cards).toHaveLength(2);
    expect(within(cards[0]).getByRole("heading", { level: 3, name: "Fade" })).toBeInTheDocument();
    expect(cards[0]).toHaveTextContent("Settings: 0.8 s · circOut · no repeat");
    expect(within(cards[0]).getByRole("button", { name: "Replay Fade" })).toBeInTheDocument();
    // Nothing is hidden in the server's render: no inline opacity or transform on any piece.
    expect(within(cards[1]).getByText("Plan").closest("span")).not.toHaveAttribute("style");
    expect(cards[1]).toHaveTextContent("01Plan02Build");
  });

  it("carries the three reasons motion may be off when asked to, and none otherwise", () => {
    const { unmount } = render(<AnimationShowcase section={section()} />);
    expect(screen.getByText(/^Motion is off: your device asks for reduced motion/)).toBeInTheDocument();
    expect(screen.getByText(/^Motion is off on screens narrower than 768 px/)).toBeInTheDocument();
    expect(screen.getByText(/^The animations need JavaScript/)).toBeInTheDocument();
    unmount();
    render(<AnimationShowcase section={section({ motionNote: null })} />);
    expect(screen.queryByText(/Motion is off/)).not.toBeInTheDocument();
  });
});
