/**
 * The entrance animations of the demo area, by name, as framer-motion variants: where a block
 * starts (`hidden`) and the resting state it ends in (`visible`). The resting state is what the
 * server renders and what every visitor sees where motion is off, so no effect ever leaves content
 * hidden. Plain data, no framer-motion import: the motion code loads only where animations run.
 */

type MotionValues = Record<string, number | string>;

export const ENTRANCE_EFFECTS = {
  fade: { opacity: 0 },
  "fade-up": { opacity: 0, y: 48 },
  "fade-down": { opacity: 0, y: -48 },
  "fade-left": { opacity: 0, x: -64 },
  "fade-right": { opacity: 0, x: 64 },
  "zoom-in": { opacity: 0, scale: 0.6 },
  "zoom-out": { opacity: 0, scale: 1.35 },
  "flip-x": { opacity: 0, rotateX: 90, transformPerspective: 900 },
  "flip-y": { opacity: 0, rotateY: 90, transformPerspective: 900 },
  rotate: { opacity: 0, rotate: -120, scale: 0.7 },
  blur: { opacity: 0, filter: "blur(14px)" },
} satisfies Record<string, MotionValues>;

export type EntranceEffect = keyof typeof ENTRANCE_EFFECTS;

export const DEFAULT_EFFECT: EntranceEffect = "fade-up";

/** Named easings framer-motion knows; the spec's default is circOut. */
const EASINGS = [
  "linear",
  "easeIn",
  "easeOut",
  "easeInOut",
  "circIn",
  "circOut",
  "circInOut",
  "backIn",
  "backOut",
  "backInOut",
  "anticipate",
] as const;

export type EasingName = (typeof EASINGS)[number];

export const DEFAULT_EASING: EasingName = "circOut";

/**
 * Motion that repeats past a few seconds needs a pause control (WCAG 2.2.2): an entrance plays at most four
 * times, each time from its start, so it always ends at rest.
 */
export const MAX_REPEAT = 3;

export const isEntranceEffect = (name: string): name is EntranceEffect => Object.prototype.hasOwnProperty.call(ENTRANCE_EFFECTS, name);

/** A name from data, or the default where it names no effect (a typo never hides a block). */
export const entranceEffect = (name: string | null | undefined): EntranceEffect => (name && isEntranceEffect(name) ? name : DEFAULT_EFFECT);

export const easingOf = (name: string | null | undefined): EasingName => EASINGS.find((easing) => easing === name) ?? DEFAULT_EASING;

/** Neutral value of every property an effect moves: where each one rests. */
const RESTING: MotionValues = { opacity: 1, x: 0, y: 0, scale: 1, rotate: 0, rotateX: 0, rotateY: 0, filter: "blur(0px)" };

/** The start and resting states of an effect; the resting state touches only what the effect moves. */
export const effectStates = (effect: EntranceEffect): { hidden: MotionValues; visible: MotionValues } => {
  const hidden: MotionValues = ENTRANCE_EFFECTS[effect];
  const visible = Object.fromEntries(
    Object.keys(hidden).map((property) => [property, property === "transformPerspective" ? hidden[property] : RESTING[property]]),
  );
  return { hidden, visible };
};

export interface EntranceTiming {
  delay: number;
  duration: number;
  ease: string;
  repeat: number;
}

/** The transition of one entrance, from its data: delay and duration in seconds, a named easing, a few repeats at most. */
export const entranceTransition = ({ delay, duration, ease, repeat }: EntranceTiming) => {
  const repeats = Math.min(Math.max(Math.round(repeat), 0), MAX_REPEAT);
  return {
    delay: Math.max(delay, 0),
    duration: Math.max(duration, 0),
    ease: easingOf(ease),
    ...(repeats > 0 ? { repeat: repeats, repeatType: "loop" as const, repeatDelay: 0.3 } : {}),
  };
};

/** "0.8 s · circOut · delay 0.2 s": the settings as a card prints them. */
export const timingSummary = ({ delay, duration, ease, repeat }: EntranceTiming): string =>
  [
    `${duration} s`,
    easingOf(ease),
    delay > 0 ? `delay ${delay} s` : null,
    repeat > 0 ? `repeats ${Math.min(repeat, MAX_REPEAT)}×` : "no repeat",
  ]
    .filter(Boolean)
    .join(" · ");
