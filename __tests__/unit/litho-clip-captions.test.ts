import { clipCaptions } from "../../src/litho/ui/clip-captions";

describe("clipCaptions", () => {
  it("gives the captions file's address", () => {
    expect(clipCaptions('The video "Launch"', { publicURL: "/static/launch.vtt" })).toBe("/static/launch.vtt");
  });

  it("stops the build when a clip has no captions, naming the clip", () => {
    expect(() => clipCaptions('The video "Launch"', null)).toThrow('The video "Launch": a clip the site serves needs its WebVTT captions');
    expect(() => clipCaptions('The audio of "Field notes"', { publicURL: null })).toThrow('The audio of "Field notes"');
  });
});
