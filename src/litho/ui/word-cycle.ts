/** Where a changing headline is: which word, how many of its letters show, and whether they are being removed. */
export interface WordFrame {
  word: number;
  letters: number;
  deleting: boolean;
}

/** Milliseconds per typed letter, per deleted letter, on a finished word and on an empty slot. */
export interface TypingPace {
  type: number;
  erase: number;
  hold: number;
  gap: number;
}

export const TYPING_PACE: TypingPace = { type: 90, erase: 45, hold: 1800, gap: 350 };

/** The word after `index`, back to the first after the last. */
export const nextWordIndex = (index: number, count: number): number => (count > 0 ? (index + 1) % count : 0);

/** The first frame: the first word, written out, as the static headline shows it. */
export const firstFrame = (words: readonly string[]): WordFrame => ({ word: 0, letters: words[0]?.length ?? 0, deleting: false });

/**
 * The typewriter's next frame and how long to wait before showing it: letters come one by one,
 * the whole word holds, letters go one by one, and after a short gap the next word starts.
 */
export const nextTypingFrame = (
  frame: WordFrame,
  words: readonly string[],
  pace: TypingPace = TYPING_PACE,
): { frame: WordFrame; delay: number } => {
  const length = words[frame.word]?.length ?? 0;
  if (!frame.deleting && frame.letters < length) return { frame: { ...frame, letters: frame.letters + 1 }, delay: pace.type };
  if (!frame.deleting) return { frame: { ...frame, deleting: true }, delay: pace.hold };
  if (frame.letters > 0) return { frame: { ...frame, letters: frame.letters - 1 }, delay: pace.erase };
  return { frame: { word: nextWordIndex(frame.word, words.length), letters: 0, deleting: false }, delay: pace.gap };
};

/** "gold, silver and platinum": the words as one phrase, for the sentence screen readers hear once. */
export const joinWords = (words: readonly string[], conjunction = "and"): string =>
  words.length < 2 ? (words[0] ?? "") : `${words.slice(0, -1).join(", ")} ${conjunction} ${words[words.length - 1]}`;
