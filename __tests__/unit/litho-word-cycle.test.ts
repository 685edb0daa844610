import { firstFrame, joinWords, nextTypingFrame, nextWordIndex, type TypingPace, type WordFrame } from "../../src/litho/ui/word-cycle";

const PACE: TypingPace = { type: 1, erase: 2, hold: 3, gap: 4 };

describe("the word cycle", () => {
  it("moves to the next word and back to the first after the last", () => {
    expect([0, 1, 2].map((index) => nextWordIndex(index, 3))).toEqual([1, 2, 0]);
    expect(nextWordIndex(0, 1)).toBe(0);
    expect(nextWordIndex(0, 0)).toBe(0);
  });

  it("starts on the first word written out, as the static headline shows it", () => {
    expect(firstFrame(["gold", "silver"])).toEqual({ word: 0, letters: 4, deleting: false });
    expect(firstFrame([])).toEqual({ word: 0, letters: 0, deleting: false });
  });

  it("holds a finished word, deletes it letter by letter, then types the next one from nothing", () => {
    const words = ["ab", "xyz"];
    const steps: Array<{ frame: WordFrame; delay: number }> = [];
    let frame = firstFrame(words);
    for (let step = 0; step < 8; step += 1) {
      const next = nextTypingFrame(frame, words, PACE);
      steps.push(next);
      frame = next.frame;
    }
    expect(steps.map(({ frame: { word, letters, deleting }, delay }) => `${word}:${letters}:${deleting ? "d" : "t"}@${delay}`)).toEqual([
      "0:2:d@3", // the whole word holds
      "0:1:d@2",
      "0:0:d@2",
      "1:0:t@4", // a gap, then the next word
      "1:1:t@1",
      "1:2:t@1",
      "1:3:t@1",
      "1:3:d@3",
    ]);
  });

  it("goes round to the first word after the last one is deleted", () => {
    expect(nextTypingFrame({ word: 1, letters: 0, deleting: true }, ["ab", "cd"], PACE).frame).toEqual({
      word: 0,
      letters: 0,
      deleting: false,
    });
  });

  it("joins the words into the phrase screen readers hear", () => {
    expect(joinWords(["gold", "silver", "platinum"])).toBe("gold, silver and platinum");
    expect(joinWords(["tea", "coffee"], "or")).toBe("tea or coffee");
    expect(joinWords(["alone"])).toBe("alone");
  });
});
